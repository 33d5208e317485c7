import { API_ITEMS_MAX, checkboxFilters, defaultSort, rangeFilters, type CheckboxFilterKey, type RangeFilterKey } from '../constants';
import {
  areaParams,
  budgetParams,
  checkboxParam,
  listParams,
  rangeParam,
  singleParams,
  type AreaQuery,
  type Range,
  type StockUrlState,
} from './url-state';

/**
 * The URL of a stock state: the inverse of `parseStockUrl` (parse(serialise(s)) equals s), with
 * defaults left out (page 1, 12 items, newest first) so equal states give equal URLs.
 */
export function serializeStockUrl({ search, area, budget }: StockUrlState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(checkboxFilters) as CheckboxFilterKey[]) {
    for (const value of search.checkbox[key] ?? []) params.append(`${checkboxParam(key)}[]`, value);
  }
  for (const key of Object.keys(rangeFilters) as RangeFilterKey[]) {
    for (const bound of ['gteq', 'lteq'] as const) {
      const value = search.ranges[key]?.[bound];
      if (value !== undefined) params.set(rangeParam(key, bound), String(value));
    }
  }
  for (const [field, name] of Object.entries(singleParams) as [keyof typeof singleParams, string][]) {
    if (search[field]) params.set(name, search[field]);
  }
  for (const [field, name] of Object.entries(listParams) as [keyof typeof listParams, string][]) {
    if (search[field]?.length) params.set(name, search[field].join(','));
  }
  if (search.sort !== defaultSort) params.set('sort', search.sort);
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.items !== API_ITEMS_MAX) params.set('items', String(search.items));
  for (const [field, name] of Object.entries(areaParams) as [keyof AreaQuery, string][]) {
    if (area[field]) params.set(name, area[field]);
  }
  if (budget) {
    params.set(budgetParams.monthly, String(budget.monthly));
    params.set(budgetParams.months, String(budget.months));
  }
  return params;
}

/** `?query` for a link, or '' when the state is all defaults. */
export function stockUrlQuery(state: StockUrlState): string {
  const qs = serializeStockUrl(state).toString();
  return qs ? `?${qs}` : '';
}

/** The same state on another page of results. */
export function withPage(state: StockUrlState, page: number): StockUrlState {
  return { ...state, search: { ...state.search, page: Math.max(1, Math.trunc(page)) } };
}

/**
 * What a filter form leaves out of the URL (site.md §5): a checkbox group with every value ticked,
 * and a range bound equal to what is available. `optionCounts` and `bounds` are what the form showed.
 */
export function pruneStockUrl(
  state: StockUrlState,
  {
    optionCounts = {},
    bounds = {},
  }: { optionCounts?: Partial<Record<CheckboxFilterKey, number>>; bounds?: Partial<Record<RangeFilterKey, { min: number; max: number }>> },
): StockUrlState {
  const checkbox = { ...state.search.checkbox };
  for (const key of Object.keys(checkbox) as CheckboxFilterKey[]) {
    const total = optionCounts[key] ?? 0;
    if (total > 1 && checkbox[key]!.length >= total) delete checkbox[key];
  }
  const ranges: Partial<Record<RangeFilterKey, Range>> = {};
  for (const [key, range] of Object.entries(state.search.ranges) as [RangeFilterKey, Range][]) {
    const edge = bounds[key];
    const kept: Range = {};
    if (range.gteq !== undefined && range.gteq !== edge?.min) kept.gteq = range.gteq;
    if (range.lteq !== undefined && range.lteq !== edge?.max) kept.lteq = range.lteq;
    if (kept.gteq !== undefined || kept.lteq !== undefined) ranges[key] = kept;
  }
  return { ...state, search: { ...state.search, checkbox, ranges } };
}
