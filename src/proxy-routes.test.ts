import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasFileExtension, isServedFile, isUnbuiltAppPath, requiresSignIn } from './proxy-routes';

describe('isUnbuiltAppPath', () => {
  it.each([
    '/cms/pages',
    '/cms/pages/x',
    '/cms/pages/1/x',
    '/cms/preview',
    '/cms/_/x',
    '/admin/users',
    '/admin/forms/abc',
    '/admin/leads/42',
    '/admin/models/x',
    '/lrdx-navigation-test/x',
    '/auth',
    '/auth/unknown',
    '/auth/sign-in/x',
    '/showroom',
    '/showroom/',
    '/showroom/a/b',
    '/showroom-order-online/vehicle',
    '/showroom-order-online/vehicle/x',
    '/showroom-order-online/vehicle/3/more',
    '/showroom-order-online/confirmation',
    '/showroom-order-online/elsewhere',
    '/search/',
    '/search/x',
    '/news/',
    '/news/a/b',
  ])('%s has no route yet', (pathname) => expect(isUnbuiltAppPath(pathname)).toBe(true));

  it.each([
    '/showroom/used-defender-2022-12',
    '/showroom-order-online',
    '/showroom-order-online/vehicle/3',
    '/showroom-order-online/checkout',
    '/showroom-order-online/success',
    '/showroom-order-online/confirmation/R7K3M9Q2X',
    '/',
    '/models',
    '/cms',
    '/cms/_',
    '/cms/pages/1',
    '/cms/pages/new',
    '/cms/preview/12',
    '/admin',
    '/lrdx-navigation-test',
    '/auth/sign-in',
    '/auth/two-factor',
    '/auth/error',
    '/auth-exchange',
    '/disabled-preview/models',
    '/search',
    '/cms/trash',
    '/admin/settings',
    '/admin/stock-imports',
    '/admin/forms',
    '/admin/forms/3',
    '/admin/outbox',
    '/admin/orders',
    '/admin/models',
    '/admin/leads/0b7c5f9e-3d0a-4c55-9a57-2f6a1d2b9c10',
    '/cmsx',
    '/administration',
    '/authors',
    '/no-access',
    '/page-not-found',
    '/news',
    '/news/new-defender-2026',
    '/newsletter/x',
  ])('%s is answered by a route or a CMS page', (pathname) => expect(isUnbuiltAppPath(pathname)).toBe(false));
});

describe('requiresSignIn', () => {
  it.each(['/cms', '/cms/_', '/cms/pages/3', '/admin', '/admin/users', '/lrdx-navigation-test'])('%s always needs sign-in', (p) =>
    expect(requiresSignIn(p)).toBe(true),
  );
  it.each(['/', '/cmsx', '/administration', '/auth/sign-in', '/stock', '/no-access'])('%s does not by itself', (p) =>
    expect(requiresSignIn(p)).toBe(false),
  );
});

describe('isServedFile', () => {
  it.each([
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap/pages.xml',
    '/sitemap/vehicles-1.xml',
    '/sitemap/vehicles-12.xml',
    '/favicon.ico',
    '/icon.svg',
  ])('serves the generated file %s', (pathname) => expect(isServedFile(pathname)).toBe(true));

  it.each(['/robots.txt.bak', '/sitemap/vehicles-0.xml', '/sitemap/other.xml', '/wp-login.php', '/favicon.png', '/brandx/logo.svg'])(
    'answers %s with the 404 page',
    (pathname) => expect(isServedFile(pathname)).toBe(false),
  );

  it('serves every file in public/ (a new public folder must be listed)', () => {
    const root = path.resolve(import.meta.dirname, '../public');
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(isServedFile(file), file).toBe(true);
  });
});

describe('hasFileExtension', () => {
  it('tells file paths from page paths', () => {
    expect(hasFileExtension('/favicon.ico')).toBe(true);
    expect(hasFileExtension('/models')).toBe(false);
    expect(hasFileExtension('/v1.2/models')).toBe(false);
  });
});
