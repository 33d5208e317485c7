'use client';

import { useRef, useState, type ComponentProps } from 'react';
import { idleModule } from '@/lib/idle-module';
import { setNativeValue } from './set-native-value';
import type { DateCalendarProps } from './date-calendar.client';
import styles from './lead-form.module.css';

const calendarModule = idleModule(() => import('./date-calendar.client'));

type Props = Omit<ComponentProps<'input'>, 'type'> & {
  min?: string;
  max?: string;
  isDayDisabled?: DateCalendarProps['isDayDisabled'];
  locale?: string;
  texts: DateCalendarProps['texts'] & { open: string };
};

/**
 * A date field: the native date input (works without JavaScript, typed or picked with the
 * browser's own control, the value the form sends), and once the page has settled a button that
 * opens the Japanese calendar (date-calendar.client.tsx) with the days outside the form's window (and any disabled
 * days) not selectable. A disabled day typed into the native input is for the form's check to refuse.
 */
export function DateField({ texts, min, max, isDayDisabled, locale, ...input }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The value when the calendar opened: it opens on that day.
  const [current, setCurrent] = useState('');
  // The button comes with the calendar (without JavaScript it could do nothing); it sits in the
  // input's reserved right padding, so its arrival moves nothing.
  const Calendar = calendarModule.useLoaded()?.default;
  const calendar = Calendar ? (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.calendarButton}
        aria-label={texts.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setCurrent(inputRef.current?.value ?? '');
          setOpen(true);
        }}
      />
      <Calendar
        isOpen={open}
        onOpenChange={(isOpen) => {
          setOpen(isOpen);
          // Back where the visitor was (a screen reader's place, a keyboard's next Tab).
          if (!isOpen) buttonRef.current?.focus();
        }}
        value={current}
        min={min}
        max={max}
        isDayDisabled={isDayDisabled}
        locale={locale}
        texts={texts}
        onPick={(date) => inputRef.current && setNativeValue(inputRef.current, date)}
      />
    </>
  ) : null;

  return (
    <div className={styles.date} data-enhanced={Calendar ? '' : undefined}>
      <input ref={inputRef} {...input} type="date" min={min} max={max} />
      {calendar}
    </div>
  );
}
