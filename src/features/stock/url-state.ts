/**
 * Public API of the stock URL state (client-safe): one parser and one serialiser for the listing
 * API, the search page and its islands.
 */
export {
  areaParams,
  budgetParams,
  checkboxParam,
  emptySearch,
  parseStockUrl,
  rangeParam,
  type BudgetQuery,
  type ParseMode,
  type Range,
  type StockSearch,
  type StockUrlState,
} from './search/url-state';
export { pruneStockUrl, serializeStockUrl, stockUrlQuery, withPage } from './search/url-state-write';
