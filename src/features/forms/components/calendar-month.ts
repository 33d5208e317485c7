import { CalendarDate, endOfMonth, getDayOfWeek, startOfMonth } from '@internationalized/date';

export interface MonthFormats {
  /** 2026年11月 */
  month: Intl.DateTimeFormat;
  /** A day's full name for screen readers: 2026年11月29日日曜日 */
  day: Intl.DateTimeFormat;
  /** The week's days from the locale's first (Sunday in Japan): 日 / 日曜日 … */
  weekdays: { narrow: string; long: string }[];
}

const cache = new Map<string, MonthFormats>();

/** The calendar's formatters for a locale, built once per page (building them is not free on a phone). */
export function monthFormats(locale: string): MonthFormats {
  const known = cache.get(locale);
  if (known) return known;
  const narrow = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-29 is a Sunday. getDayOfWeek counts from the locale's first day (0 for Sunday in Japan,
  // 6 where weeks start on Monday), so the week's first day is that many days before Sunday.
  const sunday = new Date(Date.UTC(2026, 10, 29));
  const firstDay = (7 - getDayOfWeek(new CalendarDate(2026, 11, 29), locale)) % 7;
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(sunday.getTime() + ((firstDay + i) % 7) * 86_400_000);
    return { narrow: narrow.format(day), long: long.format(day) };
  });
  const formats = {
    month: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
    day: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
    weekdays,
  };
  cache.set(locale, formats);
  return formats;
}

/** The month of `date` as weeks of seven, empty slots (null) before its first day and after its last. */
export function monthDays(date: CalendarDate, locale: string): (CalendarDate | null)[][] {
  const first = startOfMonth(date);
  const last = endOfMonth(date);
  const weeks: (CalendarDate | null)[][] = [];
  let week: (CalendarDate | null)[] = Array.from({ length: getDayOfWeek(first, locale) }, () => null);
  for (let day = first; day.compare(last) <= 0; day = day.add({ days: 1 })) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}
