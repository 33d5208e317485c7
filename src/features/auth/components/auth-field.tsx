import type { InputHTMLAttributes, Ref } from 'react';
import styles from './auth.module.css';

/** The form's own message (wrong password, locked …), focusable so the form can move focus to it. */
export function FormAlert({ message, ref }: { message?: string; ref: Ref<HTMLParagraphElement> }) {
  return message ? (
    <p className={styles.formError} role="alert" tabIndex={-1} ref={ref}>
      {message}
    </p>
  ) : null;
}

/** One field of the sign-in screens: label, optional hint, the input, and its error linked to it. */
export function AuthField({
  id,
  label,
  hint,
  error,
  ref,
  ...input
}: { id: string; label: string; hint?: string; error?: string; ref: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input ref={ref} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
