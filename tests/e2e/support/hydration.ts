import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the page this element is in and committed it: only then do its
 * handlers answer. Network idle is not enough on a page of many islands — React hydrates in slices,
 * and an element can already carry its props while the root is still dehydrated (a click then is
 * the server HTML's alone). Reads React's own root state: the test's knowledge of React internals,
 * kept here in one place. An island that hydrates when it comes into view (lazyIsland's 'visible')
 * is brought into view first, as a visitor scrolling to it would.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await element.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
  await expect
    .poll(
      () =>
        element.evaluate((node) => {
          const key = Object.keys(node).find((k) => k.startsWith('__reactFiber'));
          if (!key) return false;
          type Fiber = { return: Fiber | null; stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
          let fiber = (node as unknown as Record<string, Fiber>)[key]!;
          while (fiber.return) fiber = fiber.return;
          const state = fiber.stateNode?.current?.memoizedState;
          return Boolean(state) && state!.isDehydrated !== true;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  return element;
}
