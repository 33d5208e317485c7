import * as z from 'zod/mini';
import { AppError, type FieldError } from '@/lib/app-error';
import {
  API_ITEMS_MAX,
  API_ITEMS_MIN,
  BUDGET_MONTHLY_MAX,
  budgetTerms,
  checkboxFilters,
  defaultBudgetTerm,
  defaultSort,
  rangeFilters,
  sortOptions,
  type BudgetTerm,
  type CheckboxFilterKey,
  type RangeFilterKey,
  type SortKey,
} from '../constants';

/**
 * The stock locator's state as it lives in the URL (site.md §3 filter keys, §4 area keys, §8
 * reverse calculator): one parser for the listing API, the search page and its islands. zod/mini
 * keeps it small enough for the browser.
 *
 * - strict (API): any malformed known parameter → one 400 problem naming every bad parameter;
 * - lenient (pages, typed and shared by people): bad parameters are dropped, the rest kept.
 * Unknown parameters are ignored in both modes (clients add their own, e.g. analytics).
 */
export interface Range {
  gteq?: number;
  lteq?: number;
}

/** What a search runs on: filters, sort and paging. */
export interface StockSearch {
  checkbox: Partial<Record<CheckboxFilterKey, string[]>>;
  ranges: Partial<Record<RangeFilterKey, Range>>;
  modelGroup?: string;
  brandEq?: string;
  nameplateEq?: string;
  forcedStatuses?: string[];
  forcedDealerCodes?: string[];
  ownerDealerCodes?: string[];
  sort: SortKey;
  page: number;
  items: number;
}

/** A search as the search functions take it; `excludeIds` never comes from a URL (similar vehicles). */
export interface StockQuery extends StockSearch {
  excludeIds?: number[];
}

/** Postcode search (site.md §4): `_retailer`, `_state`, `_postcode`, `_locality`. */
export interface AreaQuery {
  retailer?: string;
  state?: string;
  postcode?: string;
  locality?: string;
}

/** Reverse calculator: `_budget` (yen per month) and `_term` (number of payments). */
export interface BudgetQuery {
  monthly: number;
  months: BudgetTerm;
}

export interface StockUrlState {
  search: StockSearch;
  area: AreaQuery;
  budget: BudgetQuery | null;
}

export type ParseMode = 'strict' | 'lenient';

export const areaParams = { retailer: '_retailer', state: '_state', postcode: '_postcode', locality: '_locality' } as const;
export const budgetParams = { monthly: '_budget', months: '_term' } as const;
export const listParams = {
  forcedStatuses: 'forced_statuses',
  forcedDealerCodes: 'forced_dealer_codes',
  ownerDealerCodes: 'filter[owner_dealer_codes_includes]',
} as const;
export const singleParams = {
  modelGroup: 'filter[nameplate_model_group_eq]',
  brandEq: 'filter[nameplate_brand_name_eq]',
  nameplateEq: 'filter[nameplate_name_eq]',
} as const;
export const checkboxParam = (key: CheckboxFilterKey) => `filter[${checkboxFilters[key].param}]`;
export const rangeParam = (key: RangeFilterKey, bound: keyof Range) => `filter[${key}_${bound}]`;

export const emptySearch = (): StockSearch => ({ checkbox: {}, ranges: {}, sort: defaultSort, page: 1, items: API_ITEMS_MAX });

/** Filter values: letters, digits and a few separators — never `,` (the list separator) or markup. */
const valuePattern = /^[\p{L}\p{N} _.\-/()・]{1,80}$/u;
const value = z.string().check(z.regex(valuePattern, 'contains characters that are not allowed'));
const list = (item: z.ZodMiniString<string>) => z.array(item).check(z.maxLength(50, 'at most 50 values'));
const schemas = {
  list: list(value),
  dealerIds: list(z.string().check(z.regex(/^\d{1,9}$/, 'dealer ids are positive integers'))),
  single: value,
  whole: z.string().check(z.regex(/^-?\d{1,12}$/, 'must be a whole number')),
  sort: z.enum(Object.keys(sortOptions) as [SortKey, ...SortKey[]], `one of ${Object.keys(sortOptions).join(', ')}`),
  page: z.string().check(
    z.regex(/^\d{1,6}$/, 'a page number from 1'),
    z.refine((v) => Number(v) >= 1, 'a page number from 1'),
  ),
  items: z.string().check(
    z.regex(/^\d{1,3}$/, `between ${API_ITEMS_MIN} and ${API_ITEMS_MAX}`),
    z.refine((v) => Number(v) >= API_ITEMS_MIN && Number(v) <= API_ITEMS_MAX, `between ${API_ITEMS_MIN} and ${API_ITEMS_MAX}`),
  ),
  area: z.string().check(z.regex(/^[^\p{Cc}]{1,80}$/u, 'at most 80 characters, no control characters')),
  monthly: z.string().check(
    z.regex(/^\d{1,8}(\.\d{1,4})?$/, `a monthly amount in yen from 1 to ${BUDGET_MONTHLY_MAX}`),
    z.refine(
      (v) => Math.round(Number(v)) >= 1 && Number(v) <= BUDGET_MONTHLY_MAX,
      `a monthly amount in yen from 1 to ${BUDGET_MONTHLY_MAX}`,
    ),
  ),
  term: z.enum(budgetTerms.map(String) as [string, ...string[]], `one of ${budgetTerms.join(', ')}`),
};

