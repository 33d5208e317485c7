'use client';

import { useActionState } from 'react';
import styles from './cms.module.css';
import { TextField } from './form-field';

interface State {
  errors?: Partial<Record<'path' | 'title' | 'form', string>>;
  values?: { path: string; title: string; page_type?: string };
}

/** Path and title of a new draft page; refused values stay, with the reason beside the field. */
export function NewPageForm({
  action,
  labels,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  labels: {
    path: string;
    pathHelp: string;
    title: string;
    submit: string;
    type: string;
    types: { page: string; folder: string };
    typeHelp: string;
  };
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
      <div className={styles.formField}>
        <label htmlFor="new-type" className={styles.formLabel}>
          {labels.type}
        </label>
        <select
          id="new-type"
          name="page_type"
          className={styles.formInput}
          defaultValue={state.values?.page_type ?? 'page'}
          aria-describedby="new-type-help"
        >
          <option value="page">{labels.types.page}</option>
          <option value="folder">{labels.types.folder}</option>
        </select>
        <span id="new-type-help" className={styles.muted}>
          {labels.typeHelp}
        </span>
      </div>
      <button type="submit" className={styles.formButton} aria-disabled={pending || undefined}>
        {labels.submit}
      </button>
    </form>
  );
}
