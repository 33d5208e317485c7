'use client';

import { useActionState, useEffect, useId, useRef, useState, startTransition, type FormEvent, type KeyboardEvent } from 'react';
import type { FieldView, FormView } from '../form-view';
import { initialLeadFormState, type LeadFormState } from '../lead-form-state';
import { honeypotField, consentField, marketingField } from '../validate-lead-names';
import { CountryField } from './country-field.client';
import { DateField } from './date-field.client';
import { PostcodeField } from './postcode-field.client';
import styles from './lead-form.module.css';

type Action = (state: LeadFormState, data: FormData) => Promise<LeadFormState>;

export interface LeadFormProps {
  view: FormView;
  action: Action;
  /** Two columns from 741 px (fields marked half sit side by side). */
  twoColumns: boolean;
  buttonPosition: 'left' | 'center' | 'right';
  /** URL query parameter → field name: prefilled from the address (e.g. ?vehicle=… from the vehicle page). */
  paramsMapping: Record<string, string>;
  /** URL query parameter → location field, and dealer code → location id (?dealer=JP-TKY-01 picks that dealer). */
  locationParams?: { mapping: Record<string, string>; byCode: Record<string, number> };
  /** Wider layout inside a modal (900 px instead of 600 px). */
  inModal?: boolean;
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

function valueOf(values: Record<string, string | string[]> | undefined, name: string): string {
  const value = values?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** reCAPTCHA v3 / Turnstile token, asked for at submit (the script loads on first interaction). */
async function captchaToken(captcha: FormView['captcha']): Promise<string> {
  if (!captcha) return '';
  const w = window as unknown as {
    grecaptcha?: { ready(cb: () => void): void; execute(key: string, o: { action: string }): Promise<string> };
  };
  if (captcha.provider !== 'recaptcha') return '';
  if (!w.grecaptcha) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(captcha.siteKey)}`;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('captcha script failed'));
      document.head.append(script);
    });
  }
  return new Promise((resolve) =>
    w.grecaptcha!.ready(() => void w.grecaptcha!.execute(captcha.siteKey, { action: 'submit' }).then(resolve, () => resolve(''))),
  );
}

/**
 * A lead form: server-rendered, posts without JavaScript (the server action renders the page again
 * with errors), and with JavaScript sends in place, shows each field's message beside it, moves
 * focus to the first problem, and never submits on the Enter that ends an IME conversion.
 */
export function LeadForm({ view, action, twoColumns, buttonPosition, paramsMapping, locationParams, inModal = false }: LeadFormProps) {
  const [state, formAction, pending] = useActionState(action, initialLeadFormState);
  // Messages the visitor has since acted on (changed the field), for the current attempt only.
  const [clearedState, setCleared] = useState<{ attempt: number; names: ReadonlySet<string> }>({ attempt: 0, names: new Set() });
  const cleared = clearedState.attempt === state.attempt ? clearedState.names : new Set<string>();

  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const values = state.status === 'invalid' || state.status === 'error' ? state.values : undefined;
  const errors = state.status === 'invalid' ? state.errors : {};
  const errorFor = (name: string) => (cleared.has(name) ? undefined : errors[name]);

  // Prefill from the address (the page itself stays cacheable: this runs in the browser only).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const query = new URLSearchParams(window.location.search);
    for (const [param, field] of Object.entries(paramsMapping)) {
      const value = query.get(param);
      const input = form.elements.namedItem(field);
      if (value && input && 'value' in input && !input.value) input.value = value.slice(0, 500);
    }
    for (const [param, field] of Object.entries(locationParams?.mapping ?? {})) {
      const code = query.get(param);
      const id = code ? (locationParams?.byCode[code] ?? (/^\d+$/.test(code) ? Number(code) : undefined)) : undefined;
      const input = form.elements.namedItem(field);
      if (id !== undefined && input instanceof HTMLSelectElement && !input.value) input.value = String(id);
    }
    const source = form.querySelector<HTMLInputElement>('[data-source-path]');
    if (source) source.value = window.location.pathname;
    const ga = /(?:^|;\s*)_ga=GA\d\.\d\.(\d+\.\d+)/.exec(document.cookie)?.[1];
    for (const hidden of view.hidden) {
      const input = form.elements.namedItem(hidden.name);
      if (hidden.kind === 'ga_client_id' && ga && input && 'value' in input) input.value = ga;
    }
  }, [paramsMapping, locationParams, view.hidden]);

  useEffect(() => {
    if (state.status === 'invalid') {
      const first = view.fields.find((f) => state.errors[f.name]) ?? (state.errors[consentField] ? { name: consentField } : undefined);
      const target = first && formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`);
      target?.focus();
    } else if (state.status === 'sent') {
      statusRef.current?.focus();
      // A full load of the thank-you page: it is a CMS page with its own analytics and caching.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      if (view.redirectPath) window.location.assign(`${view.redirectPath}?ref=${encodeURIComponent(state.id)}`);
    } else if (state.status === 'error') {
      statusRef.current?.focus();
    }
  }, [state, view.fields, view.redirectPath]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent by hand so React does not reset the fields (files included) before the answer.
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void captchaToken(view.captcha).then((token) => {
      if (token) data.set('g-recaptcha-response', token);
      startTransition(() => formAction(data));
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // The Enter that confirms an IME conversion (漢字変換) must never send the form.
    if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) event.preventDefault();
  }

  const clear = (name: string) => {
    if (!errors[name] || cleared.has(name)) return;
    setCleared((prev) => ({ attempt: state.attempt, names: new Set(prev.attempt === state.attempt ? prev.names : []).add(name) }));
  };

  if (state.status === 'sent' && !view.redirectPath) {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={styles.done}>
        <p className={styles.doneTitle}>{view.texts.thankYouTitle}</p>
        <p>{view.texts.thankYouMessage}</p>
        <p className={styles.reference}>{fill(view.texts.reference, { id: state.id.slice(0, 8).toUpperCase() })}</p>
      </div>
    );
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      encType="multipart/form-data"
      className={`${styles.form} ${inModal ? styles.modal : ''}`}
      aria-describedby={state.status === 'invalid' || state.status === 'error' ? `${id}-status` : undefined}
      data-form={view.name}
    >
      <input type="hidden" name="form_id" value={view.formId} />
      <input type="hidden" name="source_path" value="" suppressHydrationWarning data-source-path />
      {view.hidden.map((h) => (
        <input key={h.name} type="hidden" name={h.name} defaultValue={valueOf(values, h.name) || h.value} />
      ))}
      {/* Nobody sees or tabs to this field; bots that fill every input give themselves away. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {view.texts.honeypot}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <div ref={statusRef} tabIndex={-1} id={`${id}-status`} role={state.status === 'error' || errorCount ? 'alert' : undefined}>
        {state.status === 'error' ? (
          <div className={styles.failure}>
            <p className={styles.failureTitle}>{view.texts.errorTitle}</p>
            <p>{state.message ?? view.texts.errorMessage}</p>
            {/* Sends the same entries again: nothing the visitor typed is lost. */}
            <button type="submit" className={styles.retry} disabled={pending}>
              {view.texts.tryAgain}
            </button>
          </div>
        ) : errorCount ? (
          <p className={styles.summary}>{fill(view.texts.errorSummary, { count: errorCount })}</p>
        ) : null}
      </div>

      <div className={twoColumns ? styles.twoColumns : styles.oneColumn}>
        {view.fields.map((field) => (
          <Field
            // Keyed by name only: with JavaScript the inputs keep what was typed (files included)
            // across attempts; without it the page comes back with `values` as the defaults.
            key={field.name}
            field={field}
            view={view}
            idPrefix={id}
            error={errorFor(field.name)}
            value={valueOf(values, field.name)}
            values={values}
            onChange={() => clear(field.name)}
          />
        ))}
      </div>

      <section className={styles.privacy} aria-labelledby={`${id}-purpose`}>
        <p id={`${id}-purpose`} className={styles.privacyHeading}>
          {view.consent.purposeHeading}
        </p>
        <p className={styles.purpose}>{view.consent.purpose}</p>
        <div className={`${styles.check} ${errorFor(consentField) ? styles.invalid : ''}`}>
          <input
            id={`${id}-consent`}
            type="checkbox"
            name={consentField}
            value="on"
            required
            aria-invalid={errorFor(consentField) ? true : undefined}
            aria-describedby={errorFor(consentField) ? `${id}-consent-error` : undefined}
            defaultChecked={valueOf(values, consentField) === 'on'}
            onChange={() => clear(consentField)}
          />
          <label htmlFor={`${id}-consent`}>
            {view.consent.label}
            <span className={styles.requiredMark}>{view.texts.required}</span>
          </label>
        </div>
        <p className={styles.policy}>
          <a href={view.consent.policyPath} target="_blank" rel="noopener">
            {view.consent.policyLabel}
          </a>
        </p>
        {errorFor(consentField) ? (
          <p id={`${id}-consent-error`} className={styles.error}>
            {errorFor(consentField)}
          </p>
        ) : null}
        {view.marketing ? (
          <div className={styles.check}>
            <input
              id={`${id}-marketing`}
              type="checkbox"
              name={marketingField}
              value="on"
              defaultChecked={valueOf(values, marketingField) === 'on'}
            />
            <label htmlFor={`${id}-marketing`}>
              {view.marketing.label}
              <span className={styles.optionalMark}>{view.texts.optional}</span>
            </label>
          </div>
        ) : null}
      </section>

      <div className={`${styles.actions} ${styles[`button-${buttonPosition}`]}`}>
        <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
          {pending ? view.texts.sending : view.texts.submit}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  field: FieldView;
  view: FormView;
  idPrefix: string;
  error: string | undefined;
  value: string;
  values: Record<string, string | string[]> | undefined;
  onChange: () => void;
}

