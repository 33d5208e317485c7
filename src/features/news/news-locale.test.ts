import { describe, expect, it } from 'vitest';
import { newsLocale, newsMarket, upstreamNewsMarkets } from './news-locale';

describe('upstream news locale (site.md §5)', () => {
  it.each(['en', 'ar', 'fr', 'ge', 'ru'])('accepts %s', (locale) => expect(newsLocale(locale)).toBe(locale));

  it('forgives case and spaces', () => {
    expect(newsLocale(' AR ')).toBe('ar');
  });

  it.each(['ja', 'de', 'en-GB', '', null, undefined, 42])('falls back to en for %j', (value) => expect(newsLocale(value)).toBe('en'));
});

describe('upstream news market (site.md §5)', () => {
  it('accepts each of the twenty listed markets', () => {
    expect(upstreamNewsMarkets).toHaveLength(20);
    for (const market of upstreamNewsMarkets) expect(newsMarket(market)).toBe(market);
  });

  it('forgives case', () => {
    expect(newsMarket('sa')).toBe('SA');
  });

  it.each(['JP', 'US', 'UAE', '', null, undefined])('falls back to AE for %j', (value) => expect(newsMarket(value)).toBe('AE'));
});
