import type { Event } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText, withoutQuery } from './scrub-event';

const orderLink = 'https://www.example.jp/showroom-order-online/confirmation/JP-1234?token=eyJvcmRlciI6MTIzNH0.c2lnbmF0dXJl';

describe('scrubText', () => {
  it('cuts the query and fragment off URLs and paths, keeping the rest of the message', () => {
    expect(scrubText(`fetch ${orderLink} failed`)).toBe('fetch https://www.example.jp/showroom-order-online/confirmation/JP-1234 failed');
    expect(scrubText('GET /api/orders/JP-1234?token=abc&x=1 answered 500')).toBe('GET /api/orders/JP-1234 answered 500');
    expect(scrubText('see "/cancel#token=abc" now')).toBe('see "/cancel" now');
  });

  it('blanks e-mail addresses and the parameters of a failed query', () => {
    expect(scrubText('no account for taro.yamada+car@example.co.jp')).toBe('no account for [email]');
    expect(scrubText('Failed query: insert into "leads" ("email", "phone") values ($1, $2)\nparams: taro@example.jp,+819012345678')).toBe(
      'Failed query: insert into "leads" ("email", "phone") values ($1, $2)\nparams: [redacted]',
    );
  });

  it('leaves text without any of those alone', () => {
    expect(scrubText('Cannot read properties of undefined (reading "price")')).toBe(
      'Cannot read properties of undefined (reading "price")',
    );
  });
});

describe('withoutQuery', () => {
  it('keeps the address up to the query or fragment', () => {
    expect(withoutQuery(orderLink)).toBe('https://www.example.jp/showroom-order-online/confirmation/JP-1234');
    expect(withoutQuery('/news/launch#top')).toBe('/news/launch');
    expect(withoutQuery('/news')).toBe('/news');
  });
});

describe('scrubEvent', () => {
  const event: Event = {
    event_id: 'e1',
    message: `opened ${orderLink}`,
    user: { id: '42', email: 'taro@example.jp', ip_address: '203.0.113.9' },
    breadcrumbs: [{ category: 'navigation', data: { to: orderLink } }],
    request: {
      url: orderLink,
      method: 'GET',
      query_string: 'token=abc',
      cookies: { sl_holder: 'secret-hold' },
      data: { email: 'taro@example.jp' },
      headers: { 'User-Agent': 'Mozilla/5.0', Referer: orderLink, Cookie: 'sl_holder=secret-hold' },
      env: { REMOTE_ADDR: '203.0.113.9' },
    },
    transaction: '/showroom-order-online/confirmation/JP-1234?token=abc',
    logentry: { message: 'lead from %s', params: ['taro@example.jp'] },
    exception: {
      values: [
        {
          type: 'TypeError',
          value: `failed at ${orderLink}`,
          stacktrace: {
            frames: [
              {
                filename: 'https://www.example.jp/_next/static/chunks/app.js?dpl=abc',
                abs_path: 'https://www.example.jp/_next/static/chunks/app.js?dpl=abc',
                function: 'submit',
                lineno: 1,
                vars: { email: 'taro@example.jp' },
              },
            ],
          },
        },
      ],
    },
    tags: { source: 'api' },
  };
  const scrubbed = scrubEvent(event);

  it('drops the user, breadcrumbs, cookies, body, query, Referer and every other header but the User-Agent', () => {
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.breadcrumbs).toBeUndefined();
    expect(scrubbed.request).toEqual({
      url: 'https://www.example.jp/showroom-order-online/confirmation/JP-1234',
      method: 'GET',
      headers: { 'User-Agent': 'Mozilla/5.0' },
    });
    expect(scrubbed.transaction).toBe('/showroom-order-online/confirmation/JP-1234');
  });

  it('keeps the error and where it happened, with messages scrubbed and no local variables', () => {
    const [exception] = scrubbed.exception?.values ?? [];
    expect(exception?.type).toBe('TypeError');
    expect(exception?.value).toBe('failed at https://www.example.jp/showroom-order-online/confirmation/JP-1234');
    expect(exception?.stacktrace?.frames).toEqual([
      {
        filename: 'https://www.example.jp/_next/static/chunks/app.js',
        abs_path: 'https://www.example.jp/_next/static/chunks/app.js',
        function: 'submit',
        lineno: 1,
      },
    ]);
    expect(scrubbed.message).toBe('opened https://www.example.jp/showroom-order-online/confirmation/JP-1234');
    expect(scrubbed.logentry).toEqual({ message: 'lead from %s' });
    expect(scrubbed.tags).toEqual({ source: 'api' });
  });

  it('leaves the event it was given unchanged, and nothing of the token anywhere in the result', () => {
    expect(event.user).toBeDefined();
    expect(JSON.stringify(scrubbed)).not.toMatch(/token|secret-hold|taro@|203\.0\.113\.9/);
  });
});
