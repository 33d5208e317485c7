import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env.server';
import { siteUrlWarning } from './site-url-check';

describe('siteUrlWarning', () => {
  it('warns a production server left on the localhost default', () => {
    expect(siteUrlWarning(parseEnv({ NODE_ENV: 'production' }))).toMatch(/^SITE_URL is http:\/\/localhost:3000: /);
    for (const SITE_URL of ['http://127.0.0.1:8080', 'http://[::1]:3000', 'https://shop.localhost']) {
      expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL }), SITE_URL).toContain(SITE_URL);
    }
  });

  it('stays quiet with a public origin, and outside production', () => {
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://www.example.jp' })).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://localhost-motors.jp' })).toBeNull();
    expect(siteUrlWarning(parseEnv({ NODE_ENV: 'development' }))).toBeNull();
    expect(siteUrlWarning(parseEnv({ NODE_ENV: 'test' }))).toBeNull();
  });
});
