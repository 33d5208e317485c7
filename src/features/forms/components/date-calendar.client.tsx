'use client';

import { endOfMonth, endOfWeek, parseDate, startOfMonth, startOfWeek, today, type CalendarDate } from '@internationalized/date';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { monthFormats } from './calendar-month';
import { MonthGrid, type MonthGridActions } from './month-grid.client';
import styles from './pickers.module.css';

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

function clamp(date: CalendarDate, min: CalendarDate | null, max: CalendarDate | null): CalendarDate {
  if (min && date.compare(min) < 0) return min;
  if (max && date.compare(max) > 0) return max;
  return date;
}

/** The day the calendar opens on: the chosen one, else today (Japan time) kept inside the window. */
function openingDay(value: string, min: CalendarDate | null, max: CalendarDate | null): CalendarDate {
  return clamp(isoOrNull(value) ?? today('Asia/Tokyo'), min, max);
}

/** Where a key moves the focused day (WAI-ARIA APG date picker dialog); null for keys it leaves alone. */
function dayAfterKey(event: KeyboardEvent, day: CalendarDate, locale: string): CalendarDate | null {
  switch (event.key) {
    case 'ArrowLeft':
      return day.subtract({ days: 1 });
    case 'ArrowRight':
      return day.add({ days: 1 });
    case 'ArrowUp':
      return day.subtract({ weeks: 1 });
    case 'ArrowDown':
      return day.add({ weeks: 1 });
    case 'Home':
      return startOfWeek(day, locale);
    case 'End':
      return endOfWeek(day, locale);
    case 'PageUp':
      return day.subtract(event.shiftKey ? { years: 1 } : { months: 1 });
    case 'PageDown':
      return day.add(event.shiftKey ? { years: 1 } : { months: 1 });
    default:
      return null;
  }
}

/** The popover API (top layer) where the browser has it; a fixed layer with a high z-index where not. */
const hasPopover = (layer: HTMLElement) => typeof layer.showPopover === 'function';

function showLayer(layer: HTMLElement) {
  if (hasPopover(layer) && !layer.matches(':popover-open')) layer.showPopover();
}

/** The sheet's own stops for Tab: the month buttons that work and the grid's focused day. */
function tabStops(sheet: HTMLElement): HTMLElement[] {
  return [...sheet.querySelectorAll<HTMLElement>('button:not(:disabled):not([tabindex="-1"])')];
}

