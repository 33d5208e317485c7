'use client';

import { useActionState } from 'react';
import styles from './cms.module.css';

interface State {
  errors?: Partial<Record<'path' | 'title' | 'form', string>>;
  values?: { path: string; title: string };
}

/** Path and title of a new draft page; refused values stay, with the reason beside the field. */
export function NewPageForm({
  action,
  labels,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  labels: { path: string; pathHelp: string; title: string; submit: string };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const field = (name: 'path' | 'title', label: string, help?: string) => {
    const error = state.errors?.[name];
    const described = [help ? `new-${name}-help` : null, error ? `new-${name}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.formField}>
        <label htmlFor={`new-${name}`} className={styles.formLabel}>
          {label}
        </label>
        <input
          id={`new-${name}`}
          name={name}
          defaultValue={state.values?.[name]}
          className={styles.formInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          required
        />
        {help ? (
          <span id={`new-${name}-help`} className={styles.muted}>
            {help}
          </span>
        ) : null}
        {error ? (
          <span id={`new-${name}-error`} className={styles.formError}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <form action={formAction} className={styles.newPageForm} noValidate>
      {state.errors?.form ? (
        <p role="alert" className={styles.formError}>
          {state.errors.form}
        </p>
      ) : null}
      {field('title', labels.title)}
      {field('path', labels.path, labels.pathHelp)}
      <button type="submit" className={styles.formButton} aria-disabled={pending || undefined}>
        {labels.submit}
      </button>
    </form>
  );
}
