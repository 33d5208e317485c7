'use client';

import { useActionState } from 'react';
import styles from './cms.module.css';
import local from './settings.module.css';

interface State {
  ok?: string;
  problems?: string[];
  value?: string;
}
type Action = (state: State, form: FormData) => Promise<State>;

export type SettingControlView =
  { kind: 'boolean' } | { kind: 'select'; options: string[] } | { kind: 'json' } | { kind: 'text'; multiline: boolean };

/**
 * The editor of one setting: a control that fits its schema, the reasons a value was refused next
 * to it (the typed value stays), and a reset to the default when a value is stored.
 */
export function SettingForm({
  settingKey,
  control,
  value,
  storedId,
  save,
  reset,
  labels,
  editable = true,
}: {
  /** false: only the reset (for stored keys no definition knows: their value may be a credential). */
  editable?: boolean;
  settingKey: string;
  control: SettingControlView;
  value: string;
  storedId: number | null;
  save: Action;
  reset: Action;
  labels: { value: string; help: string; save: string; reset: string; refused: string; yes: string; no: string; useDefault: string };
}) {
  const [saved, saveAction, saving] = useActionState(save, {});
  const [wasReset, resetAction, resetting] = useActionState(reset, {});
  const id = `setting-${settingKey.replace(/\./g, '-')}`;
  const shown = saved.value ?? value;
  const invalid = Boolean(saved.problems?.length);
  const describedBy = [`${id}-help`, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = { id, name: 'value', 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, className: styles.formInput };
  return (
    <div className={local.editor}>
      {editable ? (
        <form action={saveAction} noValidate aria-label={`${labels.save}: ${settingKey}`} className={local.form}>
          <input type="hidden" name="key" value={settingKey} />
          <label htmlFor={id} className={styles.formLabel}>
            {labels.value}
          </label>
          {control.kind === 'boolean' || control.kind === 'select' ? (
            <select {...common} defaultValue={shown} key={shown}>
              <option value="">{labels.useDefault}</option>
              {(control.kind === 'boolean' ? ['true', 'false'] : control.options).map((option) => (
                <option key={option} value={option}>
                  {control.kind === 'boolean' ? (option === 'true' ? labels.yes : labels.no) : option}
                </option>
              ))}
            </select>
          ) : control.kind === 'json' || control.multiline ? (
            <textarea
              {...common}
              className={`${styles.formInput} ${local.code}`}
              defaultValue={shown}
              key={shown}
              rows={Math.min(16, Math.max(3, shown.split('\n').length + 1))}
              spellCheck={false}
            />
          ) : (
            <input {...common} defaultValue={shown} key={shown} />
          )}
          <span id={`${id}-help`} className={styles.muted}>
            {labels.help}
          </span>
          {invalid ? (
            <div id={`${id}-error`} role="alert" className={styles.formError}>
              {labels.refused}
              <ul>
                {saved.problems!.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {saved.ok ? (
            <p role="status" className={styles.formOk}>
              {saved.ok}
            </p>
          ) : null}
          <button type="submit" className={styles.formButton} aria-disabled={saving || undefined}>
            {labels.save}
          </button>
        </form>
      ) : null}
      {storedId !== null ? (
        <form action={resetAction} noValidate aria-label={`${labels.reset}: ${settingKey}`}>
          <input type="hidden" name="id" value={storedId} />
          <input type="hidden" name="key" value={settingKey} />
          {wasReset.problems?.length ? (
            <p role="alert" className={styles.formError}>
              {wasReset.problems.join(' ')}
            </p>
          ) : null}
          <button type="submit" className={local.secondary} aria-disabled={resetting || undefined}>
            {labels.reset}
          </button>
        </form>
      ) : wasReset.ok ? (
        <p role="status" className={styles.formOk}>
          {wasReset.ok}
        </p>
      ) : null}
    </div>
  );
}
