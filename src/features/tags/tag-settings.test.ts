import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorReportingDestination,
  errorReportingDsnSchema,
  errorReportingHost,
  mapsSettingSchema,
  tagManagerIdSchema,
} from './tag-settings';

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
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    [dsn, 'o123456.ingest.sentry.io', 'sentry'],
    ['https://0123456789abcdef0123456789abcdef@o1.ingest.us.sentry.io/1', 'o1.ingest.us.sentry.io', 'sentry'],
    ['https://0123456789abcdef0123456789abcdef@o1.ingest.de.sentry.io/1', 'o1.ingest.de.sentry.io', 'sentry'],
    ['https://0123456789abcdef0123456789abcdef@sentry.io/42', 'sentry.io', 'sentry'],
    ['https://0123456789abcdef0123456789abcdef@errors.example.jp/3', 'errors.example.jp', 'self_hosted'],
    ['https://0123456789abcdef0123456789abcdef@errors.example.jp:9443/sentry/3', 'errors.example.jp', 'self_hosted'],
    ['https://0123456789abcdef0123456789abcdef@8.8.8.8/3', '8.8.8.8', 'self_hosted'],
  ])('takes %s, sending to %s (%s)', (value, host, operator) => {
    expect(errorReportingDsnSchema.safeParse(value).success).toBe(true);
    expect(errorReportingDestination(value)).toEqual({ host, operator });
    expect(errorReportingHost(value)).toBe(host);
  });

  it.each([
    ['plain http', dsn.replace('https:', 'http:')],
    ['a look-alike of Sentry’s host over http', 'http://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io.example.jp/1'],
    ['no public key', 'https://o1.ingest.sentry.io/1'],
    ['a key that is not 32 hex digits', 'https://0123456789abcdef@o1.ingest.sentry.io/1'],
    ['a secret key', 'https://0123456789abcdef0123456789abcdef:secret@o1.ingest.sentry.io/1'],
    ['no project', 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/'],
    ['a project that is not a number', 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/web'],
    ['a query', `${dsn}?x=1`],
    ['an empty fragment', `${dsn}#`],
    ['the loopback address', 'https://0123456789abcdef0123456789abcdef@127.0.0.1/1'],
    ['a private address', 'https://0123456789abcdef0123456789abcdef@192.168.1.20/1'],
    ['the metadata service', 'https://0123456789abcdef0123456789abcdef@169.254.169.254/1'],
    ['a private address spelled as a number', 'https://0123456789abcdef0123456789abcdef@3232235796/1'],
    ['localhost', 'https://0123456789abcdef0123456789abcdef@localhost/1'],
    ['a name without a domain', 'https://0123456789abcdef0123456789abcdef@sentry/1'],
    ['another scheme', 'ftp://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/1'],
    ['not a URL', 'sentry'],
  ])('refuses %s', (_, value) => {
    expect(errorReportingDsnSchema.safeParse(value).success).toBe(false);
    expect(errorReportingHost(value)).toBeNull();
  });

  it('takes a local stand-in, over http too, only when OUTBOUND_ALLOW_PRIVATE_HOSTS declares its host and port', () => {
    const standIn = 'http://0123456789abcdef0123456789abcdef@127.0.0.1:5200/1';
    expect(errorReportingHost(standIn)).toBeNull();
    vi.stubEnv('OUTBOUND_ALLOW_PRIVATE_HOSTS', '127.0.0.1:5201, 127.0.0.1:5200');
    expect(errorReportingDestination(standIn)).toEqual({ host: '127.0.0.1', operator: 'self_hosted' });
    expect(errorReportingDsnSchema.safeParse(standIn).success).toBe(true);
    // The exemption is for that port only, and never turns a private address into a public one elsewhere.
    expect(errorReportingHost(standIn.replace(':5200', ':5202'))).toBeNull();
    expect(errorReportingHost('http://0123456789abcdef0123456789abcdef@127.0.0.1/1')).toBeNull();
  });
});