/**
 * The date picker of the forms and Rent a Car: a month grid in the visitor's language (2026年11月,
 * 日月火水木金土) in a modal sheet — at the foot of a phone's screen, a box in the middle of a wider
 * one, the page dimmed and out of reach behind it. Keyboard as the WAI-ARIA date picker dialog:
 * arrows, Home/End, Page Up/Down (with Shift: a year), Enter or Space picks, Escape closes, Tab
 * stays in the sheet; the days outside the window and the disabled days cannot be picked. The
 * native date input beside it stays the value.
 *
 * Opening it was a phone's slowest interaction on a form (decision 0069): React Aria's calendar
 * mounted 42 cells with their own hooks and measured the page; a native modal `<dialog>` then made
 * the whole page inert and laid the calendar out in the tap (60–90 ms on the Lighthouse mobile
 * profile). So the sheet is rendered and laid out when its module loads at idle, in the top layer
 * (a manual popover) but invisible, and opening makes it visible and focuses a day (5–13 ms).
 * Inside a dialog (a form in a modal) it enters the top layer when opened, to stay above it.
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
  const layerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const pressedOutside = useRef(false);
  const headingId = useId();
  const minValue = isoOrNull(min);
  const maxValue = isoOrNull(max);
  const chosen = isoOrNull(value);

  const [focused, setFocused] = useState(() => openingDay(value, minValue, maxValue));
  // Each opening starts on the chosen day (React's "adjust state while rendering": no second pass).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setFocused(openingDay(value, minValue, maxValue));
  }
  // Moving focus to the focused day is for keys and openings, not for the month buttons.
  const moveFocus = useRef(false);

  // Laid out ahead, invisible, where the field can be seen (not inside a closed dialog or a
  // dialog at all: a modal opened later would sit above it in the top layer).
  useEffect(() => {
    const layer = layerRef.current;
    if (layer && !layer.parentElement?.closest('dialog') && layer.parentElement?.checkVisibility?.() !== false) showLayer(layer);
  }, []);

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const inDialog = Boolean(layer.parentElement?.closest('dialog'));
    if (isOpen) {
      showLayer(layer);
      moveFocus.current = true;
    } else if (inDialog && hasPopover(layer) && layer.matches(':popover-open')) layer.hidePopover();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen || !moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  });

  const formats = monthFormats(locale);
  const monthStart = startOfMonth(focused);
  const previousAllowed = !minValue || startOfMonth(minValue).compare(monthStart) < 0;
  const nextAllowed = !maxValue || startOfMonth(maxValue).compare(monthStart) > 0;
  const outside = (date: CalendarDate) => Boolean((minValue && date.compare(minValue) < 0) || (maxValue && date.compare(maxValue) > 0));
  const unavailable = (date: CalendarDate) => outside(date) || Boolean(isDayDisabled?.(date.toString()));

  const showMonth = (months: number) => {
    const next = focused.add({ months });
    setFocused(clamp(next, minValue, maxValue));
  };

  const onGridKey = (event: KeyboardEvent) => {
    const next = dayAfterKey(event, focused, locale);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(clamp(next, minValue, maxValue));
  };

  const onSheetKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // The calendar's Escape, not that of a modal the form is in.
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const stops = tabStops(event.currentTarget);
    const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
    if (event.target !== edge) return;
    event.preventDefault();
    (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
  };

  const pick = (isoDate: string) => {
    if (unavailable(parseDate(isoDate))) return;
    onPick(isoDate);
    onOpenChange(false);
  };
  // The grid calls the callbacks of the latest render (it re-renders only when its days change).
  const actions = useRef<MonthGridActions>({ pick, focus: () => undefined, key: onGridKey });
  useLayoutEffect(() => {
    actions.current = { pick, focus: (isoDate) => setFocused(parseDate(isoDate)), key: onGridKey };
  });

  return (
    // A tap that starts and ends on the dimmed page outside the sheet closes it.
    <div
      ref={layerRef}
      popover="manual"
      className={styles.calendarLayer}
      data-open={isOpen || undefined}
      onPointerDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget) onOpenChange(false);
        pressedOutside.current = false;
      }}
    >
      <div role="dialog" aria-modal="true" aria-label={texts.dialog} className={styles.calendarSheet} onKeyDown={onSheetKey}>
        <header className={styles.calendarHeader}>
          <button
            type="button"
            aria-label={texts.previous}
            className={styles.monthButton}
            disabled={!previousAllowed}
            onClick={() => showMonth(-1)}
          >
            ‹
          </button>
          {/* Read out when the month changes (the buttons keep focus). */}
          <h2 id={headingId} className={styles.month} aria-live="polite">
            {formats.month.format(monthStart.toDate('UTC'))}
          </h2>
          <button type="button" aria-label={texts.next} className={styles.monthButton} disabled={!nextAllowed} onClick={() => showMonth(1)}>
            ›
          </button>
        </header>
        <MonthGrid
          focused={focused.toString()}
          chosen={chosen?.toString() ?? ''}
          today={today('Asia/Tokyo').toString()}
          unavailable={Array.from({ length: endOfMonth(focused).day }, (_, i) =>
            unavailable(monthStart.add({ days: i })) ? '1' : '0',
          ).join('')}
          locale={locale}
          labelledBy={headingId}
          gridRef={gridRef}
          actions={actions}
        />
      </div>
    </div>
  );
}
