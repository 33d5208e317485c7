/**
 * Dates of news articles. japan.md: ordinary dates in ja-JP form (2026年11月26日); the spec's en-GB
 * default is kept as the one alternative an editor may choose. Always the date in Japan, whatever
 * the server's time zone, so the server and the browser agree.
 */
export const newsDateLocales = ['ja-JP', 'en-GB'] as const;
export type NewsDateLocale = (typeof newsDateLocales)[number];
export const defaultNewsDateLocale: NewsDateLocale = 'ja-JP';

const timeZone = 'Asia/Tokyo';
const formats = new Map<NewsDateLocale, Intl.DateTimeFormat>();

function formatFor(locale: NewsDateLocale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone });
    formats.set(locale, format);
  }
  return format;
}

export function isNewsDateLocale(value: unknown): value is NewsDateLocale {
  return typeof value === 'string' && (newsDateLocales as readonly string[]).includes(value);
}

/** 2026年11月26日 (ja-JP) or 26 November 2026 (en-GB). */
export function formatNewsDate(date: Date, locale: NewsDateLocale = defaultNewsDateLocale): string {
  return formatFor(locale).format(date);
}

/** The same day for `<time dateTime>`: 2026-11-26. */
export function newsDateAttribute(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
}
