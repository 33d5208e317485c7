/**
 * What the next stock navigation should do with the scroll position, set by the island that starts
 * it and read by the results island once the new results are on screen. Next's router would put
 * a search whose segment re-renders back at the top of the page (issue 7 item 6).
 * - `keep`: a filter or sort change — the visitor stays where they were.
 * - `results`: another page of results — the visitor goes to the top of the results.
 * Back and forward set nothing: the browser restores their position.
 */
export type PendingScroll = { kind: 'keep'; y: number } | { kind: 'results' };

let pending: PendingScroll | null = null;

export function setPendingScroll(next: PendingScroll): void {
  pending = next;
}

export function takePendingScroll(): PendingScroll | null {
  const taken = pending;
  pending = null;
  return taken;
}

/** Where "← 在庫一覧に戻る" on a vehicle page leads: the exact list the visitor came from (issue 7 item 9). */
export const lastListKey = 'stock:last-list';

export function rememberList(): void {
  try {
    sessionStorage.setItem(lastListKey, `${location.pathname}${location.search}`);
  } catch {
    // Storage can be off (private mode, quota): the link then keeps the area only.
  }
}
