import type { Consent } from '@/features/consent/consent';
import type { CampaignParams } from './campaign';
import type { AnalyticsEventOf, PageKind } from './events';

export type { PageKind } from './events';

/** The site's currency (a Japanese market site sells in yen). */
const siteCurrency = 'JPY';
/** `application` of page_view: which of the brand's applications sent it. */
export const analyticsApplication = 'brand-site';

export interface PageViewContext {
  category: PageKind;
  brand: string;
  market: string;
}

/**
 * The page_view event of site.md §7: language, lower-cased currency, brand, consent status,
 * category (the page kind), application, market — and the page's path, and the campaign when
 * marketing consent lets the data layer see it.
 */
export function pageViewEvent(
  ctx: PageViewContext,
  consent: Consent,
  page: { path: string; campaign: CampaignParams | null },
): AnalyticsEventOf<'page_view'> {
  return {
    event: 'page_view',
    language: 'ja',
    currency: siteCurrency.toLowerCase(),
    brand: ctx.brand,
    consent_status: consent.status,
    category: ctx.category,
    application: analyticsApplication,
    market: ctx.market,
    page_path: page.path,
    ...(page.campaign ? { campaign: page.campaign } : {}),
  };
}
