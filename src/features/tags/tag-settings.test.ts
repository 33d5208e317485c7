import { describe, expect, it } from 'vitest';
import { errorReportingDsnSchema, errorReportingHost, mapsSettingSchema, tagManagerIdSchema } from './tag-settings';

const key = `AIza${'Sy0123456789abcdefghijklmnopqrstu'.padEnd(35, 'x')}`;
const dsn = 'https://0123456789abcdef0123456789abcdef@o123456.ingest.sentry.io/4500001';

describe('tag manager id', () => {
  it.each(['GTM-ABC123', 'GTM-K9XW3Q7', '  GTM-ABCD  '])('takes %j', (id) => {
    expect(tagManagerIdSchema.safeParse(id).data).toBe(id.trim());
  });

  it.each(['G-ABC123', 'GTM-abc123', 'GTM-', 'GTM-ABC123&l=x', 'UA-1234-1'])('refuses %j', (id) => {
    expect(tagManagerIdSchema.safeParse(id).success).toBe(false);
  });
});

describe('maps', () => {
  it('fills region JP and language ja', () => {
    expect(mapsSettingSchema.parse({ key })).toEqual({ key, region: 'JP', language: 'ja' });
    expect(mapsSettingSchema.parse({ key, region: 'US', language: 'en-US' })).toEqual({ key, region: 'US', language: 'en-US' });
  });

  it.each([
    ['a key of another kind', { key: 'sk_live_123' }],
    ['a key with a query in it', { key: `${key.slice(0, 38)}&` }],
    ['a lower-case region', { key, region: 'jp' }],
    ['a language with a script', { key, language: 'ja"><' }],
  ])('refuses %s', (_, value) => {
    expect(mapsSettingSchema.safeParse(value).success).toBe(false);
  });
});

describe('error reporting DSN', () => {
  it.each([
    [dsn, 'o123456.ingest.sentry.io'],
    ['https://0123456789abcdef0123456789abcdef@o1.ingest.us.sentry.io/1', 'o1.ingest.us.sentry.io'],
    ['https://0123456789abcdef0123456789abcdef@o1.ingest.de.sentry.io/1', 'o1.ingest.de.sentry.io'],
    ['https://0123456789abcdef0123456789abcdef@sentry.io/42', 'sentry.io'],
  ])('takes %s, sending to %s', (value, host) => {
    expect(errorReportingDsnSchema.safeParse(value).success).toBe(true);
    expect(errorReportingHost(value)).toBe(host);
  });

  it.each([
    ['plain http', dsn.replace('https:', 'http:')],
    ['another host', 'https://0123456789abcdef0123456789abcdef@errors.example.jp/1'],
    ['a look-alike host', 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io.example.jp/1'],
    ['no public key', 'https://o1.ingest.sentry.io/1'],
    ['a secret key', 'https://0123456789abcdef0123456789abcdef:secret@o1.ingest.sentry.io/1'],
    ['no project', 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/'],
    ['not a URL', 'sentry'],
  ])('refuses %s', (_, value) => {
    expect(errorReportingDsnSchema.safeParse(value).success).toBe(false);
    expect(errorReportingHost(value)).toBeNull();
  });
});
