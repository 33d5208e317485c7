import type { Consent } from '../consent';
import type { CategoryScopes } from './category-scopes';

/** What the page tells an adapter: the vendor-category mapping and, for Usercentrics, its window event. */
export interface ProviderOptions {
  categories: CategoryScopes;
  /** Usercentrics: the name given to the window event in its admin interface. */
  windowEvent?: string;
}

/**
 * The window an adapter reads: the browser's, or a stand-in in tests. Vendors hang their API on it
 * as globals, so it is read as a record.
 */
export type ProviderWindow = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * One third-party consent provider (CMP) behind the site's one consent model (decision 0043).
 * `watch` reports the visitor's consent whenever the vendor's API says it changed — at once if the
 * vendor has already loaded — and returns the clean-up. `reopen` opens the vendor's own settings
 * screen so a visitor can change their mind; false when the vendor is not there to open it.
 */
export interface ConsentProviderAdapter {
  watch(win: ProviderWindow, options: ProviderOptions, report: (consent: Consent) => void): () => void;
  reopen(win: ProviderWindow): boolean;
}

/** Vendor callbacks must never take our page down, nor theirs. */
export function guarded<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      fn(...args);
    } catch (error) {
      console.warn('consent provider: could not read consent', error);
    }
  };
}
