import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemActor } from '@/features/auth/permissions';
import { fetchSettingsJson } from '@/features/settings/outbound.server';
import { saveSetting } from '@/features/settings/settings.server';
import { OutboundFetchError } from '@/lib/outbound-fetch.server';
import { startCurrencyOffersStandIn, type CurrencyOffersStandIn } from '../fixtures/currency-offers-standin';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * The outbound guard (docs/decisions/0044, quality.md control 8) against a real local server: only
 * the stand-in's own host:port is declared in OUTBOUND_ALLOW_PRIVATE_HOSTS; another server on the
 * same machine plays the internal service an attacker wants to reach, and must see no request.
 */
// The environment is read once: the stand-in gets a fixed port per worker, declared before anything reads it.
const ports = vi.hoisted(() => {
  const standin = 5000 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${standin}`;
  return { standin, internal: 0 };
});

withFreshDatabase();
const system = systemActor('test');
let standin: CurrencyOffersStandIn;
let internal: Server;
let internalHits = 0;
const internalUrl = (scheme: 'http' | 'https') => `${scheme}://127.0.0.1:${ports.internal}/admin`;

async function refusal(url: string, options: Parameters<typeof fetchSettingsJson>[1] = {}) {
  const error = await fetchSettingsJson(url, { timeoutMs: 2000, ...options }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, url).toBeInstanceOf(OutboundFetchError);
  return error as OutboundFetchError;
}

const redirectTo = (target: string, status = 302) =>
  `${standin.url}/redirect?${new URLSearchParams({ to: target, status: String(status) })}`;

beforeAll(async () => {
  standin = await startCurrencyOffersStandIn({ port: ports.standin });
  internal = createServer((_req, res) => {
    internalHits++;
    res.end('{"secret":true}');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  ports.internal = (internal.address() as AddressInfo).port;
  // The hosts are on the allow-list, so what refuses them below is the address check.
  await saveSetting(system, 'outbound.allowed_hosts', JSON.stringify(['127.0.0.1', '169.254.169.254', '10.0.0.8', '10.1.2.3']));
});

afterAll(async () => {
  await standin.close();
  await new Promise<void>((resolve) => internal.close(() => resolve()));
});

beforeEach(() => {
  internalHits = 0;
});

describe('a URL from settings', () => {
  it('reaches the declared stand-in', async () => {
    expect(await fetchSettingsJson(`${standin.url}/currency-exchange`)).toEqual({ exchangeRate: 0.0061, startDate: '2026-04-01' });
  });

  it('is refused to 127.0.0.1 on any other port, over http or https, though a server listens there', async () => {
    expect((await refusal(internalUrl('http'))).reason).toBe('scheme');
    const https = await refusal(internalUrl('https'));
    expect([https.reason, https.message]).toEqual(['address_refused', '127.0.0.1 is a loopback address: refused.']);
    expect((await refusal(`https://0x7f.1:${ports.internal}/admin`)).reason).toBe('address_refused');
    expect((await refusal(`https://[::ffff:127.0.0.1]:${ports.internal}/admin`)).reason).toBe('host_not_allowed');
    expect(internalHits).toBe(0);
  });

  it('is refused to the cloud metadata service and to the private network', async () => {
    const metadata = await refusal('https://169.254.169.254/latest/meta-data/iam/security-credentials/');
    expect([metadata.reason, metadata.code, metadata.message]).toEqual([
      'address_refused',
      'FORBIDDEN',
      '169.254.169.254 is a link-local address: refused.',
    ]);
    expect((await refusal('http://169.254.169.254/latest/meta-data/')).reason).toBe('scheme');
    expect((await refusal('https://10.0.0.8/rates')).message).toBe('10.0.0.8 is a private address: refused.');
  });

  it('is refused to a host that is not on outbound.allowed_hosts', async () => {
    const error = await refusal('https://rates.example.jp/currency-exchange');
    expect(error.message).toBe('The host rates.example.jp is not on the allow-list (setting outbound.allowed_hosts).');
  });
});

describe('redirects', () => {
  it('are followed when the target passes the same checks', async () => {
    expect(await fetchSettingsJson(redirectTo('/offers', 301))).toHaveLength(2);
  });

  it.each([
    ['loopback over http', () => internalUrl('http'), 'scheme'],
    ['loopback over https', () => internalUrl('https'), 'address_refused'],
    ['the metadata service', () => 'http://169.254.169.254/latest/meta-data/', 'scheme'],
    ['the metadata service over https', () => 'https://169.254.169.254/latest/meta-data/', 'address_refused'],
    ['a private address', () => 'https://10.1.2.3/', 'address_refused'],
    ['a host off the allow-list', () => 'https://attacker.example.jp/', 'host_not_allowed'],
    ['a file', () => 'file:///etc/passwd', 'scheme'],
  ])('to %s are refused', async (_, target, reason) => {
    for (const status of [301, 302, 303, 307, 308]) {
      expect((await refusal(redirectTo(target(), status))).reason).toBe(reason);
    }
    expect(internalHits).toBe(0);
  });

  it('stop after three hops', async () => {
    let url = '/offers';
    for (let i = 0; i < 4; i++) url = `/redirect?${new URLSearchParams({ to: url })}`;
    const error = await refusal(`${standin.url}${url}`);
    expect([error.reason, error.message]).toEqual(['too_many_redirects', 'More than 3 redirects from 127.0.0.1.']);
    expect(await fetchSettingsJson(`${standin.url}${url}`, { maxRedirects: 4 })).toHaveLength(2);
  });
});

describe('limits', () => {
  it('a server that does not answer in time is given up', async () => {
    const started = Date.now();
    const error = await refusal(`${standin.url}/slow?ms=5000`, { timeoutMs: 300 });
    expect([error.reason, error.code, error.message]).toEqual([
      'timeout',
      'UNAVAILABLE',
      'No complete answer from 127.0.0.1 within 300 ms.',
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a server that sends its headers and then stalls the body is given up too', async () => {
    const error = await refusal(`${standin.url}/slow?ms=5000&body=1`, { timeoutMs: 300 });
    expect(error.reason).toBe('timeout');
  });

  it('a body over the cap is refused, declared or streamed', async () => {
    const streamed = await refusal(`${standin.url}/big?bytes=2000000`, { maxBytes: 64 * 1024 });
    expect([streamed.reason, streamed.message]).toEqual(['too_large', '127.0.0.1 answered more than the 65536 bytes accepted.']);
    const declared = await refusal(`${standin.url}/big-declared?bytes=2000000`, { maxBytes: 64 * 1024 });
    expect(declared.message).toBe('127.0.0.1 answered 2000000 bytes, more than the 65536 accepted.');
    // The default cap is 1 MiB.
    expect((await refusal(`${standin.url}/big?bytes=1100000`)).reason).toBe('too_large');
  });

  it('an answer that is not JSON, or not safe JSON, or not 2xx, is refused', async () => {
    standin.offers = { text: '<html>maintenance</html>' };
    expect((await refusal(`${standin.url}/offers`)).reason).toBe('invalid_json');
    standin.offers = { text: '[{"__proto__":{"admin":true}}]' };
    expect((await refusal(`${standin.url}/offers`)).reason).toBe('invalid_json');
    expect((await refusal(`${standin.url}/nothing-here`)).message).toBe('127.0.0.1 answered 404.');
  });
});
