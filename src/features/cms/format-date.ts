const formatter = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Editors read times in Japan time, as 2026/11/24 17:05 (japan.md); ISO strings come from the APIs. */
export function formatJstDateTime(date: Date | string | null): string {
  return date ? formatter.format(typeof date === 'string' ? new Date(date) : date) : '—';
}
