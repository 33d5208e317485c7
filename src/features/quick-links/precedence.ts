import type { QuickLinkItem } from './quick-link-item';

/**
 * site.md §9: the floating action button shows at most 4 items on a desktop and 3 on a phone.
 * The server sends the first four; the stylesheet hides the fourth below 741 px
 * (quick-links.module.css — keep the two in step).
 */
export const quickLinksLimit = { desktop: 4, mobile: 3 } as const;

export type QuickLinksSource = 'page' | 'global';

/**
 * Which items the button shows (site.md §4): a page's own items win; otherwise the global setting;
 * with neither the button is off (null).
 */
export function pickQuickLinks(input: {
  pageItems?: readonly QuickLinkItem[] | null;
  globalItems: readonly QuickLinkItem[];
}): { items: QuickLinkItem[]; source: QuickLinksSource } | null {
  if (input.pageItems?.length) return { items: input.pageItems.slice(0, quickLinksLimit.desktop), source: 'page' };
  if (input.globalItems.length) return { items: input.globalItems.slice(0, quickLinksLimit.desktop), source: 'global' };
  return null;
}

/**
 * The items a page supplies, given what each of its blocks supplies in page order: the first block
 * with items wins and later ones are ignored ("set once per page"). This is the API for the block
 * that will supply them (decision 0042).
 */
export function firstSuppliedItems(perBlock: readonly (readonly QuickLinkItem[] | null | undefined)[]): QuickLinkItem[] | null {
  const first = perBlock.find((items) => items?.length);
  return first ? [...first] : null;
}
