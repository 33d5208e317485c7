import { accordion } from './accordion/block';
import { cancellationFlow } from './cancellation-flow/block';
import { contentBlocks } from './content-blocks/block';
import { expandedEntryForm } from './expanded-entry-form/block';
import { extendedWarranty } from './extended-warranty/block';
import { formBlock } from './form/block';
import { offersToLead } from './offers-to-lead/block';
import { heroBanner } from './hero-banner/block';
import { htmlBox } from './html-box/block';
import { immersiveHero } from './immersive-hero/block';
import { inPageNavigation } from './in-page-navigation/block';
import { news } from './news/block';
import { reservationFlow } from './reservation-flow/block';
import { snippet } from './snippet/block';
import { stockLocator, stockLocatorOverseas } from './stock-locator/block';
import { stockLocatorCarousel } from './stock-locator-carousel/block';
import type { BlockDefinition } from './types';

/**
 * THE list of blocks. The editor, the renderer, the templates API, validation and the seed all
 * read it; adding a block means adding its folder and one line here.
 */
export const blockRegistry = {
  hero_banner: heroBanner,
  immersive_hero: immersiveHero,
  snippet,
  html_box: htmlBox,
  content_blocks: contentBlocks,
  accordion,
  in_page_navigation: inPageNavigation,
  stock_locator: stockLocator,
  stock_locator_overseas: stockLocatorOverseas,
  stock_locator_carousel: stockLocatorCarousel,
  reservation_flow: reservationFlow,
  cancellation_flow: cancellationFlow,
  form: formBlock,
  offers_to_lead: offersToLead,
  extended_warranty: extendedWarranty,
  expanded_entry_form: expandedEntryForm,
  news,
} satisfies Record<string, BlockDefinition>;

export type BlockKey = keyof typeof blockRegistry;

export function getBlockDefinition(key: string): BlockDefinition | undefined {
  return Object.hasOwn(blockRegistry, key) ? (blockRegistry as Record<string, BlockDefinition>)[key] : undefined;
}

/** Whether any of these blocks renders from the request's query. */
export function needsDynamicRendering(templateKeys: string[]): boolean {
  return templateKeys.some((key) => getBlockDefinition(key)?.dynamic === true);
}
