// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentChangeEvent, consentStorageKey } from './consent';
import { defaultCategoryScopes } from './provider-settings';
import { reopenConsentChoice, watchConsent } from './watch-consent';

// As if the Didomi adapter's chunk could not be fetched (offline, blocked).
vi.mock('./providers/didomi', () => {
  throw new Error('chunk failed to load');
});

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  localStorage.clear();
  delete globals.Cookiebot;
  vi.restoreAllMocks();
});

describe('watchConsent', () => {
  it('basic: reads the stored decision now, then this tab’s banner and other tabs', () => {
    localStorage.setItem(consentStorageKey, 'rejected:obligatory');
    const report = vi.fn();
    const onReady = vi.fn();
    const stop = watchConsent({ strategy: 'basic' }, report, onReady);
    expect(report).toHaveBeenLastCalledWith({ status: 'rejected', scopes: ['obligatory'] });
    expect(onReady).toHaveBeenCalledOnce();
    localStorage.setItem(consentStorageKey, 'accepted:obligatory,statistic');
    window.dispatchEvent(new CustomEvent(consentChangeEvent));
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
    localStorage.setItem(consentStorageKey, 'accepted:obligatory,marketing');
    window.dispatchEvent(new Event('storage'));
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'marketing'] });
    stop();
    window.dispatchEvent(new CustomEvent(consentChangeEvent));
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('none: always accepted, every scope', () => {
    const report = vi.fn();
    watchConsent({ strategy: 'none' }, report);
    expect(report).toHaveBeenCalledWith({
      status: 'accepted',
      scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'],
    });
  });

  it('a consent provider: fetches its adapter, says when it listens, then reports the vendor’s answer', async () => {
    const report = vi.fn();
    const ready = new Promise<void>((resolve) =>
      watchConsent({ strategy: 'cookiebot', provider: { categories: defaultCategoryScopes.cookiebot } }, report, resolve),
    );
    await ready;
    expect(report).not.toHaveBeenCalled();
    globals.Cookiebot = { consent: { necessary: true, preferences: false, statistics: true, marketing: false }, hasResponse: true };
    window.dispatchEvent(new Event('CookiebotOnAccept'));
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
  });

  it('a provider whose adapter cannot be fetched: consent unknown, and the page still goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const report = vi.fn();
    await new Promise<void>((resolve) => watchConsent({ strategy: 'didomi' }, report, resolve));
    expect(report).toHaveBeenCalledWith({ status: 'unknown', scopes: [] });
  });
});

describe('reopenConsentChoice', () => {
  it('basic: forgets the stored decision so the banner asks again', async () => {
    localStorage.setItem(consentStorageKey, 'accepted:obligatory,statistic');
    const heard = vi.fn();
    window.addEventListener(consentChangeEvent, heard);
    await expect(reopenConsentChoice('basic')).resolves.toBe(true);
    expect(localStorage.getItem(consentStorageKey)).toBeNull();
    expect(heard).toHaveBeenCalledOnce();
    window.removeEventListener(consentChangeEvent, heard);
  });

  it('opens a provider’s own settings, and says so when there is nothing to open', async () => {
    await expect(reopenConsentChoice('none')).resolves.toBe(false);
    await expect(reopenConsentChoice('cookiebot')).resolves.toBe(false);
    const renew = vi.fn();
    globals.Cookiebot = { consent: {}, renew };
    await expect(reopenConsentChoice('cookiebot')).resolves.toBe(true);
    expect(renew).toHaveBeenCalledOnce();
  });
});
