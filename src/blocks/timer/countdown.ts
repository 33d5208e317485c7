/** Pure countdown arithmetic, shared by the server render and the island (no Intl: identical everywhere). */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const countdownUnits = ['days', 'hours', 'minutes', 'seconds'] as const;

const dateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant an editor's `end_date` names, in ms, or null when it is not a real date and time.
 * Without a time it is midnight; without an offset it is Japan time (+09:00), which is what an
 * editor of a Japanese site means.
 */
export function parseEndDate(value: string): number | null {
  const m = dateTime.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', offset = '+09:00'] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(ms) ? null : ms;
}

/** What is left until `end` at `now`, in whole units; null once it has passed. */
export function countdownParts(end: number, now: number): CountdownParts | null {
  const total = Math.floor((end - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Days as they are; the clock units with two digits, so the width does not jump every second. */
export function formatUnit(unit: (typeof countdownUnits)[number], value: number): string {
  return unit === 'days' ? String(value) : String(value).padStart(2, '0');
}
