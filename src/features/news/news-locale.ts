/**
 * The spec's rules for asking the upstream news API of other markets (site.md §5, blocks.md 2.19):
 * the news locale is one of en, ar, fr, ge, ru (else en) and the market one of the listed codes
 * (else AE). That API serves none of Japan's news: this site serves its ja / JP articles from its own
 * store (decision 0045), and these normalisers stand ready for a market that reads the upstream API.
 * Case is forgiven (`EN`, `ae`); anything else falls back.
 */
export const upstreamNewsLocales = ['en', 'ar', 'fr', 'ge', 'ru'] as const;
export type UpstreamNewsLocale = (typeof upstreamNewsLocales)[number];

export const upstreamNewsMarkets = [
  'DZ',
  'AM',
  'KZ',
  'IR',
  'BH',
  'JO',
  'YE',
  'QA',
  'AE',
  'TN',
  'OM',
  'AZ',
  'GE',
  'EG',
  'IQ',
  'KW',
  'LB',
  'MA',
  'PS',
  'SA',
] as const;
export type UpstreamNewsMarket = (typeof upstreamNewsMarkets)[number];

export function newsLocale(value: unknown): UpstreamNewsLocale {
  const locale = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (upstreamNewsLocales as readonly string[]).includes(locale) ? (locale as UpstreamNewsLocale) : 'en';
}

export function newsMarket(value: unknown): UpstreamNewsMarket {
  const market = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (upstreamNewsMarkets as readonly string[]).includes(market) ? (market as UpstreamNewsMarket) : 'AE';
}
