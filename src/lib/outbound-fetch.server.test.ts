import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  guardedFetch,
  hostAllowed,
  outboundFetch,
  outboundJson,
  OutboundFetchError,
  type OutboundOptions,
  type ResolvedAddress,
} from './outbound-fetch.server';

/** The policy alone: every refusal here happens before any connection (the resolver says so). */
const neverResolve = vi.fn(async (): Promise<ResolvedAddress[]> => {
  throw new Error('must not resolve');
});
const policy = (allowedHosts: string[], extra: Partial<OutboundOptions> = {}): OutboundOptions => ({
  allowedHosts,
  allowPrivate: [],
  resolve: neverResolve,
  timeoutMs: 1000,
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<OutboundFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundFetchError);
  return error as OutboundFetchError;
}

describe('the allow-list', () => {
  it('matches host names exactly, ignoring case and the root dot', () => {
    expect(hostAllowed('api.example.jp', ['api.example.jp'])).toBe(true);
    expect(hostAllowed('API.Example.JP.', ['api.example.jp'])).toBe(true);
    expect(hostAllowed('api.example.jp', ['API.example.jp.'])).toBe(true);
    expect(hostAllowed('www.example.jp', ['api.example.jp'])).toBe(false);
    expect(hostAllowed('api.example.jp.evil.jp', ['api.example.jp'])).toBe(false);
    expect(hostAllowed('api.example.jp', [])).toBe(false);
    expect(hostAllowed('api.example.jp', [''])).toBe(false);
  });

  it('lets *.example.jp match sub-domains, not the domain itself or look-alikes', () => {
    expect(hostAllowed('rates.example.jp', ['*.example.jp'])).toBe(true);
    expect(hostAllowed('a.b.example.jp', ['*.example.jp'])).toBe(true);
    expect(hostAllowed('example.jp', ['*.example.jp'])).toBe(false);
    expect(hostAllowed('evilexample.jp', ['*.example.jp'])).toBe(false);
    expect(hostAllowed('example.jp.evil.jp', ['*.example.jp'])).toBe(false);
  });
});

