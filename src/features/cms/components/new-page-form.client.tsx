'use client';

import { useActionState } from 'react';
import styles from './cms.module.css';
import { TextField } from './form-field';

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
  return (
    <form action={formAction} className={styles.newPageForm} noValidate>
      {state.errors?.form ? (
        <p role="alert" className={styles.formError}>
          {state.errors.form}
        </p>
      ) : null}
      <TextField id="new-title" label={labels.title} error={state.errors?.title} name="title" defaultValue={state.values?.title} required />
      <TextField
        id="new-path"
        label={labels.path}
        help={labels.pathHelp}
        error={state.errors?.path}
        name="path"
        defaultValue={state.values?.path}
        required
      />
      <button type="submit" className={styles.formButton} aria-disabled={pending || undefined}>
        {labels.submit}
      </button>
    </form>
  );
}
