import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { describe, expect, it } from 'vitest';
import { robotsRules } from './robots-rules';

// The text Next serves for src/app/robots.ts, from the same serialiser.
const robotsTxt = (requiresSignIn: boolean) => resolveRobots(robotsRules({ siteUrl: 'https://www.example.jp', requiresSignIn }));

describe('robots.txt', () => {
  it('opens the public site, closes the editor, APIs, internal and order routes, and names the sitemap', () => {
    const text = robotsTxt(false);
    const lines = text.split('\n');
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/cms',
      '/admin',
      '/api/',
      '/public_api/',
      '/dynamic-page',
      '/auth-exchange',
      '/auth/',
      '/lrdx-navigation-test',
      '/showroom-order-online',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://www.example.jp/sitemap.xml');
    // Vehicle pages and CMS pages stay crawlable.
    expect(text).not.toMatch(/^Disallow: \/(showroom\/?|stock|models)?$/m);
  });

  it('closes everything and names no sitemap while the site requires sign-in', () => {
    const lines = robotsTxt(true).split('\n');
    expect(lines).toContain('Disallow: /');
    expect(lines).not.toContain('Allow: /');
    expect(lines.some((l) => l.startsWith('Sitemap:'))).toBe(false);
  });
});
