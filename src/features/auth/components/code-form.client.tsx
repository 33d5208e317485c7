'use client';

import { useActionState, useEffect, useRef } from 'react';
import styles from './auth.module.css';
import type { AuthFormState } from './sign-in-form.client';

/** The 6-digit code of an authenticator app (one-time-code autocomplete fills it on phones). */
export function CodeForm({
  action,
  next,
  labels,
}: {
  action: (state: AuthFormState, form: FormData) => Promise<AuthFormState>;
  next: string;
  labels: { code: string; hint: string; submit: string; submitting: string };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const codeRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.fieldErrors?.code) codeRef.current?.focus();
    else if (state.formError) errorRef.current?.focus();
  }, [state]);
  const error = state.fieldErrors?.code;
  return (
    <form action={formAction} className={styles.form} noValidate>
      {state.formError ? (
        <p className={styles.formError} role="alert" tabIndex={-1} ref={errorRef}>
          {state.formError}
        </p>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <div className={styles.field}>
        <label htmlFor="two-factor-code" className={styles.label}>
          {labels.code}
        </label>
        <span id="two-factor-code-hint" className={styles.hint}>
          {labels.hint}
        </span>
        <input
          ref={codeRef}
          id="two-factor-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'two-factor-code-hint two-factor-code-error' : 'two-factor-code-hint'}
        />
        {error ? (
          <p id="two-factor-code-error" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.button} aria-disabled={pending || undefined}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
