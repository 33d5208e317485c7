// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { idlePrefetchTimeoutMs, prefetchAllowed, prefetchTargets } from './idle-prefetch';

describe('prefetchAllowed (site.md §9: skipped on 2g or save-data)', () => {
  it.each([
    ['slow-2g', false],
    ['2g', false],
    ['3g', true],
    ['4g', true],
  ])('effective type %s → %s', (effectiveType, allowed) => {
    expect(prefetchAllowed({ effectiveType, saveData: false })).toBe(allowed);
  });

  it('skips with Data Saver on, whatever the connection', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('prefetches where the browser does not say (no Network Information API)', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('waits for idle at most 2000 ms', () => {
    expect(idlePrefetchTimeoutMs).toBe(2000);
  });
});

describe('prefetchTargets', () => {
  const here = { origin: 'https://site.example', pathname: '/', search: '' };

  function links(html: string): HTMLAnchorElement[] {
    document.body.innerHTML = html;
    return [...document.querySelectorAll('a')].map((a) => {
      // happy-dom resolves hrefs against about:blank: give every link the site's address.
      a.href = new URL(a.getAttribute('href')!, 'https://site.example/').href;
      return a;
    });
  }

  it('keeps internal routes in view, once each, with their query', () => {
    const list = links('<a href="/models">A</a><a href="/models">B</a><a href="/search?q=defender">C</a><a href="/about">D</a>');
    const inView = (a: HTMLAnchorElement) => a.textContent !== 'D';
    expect(prefetchTargets(list, here, inView)).toEqual(['/models', '/search?q=defender']);
  });

  it('leaves out other sites, new tabs, downloads, dialogs, files, the page itself and paths a prefetch must not touch', () => {
    const list = links(
      [
        '<a href="https://other.example/x">other site</a>',
        '<a href="/news" target="_blank">new tab</a>',
        '<a href="/catalogue" download>download</a>',
        '<a href="/forms/test-drive" data-form-link="test-drive">form dialog</a>',
        '<a href="/video" data-video-modal>video dialog</a>',
        '<a href="/brand/logo.svg">file</a>',
        '<a href="/">this page</a>',
        '<a href="/#faq">this page, hash</a>',
        '<a href="/api/settings">api</a>',
        '<a href="/cms">cms</a>',
        '<a href="/admin/settings">admin</a>',
        '<a href="/auth/sign-in">sign in</a>',
        '<a href="/showroom-order-online/checkout">journey</a>',
        '<a href="/showroom/used-defender-1">vehicle</a>',
      ].join(''),
    );
    expect(prefetchTargets(list, here, () => true)).toEqual(['/showroom/used-defender-1']);
  });

  it('stops at the maximum', () => {
    const list = links(Array.from({ length: 20 }, (_, i) => `<a href="/p${i}">${i}</a>`).join(''));
    expect(prefetchTargets(list, here, () => true, 8)).toHaveLength(8);
  });
});
