'use client';

import { parseDate, today, type CalendarDate } from '@internationalized/date';
import { Button, Calendar, CalendarCell, CalendarGrid, Dialog, Heading, I18nProvider, Modal, ModalOverlay } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import styles from './pickers.module.css';

/**
 * Opening the calendar was a phone's slowest interaction on a form (decision 0069): the first
 * render of React Aria's calendar compiles its code and builds its Japanese date formatters. This
 * module is loaded when the page is idle (date-field.client.tsx), so that first render is done
 * then, once, into a detached element nobody sees, and the visitor's tap gets the warm path.
 */
function warmUp() {
  const root = createRoot(document.createElement('div'));
  root.render(
    <I18nProvider locale="ja-JP">
      <Calendar aria-label="warm-up" defaultFocusedValue={today('Asia/Tokyo')}>
        <Heading />
        <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
      </Calendar>
    </I18nProvider>,
  );
  window.setTimeout(() => root.unmount(), 1000);
}
if (typeof window !== 'undefined' && process.env.NODE_ENV === 'production') window.setTimeout(warmUp, 0);

export interface DateCalendarProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** ISO dates (yyyy-mm-dd); empty when not set or not a date. */
  value: string;
  min?: string;
  max?: string;
  /** Days inside the window that cannot be chosen either (Rent a Car: Sundays); shown struck through. */
  isDayDisabled?: (isoDate: string) => boolean;
  /** The calendar's language and week (BCP 47); Japanese unless a block sets its own. */
  locale?: string;
  onPick: (isoDate: string) => void;
  texts: { dialog: string; previous: string; next: string };
}

function isoOrNull(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * React Aria's calendar in Japanese (2026年11月, 日月火水木金土, keyboard: arrows, Page Up/Down,
 * Home/End), with the days outside the form's window and any disabled days not selectable. Loaded
 * only when a visitor opens it or the browser is idle (lib/idle-module.ts); the native date input
 * beside it stays the value.
 */
export default function DateCalendar({
  isOpen,
  onOpenChange,
  value,
  min,
  max,
  isDayDisabled,
  locale = 'ja-JP',
  onPick,
  texts,
}: DateCalendarProps) {
  const minValue = isoOrNull(min);
  const maxValue = isoOrNull(max);
  const chosen = isoOrNull(value);
  // Open on the chosen day, else the first day that may be chosen, else today (Japan time).
  const focus = chosen ?? minValue ?? today('Asia/Tokyo');
  return (
    <I18nProvider locale={locale}>
      {/* A sheet from the bottom of the screen, placed by CSS alone: a popover beside the button
          measured the page right after locking its scroll, a large part of opening's cost on a
          phone (decision 0069). Focus goes back to the button when it closes. */}
      <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
        <Modal className={styles.popover}>
          <Dialog aria-label={texts.dialog} className={styles.dialog}>
            {/* No label of its own: React Aria would show it in the month heading; the dialog names it. */}
            <Calendar
              value={chosen}
              minValue={minValue}
              maxValue={maxValue}
              isDateUnavailable={isDayDisabled && ((date) => isDayDisabled(date.toString()))}
              defaultFocusedValue={focus}
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
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}
