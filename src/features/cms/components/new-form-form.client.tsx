'use client';

import { startTransition, useActionState, type FormEvent } from 'react';
import styles from './cms.module.css';

interface State {
  errors?: Record<string, string>;
  values?: { name: string; title: string; type: string };
}

/** Creates a form from the starter fields; each refusal is shown beside its input. */
export function NewFormForm({
  action,
  types,
  labels,
}: {
  action: (state: State, data: FormData) => Promise<State>;
  types: readonly string[];
  labels: { name: string; title: string; type: string; create: string };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  // Sent by hand so that React does not empty the inputs before the answer says what to fix.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  const error = (name: string) =>
    state.errors?.[name] ? (
      <p id={`new-form-${name}-error`} className={styles.formError}>
        {state.errors[name]}
      </p>
    ) : null;
  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.adminForm} noValidate>
      <label className={styles.formLabel}>
        {labels.name}
        <input
          name="name"
          defaultValue={state.values?.name}
          required
          pattern="[a-z][a-z0-9_]*"
          className={styles.formInput}
          aria-invalid={state.errors?.name ? true : undefined}
          aria-describedby={state.errors?.name ? 'new-form-name-error' : undefined}
        />
      </label>
      {error('name')}
      <label className={styles.formLabel}>
        {labels.title}
        <input
          name="title"
          defaultValue={state.values?.title}
          required
          className={styles.formInput}
          aria-invalid={state.errors?.title ? true : undefined}
          aria-describedby={state.errors?.title ? 'new-form-title-error' : undefined}
        />
      </label>
      {error('title')}
      <label className={styles.formLabel}>
        {labels.type}
        <select name="type" className={styles.formInput} defaultValue={state.values?.type ?? 'generic'}>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.formButton} disabled={pending}>
        {labels.create}
      </button>
    </form>
  );
}
