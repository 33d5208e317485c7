/**
 * Whether React has hydrated and committed the root an element is in: only then do its handlers
 * answer. Reads React's own root state — the tests' and benches' knowledge of React internals, kept
 * here in one place. Runs in the page (`locator.evaluate(rootHasHydrated)`), so it stays
 * self-contained.
 */
export function rootHasHydrated(node: Element): boolean {
  const key = Object.keys(node).find((k) => k.startsWith('__reactFiber'));
  if (!key) return false;
  type Fiber = { return: Fiber | null; stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
  let fiber = (node as unknown as Record<string, Fiber>)[key]!;
  while (fiber.return) fiber = fiber.return;
  const state = fiber.stateNode?.current?.memoizedState;
  return Boolean(state) && state!.isDehydrated !== true;
}
