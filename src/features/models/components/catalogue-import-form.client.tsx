'use client';

import { useActionState } from 'react';
import cms from '@/features/cms/components/cms.module.css';
import { describedBy, Field } from '@/features/cms/components/form-field';
import type { CatalogueImportState } from '../catalogue-upload';
import styles from './catalogue-admin.module.css';

type Action = (state: CatalogueImportState, form: FormData) => Promise<CatalogueImportState>;

export interface CatalogueImportLabels {
  legend: string;
  file: string;
  fileHelp: string;
  json: string;
  jsonHelp: string;
  submit: string;
  importing: string;
  pointer: string;
  reason: string;
}

/**
 * The catalogue import: a JSON file or pasted JSON, sent to a server action (works before JavaScript
 * loads). A refused document lists each problem at its pointer; the catalogue stays as it was.
 */
export function CatalogueImportForm({ action, labels }: { action: Action; labels: CatalogueImportLabels }) {
  const [state, formAction, pending] = useActionState(action, {});
  const problems = state.problems ?? [];
  return (
    <form action={formAction} className={cms.adminForm} noValidate>
      {state.ok ? (
        <p role="status" className={cms.formOk}>
          {state.ok}
        </p>
      ) : null}
      {state.error ? (
        <div role="alert" id="catalogue-import-error">
          <p className={cms.formError}>{state.error}</p>
          {problems.length ? (
            <table className={`${cms.table} ${styles.problems}`}>
              <thead>
                <tr>
                  <th scope="col">{labels.pointer}</th>
                  <th scope="col">{labels.reason}</th>
                </tr>
              </thead>
              <tbody>
                {problems.map((problem, i) => (
                  <tr key={`${problem.pointer}-${i}`}>
                    <td>
                      <code>{problem.pointer}</code>
                    </td>
                    <td>{problem.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
      <fieldset className={`${cms.fieldset} ${styles.fieldset}`}>
        <legend>{labels.legend}</legend>
        <Field id="catalogue-file" label={labels.file} help={labels.fileHelp}>
          <input
            id="catalogue-file"
            name="file"
            type="file"
            accept="application/json,.json"
            className={cms.formInput}
            aria-describedby={describedBy('catalogue-file', labels.fileHelp)}
          />
        </Field>
        <Field id="catalogue-json" label={labels.json} help={labels.jsonHelp}>
          <textarea
            id="catalogue-json"
            name="json"
            rows={10}
            spellCheck={false}
            className={`${cms.formInput} ${styles.json}`}
            defaultValue={state.text ?? ''}
            // Remount with the kept text after a refusal: defaultValue alone would keep the old one.
            key={state.text ?? ''}
            aria-describedby={describedBy('catalogue-json', labels.jsonHelp)}
          />
        </Field>
        <button type="submit" className={cms.formButton} disabled={pending} aria-busy={pending || undefined}>
          {pending ? labels.importing : labels.submit}
        </button>
      </fieldset>
    </form>
  );
}
