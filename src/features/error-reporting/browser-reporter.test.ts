// @vitest-environment happy-dom
import { createTransport } from '@sentry/browser';
import type { BaseTransportOptions } from '@sentry/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnvelope, type SentryEvent } from '../../../tests/fixtures/sentry-standin';
import { startBrowserReporter, stopBrowserReporter } from './browser-reporter';
import { keepEarlyErrors, takeEarlyErrors } from './early-errors';

/**
 * The browser's reporter with Sentry's real client and a transport that keeps each envelope as it
 * would have been posted (the browser's fetch to the stand-in is what the e2e spec checks).
 */
const config = { dsn: 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/7', environment: 'test', release: '2026.04.1' };
let posted: { url: string; event: SentryEvent }[] = [];

function keepingTransport(options: BaseTransportOptions) {
  return createTransport(options, async ({ body }) => {
    const envelope = parseEnvelope(Buffer.from(typeof body === 'string' ? body : new TextDecoder().decode(body)));
    for (const item of envelope.items)
      if (item.header.type === 'event') posted.push({ url: options.url, event: item.payload as SentryEvent });
    return { statusCode: 200 };
  });
}

/** What the browser does with an uncaught error and an unhandled rejection: call the page's handlers. */
function throwUncaught(error: Error) {
  window.onerror?.(error.message, 'https://www.example.jp/_next/static/chunks/page.js', 1, 1, error);
}
function rejectUnhandled(reason: unknown) {
  window.onunhandledrejection?.call(window, { reason } as PromiseRejectionEvent);
}
const sent = async (count: number) => {
  await expect.poll(() => posted.length).toBe(count);
  return posted.map((p) => p.event);
};

beforeEach(() => {
  posted = [];
  window.history.replaceState(null, '', '/showroom-order-online/confirmation/JP-1234?token=signed-secret');
});

afterEach(async () => {
  await stopBrowserReporter();
  takeEarlyErrors();
});

describe('the browser reporter', () => {
  it('sends an uncaught error to the DSN’s project, with the page’s URL but not its query, and nothing about the visitor', async () => {
    startBrowserReporter(config, keepingTransport);
    throwUncaught(new TypeError('price is undefined'));
    const [event] = await sent(1);
    expect(posted[0]?.url).toMatch(/^https:\/\/o1\.ingest\.sentry\.io\/api\/7\/envelope\/\?/);
    expect(posted[0]?.url).toContain('sentry_key=0123456789abcdef0123456789abcdef');
    expect(event?.exception?.values?.[0]).toMatchObject({ type: 'TypeError', value: 'price is undefined', mechanism: { handled: false } });
    expect(event).toMatchObject({ environment: 'test', release: '2026.04.1' });
    expect(event?.request?.url).toMatch(/\/showroom-order-online\/confirmation\/JP-1234$/);
    expect(Object.keys(event?.request?.headers ?? {})).toEqual(['User-Agent']);
    expect(event?.user).toBeUndefined();
    expect(event?.sdk?.settings).toMatchObject({ infer_ip: 'never' });
    expect(JSON.stringify(event)).not.toContain('signed-secret');
  });

  it('sends unhandled promise rejections too', async () => {
    startBrowserReporter(config, keepingTransport);
    rejectUnhandled(new Error('offers could not be loaded'));
    const [event] = await sent(1);
    expect(event?.exception?.values?.[0]).toMatchObject({ value: 'offers could not be loaded', mechanism: { handled: false } });
  });

  it('sends nothing while switched off (consent withdrawn), and again once switched back on', async () => {
    const reporter = startBrowserReporter(config, keepingTransport);
    reporter.setEnabled(false);
    throwUncaught(new Error('while withdrawn'));
    rejectUnhandled(new Error('also while withdrawn'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
    reporter.setEnabled(true);
    throwUncaught(new Error('after accepting again'));
    expect((await sent(1))[0]?.exception?.values?.[0]?.value).toBe('after accepting again');
  });

  it('reports the errors the page had before it started, once', async () => {
    keepEarlyErrors(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('thrown before consent'), message: 'thrown before consent' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected before consent') });
    window.dispatchEvent(rejection);
    startBrowserReporter(config, keepingTransport);
    const events = await sent(2);
    expect(events.map((e) => e.exception?.values?.[0]?.value).sort()).toEqual(['rejected before consent', 'thrown before consent']);
    // Started again by a loader that mounts again: the same client, nothing sent twice.
    startBrowserReporter(config, keepingTransport);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toHaveLength(2);
  });
});
