'use client';

import { parseDate, type CalendarDate } from '@internationalized/date';
import type { RefObject } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, Dialog, Heading, I18nProvider, Popover } from 'react-aria-components';
import styles from '@/features/forms/components/pickers.module.css';
import { dayNumber, weekdayOf } from './booking';

export interface RentCalendarProps {
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** ISO dates (yyyy-mm-dd). */
  value: string;
  min: string;
  max: string;
  /** Weekdays (0 = Sunday) that cannot be chosen. */
  disabledDays: readonly number[];
  locale: string;
  onPick: (isoDate: string) => void;
  texts: { dialog: string; previous: string; next: string };
}

function dateOrNull(value: string): CalendarDate | null {
  if (dayNumber(value) === null) return null;
  return parseDate(value);
}

/**
 * React Aria's calendar in the block's date locale (2026年12月, 日月火水木金土; arrows, Page Up/Down,
 * Home/End), with the days outside the booking window and the disabled weekdays (Sundays) not
 * selectable. Loaded when the browser is idle; the native date input beside it stays the value.
 */
export default function RentCalendar({
  triggerRef,
  isOpen,
  onOpenChange,
  value,
  min,
  max,
  disabledDays,
  locale,
  onPick,
  texts,
}: RentCalendarProps) {
  const minValue = dateOrNull(min);
  const chosen = dateOrNull(value);
  return (
    <I18nProvider locale={locale}>
      <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end" className={styles.popover}>
        <Dialog aria-label={texts.dialog} className={styles.dialog}>
          <Calendar
            value={chosen}
            minValue={minValue}
            maxValue={dateOrNull(max)}
            isDateUnavailable={(date) => disabledDays.includes(weekdayOf(dayNumber(date.toString()) ?? 0))}
            defaultFocusedValue={chosen ?? minValue ?? undefined}
            autoFocus
            onChange={(date) => {
              onPick(date.toString());
              onOpenChange(false);
            }}
            className={styles.calendar}
          >
            <header className={styles.calendarHeader}>
              <Button slot="previous" aria-label={texts.previous} className={styles.monthButton}>
                ‹
              </Button>
              <Heading className={styles.month} />
              <Button slot="next" aria-label={texts.next} className={styles.monthButton}>
                ›
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </I18nProvider>
  );
}
