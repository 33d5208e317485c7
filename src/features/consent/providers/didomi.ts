import { consentFromCategories } from './category-scopes';
import { guarded, type ConsentProviderAdapter } from './provider-adapter';

/** The part of the Didomi Web SDK's `Didomi` object the site reads. */
interface DidomiApi {
  getUserConsentStatusForPurpose?: (purposeId: string) => boolean | undefined;
  shouldConsentBeCollected?: () => boolean;
  preferences?: { show?: () => void };
}

interface DidomiWindow {
  Didomi?: DidomiApi;
  /** Callbacks run once the SDK is ready; an array before it loads, the SDK's own queue after. */
  didomiOnReady?: { push: (callback: (didomi: DidomiApi) => void) => unknown };
  didomiEventListeners?: { push: (listener: { event: string; listener: () => void }) => unknown };
}

/** Didomi's documented queues: use the page's (or the SDK's) if it has one, else start one. */
function queue<K extends 'didomiOnReady' | 'didomiEventListeners'>(w: DidomiWindow, key: K): NonNullable<DidomiWindow[K]> {
  const current = w[key];
  if (current && typeof current.push === 'function') return current as NonNullable<DidomiWindow[K]>;
  const fresh = [] as unknown as NonNullable<DidomiWindow[K]>;
  w[key] = fresh;
  return fresh;
}

/**
 * Didomi: consent per purpose from `getUserConsentStatusForPurpose` (undefined until known, or for a
 * purpose the notice does not have — such purposes do not count). Listeners go in through
 * `didomiOnReady` and `didomiEventListeners` (consent.changed), which work before and after the
 * SDK loads.
 */
export const didomi: ConsentProviderAdapter = {
  watch(win, options, report) {
    const w = win as unknown as DidomiWindow;
    let stopped = false;
    const read = guarded((api: DidomiApi | undefined = w.Didomi) => {
      if (stopped || typeof api?.getUserConsentStatusForPurpose !== 'function') return;
      const statusOf = (purpose: string) => {
        const status = api.getUserConsentStatusForPurpose!(purpose);
        return typeof status === 'boolean' ? status : undefined;
      };
      const known = Object.keys(options.categories).some((purpose) => statusOf(purpose) !== undefined);
      const stillToAsk = typeof api.shouldConsentBeCollected === 'function' && api.shouldConsentBeCollected();
      report(consentFromCategories(known && !stillToAsk, statusOf, options.categories));
    });
    queue(w, 'didomiOnReady').push((api) => read(api));
    queue(w, 'didomiEventListeners').push({ event: 'consent.changed', listener: () => read() });
    read();
    return () => {
      stopped = true; // the SDK's queues cannot be taken back
    };
  },
  reopen(win) {
    const preferences = (win as unknown as DidomiWindow).Didomi?.preferences;
    if (typeof preferences?.show !== 'function') return false;
    preferences.show();
    return true;
  },
};
