import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consent } from '../consent';
import { defaultCategoryScopes } from '../provider-settings';
import { onetrust } from './onetrust';

/**
 * A stand-in for OneTrust's browser API on a fake window: the SDK sets OnetrustActiveGroups, calls
 * window.OptanonWrapper when it has loaded and after each choice, and calls OnConsentChanged callbacks.
 */
function fakeOneTrust(groups = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005']) {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const callbacks: (() => void)[] = [];
  let closed = false;
  let active = ['C0001'];
  const publish = () => {
    win.OnetrustActiveGroups = `,${active.join(',')},`;
  };
  const api = {
    IsAlertBoxClosed: () => closed,
    OnConsentChanged: (cb: () => void) => callbacks.push(cb),
    GetDomainData: () => ({ Groups: groups.map((id) => ({ CustomGroupId: id })), ShowAlertNotice: true }),
    ToggleInfoDisplay: vi.fn(),
  };
  return {
    win,
    api,
    load() {
      publish();
      win.OneTrust = api;
      (win.OptanonWrapper as (() => void) | undefined)?.();
    },
    choose(chosen: string[]) {
      active = ['C0001', ...chosen];
      closed = true;
      publish();
      (win.OptanonWrapper as (() => void) | undefined)?.();
      for (const cb of callbacks) cb();
    },
  };
}

const options = { categories: defaultCategoryScopes.onetrust };
const all: Consent = { status: 'accepted', scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] };

afterEach(() => vi.restoreAllMocks());

describe('OneTrust adapter', () => {
  it('waits for the SDK, reports pending until the banner is answered, then the chosen groups', () => {
    const vendor = fakeOneTrust();
    const report = vi.fn();
    onetrust.watch(vendor.win, options, report);
    expect(report).not.toHaveBeenCalled();
    vendor.load();
    expect(report).toHaveBeenLastCalledWith({ status: 'pending', scopes: [] });
    vendor.choose(['C0002', 'C0003', 'C0004', 'C0005']);
    expect(report).toHaveBeenLastCalledWith(all);
  });

  it('reads an SDK that loaded first, and maps performance to statistic only', () => {
    const vendor = fakeOneTrust();
    vendor.load();
    vendor.choose(['C0002']);
    const report = vi.fn();
    onetrust.watch(vendor.win, options, report);
    expect(report).toHaveBeenCalledWith({ status: 'accepted', scopes: ['obligatory', 'statistic'] });
  });

  it('reports a rejection as the obligatory scope alone', () => {
    const vendor = fakeOneTrust();
    const report = vi.fn();
    onetrust.watch(vendor.win, options, report);
    vendor.load();
    vendor.choose([]);
    expect(report).toHaveBeenLastCalledWith({ status: 'rejected', scopes: ['obligatory'] });
  });

  it('does not withhold a scope for a group the domain does not have', () => {
    const vendor = fakeOneTrust(['C0001', 'C0002', 'C0003', 'C0004']);
    const report = vi.fn();
    onetrust.watch(vendor.win, options, report);
    vendor.load();
    vendor.choose(['C0002', 'C0003', 'C0004']);
    expect(report).toHaveBeenLastCalledWith(all);
  });

  it('keeps the page’s own OptanonWrapper running and puts it back on clean-up', () => {
    const vendor = fakeOneTrust();
    const own = vi.fn();
    vendor.win.OptanonWrapper = own;
    const report = vi.fn();
    const stop = onetrust.watch(vendor.win, options, report);
    vendor.load();
    expect(own).toHaveBeenCalledOnce();
    stop();
    expect(vendor.win.OptanonWrapper).toBe(own);
    report.mockClear();
    vendor.choose(['C0002']);
    expect(report).not.toHaveBeenCalled();
  });

  it('never throws into the page when the SDK misbehaves', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const vendor = fakeOneTrust();
    vendor.load();
    vendor.api.IsAlertBoxClosed = () => {
      throw new Error('broken');
    };
    const report = vi.fn();
    expect(() => onetrust.watch(vendor.win, options, report)).not.toThrow();
    expect(report).not.toHaveBeenCalled();
    vendor.win.OnetrustActiveGroups = 42;
    expect(() => (vendor.win.OptanonWrapper as () => void)()).not.toThrow();
  });

  it('opens the preference centre when asked, once the SDK is there', () => {
    const vendor = fakeOneTrust();
    expect(onetrust.reopen(vendor.win)).toBe(false);
    vendor.load();
    expect(onetrust.reopen(vendor.win)).toBe(true);
    expect(vendor.api.ToggleInfoDisplay).toHaveBeenCalledOnce();
  });
});
