import { AppError } from '@/lib/app-error';
import { parseStockQuery, type StockQuery } from '@/features/stock/query';

/**
 * A page URL is typed by people and shared around: unlike the API (which answers 400), the page
 * drops parameters that do not parse and shows results for the rest.
 */
export function lenientStockQuery(params: URLSearchParams): StockQuery {
  let current = new URLSearchParams(params);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return parseStockQuery(current);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const bad = new Set(error.errors.map((e) => e.pointer));
      current = new URLSearchParams([...current].filter(([key]) => !bad.has(key.replace(/\[\]$/, '')) && !bad.has(key)));
    }
  }
  return parseStockQuery(new URLSearchParams());
}

/** The page's query string for another page number / without filters. */
export function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const qs = next.toString();
  return qs ? `?${qs}` : '';
}
