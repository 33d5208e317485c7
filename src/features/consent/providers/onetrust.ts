import { consentFromCategories } from './category-scopes';
import { guarded, type ConsentProviderAdapter } from './provider-adapter';

/** The part of OneTrust's Cookie Consent browser API the site reads (otSDKStub.js / otBannerSdk.js). */
interface OneTrustApi {
  IsAlertBoxClosed?: () => boolean;
  OnConsentChanged?: (callback: () => void) => void;
  GetDomainData?: () => { Groups?: { CustomGroupId?: string }[]; ShowAlertNotice?: boolean };
  ToggleInfoDisplay?: () => void;
}

interface OneTrustWindow {
  /** The visitor's active groups, comma-separated with leading and trailing commas: ",C0001,C0002,". */
  OnetrustActiveGroups?: unknown;
  OneTrust?: OneTrustApi;
  /** Called by OneTrust once it has loaded and after every consent change. */
  OptanonWrapper?: () => void;
}

/**
 * OneTrust: consent is the active groups. The visitor has decided once the banner was closed (or
 * when the domain shows no banner at all). Groups the domain does not have are not counted, so a
 * scope is not withheld for a group (say C0005) the operator never set up.
 */
export const onetrust: ConsentProviderAdapter = {
  watch(win, options, report) {
    const w = win as unknown as OneTrustWindow;
    let stopped = false;
    let listening = false;
    const read = guarded(() => {
      const api = w.OneTrust;
      if (stopped || typeof w.OnetrustActiveGroups !== 'string' || typeof api?.IsAlertBoxClosed !== 'function') return;
      const active = new Set(w.OnetrustActiveGroups.split(',').filter(Boolean));
      const domain = typeof api.GetDomainData === 'function' ? api.GetDomainData() : undefined;
      const known = Array.isArray(domain?.Groups) ? new Set(domain.Groups.map((group) => group.CustomGroupId)) : null;
      const decided = api.IsAlertBoxClosed() || domain?.ShowAlertNotice === false;
      report(consentFromCategories(decided, (group) => (known && !known.has(group) ? undefined : active.has(group)), options.categories));
    });
    const listen = () => {
      if (listening || typeof w.OneTrust?.OnConsentChanged !== 'function') return;
      listening = true;
      w.OneTrust.OnConsentChanged(read);
    };
    // OptanonWrapper is OneTrust's documented hook; a page's own wrapper keeps running first.
    const previous = w.OptanonWrapper;
    const wrapper = () => {
      if (typeof previous === 'function') guarded(previous)();
      listen();
      read();
    };
    w.OptanonWrapper = wrapper;
    listen();
    read();
    return () => {
      stopped = true; // OnConsentChanged has no way to unregister
      if (w.OptanonWrapper === wrapper) w.OptanonWrapper = previous;
    };
  },
  reopen(win) {
    const api = (win as unknown as OneTrustWindow).OneTrust;
    if (typeof api?.ToggleInfoDisplay !== 'function') return false;
    api.ToggleInfoDisplay();
    return true;
  },
};
