'use client';

import { useActionState, useId } from 'react';
import styles from './cms.module.css';
import { TextField } from './form-field';

interface State {
  ok?: string;
  errors?: Partial<Record<'from' | 'to' | 'form', string>>;
  values?: { from: string; to: string; code: string; live: boolean };
}
type Action = (state: State, form: FormData) => Promise<State>;

export interface RedirectFormLabels {
  from: string;
  fromHelp: string;
  to: string;
  toHelp: string;
  code: string;
  codes: Record<string, string>;
  live: string;
  liveHelp: string;
  submit: string;
}

function Feedback({ state }: { state: State }) {
  return (
    <>
      {state.errors?.form ? (
        <p role="alert" className={styles.formError}>
          {state.errors.form}
        </p>
      ) : null}
      {state.ok ? (
        <p role="status" className={styles.formOk}>
          {state.ok}
        </p>
      ) : null}
    </>
  );
}

/** Create (no `initial.id`) or change a redirect; refused values stay, with the reason by the field. */
export function RedirectForm({
  action,
  labels,
  name,
  initial,
}: {
  action: Action;
  labels: RedirectFormLabels;
  /** The form's accessible name. */
  name: string;
  initial?: { id: number; from: string; to: string; code: number; live: boolean };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const id = useId();
  const values =
    state.values ?? (initial ? { from: initial.from, to: initial.to, code: String(initial.code), live: initial.live } : undefined);
  // A new redirect's form empties after a success (the key changes), an edit keeps what was saved.
  return (
    <form action={formAction} className={styles.adminForm} noValidate aria-label={name} key={initial ? undefined : state.ok}>
      <Feedback state={state} />
      {initial ? <input type="hidden" name="id" value={initial.id} /> : null}
      <TextField
        id={`${id}-from`}
        label={labels.from}
        help={labels.fromHelp}
        name="from"
        defaultValue={values?.from}
        error={state.errors?.from}
      />
      <TextField id={`${id}-to`} label={labels.to} help={labels.toHelp} name="to" defaultValue={values?.to} error={state.errors?.to} />
      <div className={styles.formField}>
        <label htmlFor={`${id}-code`} className={styles.formLabel}>
          {labels.code}
        </label>
        <select id={`${id}-code`} name="code" className={styles.formInput} defaultValue={values?.code ?? '301'}>
          {Object.entries(labels.codes).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.formField}>
        <label className={styles.formLabel}>
          <input type="checkbox" name="live" defaultChecked={values?.live ?? true} aria-describedby={`${id}-live-help`} /> {labels.live}
        </label>
        <span id={`${id}-live-help`} className={styles.muted}>
          {labels.liveHelp}
        </span>
      </div>
      <button type="submit" className={styles.formButton} aria-disabled={pending || undefined}>
        {labels.submit}
      </button>
    </form>
  );
}

/** Moves one redirect to the trash. */
export function DeleteRedirectForm({ action, id, label }: { action: Action; id: number; label: string }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} noValidate>
      <Feedback state={state} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={styles.formButton} aria-disabled={pending || undefined}>
        {label}
      </button>
    </form>
  );
}
