'use client';

import { useActionState, useEffect, useRef } from 'react';
import { AuthField, FormAlert } from './auth-field';
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
      <FormAlert message={state.formError} ref={errorRef} />
      <input type="hidden" name="next" value={next} />
      <AuthField
        ref={codeRef}
        id="two-factor-code"
        label={labels.code}
        hint={labels.hint}
        error={error}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        autoFocus
      />
      <button type="submit" className={styles.button} aria-disabled={pending || undefined}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
