import {
  allScopes,
  consentChangeEvent,
  consentStorageKey,
  parseConsent,
  type CmpVendor,
  type Consent,
  type ConsentStrategy,
} from './consent';
import type { ConsentProviderAdapter, ProviderOptions } from './providers/provider-adapter';

/** Where the page learns the visitor's consent: the strategy, and for a CMP how to read it. */
export interface ConsentSource {
  strategy: ConsentStrategy;
  provider?: ProviderOptions;
}

/** Loaded on demand: a visitor downloads the running vendor's adapter only, never all four. */
const adapters: Record<CmpVendor, () => Promise<ConsentProviderAdapter>> = {
  onetrust: () => import('./providers/onetrust').then((m) => m.onetrust),
  cookiebot: () => import('./providers/cookiebot').then((m) => m.cookiebot),
  usercentrics: () => import('./providers/usercentrics').then((m) => m.usercentrics),
  didomi: () => import('./providers/didomi').then((m) => m.didomi),
};

function readStored(): string | null {
  try {
    return window.localStorage.getItem(consentStorageKey);
  } catch {
    return null;
  }
}

/**
 * Calls `report` with the visitor's consent now and on every change, whatever the strategy:
 * basic reads `cookieConsentStatus` (this tab's banner and other tabs), none is always accepted,
 * a CMP is read through its adapter. `onReady` runs once we are listening — for a CMP only then may
 * its own script load, or its first answer could pass unheard. An adapter that cannot be fetched
 * makes the consent `unknown` (nothing beyond the obligatory loads). Returns the clean-up.
 */
export function watchConsent(source: ConsentSource, report: (consent: Consent) => void, onReady: () => void = () => {}): () => void {
  const { strategy } = source;
  if (strategy === 'none') {
    report({ status: 'accepted', scopes: allScopes });
    onReady();
    return () => {};
  }
  if (strategy === 'basic') {
    const read = () => report(parseConsent(readStored()));
    window.addEventListener('storage', read);
    window.addEventListener(consentChangeEvent, read);
    read();
    onReady();
    return () => {
      window.removeEventListener('storage', read);
      window.removeEventListener(consentChangeEvent, read);
    };
  }
  let stop = () => {};
  let cancelled = false;
  adapters[strategy]()
    .then((adapter) => {
      if (cancelled) return;
      stop = adapter.watch(window, source.provider ?? { categories: {} }, report);
      onReady();
    })
    .catch((error: unknown) => {
      console.warn('consent provider adapter could not be loaded', error);
      if (cancelled) return;
      report({ status: 'unknown', scopes: [] });
      onReady();
    });
  return () => {
    cancelled = true;
    stop();
  };
}

/**
 * Lets the visitor decide again: the basic banner comes back (its stored decision is forgotten), a
 * CMP opens its own settings. False when there is nothing to open (strategy none, CMP not loaded).
 */
export async function reopenConsentChoice(strategy: ConsentStrategy): Promise<boolean> {
  if (strategy === 'none') return false;
  if (strategy === 'basic') {
    try {
      window.localStorage.removeItem(consentStorageKey);
    } catch {
      return false;
    }
    window.dispatchEvent(new CustomEvent(consentChangeEvent));
    return true;
  }
  try {
    return (await adapters[strategy]()).reopen(window);
  } catch {
    return false;
  }
}
