'use client';

import { useActionState, useEffect, useRef } from 'react';
import { AuthField, FormAlert } from './auth-field';
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
      <FormAlert message={state.formError} ref={errorRef} />
      <input type="hidden" name="next" value={next} />
      <AuthField
        ref={emailRef}
        id="sign-in-email"
        label={labels.email}
        error={errors.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        defaultValue={state.email}
      />
      <AuthField
        ref={passwordRef}
        id="sign-in-password"
        label={labels.password}
        error={errors.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className={styles.button} aria-disabled={pending || undefined}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