/** `name[]=a&name[]=b` and `name=a,b` mean the same. */
function listValues(params: URLSearchParams, name: string): string[] {
  return [...params.getAll(name), ...params.getAll(`${name}[]`)]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Every known parameter checked on its own: the valid ones make the state, the others the errors. */
function readStockUrl(params: URLSearchParams): { state: StockUrlState; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const check = <T>(name: string, schema: z.ZodMiniType<T>, raw: unknown): T | undefined => {
    const parsed = z.safeParse(schema, raw);
    if (parsed.success) return parsed.data;
    // Stryker disable next-line OptionalChaining,LogicalOperator,StringLiteral: a failed zod parse always has a first issue with a message
    errors.push({ pointer: name, detail: parsed.error.issues[0]?.message ?? 'invalid' });
    return undefined;
  };
  const readList = (name: string, schema = schemas.list) => {
    const values = listValues(params, name);
    return values.length ? check(name, schema, [...new Set(values)]) : undefined;
  };
  const readOne = <T>(name: string, schema: z.ZodMiniType<T>, normalise = (v: string) => v.trim()) => {
    const raw = normalise(params.get(name) ?? '');
    return raw === '' ? undefined : check(name, schema, raw);
  };

  const search = emptySearch();
  for (const key of Object.keys(checkboxFilters) as CheckboxFilterKey[]) {
    const values = readList(checkboxParam(key), key === 'dealers' ? schemas.dealerIds : schemas.list);
    if (values) search.checkbox[key] = values;
  }
  for (const key of Object.keys(rangeFilters) as RangeFilterKey[]) {
    const range: Range = {};
    for (const bound of ['gteq', 'lteq'] as const) {
      const raw = readOne(rangeParam(key, bound), schemas.whole);
      if (raw !== undefined) range[bound] = Number(raw);
    }
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing bound compares false with `>`, so the undefined checks only say it for the reader
    if (range.gteq !== undefined && range.lteq !== undefined && range.gteq > range.lteq) {
      errors.push({ pointer: rangeParam(key, 'gteq'), detail: `must not exceed ${rangeParam(key, 'lteq')}` });
      delete range.gteq;
    }
    if (range.gteq !== undefined || range.lteq !== undefined) search.ranges[key] = range;
  }
  for (const [field, name] of Object.entries(singleParams) as [keyof typeof singleParams, string][]) {
    const v = readOne(name, schemas.single);
    if (v !== undefined) search[field] = v;
  }
  for (const [field, name] of Object.entries(listParams) as [keyof typeof listParams, string][]) {
    const v = readList(name);
    if (v) search[field] = v;
  }
  search.sort = readOne('sort', schemas.sort) ?? search.sort;
  search.page = Number(readOne('page', schemas.page) ?? search.page);
  search.items = Number(readOne('items', schemas.items) ?? search.items);

  const area: AreaQuery = {};
  const nfkc = (v: string) => v.normalize('NFKC').trim();
  for (const [field, name] of Object.entries(areaParams) as [keyof AreaQuery, string][]) {
    const v = readOne(name, schemas.area, nfkc);
    if (v !== undefined) area[field] = v;
  }
  // Typed by people: full-width digits, 円 and thousands separators are fine.
  const monthly = readOne(budgetParams.monthly, schemas.monthly, (v) => nfkc(v).replace(/[,円\s]/g, ''));
  const term = readOne(budgetParams.months, schemas.term);
  const budget =
    monthly === undefined
      ? null
      : { monthly: Math.round(Number(monthly)), months: (term === undefined ? defaultBudgetTerm : Number(term)) as BudgetTerm };
  return { state: { search, area, budget }, errors };
}

export function parseStockUrl(params: URLSearchParams, mode: ParseMode): StockUrlState {
  const { state, errors } = readStockUrl(params);
  if (mode === 'strict' && errors.length) {
    throw new AppError('BAD_REQUEST', `Invalid query parameter: ${errors.map((e) => e.pointer).join(', ')}`, errors);
  }
  return state;
}
