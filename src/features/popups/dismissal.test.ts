// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieListHas, dismissalCookie, dismissalKey, isDismissed, recordDismissal, toStoreType } from './dismissal';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
});

describe('dismissal keys (site.md §9)', () => {
  it('name the store under the namespace', () => {
    expect(dismissalKey('basic-popup', 'localStorage')).toBe('basic-popup-local-closed');
    expect(dismissalKey('basic-popup', 'sessionStorage')).toBe('basic-popup-session-closed');
    expect(dismissalKey('spring', 'cookie')).toBe('spring-cookie-closed');
    expect(dismissalKey('basic-popup', 'none')).toBeNull();
  });

  it('treat an unknown store type as none', () => {
    expect(toStoreType('cookie')).toBe('cookie');
    expect(toStoreType('indexedDB')).toBe('none');
    expect(toStoreType(undefined)).toBe('none');
    expect(toStoreType(3)).toBe('none');
  });

  it('write a cookie for the whole site that lasts the given days', () => {
    expect(dismissalCookie('basic-popup-cookie-closed', 1, true)).toBe(
      'basic-popup-cookie-closed=1; Max-Age=86400; Path=/; SameSite=Lax; Secure',
    );
    expect(dismissalCookie('x', 0.5, false)).toBe('x=1; Max-Age=43200; Path=/; SameSite=Lax');
  });

  it('find a cookie by its exact name only', () => {
    expect(cookieListHas('a=1; basic-popup-cookie-closed=1', 'basic-popup-cookie-closed')).toBe(true);
    expect(cookieListHas('xbasic-popup-cookie-closed=1', 'basic-popup-cookie-closed')).toBe(false);
    expect(cookieListHas('', 'a')).toBe(false);
    expect(cookieListHas('a=', 'a')).toBe(false);
  });
});

describe('remembering a dismissal in the browser', () => {
  it.each([
    ['localStorage', () => localStorage.getItem('basic-popup-local-closed')],
    ['sessionStorage', () => sessionStorage.getItem('basic-popup-session-closed')],
    ['cookie', () => (cookieListHas(document.cookie, 'basic-popup-cookie-closed') ? 'set' : null)],
  ] as const)('in %s', (storeType, stored) => {
    expect(isDismissed(storeType, 'basic-popup')).toBe(false);
    recordDismissal(storeType, 'basic-popup', 1);
    expect(stored()).not.toBeNull();
    expect(isDismissed(storeType, 'basic-popup')).toBe(true);
    expect(isDismissed(storeType, 'other-popup')).toBe(false);
  });

  it('with none, records nothing and is never dismissed', () => {
    recordDismissal('none', 'basic-popup', 1);
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(cookieListHas(document.cookie, 'basic-popup-cookie-closed')).toBe(false);
    expect(isDismissed('none', 'basic-popup')).toBe(false);
  });

  it('only logs when the storage refuses (private mode, quota), and then shows the popup again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // What a browser with site data blocked does: touching the storage throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => recordDismissal('localStorage', 'basic-popup', 1)).not.toThrow();
    expect(isDismissed('localStorage', 'basic-popup')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
