'use client';

import { useActionState, useState, useSyncExternalStore } from 'react';
import cms from './cms.module.css';
import { describedBy, Field } from './form-field';
import styles from './metahead-form.module.css';

export interface MetaheadFormState {
  ok?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}
type Action = (state: MetaheadFormState, form: FormData) => Promise<MetaheadFormState>;

export interface MetaheadFormLabels {
  title: string;
  language: string;
  content: string;
  contentHelp: string;
  page: string;
  pageHelp: string;
  allPages: string;
  inBody: string;
  inBodyHelp: string;
  reload: string;
  reloadHelp: string;
  sequence: string;
  sequenceHelp: string;
  confirmAll: string;
  confirmPage: string;
  submit: string;
}

const noSubscription = () => () => {};

/** Languages whose content runs in visitors' browsers (the server refuses them without the tick too). */
const runsCode = (language: string) => language === 'javascript' || language === 'js-src' || language === 'html';

/**
 * The form that adds a metahead. Works before JavaScript loads (the confirmation is then always
 * shown); refused input comes back with the reason under its field and everything typed kept.
 */
export function MetaheadForm({
  action,
  languages,
  pages,
  labels,
}: {
  action: Action;
  languages: { value: string; label: string }[];
  pages: { id: number; label: string }[];
  labels: MetaheadFormLabels;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const [language, setLanguage] = useState(state.values?.language ?? 'css');
  const [page, setPage] = useState(state.values?.page ?? '');
  // False in the server's HTML and while hydrating: until then the confirmation is always offered.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const errors = state.errors ?? {};
  const values = state.values ?? {};
  const showConfirm = !hydrated || runsCode(language) || Boolean(errors.confirm_script);
  const invalid = (name: string) => (errors[name] ? true : undefined);
  return (
    <form action={formAction} className={cms.adminForm} noValidate>
      {errors.form ? (
        <p role="alert" className={cms.formError}>
          {errors.form}
        </p>
      ) : null}
      <fieldset className={`${cms.fieldset} ${styles.fieldset}`}>
        <legend>{labels.title}</legend>
        <Field id="metahead-language" label={labels.language} error={errors.language}>
          <select
            id="metahead-language"
            name="language"
            className={cms.formInput}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            aria-invalid={invalid('language')}
            aria-describedby={describedBy('metahead-language', undefined, errors.language)}
          >
            {languages.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="metahead-content" label={labels.content} help={labels.contentHelp} error={errors.content}>
          <textarea
            // A new answer from the server puts what was sent back in (React resets the form after an action).
            key={`content-${JSON.stringify(state)}`}
            id="metahead-content"
            name="content"
            className={`${cms.formInput} ${styles.code}`}
            rows={10}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            defaultValue={values.content ?? ''}
            aria-invalid={invalid('content')}
            aria-describedby={describedBy('metahead-content', labels.contentHelp, errors.content)}
          />
        </Field>
        <Field id="metahead-page" label={labels.page} help={labels.pageHelp} error={errors.page}>
          <select
            id="metahead-page"
            name="page"
            className={cms.formInput}
            value={page}
            onChange={(event) => setPage(event.target.value)}
            aria-invalid={invalid('page')}
            aria-describedby={describedBy('metahead-page', labels.pageHelp, errors.page)}
          >
            <option value="">{labels.allPages}</option>
            {pages.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.label}
              </option>
            ))}
          </select>
        </Field>
        <div className={styles.checks} key={`checks-${JSON.stringify(state)}`}>
          <label className={styles.check}>
            <input type="checkbox" name="in_body" defaultChecked={values.in_body === 'on'} aria-describedby="metahead-in-body-help" />{' '}
            {labels.inBody}
          </label>
          <span id="metahead-in-body-help" className={`${cms.muted} ${styles.checkHelp}`}>
            {labels.inBodyHelp}
          </span>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="reload_on_each_page"
              defaultChecked={values.reload_on_each_page === 'on'}
              aria-describedby="metahead-reload-help"
            />{' '}
            {labels.reload}
          </label>
          <span id="metahead-reload-help" className={`${cms.muted} ${styles.checkHelp}`}>
            {labels.reloadHelp}
          </span>
        </div>
        <Field id="metahead-sequence" label={labels.sequence} help={labels.sequenceHelp} error={errors.sequence}>
          <input
            key={`sequence-${JSON.stringify(state)}`}
            id="metahead-sequence"
            name="sequence"
            type="number"
            min={0}
            max={10000}
            step={1}
            inputMode="numeric"
            className={`${cms.formInput} ${styles.sequence}`}
            defaultValue={values.sequence ?? '0'}
            aria-invalid={invalid('sequence')}
            aria-describedby={describedBy('metahead-sequence', labels.sequenceHelp, errors.sequence)}
          />
        </Field>
        {showConfirm ? (
          <div className={styles.confirm}>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="confirm_script"
                aria-invalid={invalid('confirm_script')}
                aria-describedby={errors.confirm_script ? 'metahead-confirm-error' : undefined}
              />{' '}
              {page ? labels.confirmPage : labels.confirmAll}
            </label>
            {errors.confirm_script ? (
              <span id="metahead-confirm-error" className={cms.formError}>
                {errors.confirm_script}
              </span>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className={cms.formButton} disabled={pending}>
          {labels.submit}
        </button>
      </fieldset>
      {state.ok ? (
        <p role="status" className={cms.formOk}>
          {state.ok}
        </p>
      ) : null}
    </form>
  );
}

/** Deletes one metahead after the browser's confirm dialog. */
export function DeleteMetaheadForm({
  action,
  id,
  label,
  accessibleName,
  question,
}: {
  action: Action;
  id: number;
  label: string;
  /** The visible label plus which metahead, for a list of many 削除 buttons. */
  accessibleName: string;
  question: string;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form
      action={formAction}
      className={cms.inlineForm}
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`${cms.smallButton} ${styles.delete}`} disabled={pending} aria-label={accessibleName}>
        {label}
      </button>
      {state.errors?.form ? (
        <span role="alert" className={cms.formError}>
          {state.errors.form}
        </span>
      ) : null}
    </form>
  );
}
