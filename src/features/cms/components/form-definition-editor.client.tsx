'use client';

import { startTransition, useActionState, type FormEvent } from 'react';
import styles from './cms.module.css';
import { SaveProblems } from './save-problems';

interface State {
  ok?: string;
  errors?: string[];
  text?: string;
}

/** The JSON editor of a form's definition: kept as typed when refused, with every reason listed. */
export function FormDefinitionEditor({
  action,
  formId,
  revision,
  initial,
  labels,
}: {
  action: (state: State, data: FormData) => Promise<State>;
  formId: number;
  revision: number;
  initial: string;
  labels: { title: string; help: string; save: string; invalid: string };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  // Sent by hand so that React does not put back the old text before the answer says what to fix.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.adminForm}>
      <input type="hidden" name="form_id" value={formId} />
      <input type="hidden" name="revision" value={revision} />
      <label className={styles.formLabel} htmlFor="form-definition">
        {labels.title}
      </label>
      <p className={styles.muted} id="form-definition-help">
        {labels.help}
      </p>
      <textarea
        id="form-definition"
        name="definition"
        className={styles.formInput}
        rows={24}
        spellCheck={false}
        defaultValue={state.text ?? initial}
        aria-describedby={state.errors ? 'form-definition-help form-definition-errors' : 'form-definition-help'}
        aria-invalid={state.errors ? true : undefined}
        style={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}
      />
      {state.errors ? <SaveProblems id="form-definition-errors" title={labels.invalid} problems={state.errors} /> : null}
      <button type="submit" className={styles.formButton} disabled={pending}>
        {labels.save}
      </button>
    </form>
  );
}
