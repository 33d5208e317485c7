'use client';

import { parseDate } from '@internationalized/date';
import { memo, type KeyboardEvent, type RefObject } from 'react';
import { monthDays, monthFormats } from './calendar-month';
import styles from './pickers.module.css';

/** What the grid's days do; read at the moment of the event, so the grid itself need not re-render for new callbacks. */
export interface MonthGridActions {
  pick: (isoDate: string) => void;
  focus: (isoDate: string) => void;
  key: (event: KeyboardEvent) => void;
}

interface Props {
  /** The focused day (yyyy-mm-dd): its month is shown, it takes Tab. */
  focused: string;
  /** The chosen day, or ''. */
  chosen: string;
  /** Today in Japan (marked for screen readers as the current date). */
  today: string;
  /** One character per day of the month: '1' for a day that cannot be picked, '0' otherwise. */
  unavailable: string;
  locale: string;
  labelledBy: string;
  gridRef: RefObject<HTMLTableElement | null>;
  actions: RefObject<MonthGridActions>;
}

/**
 * The month's days as a grid of buttons (WAI-ARIA grid: one roving Tab stop). Every prop is a
 * string, so a form re-rendering around a closed calendar — each key typed into a field of Rent a
 * Car's search — does not re-render its 42 days.
 */
export const MonthGrid = memo(function MonthGrid({ focused, chosen, today, unavailable, locale, labelledBy, gridRef, actions }: Props) {
  const formats = monthFormats(locale);
  return (
    <table ref={gridRef} role="grid" aria-labelledby={labelledBy} className={styles.grid} onKeyDown={(event) => actions.current.key(event)}>
      <thead>
        <tr>
          {formats.weekdays.map((weekday) => (
            <th key={weekday.long} scope="col" abbr={weekday.long}>
              {weekday.narrow}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthDays(parseDate(focused), locale).map((week, row) => (
          <tr key={row}>
            {week.map((date, column) => {
              if (!date) return <td key={column} />;
              const iso = date.toString();
              const selected = iso === chosen;
              const disabled = unavailable[date.day - 1] === '1';
              return (
                <td key={column} role="gridcell" aria-selected={selected || undefined} aria-disabled={disabled || undefined}>
                  <button
                    type="button"
                    tabIndex={iso === focused ? 0 : -1}
                    aria-label={formats.day.format(date.toDate('UTC'))}
                    aria-disabled={disabled || undefined}
                    aria-current={iso === today ? 'date' : undefined}
                    data-selected={selected || undefined}
                    className={styles.cell}
                    onClick={() => actions.current.pick(iso)}
                    onFocus={() => iso !== focused && actions.current.focus(iso)}
                  >
                    {date.day}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
