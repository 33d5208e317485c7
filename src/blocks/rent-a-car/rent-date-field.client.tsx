'use client';

import { DateField } from '@/features/forms/components/date-field.client';
import formStyles from '@/features/forms/components/lead-form.module.css';
import { dayNumber, weekdayOf } from './booking';
import { fill } from './texts';

interface Props {
  id: string;
  label: string;
  value: string;
  min: string;
  max: string;
  /** Weekdays (0 = Sunday) that cannot be chosen. */
  disabledDays: readonly number[];
  locale: string;
  error: string | undefined;
  /** Id of a note under the field (the disabled weekdays). */
  hintId: string;
  onChange: (iso: string) => void;
  texts: { open: string; dialog: string; previous: string; next: string };
}

/**
 * A pick-up or drop-off date: the forms' date field (the native input, and once the page has
 * settled the forms' calendar) in the block's date locale, with Sundays (the block's disabled
 * weekdays) and the days outside the window struck through. A disabled day typed into the native
 * input is caught by the search's check and named at the field.
 */
export function RentDateField({ id, label, value, min, max, disabledDays, locale, error, hintId, onChange, texts }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <DateField
        id={id}
        value={value}
        min={min}
        max={max}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        isDayDisabled={(iso) => disabledDays.includes(weekdayOf(dayNumber(iso) ?? 0))}
        locale={locale}
        texts={{ open: `${label}：${texts.open}`, dialog: fill(texts.dialog, { label }), previous: texts.previous, next: texts.next }}
      />
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