function Field({ field, view, idPrefix, error, value, values, onChange }: FieldProps) {
  const inputId = `${idPrefix}-${field.name}`;
  const errorId = `${inputId}-error`;
  const helpId = `${inputId}-help`;
  const describedBy = [field.help || field.fileHint ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: inputId,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy,
    onChange,
  };
  const initial = value || field.defaultValue;
  const label = (
    <>
      {field.label}
      <span className={field.required ? styles.requiredMark : styles.optionalMark}>
        {field.required ? view.texts.required : view.texts.optional}
      </span>
    </>
  );

  let control;
  switch (field.type) {
    case 'textarea':
      control = (
        <textarea {...common} rows={5} maxLength={field.maxLength} placeholder={field.placeholder || undefined} defaultValue={initial} />
      );
      break;
    case 'select':
      control = (
        <select {...common} defaultValue={initial} autoComplete={field.autocomplete}>
          <option value="">{view.texts.choose}</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'radio':
    case 'checkbox':
      if (field.type === 'checkbox' && field.options.length === 0) {
        return (
          <div className={`${styles.field} ${field.half ? styles.half : ''} ${error ? styles.invalid : ''}`}>
            <div className={styles.check}>
              <input {...common} type="checkbox" value="on" defaultChecked={initial === 'on' || initial === 'true'} />
              <label htmlFor={inputId}>{label}</label>
            </div>
            <FieldNotes field={field} error={error} helpId={helpId} errorId={errorId} />
          </div>
        );
      }
      return (
        <fieldset
          className={`${styles.field} ${styles.choices} ${field.half ? styles.half : ''} ${error ? styles.invalid : ''}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        >
          <legend className={styles.label}>{label}</legend>
          {field.options.map((o, i) => {
            const chosen = values?.[field.name];
            const checked = Array.isArray(chosen)
              ? chosen.includes(o.value)
              : chosen === o.value || (!chosen && field.defaultValue === o.value);
            return (
              <div key={o.value} className={styles.check}>
                <input
                  id={`${inputId}-${i}`}
                  type={field.type}
                  name={field.name}
                  value={o.value}
                  defaultChecked={checked}
                  onChange={onChange}
                />
                <label htmlFor={`${inputId}-${i}`}>{o.label}</label>
              </div>
            );
          })}
          <FieldNotes field={field} error={error} helpId={helpId} errorId={errorId} />
        </fieldset>
      );
    case 'file':
      control = <input {...common} type="file" accept={field.accept} />;
      break;
    case 'date':
      control = (
        <DateField
          {...common}
          min={field.minDate}
          max={field.maxDate}
          defaultValue={initial}
          texts={{
            open: view.texts.calendarOpen,
            dialog: fill(view.texts.calendarDialog, { label: field.label }),
            previous: view.texts.calendarPrevious,
            next: view.texts.calendarNext,
          }}
        />
      );
      break;
    case 'telephone':
      control = (
        <div className={styles.phone}>
          <CountryField
            name={`${field.name}_country`}
            countries={view.phoneCountries}
            defaultCountry={valueOf(values, `${field.name}_country`) || field.defaultCountry}
            invalid={Boolean(error)}
            onChange={onChange}
            texts={{
              label: view.texts.phoneCountry,
              search: view.texts.phoneCountrySearch,
              noMatch: view.texts.countryNoMatch,
              showAll: view.texts.countryShowAll,
            }}
          />
          <input
            {...common}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={field.placeholder || '090-1234-5678'}
            defaultValue={initial}
          />
        </div>
      );
      break;
    case 'text':
    default:
      if (field.format === 'postcode') {
        control = (
          <PostcodeField
            {...common}
            defaultValue={initial}
            placeholder={field.placeholder || '107-0062'}
            fills={field.fills}
            texts={view.texts}
          />
        );
        break;
      }
      control = (
        <input
          {...common}
          type={field.format === 'email' ? 'email' : 'text'}
          inputMode={field.format === 'email' ? 'email' : field.format === 'number' ? 'numeric' : undefined}
          autoComplete={field.autocomplete ?? (field.format === 'email' ? 'email' : undefined)}
          maxLength={field.maxLength}
          placeholder={field.placeholder || undefined}
          defaultValue={initial}
        />
      );
  }

  return (
    <div className={`${styles.field} ${field.half ? styles.half : ''} ${error ? styles.invalid : ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {control}
      <FieldNotes field={field} error={error} helpId={helpId} errorId={errorId} />
    </div>
  );
}

function FieldNotes({ field, error, helpId, errorId }: { field: FieldView; error: string | undefined; helpId: string; errorId: string }) {
  return (
    <>
      {field.help || field.fileHint ? (
        <p id={helpId} className={styles.help}>
          {[field.help, field.fileHint].filter(Boolean).join(' ')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
