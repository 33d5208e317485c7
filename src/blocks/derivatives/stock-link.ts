import { emptySearch, stockUrlQuery } from '@/features/stock/url-state';
import { sameSitePath } from '@/lib/same-site-path';

/** A page path to put the stock query on: of this site, without a query or fragment of its own. */
export function usableStockPath(path: string | undefined): string | null {
  const safe = sameSitePath(path?.trim());
  return safe && !/[?#]/.test(safe) ? safe : null;
}

/**
 * The stock search with this model ticked, written by the stock locator's own serialiser (so the
 * filter shows as a ticked box the visitor can change, as the demo's model cards do).
 */
export function modelStockHref(stockPath: string, carKey: string): string {
  return `${stockPath}${stockUrlQuery({ search: { ...emptySearch(), checkbox: { models: [carKey] } }, area: {}, budget: null })}`;
}
