import { describe, expect, it, vi } from 'vitest';
import { defaultCategoryScopes } from '../provider-settings';
import { cookiebot } from './cookiebot';

/** A stand-in for Cookiebot's uc.js: the `Cookiebot` object and its window events. */
function fakeCookiebot() {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const api = {
    consent: { necessary: true, preferences: false, statistics: false, marketing: false } as Record<string, boolean>,
    hasResponse: false,
    renew: vi.fn(),
  };
  return {
    win,
    api,
    load() {
      win.Cookiebot = api;
      win.dispatchEvent(new Event('CookiebotOnConsentReady'));
    },
    accept(consent: Partial<Record<'preferences' | 'statistics' | 'marketing', boolean>>) {
      Object.assign(api.consent, consent);
      api.hasResponse = true;
      win.dispatchEvent(new Event('CookiebotOnAccept'));
    },
    decline() {
      Object.assign(api.consent, { preferences: false, statistics: false, marketing: false });
      api.hasResponse = true;
      win.dispatchEvent(new Event('CookiebotOnDecline'));
    },
  };
}

const options = { categories: defaultCategoryScopes.cookiebot };

describe('Cookiebot adapter', () => {
  it('reports pending until the visitor responds, then the accepted categories', () => {
    const vendor = fakeCookiebot();
    const report = vi.fn();
    cookiebot.watch(vendor.win, options, report);
    expect(report).not.toHaveBeenCalled();
    vendor.load();
    expect(report).toHaveBeenLastCalledWith({ status: 'pending', scopes: [] });
    vendor.accept({ statistics: true });
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
    vendor.accept({ preferences: true, marketing: true });
    expect(report).toHaveBeenLastCalledWith({
      status: 'accepted',
      scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'],
    });
  });

  it('reports a decline as rejected', () => {
    const vendor = fakeCookiebot();
    vendor.load();
    const report = vi.fn();
    cookiebot.watch(vendor.win, options, report);
    vendor.decline();
    expect(report).toHaveBeenLastCalledWith({ status: 'rejected', scopes: ['obligatory'] });
  });

  it('reads a decision made on an earlier page at once', () => {
    const vendor = fakeCookiebot();
    vendor.load();
    vendor.accept({ marketing: true });
    const report = vi.fn();
    cookiebot.watch(vendor.win, options, report);
    expect(report).toHaveBeenCalledWith({ status: 'accepted', scopes: ['obligatory', 'marketing'] });
  });

  it('stops listening on clean-up', () => {
    const vendor = fakeCookiebot();
    const report = vi.fn();
    cookiebot.watch(vendor.win, options, report)();
    vendor.load();
    vendor.accept({ statistics: true });
    expect(report).not.toHaveBeenCalled();
  });

  it('ignores flags that are not true or false', () => {
    const vendor = fakeCookiebot();
    vendor.load();
    vendor.api.consent.statistics = 'yes' as unknown as boolean;
    const report = vi.fn();
    cookiebot.watch(vendor.win, options, report);
    vendor.accept({});
    expect(report).toHaveBeenLastCalledWith({ status: 'rejected', scopes: ['obligatory'] });
  });

  it('renews consent (shows the banner again) when asked', () => {
    const vendor = fakeCookiebot();
    expect(cookiebot.reopen(vendor.win)).toBe(false);
    vendor.load();
    expect(cookiebot.reopen(vendor.win)).toBe(true);
    expect(vendor.api.renew).toHaveBeenCalledOnce();
  });
});
