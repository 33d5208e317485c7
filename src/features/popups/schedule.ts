/**
 * When the scheduled popup may show (site.md §4): between its start and end. A missing start is
 * "yesterday" and a missing end "tomorrow", relative to now — that is, open on that side. Checked
 * in the browser at show time, never on the server: a page stays cached for days.
 */
export const dayMs = 86_400_000;

/** site.md §9: the popup waits this long after a route change before it may show. */
export const popupDelayMs = 500;

export function isWithinSchedule(now: number, start: number | null, end: number | null): boolean {
  const from = start ?? now - dayMs;
  const to = end ?? now + dayMs;
  return from <= now && now <= to;
}

const jstOffsetMs = 9 * 3_600_000;
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

function offsetMs(zone: string | undefined): number {
  if (!zone) return jstOffsetMs; // the site is Japanese: a time without a zone is Japan time
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

function utcMs(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number | null {
  const value = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const back = new Date(value);
  // Date.UTC rolls 2026-02-30 over into March: a date that does not round-trip does not exist.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  return value;
}

/**
 * An editor's date as an instant: `2026-04-01` (a whole day in Japan: its first moment for a
 * start, its last for an end) or `2026-04-01T09:00[:00[.000]]` with an optional zone (Japan time
 * without one). Null when the text is not such a date.
 */
export function parseScheduleInstant(text: string, edge: 'start' | 'end'): number | null {
  const day = dateOnly.exec(text.trim());
  if (day) {
    const midnight = utcMs(Number(day[1]), Number(day[2]), Number(day[3]));
    if (midnight === null) return null;
    return midnight - jstOffsetMs + (edge === 'end' ? dayMs - 1 : 0);
  }
  const at = dateTime.exec(text.trim());
  if (!at) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = at;
  const local = utcMs(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), Number((frac ?? '0').padEnd(3, '0')));
  return local === null ? null : local - offsetMs(zone);
}
