import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './cms.module.css';

/** Label, control, help and error of one field of the editor and admin forms. */
export function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.formField}>
      <label htmlFor={id} className={styles.formLabel}>
        {label}
      </label>
      {children}
      {help ? (
        <span id={`${id}-help`} className={styles.muted}>
          {help}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.formError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The ids of a field's help and error, for `aria-describedby`. */
export function describedBy(id: string, help?: string, error?: string): string | undefined {
  return [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A text-like input in a `Field`: invalid and described by its help and error when it has them. */
export function TextField({
  id,
  label,
  help,
  error,
  ...input
}: { id: string; label: string; help?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} help={help} error={error}>
      <input
        id={id}
        className={styles.formInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        {...input}
      />
    </Field>
  );
}
