'use client';

import { useRef, useState } from 'react';
import formStyles from '@/features/forms/components/lead-form.module.css';
import { idleModule } from '@/lib/idle-module';
import { fill } from './texts';

const calendarModule = idleModule(() => import('./rent-calendar.client'));

interface Props {
  id: string;
  label: string;
  value: string;
  min: string;
  max: string;
  disabledDays: readonly number[];
  locale: string;
  error: string | undefined;
  /** Id of a note under the field (the disabled weekdays). */
  hintId: string;
  onChange: (iso: string) => void;
  texts: { open: string; dialog: string; previous: string; next: string };
}

/**
 * A pick-up or drop-off date: the native date input (typed, or the phone's own picker) and, once
 * the page has settled, a button that opens React Aria's calendar with Sundays (the block's
 * disabled weekdays) and the days outside the window struck through. A disabled day typed into the
 * native input is caught by the search's check and named at the field.
 */
export function RentDateField({ id, label, value, min, max, disabledDays, locale, error, hintId, onChange, texts }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const Calendar = calendarModule.useLoaded()?.default;
  const errorId = `${id}-error`;
  return (
    <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={formStyles.date} data-enhanced={Calendar ? '' : undefined}>
        <input
          id={id}
          type="date"
          value={value}
          min={min}
          max={max}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
        {Calendar ? (
          <>
            <button
              ref={buttonRef}
              type="button"
              className={formStyles.calendarButton}
              aria-label={`${label}：${texts.open}`}
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => setOpen(true)}
            />
            <Calendar
              triggerRef={buttonRef}
              isOpen={open}
              onOpenChange={setOpen}
              value={value}
              min={min}
              max={max}
              disabledDays={disabledDays}
              locale={locale}
              onPick={onChange}
              texts={{ dialog: fill(texts.dialog, { label }), previous: texts.previous, next: texts.next }}
            />
          </>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
