import { describe, expect, it, vi } from 'vitest';
import { defaultCategoryScopes } from '../provider-settings';
import { usercentrics } from './usercentrics';

type Service = { categorySlug: string; consent: { status: boolean; history: { type: string }[] } };

/**
 * A stand-in for the Usercentrics Browser UI: `UC_UI` with its services (v2), the
 * UC_UI_INITIALIZED and UC_UI_CMP_EVENT events, and the consent_status window event under the
 * name the admin interface gives it.
 */
function fakeUsercentrics(eventName = 'ucEvent') {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const services: Service[] = [
    { categorySlug: 'essential', consent: { status: true, history: [{ type: 'implicit' }] } },
    { categorySlug: 'functional', consent: { status: false, history: [{ type: 'implicit' }] } },
    { categorySlug: 'marketing', consent: { status: false, history: [{ type: 'implicit' }] } },
    { categorySlug: 'marketing', consent: { status: false, history: [{ type: 'implicit' }] } },
  ];
  const ui = { isInitialized: () => true, getServicesBaseInfo: () => services, showSecondLayer: vi.fn() };
  return {
    win,
    ui,
    services,
    load() {
      win.UC_UI = ui;
      win.dispatchEvent(new Event('UC_UI_INITIALIZED'));
    },
    /** The visitor saves a choice: services change, then both events fire. */
    choose(granted: boolean[], type = 'explicit') {
      services.forEach((service, i) => {
        service.consent.status = granted[i] ?? false;
        service.consent.history.push({ type });
      });
      win.dispatchEvent(new CustomEvent('UC_UI_CMP_EVENT', { detail: { source: 'FIRST_LAYER', type: 'SAVE' } }));
    },
    event(detail: unknown) {
      win.dispatchEvent(new CustomEvent(eventName, { detail }));
    },
  };
}

const options = { categories: defaultCategoryScopes.usercentrics };

describe('Usercentrics adapter', () => {
  it('reads UC_UI once initialised: pending while consent is only implicit', () => {
    const vendor = fakeUsercentrics();
    const report = vi.fn();
    usercentrics.watch(vendor.win, options, report);
    expect(report).not.toHaveBeenCalled();
    vendor.load();
    expect(report).toHaveBeenLastCalledWith({ status: 'pending', scopes: [] });
  });

  it('re-reads UC_UI on a CMP event and maps marketing to statistic and marketing', () => {
    const vendor = fakeUsercentrics();
    vendor.load();
    const report = vi.fn();
    usercentrics.watch(vendor.win, options, report);
    vendor.choose([true, false, true, true]);
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'statistic', 'marketing'] });
    vendor.choose([true, true, true, true]);
    expect(report).toHaveBeenLastCalledWith({
      status: 'accepted',
      scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'],
    });
  });

  it('counts a category with only some services granted as refused', () => {
    const vendor = fakeUsercentrics();
    vendor.load();
    const report = vi.fn();
    usercentrics.watch(vendor.win, options, report);
    vendor.choose([true, true, true, false]);
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'optional'] });
  });

  it('reads the consent_status window event by the configured name (v3 still sends it)', () => {
    const vendor = fakeUsercentrics('ucConsentEvent');
    const report = vi.fn();
    usercentrics.watch(vendor.win, { ...options, windowEvent: 'ucConsentEvent' }, report);
    vendor.event({ event: 'consent_status', type: 'EXPLICIT', ucCategory: { essential: true, functional: true, marketing: null } });
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'optional'] });
    vendor.event({ event: 'consent_status', type: 'IMPLICIT', ucCategory: { essential: true, functional: false, marketing: false } });
    expect(report).toHaveBeenLastCalledWith({ status: 'pending', scopes: [] });
    vendor.event({ event: 'consent_status', type: 'explicit', ucCategory: { essential: true, functional: false, marketing: false } });
    expect(report).toHaveBeenLastCalledWith({ status: 'rejected', scopes: ['obligatory'] });
  });

  it('ignores an event without categories when UC_UI is not there', () => {
    const vendor = fakeUsercentrics();
    const report = vi.fn();
    usercentrics.watch(vendor.win, options, report);
    vendor.event('not an object');
    vendor.event({ type: 'explicit', ucCategory: 'all' });
    expect(report).not.toHaveBeenCalled();
  });

  it('stops listening on clean-up', () => {
    const vendor = fakeUsercentrics();
    const report = vi.fn();
    usercentrics.watch(vendor.win, options, report)();
    vendor.load();
    vendor.choose([true, true, true, true]);
    vendor.event({ type: 'explicit', ucCategory: { marketing: true } });
    expect(report).not.toHaveBeenCalled();
  });

  it('opens the second layer through v3’s __ucCmp, or v2’s UC_UI', () => {
    const vendor = fakeUsercentrics();
    expect(usercentrics.reopen(vendor.win)).toBe(false);
    vendor.load();
    expect(usercentrics.reopen(vendor.win)).toBe(true);
    expect(vendor.ui.showSecondLayer).toHaveBeenCalledOnce();
    const showSecondLayer = vi.fn(async () => {});
    vendor.win.__ucCmp = { showSecondLayer };
    expect(usercentrics.reopen(vendor.win)).toBe(true);
    expect(showSecondLayer).toHaveBeenCalledOnce();
  });
});
