import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemActor } from '@/features/auth/permissions';
import { flushErrorReports, startErrorReporting } from '@/features/error-reporting/server-reporter.server';
import { deleteSetting, saveSetting } from '@/features/settings/settings.server';
import { onRequestError } from '@/instrumentation';
import { apiRoute } from '@/lib/api.server';
import { AppError } from '@/lib/app-error';
import { registerErrorReporter } from '@/lib/error-reports.server';
import { startSentryStandIn, type SentryStandIn } from '../fixtures/sentry-standin';
import { request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * Unhandled server errors reach the error-reporting service of the settings (decision 0047): the
 * API wrapper's 500s and what Next hands to instrumentation's onRequestError, sent by Sentry's
 * client through the outbound guard to a local stand-in of Sentry's envelope endpoint (declared in
 * OUTBOUND_ALLOW_PRIVATE_HOSTS, as decision 0044 asks), without the visitor's data.
 */
// The environment is read once: the stand-ins get fixed ports per worker, declared before anything reads it.
const ports = vi.hoisted(() => {
  const first = 5400 + 2 * Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${first},127.0.0.1:${first + 1}`;
  return { first, second: first + 1 };
});

withFreshDatabase();
const system = systemActor('test');
let sentry: SentryStandIn;
let other: SentryStandIn;
let dsnSettingId: number;

const visitor = {
  cookie: 'better-auth.session_token=secret-session; sl_holder=secret-hold',
  'x-client-ip': '203.0.113.9',
  'user-agent': 'Mozilla/5.0 (iPhone)',
};
const settle = async () => {
  // The report leaves in the background: wait until the client's queue is empty.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await flushErrorReports();
};

beforeAll(async () => {
  sentry = await startSentryStandIn({ port: ports.first });
  other = await startSentryStandIn({ port: ports.second, publicKey: 'fedcba9876543210fedcba9876543210', projectId: '77' });
  startErrorReporting();
});

afterAll(async () => {
  registerErrorReporter(undefined);
  await Promise.all([sentry.close(), other.close()]);
});

beforeEach(async () => {
  dsnSettingId = (await saveSetting(system, 'tags.error_reporting_dsn', sentry.dsn)).id;
  sentry.envelopes.length = 0;
  other.envelopes.length = 0;
});

describe('an API route that throws', () => {
  const failing = apiRoute(async (req: Request) => {
    await req.text();
    throw new Error('stock feed parser broke at row 3');
  });
  const call = () =>
    failing(
      request('/api/stock/imports?token=secret-token', {
        method: 'POST',
        headers: visitor,
        json: { email: 'taro@example.jp', phone: '+819012345678' },
      }),
      undefined,
    );

  it('answers 500 problem+json, and the error reaches the service with its message, method and path only', async () => {
    const response = await call();
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await response.json()).detail).toBe('An unexpected error occurred.');
    await settle();
    const [event] = sentry.events();
    expect(sentry.events()).toHaveLength(1);
    expect(event?.exception?.values?.[0]).toMatchObject({
      type: 'Error',
      value: 'stock feed parser broke at row 3',
      mechanism: { type: 'auto.server.api', handled: false },
    });
    expect(event?.request).toEqual({ method: 'POST', url: 'http://localhost:3000/api/stock/imports' });
    expect(event?.tags).toMatchObject({ source: 'api' });
    expect(event).toMatchObject({ platform: 'node', environment: 'test' });
    expect(event?.user).toBeUndefined();
    // Nothing of the visitor: no cookie, body, query token, address or phone anywhere in the report.
    expect(JSON.stringify(sentry.envelopes)).not.toMatch(
      /secret-session|secret-hold|secret-token|taro@example|819012345678|203\.0\.113\.9|iPhone/,
    );
  });

  it('is sent over the DSN’s project and key, as Sentry’s envelope endpoint expects', async () => {
    await call();
    await settle();
    const [envelope] = sentry.envelopes;
    expect(envelope?.projectId).toBe('4242');
    expect(envelope?.authenticatedBy).toBe('query');
    expect(envelope?.requestHeaders['content-type']).toBe('application/x-sentry-envelope');
    expect(envelope?.requestHeaders.cookie).toBeUndefined();
    expect(envelope?.items.map((item) => item.header.type)).toEqual(['event']);
  });

  it('goes to the new DSN as soon as the setting changes, and nowhere once it is removed', async () => {
    await saveSetting(system, 'tags.error_reporting_dsn', other.dsn);
    await call();
    await settle();
    expect(sentry.events()).toEqual([]);
    expect(other.events().map((event) => event.exception?.values?.[0]?.value)).toEqual(['stock feed parser broke at row 3']);

    await deleteSetting(system, dsnSettingId);
    expect((await call()).status).toBe(500);
    await settle();
    expect(other.events()).toHaveLength(1);
    expect(sentry.events()).toEqual([]);
  });

  it('still answers when the service refuses the report (a wrong key)', async () => {
    await saveSetting(system, 'tags.error_reporting_dsn', sentry.dsn.replace(sentry.publicKey, 'ffffffffffffffffffffffffffffffff'));
    expect((await call()).status).toBe(500);
    await settle();
    expect(sentry.events()).toEqual([]);
  });
});

describe('answers that are not our failures', () => {
  it('are not reported: a refused request (4xx) and a database that is briefly away (503)', async () => {
    const refused = apiRoute(async () => {
      throw new AppError('VALIDATION_FAILED', 'The request contains invalid values.');
    });
    const databaseAway = apiRoute(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    expect((await refused(request('/api/pages', { method: 'POST' }), undefined)).status).toBe(422);
    expect((await databaseAway(request('/api/pages'), undefined)).status).toBe(503);
    await settle();
    expect(sentry.events()).toEqual([]);
  });
});

describe('errors Next hands to onRequestError', () => {
  // As in the server, where Next runs instrumentation in its Node.js runtime.
  beforeEach(() => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reach the service with the route and the path without its query, never the request’s headers', async () => {
    await onRequestError(
      new TypeError("Cannot read properties of undefined (reading 'price')"),
      { path: '/showroom-order-online/confirmation/JP-1234?token=secret-token', method: 'GET', headers: visitor },
      {
        routerKind: 'App Router',
        routePath: '/showroom-order-online/confirmation/[number]',
        routeType: 'render',
        revalidateReason: undefined,
      },
    );
    await settle();
    const [event] = sentry.events();
    expect(event?.exception?.values?.[0]).toMatchObject({
      type: 'TypeError',
      value: "Cannot read properties of undefined (reading 'price')",
    });
    expect(event?.request).toEqual({ method: 'GET', url: 'http://localhost:3000/showroom-order-online/confirmation/JP-1234' });
    expect(event?.tags).toMatchObject({ source: 'render', route: '/showroom-order-online/confirmation/[number]' });
    expect(JSON.stringify(sentry.envelopes)).not.toMatch(/secret-session|secret-hold|secret-token|203\.0\.113\.9|iPhone/);
  });

  it('lose the personal data their messages carry: query parameters, e-mail addresses, URL tokens', async () => {
    const error = new Error('Failed query: insert into "leads" ("email") values ($1)\nparams: taro@example.jp');
    error.cause = new Error('could not reach https://crm.example.jp/leads?api_key=secret-key for hanako@example.jp');
    await onRequestError(
      error,
      { path: '/contact', method: 'POST', headers: visitor },
      { routerKind: 'App Router', routePath: '/[[...path]]', routeType: 'action', revalidateReason: undefined },
    );
    await settle();
    const values = sentry.events()[0]?.exception?.values?.map((value) => value.value);
    expect(values).toEqual(
      expect.arrayContaining([
        'Failed query: insert into "leads" ("email") values ($1)\nparams: [redacted]',
        'could not reach https://crm.example.jp/leads for [email]',
      ]),
    );
    expect(JSON.stringify(sentry.envelopes)).not.toMatch(/taro@|hanako@|secret-key/);
  });

  it('are sent once when Next reports the same failure from both of its renders', async () => {
    const error = new Error('block loader failed');
    const context = { routerKind: 'App Router', routePath: '/[[...path]]', revalidateReason: undefined } as const;
    await onRequestError(
      error,
      { path: '/about', method: 'GET', headers: {} },
      { ...context, routeType: 'render', renderSource: 'react-server-components' },
    );
    await onRequestError(
      error,
      { path: '/about', method: 'GET', headers: {} },
      { ...context, routeType: 'render', renderSource: 'server-rendering' },
    );
    await settle();
    expect(sentry.events()).toHaveLength(1);
  });
});
