import { expect, type Locator } from '@playwright/test';
import { rootHasHydrated } from './react-root';

/**
 * Waits until React has hydrated the page this element is in and committed it: only then do its
 * handlers answer. Network idle is not enough on a page of many islands — React hydrates in slices,
 * and an element can already carry its props while the root is still dehydrated (a click then is
 * the server HTML's alone). An island that hydrates when it comes into view (lazyIsland's 'visible')
 * is brought into view first, as a visitor scrolling to it would.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await element.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
  await expect.poll(() => element.evaluate(rootHasHydrated), { timeout: 15_000 }).toBe(true);
  return element;
}
