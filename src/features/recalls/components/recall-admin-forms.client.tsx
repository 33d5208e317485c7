'use client';

import { useActionState, type ReactNode } from 'react';
import cms from '@/features/cms/components/cms.module.css';
import { describedBy, Field } from '@/features/cms/components/form-field';
import type { RecallFormState } from '../recall-form-state';

type Action = (state: RecallFormState, form: FormData) => Promise<RecallFormState>;

export interface FieldSpec {
  name: string;
  label: string;
  help?: string;
  kind: 'text' | 'date' | 'textarea' | 'file';
  required?: boolean;
  rows?: number;
}

/**
 * One form of the recall admin screen (decision 0065), posted to its server action — it works
 * before JavaScript loads. The answer shows above the fields (a status, or an alert with every bad
 * line); a refused form shows each field's message beside it and keeps what was typed.
 */
export function RecallActionForm({
  action,
  legend,
  fields,
  submit,
  pending: pendingLabel,
  hidden = {},
  idPrefix,
  children,
}: {
  action: Action;
  legend: string;
  fields: FieldSpec[];
  submit: string;
  pending: string;
  hidden?: Record<string, string>;
  idPrefix: string;
  /** Extra controls (a confirmation checkbox) before the button. */
  children?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const errorId = `${idPrefix}-error`;
  return (
    <form action={formAction} className={cms.adminForm} noValidate aria-describedby={state.error ? errorId : undefined}>
      {state.ok ? (
        <p role="status" className={cms.formOk}>
          {state.ok}
        </p>
      ) : null}
      {state.error ? (
        <div role="alert" id={errorId}>
          <p className={cms.formError}>{state.error}</p>
          {state.problems?.length ? (
            <ul className={cms.formError}>
              {state.problems.map((problem, i) => (
                <li key={i}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <fieldset className={cms.fieldset} key={state.at ?? 0}>
        <legend>{legend}</legend>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const error = state.fieldErrors?.[field.name];
          const common = {
            id,
            name: field.name,
            className: cms.formInput,
            required: field.required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy(id, field.help, error),
          };
          return (
            <Field key={field.name} id={id} label={field.label} help={field.help} error={error}>
              {field.kind === 'textarea' ? (
                <textarea {...common} rows={field.rows ?? 4} spellCheck={false} defaultValue={state.values?.[field.name] ?? ''} />
              ) : field.kind === 'file' ? (
                <input {...common} type="file" accept=".csv,.txt,text/csv,text/plain" />
              ) : (
                <input {...common} type={field.kind} defaultValue={state.values?.[field.name] ?? ''} />
              )}
            </Field>
          );
        })}
        {children}
        <button type="submit" className={cms.formButton} aria-disabled={pending || undefined}>
          {pending ? pendingLabel : submit}
        </button>
      </fieldset>
    </form>
  );
}
