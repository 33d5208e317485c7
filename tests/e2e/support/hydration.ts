import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated this element (its island's chunk arrived and React attached its
 * handlers). Network idle is not enough on a page of many islands: React hydrates in slices and a
 * click before that is the server HTML's alone.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), { timeout: 10_000 })
    .toBe(true);
  return element;
}