describe('refused before connecting', () => {
  it.each([
    ['http://api.example.jp/x', 'scheme'],
    ['ftp://api.example.jp/x', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['https://user:secret@api.example.jp/', 'invalid_url'],
    ['not a url', 'invalid_url'],
    ['https://www.example.jp/', 'host_not_allowed'],
  ])('%s (%s)', async (url, reason) => {
    expect((await failure(outboundFetch(url, policy(['api.example.jp'])))).reason).toBe(reason);
    expect(neverResolve).not.toHaveBeenCalled();
  });

  it.each([
    'https://127.0.0.1/',
    'https://127.1/',
    'https://0x7f.1/',
    'https://2130706433/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.5/',
    'https://192.168.1.1/',
    'https://[fd00::1]/',
    'https://0.0.0.0/',
    'https://localhost./',
    'https://api.localhost/',
  ])('%s, even when its host is on the allow-list', async (url) => {
    const host = new URL(url).hostname.replace(/\.$/, '');
    const error = await failure(outboundFetch(url, policy([host, '*.localhost'])));
    expect(error.reason).toBe('address_refused');
    expect(error.code).toBe('FORBIDDEN');
    expect(neverResolve).not.toHaveBeenCalled();
  });

  it('refuses a name when any of its addresses is not public (and says which)', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [
      { address: '93.184.216.34', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
    const error = await failure(outboundFetch('https://api.example.jp/', policy(['api.example.jp'], { resolve })));
    expect(error.reason).toBe('address_refused');
    expect(error.message).toBe('api.example.jp resolves to a link-local address (169.254.169.254): refused.');
  });

  it('refuses IPv4-mapped and NAT64 spellings that a resolver may give', async () => {
    for (const address of ['::ffff:10.0.0.1', '::ffff:a00:1', '64:ff9b::7f00:1', 'fe80::1']) {
      const resolve = async (): Promise<ResolvedAddress[]> => [{ address, family: 6 }];
      expect((await failure(outboundFetch('https://api.example.jp/', policy(['api.example.jp'], { resolve })))).reason).toBe(
        'address_refused',
      );
    }
  });

  it('fails clearly when the name does not resolve, or not in time', async () => {
    const none = async (): Promise<ResolvedAddress[]> => [];
    expect((await failure(outboundFetch('https://api.example.jp/', policy(['api.example.jp'], { resolve: none })))).reason).toBe('dns');
    const broken = async (): Promise<ResolvedAddress[]> => Promise.reject(new Error('ENOTFOUND'));
    const error = await failure(outboundFetch('https://api.example.jp/', policy(['api.example.jp'], { resolve: broken })));
    expect([error.reason, error.code, error.message]).toEqual(['dns', 'UNAVAILABLE', 'api.example.jp could not be resolved.']);
    const hanging = () => new Promise<ResolvedAddress[]>(() => undefined);
    const slow = await failure(outboundFetch('https://api.example.jp/', policy(['api.example.jp'], { resolve: hanging, timeoutMs: 50 })));
    expect(slow.reason).toBe('timeout');
  });

  it('never puts the query of a URL (it may hold a key) in a message', async () => {
    const error = await failure(outboundFetch('https://10.0.0.1/rates?api_key=s3cret', policy(['10.0.0.1'])));
    expect(error.message).not.toContain('s3cret');
  });
});

describe('connecting to the checked address', () => {
  let server: Server;
  let port: number;
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
      const url = new URL(req.url!, 'http://x');
      if (url.pathname === '/see-other') {
        res.writeHead(303, { location: '/done' });
        return res.end();
      }
      if (url.pathname === '/elsewhere') {
        res.writeHead(307, { location: `http://other.test:${port}/done` });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, path: url.pathname }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('resolves once and connects to that address, whatever a second answer would be (no DNS rebinding)', async () => {
    const answers = ['127.0.0.1', '169.254.169.254'];
    const resolve = vi.fn(async (): Promise<ResolvedAddress[]> => [{ address: answers.shift()!, family: 4 }]);
    const body = await outboundJson(`http://rebind.test:${port}/rates`, {
      allowedHosts: ['rebind.test'],
      allowPrivate: [`rebind.test:${port}`],
      resolve,
    });
    expect(body).toEqual({ ok: true, path: '/rates' });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)!.headers.host).toBe(`rebind.test:${port}`);
  });

  it('the private exemption is for that host and port only', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    const other = await failure(
      outboundFetch(`http://rebind.test:${port + 1}/`, { allowedHosts: ['rebind.test'], allowPrivate: [`rebind.test:${port}`], resolve }),
    );
    expect(other.reason).toBe('scheme');
    const https = await failure(
      outboundFetch(`https://rebind.test:${port + 1}/`, { allowedHosts: ['rebind.test'], allowPrivate: [`rebind.test:${port}`], resolve }),
    );
    expect(https.reason).toBe('address_refused');
  });

  it('guardedFetch: a fetch-shaped client whose allow-list is the URL’s own host, without redirects', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    const client = guardedFetch({ allowPrivate: [`crm.test:${port}`], resolve });
    const response = await client(`http://crm.test:${port}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: '{"a":1}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ ok: true, path: '/api/leads' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/leads', body: '{"a":1}' });
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer t');
    // A redirect is not followed, even to the same host.
    expect((await failure(client(`http://crm.test:${port}/see-other`, { method: 'POST', body: '{}' }))).reason).toBe('too_many_redirects');
  });

  it('guardedFetch refuses a URL at the metadata service, the private network or plain http', async () => {
    const client = guardedFetch({ allowPrivate: [], resolve: neverResolve });
    expect((await failure(client('http://169.254.169.254/latest/meta-data/'))).reason).toBe('scheme');
    expect((await failure(client('https://169.254.169.254/latest/meta-data/'))).reason).toBe('address_refused');
    expect((await failure(client('https://10.0.0.7/api/leads', { method: 'POST', body: '{}' }))).reason).toBe('address_refused');
    expect((await failure(client('not a url'))).reason).toBe('invalid_url');
    expect(neverResolve).not.toHaveBeenCalled();
  });

  it('turns a POST answered 303 into a GET without its body, as browsers do', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    const response = await outboundFetch(`http://svc.test:${port}/see-other`, {
      allowedHosts: ['svc.test'],
      allowPrivate: [`svc.test:${port}`],
      resolve,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@example.jp"}',
    });
    expect(response.status).toBe(200);
    expect(response.url).toBe(`http://svc.test:${port}/done`);
    expect(seen.slice(-2).map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/see-other', '{"email":"a@example.jp"}'],
      ['GET', '/done', ''],
    ]);
  });

  it('does not carry the Authorization header to another origin', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    await outboundFetch(`http://svc.test:${port}/elsewhere`, {
      allowedHosts: ['svc.test', 'other.test'],
      allowPrivate: [`svc.test:${port}`, `other.test:${port}`],
      resolve,
      headers: { authorization: 'Bearer key' },
    });
    expect(seen.slice(-2).map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/elsewhere', 'Bearer key'],
      ['/done', undefined],
    ]);
  });

  it('checks a redirect’s target against the allow-list too', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    const error = await failure(
      outboundFetch(`http://svc.test:${port}/elsewhere`, {
        allowedHosts: ['svc.test'],
        allowPrivate: [`svc.test:${port}`, `other.test:${port}`],
        resolve,
      }),
    );
    expect(error.message).toBe('The host other.test is not on the allow-list (allowedHosts).');
  });
});
