import type { PageKind } from './events';

/** Block templates that make a CMS page a listing (plp): the stock locator's search blocks. */
const listingBlocks = new Set(['stock_locator', 'stock_locator_overseas']);

/**
 * The page kind of a CMS page from its blocks (site.md §2: "a page with stock-locator blocks =
 * plp; anything else = dx_other"). The carousel of stock cars is a teaser on a content page, not
 * the listing, and the reservation and cancellation flows, though rendered per request, are not
 * stock-locator blocks (decision 0046).
 */
export function pageKindOfBlocks(templateKeys: readonly string[]): PageKind {
  return templateKeys.some((key) => listingBlocks.has(key)) ? 'plp' : 'dx_other';
}
