import { describe, expect, it } from 'vitest';
import { formatNewsDate, isNewsDateLocale, newsDateAttribute } from './news-date';

describe('news dates', () => {
  it('writes dates the Japanese way by default (japan.md)', () => {
    expect(formatNewsDate(new Date('2026-11-26T01:00:00Z'))).toBe('2026年11月26日');
  });

  it('writes the date in Japan whatever the server’s time zone', () => {
    // 23:30 UTC on the 25th is already the 26th in Tokyo.
    const lateUtc = new Date('2026-11-25T23:30:00Z');
    expect(formatNewsDate(lateUtc, 'ja-JP')).toBe('2026年11月26日');
    expect(newsDateAttribute(lateUtc)).toBe('2026-11-26');
  });

  it('offers the spec’s en-GB form', () => {
    expect(formatNewsDate(new Date('2026-03-01T03:00:00Z'), 'en-GB')).toBe('1 March 2026');
  });

  it('knows its locales', () => {
    expect(isNewsDateLocale('ja-JP')).toBe(true);
    expect(isNewsDateLocale('en-US')).toBe(false);
    expect(isNewsDateLocale(undefined)).toBe(false);
  });
});
