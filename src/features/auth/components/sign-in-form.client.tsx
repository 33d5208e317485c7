'use client';

import { useActionState, useEffect, useRef } from 'react';
import styles from './auth.module.css';

export interface AuthFormState {
  formError?: string;
  fieldErrors?: Partial<Record<'email' | 'password' | 'code', string>>;
  email?: string;
}

interface Labels {
  email: string;
  password: string;
  submit: string;
  submitting: string;
}

/**
 * E-mail and password, posted to a server action (works before JavaScript loads, too). A refusal
 * keeps the e-mail, says what is wrong next to the field, and moves focus to the message.
 */
export function SignInForm({
  action,
  next,
  labels,
  initialError,
}: {
  action: (state: AuthFormState, form: FormData) => Promise<AuthFormState>;
  next: string;
  labels: Labels;
  initialError?: string;
}) {
  const [state, formAction, pending] = useActionState(action, initialError ? { formError: initialError } : {});
  const errorRef = useRef<HTMLParagraphElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.fieldErrors?.email) emailRef.current?.focus();
    else if (state.fieldErrors?.password) passwordRef.current?.focus();
    else if (state.formError) errorRef.current?.focus();
  }, [state]);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={formAction} className={styles.form} noValidate>
      {state.formError ? (
        <p className={styles.formError} role="alert" tabIndex={-1} ref={errorRef}>
          {state.formError}
        </p>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <div className={styles.field}>
        <label htmlFor="sign-in-email" className={styles.label}>
          {labels.email}
        </label>
        <input
          ref={emailRef}
          id="sign-in-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          className={styles.input}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
        />
        {errors.email ? (
          <p id="sign-in-email-error" className={styles.fieldError}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="sign-in-password" className={styles.label}>
          {labels.password}
        </label>
        <input
          ref={passwordRef}
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={styles.input}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'sign-in-password-error' : undefined}
        />
        {errors.password ? (
          <p id="sign-in-password-error" className={styles.fieldError}>
            {errors.password}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.button} aria-disabled={pending || undefined}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
