import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { describe, expect, it, vi } from 'vitest';
import { buildCsp, isHttps, newNonce, placeholderRequestCsp } from './csp.mjs';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

describe('buildCsp', () => {
  const csp = directives(buildCsp('NONCE123'));

  it('lets scripts run only with the nonce, or when a nonce-carrying script loads them', () => {
    expect(csp.get('script-src')).toBe("'nonce-NONCE123' 'strict-dynamic'");
  });

  it('refuses plugins, foreign base URLs, foreign form targets and framing by other sites', () => {
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
  });

  it('allows images from self, data:, blob: and https:, and frames from this site (the editor preview) and the video hosts only', () => {
    expect(csp.get('img-src')).toBe("'self' data: blob: https:");
    expect(csp.get('frame-src')).toBe(
      "'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://consentcdn.cookiebot.com https://consentcdn.cookiebot.eu",
    );
  });

  it('lets the sign-in form end at the identity provider, and nowhere else', () => {
    vi.stubEnv('OIDC_ISSUER', 'https://login.example.jp/realms/brand');
    try {
      expect(directives(buildCsp('n')).get('form-action')).toBe("'self' https://login.example.jp");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('lets pages connect to https hosts (an error-reporting DSN among them), and over http only to declared stand-ins', () => {
    expect(csp.get('connect-src')).toBe("'self' https:");
    vi.stubEnv('OUTBOUND_ALLOW_PRIVATE_HOSTS', '127.0.0.1:4456, [::1]:4457 evil;script-src:1');
    try {
      expect(directives(buildCsp('n')).get('connect-src')).toBe("'self' https: http://127.0.0.1:4456 http://[::1]:4457");
      expect(directives(buildCsp('n', { checkout: true })).get('connect-src')).toBe(
        "'self' https: http://127.0.0.1:4456 http://[::1]:4457",
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('upgrades insecure requests only when served over HTTPS', () => {
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(directives(buildCsp('N', { https: true })).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('nonces', () => {
  it('are 24 base64url characters, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces].every((n) => /^[A-Za-z0-9_-]{24}$/.test(n))).toBe(true);
  });

  it('Next reads the placeholder from the request header the server sets', () => {
    const placeholder = newNonce();
    expect(getScriptNonceFromHeader(placeholderRequestCsp(placeholder))).toBe(placeholder);
  });
});

describe('isHttps', () => {
  it('is true on a TLS socket', () => {
    expect(isHttps(true, undefined, false)).toBe(true);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(isHttps(false, 'https', false)).toBe(false);
    expect(isHttps(false, 'https', true)).toBe(true);
    expect(isHttps(false, 'HTTPS, http', true)).toBe(true);
    expect(isHttps(false, 'http', true)).toBe(false);
  });
});

describe('the checkout policy', () => {
  it('applies to the order-online routes only', async () => {
    const { isCheckoutPath } = await import('./csp.mjs');
    expect(isCheckoutPath('/showroom-order-online')).toBe(true);
    expect(isCheckoutPath('/showroom-order-online/vehicle/3')).toBe(true);
    expect(isCheckoutPath('/showroom-order-onlinex')).toBe(false);
    expect(isCheckoutPath('/showroom/used-defender-3')).toBe(false);
  });

  it('allows no frames, no framing, no media and forms only to us', async () => {
    const csp = directives(buildCsp('N0NCE', { checkout: true }));
    expect(csp.get('script-src')).toBe("'nonce-N0NCE' 'strict-dynamic'");
    expect(csp.get('media-src')).toBe("'none'");
    expect(csp.get('frame-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('frame-src')).not.toContain('youtube');
    expect(directives(buildCsp('N', { https: true, checkout: true })).has('upgrade-insecure-requests')).toBe(true);
  });

  it("lets in the payment providers' frames, and only those, when they are configured", async () => {
    const before = process.env.STRIPE_PUBLISHABLE_KEY;
    process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_x';
    try {
      const csp = directives(buildCsp('N0NCE', { checkout: true }));
      expect(csp.get('frame-src')).toBe('https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
      expect(csp.get('frame-ancestors')).toBe("'none'");
      // The rest of the site's frames are untouched by it.
      expect(directives(buildCsp('N0NCE')).get('frame-src')).not.toContain('stripe');
      process.env.PAYPAL_CLIENT_ID = 'paypal-client';
      expect(directives(buildCsp('N0NCE', { checkout: true })).get('frame-src')).toBe(
        'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://www.paypal.com https://www.sandbox.paypal.com',
      );
      expect(directives(buildCsp('N0NCE', { checkout: true })).get('form-action')).toBe("'self'");
      process.env.LIQPAY_PUBLIC_KEY = 'sandbox_i1';
      expect(directives(buildCsp('N0NCE', { checkout: true })).get('form-action')).toBe("'self' https://www.liqpay.ua");
    } finally {
      if (before === undefined) delete process.env.STRIPE_PUBLISHABLE_KEY;
      else process.env.STRIPE_PUBLISHABLE_KEY = before;
      delete process.env.PAYPAL_CLIENT_ID;
      delete process.env.LIQPAY_PUBLIC_KEY;
    }
  });
});
