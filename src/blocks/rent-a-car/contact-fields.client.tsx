'use client';

import type { FieldView, FormView } from '@/features/forms/form-view';
import { CountryField } from '@/features/forms/components/country-field.client';
import { DateField } from '@/features/forms/components/date-field.client';
import { PostcodeField } from '@/features/forms/components/postcode-field.client';
import styles from '@/features/forms/components/lead-form.module.css';
import { fill } from './texts';

interface Props {
  view: FormView;
  idPrefix: string;
  errors: Record<string, string>;
  onChange: (name: string) => void;
}

/**
 * The contact form's fields (the form the block names, from /admin/forms), drawn as the site's lead
 * form draws them — labels with 必須/任意, the message under each field in red — so the inquiry
 * looks and answers like every other form. What the visitor sends is checked by the leads pipeline.
 */
export function ContactFields({ view, idPrefix, errors, onChange }: Props) {
  return (
    <div className={styles.twoColumns}>
      {view.fields.map((field) => (
        <ContactField
          key={field.name}
          field={field}
          view={view}
          idPrefix={idPrefix}
          error={errors[field.name]}
          onChange={() => onChange(field.name)}
        />
      ))}
    </div>
  );
}

function ContactField({
  field,
  view,
  idPrefix,
  error,
  onChange,
}: {
  field: FieldView;
  view: FormView;
  idPrefix: string;
  error: string | undefined;
  onChange: () => void;
}) {
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
  const mark = (
    <span className={field.required ? styles.requiredMark : styles.optionalMark}>
      {field.required ? view.texts.required : view.texts.optional}
    </span>
  );
  const notes = (
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
  const box = `${styles.field} ${field.half ? styles.half : ''} ${error ? styles.invalid : ''}`;

  if (field.type === 'radio' || (field.type === 'checkbox' && field.options.length)) {
    return (
      <fieldset className={`${box} ${styles.choices}`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className={styles.label}>
          {field.label}
          {mark}
        </legend>
        {field.options.map((o, i) => (
          <div key={o.value} className={styles.check}>
            <input
              id={`${inputId}-${i}`}
              type={field.type}
              name={field.name}
              value={o.value}
              defaultChecked={field.defaultValue === o.value}
              onChange={onChange}
            />
            <label htmlFor={`${inputId}-${i}`}>{o.label}</label>
          </div>
        ))}
        {notes}
      </fieldset>
    );
  }
  if (field.type === 'checkbox') {
    return (
      <div className={box}>
        <div className={styles.check}>
          <input {...common} type="checkbox" value="on" defaultChecked={field.defaultValue === 'on' || field.defaultValue === 'true'} />
          <label htmlFor={inputId}>
            {field.label}
            {mark}
          </label>
        </div>
        {notes}
      </div>
    );
  }

  let control;
  switch (field.type) {
    case 'textarea':
      control = (
        <textarea
          {...common}
          rows={4}
          maxLength={field.maxLength}
          placeholder={field.placeholder || undefined}
          defaultValue={field.defaultValue}
        />
      );
      break;
    case 'select':
      control = (
        <select {...common} defaultValue={field.defaultValue} autoComplete={field.autocomplete}>
          <option value="">{view.texts.choose}</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'file':
      control = <input {...common} type="file" accept={field.accept} />;
      break;
    case 'date':
      control = (
        <DateField
          {...common}
          min={field.minDate}
          max={field.maxDate}
          defaultValue={field.defaultValue}
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
            defaultCountry={field.defaultCountry}
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
            defaultValue={field.defaultValue}
          />
        </div>
      );
      break;
    default:
      control =
        field.format === 'postcode' ? (
          <PostcodeField
            {...common}
            defaultValue={field.defaultValue}
            placeholder={field.placeholder || '107-0062'}
            fills={field.fills}
            texts={view.texts}
          />
        ) : (
          <input
            {...common}
            type={field.format === 'email' ? 'email' : 'text'}
            inputMode={field.format === 'email' ? 'email' : field.format === 'number' ? 'numeric' : undefined}
            autoComplete={field.autocomplete ?? (field.format === 'email' ? 'email' : undefined)}
            maxLength={field.maxLength}
            placeholder={field.placeholder || undefined}
            defaultValue={field.defaultValue}
          />
        );
  }
  return (
    <div className={box}>
      <label htmlFor={inputId} className={styles.label}>
        {field.label}
        {mark}
      </label>
      {control}
      {notes}
    </div>
  );
}

/** The first required field left empty, with the message the leads pipeline would give (checked again there). */
export function missingRequired(
  view: FormView,
  data: FormData,
  texts: { required: string; choose: string; tick: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of view.fields) {
    if (!field.required) continue;
    const values = data.getAll(field.name).filter((v) => (typeof v === 'string' ? v.trim() !== '' : v.size > 0));
    if (values.length) continue;
    const template =
      field.type === 'checkbox' && !field.options.length
        ? texts.tick
        : ['select', 'radio', 'checkbox', 'date'].includes(field.type)
          ? texts.choose
          : texts.required;
    errors[field.name] = fill(template, { label: field.label });
  }
  return errors;
}

/** What the visitor entered, label by label, for the summary step (choices by their labels). */
export function contactRecap(view: FormView, data: FormData): { label: string; value: string }[] {
  return view.fields.flatMap((field) => {
    if (field.type === 'file') return [];
    const raw = data.getAll(field.name).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (!raw.length) return [];
    const shown = raw.map((v) => field.options.find((o) => o.value === v)?.label ?? v.trim());
    if (field.type === 'checkbox' && !field.options.length) return [{ label: field.label, value: '✓' }];
    return [{ label: field.label, value: shown.join('、') }];
  });
}
