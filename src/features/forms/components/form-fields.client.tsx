'use client';

import type { FieldView, FormView } from '../form-view';
import { honeypotField } from '../validate-lead-names';
import { CountryField } from './country-field.client';
import { DateField } from './date-field.client';
import { fillTemplate as fill } from '@/lib/fill-template';
import { PostcodeField } from './postcode-field.client';
import { sentValue } from './sent-value';
import styles from './lead-form.module.css';

type Values = Record<string, string | string[]> | undefined;

export interface FormFieldsProps {
  view: FormView;
  idPrefix: string;
  /** Two columns from 741 px (fields marked half sit side by side). */
  twoColumns: boolean;
  /** Field name → the message shown under it. */
  errors: Record<string, string>;
  /** What the server gave back after a refused send (the page rendered again without JavaScript). */
  values?: Values;
  onChange: (name: string) => void;
  /** A dialog on a phone wants a shorter free-text box. */
  textareaRows?: number;
}

/**
 * A form's fields as every lead form draws them: labels with 必須/任意, help and the message under
 * each field in red, the site's date, postcode and telephone-country widgets. Uncontrolled: what
 * the visitor types stays in the inputs, and the leads pipeline checks it.
 */
export function FormFields({ view, idPrefix, twoColumns, errors, values, onChange, textareaRows = 5 }: FormFieldsProps) {
  return (
    <div className={twoColumns ? styles.twoColumns : styles.oneColumn}>
      {view.fields.map((field) => (
        <Field
          // Keyed by name only: with JavaScript the inputs keep what was typed (files included)
          // across attempts; without it the page comes back with `values` as the defaults.
          key={field.name}
          field={field}
          view={view}
          idPrefix={idPrefix}
          error={errors[field.name]}
          values={values}
          textareaRows={textareaRows}
          onChange={() => onChange(field.name)}
        />
      ))}
    </div>
  );
}

/** Nobody sees or tabs to this field; bots that fill every input give themselves away. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

interface FieldProps {
  field: FieldView;
  view: FormView;
  idPrefix: string;
  error: string | undefined;
  values: Values;
  textareaRows: number;
  onChange: () => void;
}

function Field({ field, view, idPrefix, error, values, textareaRows, onChange }: FieldProps) {
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
  const initial = sentValue(values, field.name) || field.defaultValue;
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
        <textarea
          {...common}
          rows={textareaRows}
          maxLength={field.maxLength}
          placeholder={field.placeholder || undefined}
          defaultValue={initial}
        />
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
            defaultCountry={sentValue(values, `${field.name}_country`) || field.defaultCountry}
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
