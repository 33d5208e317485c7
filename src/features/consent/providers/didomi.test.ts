import { describe, expect, it, vi } from 'vitest';
import { defaultCategoryScopes } from '../provider-settings';
import { didomi } from './didomi';

/**
 * A stand-in for the Didomi Web SDK: on load it runs the callbacks queued in `didomiOnReady`,
 * registers the listeners queued in `didomiEventListeners`, and from then on runs new pushes at
 * once — as its documentation says. Consent per purpose, undefined until the visitor decides.
 */
function fakeDidomi(purposes = ['cookies', 'measure_content_performance', 'select_basic_ads', 'select_personalized_content']) {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  let decided = false;
  const enabled = new Set<string>();
  const listeners: { event: string; listener: () => void }[] = [];
  const api = {
    getUserConsentStatusForPurpose: (id: string) => (decided && purposes.includes(id) ? enabled.has(id) : undefined),
    shouldConsentBeCollected: () => !decided,
    preferences: { show: vi.fn() },
  };
  return {
    win,
    api,
    load() {
      win.Didomi = api;
      const ready = (win.didomiOnReady as ((d: typeof api) => void)[] | undefined) ?? [];
      const queued = (win.didomiEventListeners as typeof listeners | undefined) ?? [];
      listeners.push(...queued);
      win.didomiOnReady = { push: (cb: (d: typeof api) => void) => cb(api) };
      win.didomiEventListeners = { push: (l: (typeof listeners)[number]) => listeners.push(l) };
      for (const cb of ready) cb(api);
    },
    choose(granted: string[]) {
      decided = true;
      enabled.clear();
      for (const id of granted) enabled.add(id);
      for (const l of listeners) if (l.event === 'consent.changed') l.listener();
    },
  };
}

const options = { categories: defaultCategoryScopes.didomi };

describe('Didomi adapter', () => {
  it('queues itself before the SDK loads, is pending until the visitor decides, then follows the purposes', () => {
    const vendor = fakeDidomi();
    const report = vi.fn();
    didomi.watch(vendor.win, options, report);
    expect(report).not.toHaveBeenCalled();
    vendor.load();
    expect(report).toHaveBeenLastCalledWith({ status: 'pending', scopes: [] });
    vendor.choose(['cookies', 'measure_content_performance']);
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
    vendor.choose(['cookies', 'measure_content_performance', 'select_basic_ads', 'select_personalized_content']);
    expect(report).toHaveBeenLastCalledWith({
      status: 'accepted',
      scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'],
    });
  });

  it('joins the SDK’s queues after it has loaded, and reads a choice made earlier', () => {
    const vendor = fakeDidomi();
    vendor.load();
    vendor.choose(['select_basic_ads']);
    const report = vi.fn();
    didomi.watch(vendor.win, options, report);
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'marketing'] });
    vendor.choose([]);
    expect(report).toHaveBeenLastCalledWith({ status: 'rejected', scopes: ['obligatory'] });
  });

  it('follows an operator’s own purpose ids from the setting', () => {
    const vendor = fakeDidomi(['analytics-x7Yz', 'ads-k2']);
    const report = vi.fn();
    didomi.watch(vendor.win, { categories: { 'analytics-x7Yz': ['statistic'], 'ads-k2': ['marketing'] } }, report);
    vendor.load();
    vendor.choose(['analytics-x7Yz']);
    expect(report).toHaveBeenLastCalledWith({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
  });

  it('reports nothing more after clean-up', () => {
    const vendor = fakeDidomi();
    const report = vi.fn();
    didomi.watch(vendor.win, options, report)();
    vendor.load();
    vendor.choose(['measure_content_performance']);
    expect(report).not.toHaveBeenCalled();
  });

  it('opens the preferences when asked, once the SDK is there', () => {
    const vendor = fakeDidomi();
    expect(didomi.reopen(vendor.win)).toBe(false);
    vendor.load();
    expect(didomi.reopen(vendor.win)).toBe(true);
    expect(vendor.api.preferences.show).toHaveBeenCalledOnce();
  });
});
