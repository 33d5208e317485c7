import { consentStorageKey, parseConsent } from '@/features/consent/consent';

/** Page kinds for analytics (site.md §2). */
export type PageKind = 'checkout' | 'checkout_reservation' | 'checkout_order_confirmation' | 'pdp' | 'plp' | 'dx_other';

export interface PageViewContext {
  category: PageKind;
  brand: string;
  market: string;
}

/** The page_view event of site.md §7: language, lower-cased currency, brand, consent, category, application, market. */
export function pageViewEvent(ctx: PageViewContext, consentRaw: string | null) {
  return {
    event: 'page_view',
    language: 'ja',
    currency: 'JPY'.toLowerCase(),
    brand: ctx.brand,
    consent_status: parseConsent(consentRaw).status,
    category: ctx.category,
    application: 'brand-site',
    market: ctx.market,
  };
}

export function readConsentRaw(): string | null {
  try {
    return window.localStorage.getItem(consentStorageKey);
  } catch {
    return null;
  }
}
