import { AppError, type FieldError } from '@/lib/app-error';
import { API_ITEMS_MAX, API_ITEMS_MIN, checkboxFilters, defaultSort, rangeFilters, sortOptions, type CheckboxFilterKey, type RangeFilterKey, type SortKey } from './constants';

/** A parsed, validated stock query: what the search runs, whatever shape the URL had. */
export interface StockQuery {
  checkbox: Partial<Record<CheckboxFilterKey, string[]>>;
  ranges: Partial<Record<RangeFilterKey, { gteq?: number; lteq?: number }>>;
  modelGroup?: string;
  brandEq?: string;
  nameplateEq?: string;
  forcedStatuses?: string[];
  forcedDealerCodes?: string[];
  ownerDealerCodes?: string[];
  excludeIds?: number[];
  sort: SortKey;
  page: number;
  items: number;
}

const maxValues = 50;
const valuePattern = /^[\p{L}\p{N} _.\-/()・]{1,80}$/u;
const paramByName = new Map(Object.entries(checkboxFilters).map(([key, def]) => [def.param, key as CheckboxFilterKey]));

/** `filter[x][]=a&filter[x][]=b` and `filter[x]=a,b` mean the same. */
function listValues(params: URLSearchParams, name: string): string[] {
  return [...params.getAll(name), ...params.getAll(`${name}[]`)].flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}

/**
 * Parses the listing API query (site.md §7, §3). Unknown parameters are ignored (clients add their
 * own, e.g. analytics); malformed known ones become one 400 problem listing every bad parameter.
 */
export function parseStockQuery(params: URLSearchParams): StockQuery {
  const errors: FieldError[] = [];
  const bad = (pointer: string, detail: string) => errors.push({ pointer, detail });
  const query: StockQuery = { checkbox: {}, ranges: {}, sort: defaultSort, page: 1, items: API_ITEMS_MAX };

  const strings = (name: string): string[] | undefined => {
    const values = listValues(params, name);
    if (!values.length) return undefined;
    if (values.length > maxValues) bad(name, `at most ${maxValues} values`);
    const invalid = values.find((v) => !valuePattern.test(v));
    if (invalid !== undefined) bad(name, 'contains characters that are not allowed');
    return values;
  };

  for (const [param, key] of paramByName) {
    const values = strings(`filter[${param}]`);
    if (!values) continue;
    if (key === 'dealers' && values.some((v) => !/^\d{1,9}$/.test(v))) bad(`filter[${param}]`, 'dealer ids are positive integers');
    query.checkbox[key] = [...new Set(values)];
  }

  for (const name of Object.keys(rangeFilters) as RangeFilterKey[]) {
    const range: { gteq?: number; lteq?: number } = {};
    for (const bound of ['gteq', 'lteq'] as const) {
      const param = `filter[${name}_${bound}]`;
      const raw = params.get(param);
      if (raw === null || raw === '') continue;
      if (!/^-?\d{1,12}$/.test(raw.trim())) {
        bad(param, 'must be a whole number');
        continue;
      }
      range[bound] = Number(raw);
    }
    if (range.gteq !== undefined && range.lteq !== undefined && range.gteq > range.lteq) bad(`filter[${name}_gteq]`, `must not exceed filter[${name}_lteq]`);
    if (range.gteq !== undefined || range.lteq !== undefined) query.ranges[name] = range;
  }

  const single = (name: string) => {
    const v = params.get(name)?.trim();
    if (v === undefined || v === '') return undefined;
    if (!valuePattern.test(v)) bad(name, 'contains characters that are not allowed');
    return v;
  };
  query.modelGroup = single('filter[nameplate_model_group_eq]');
  query.brandEq = single('filter[nameplate_brand_name_eq]');
  query.nameplateEq = single('filter[nameplate_name_eq]');
  query.forcedStatuses = strings('forced_statuses');
  query.forcedDealerCodes = strings('forced_dealer_codes');
  query.ownerDealerCodes = strings('filter[owner_dealer_codes_includes]');

  const sort = params.get('sort');
  if (sort !== null && sort !== '') {
    if (Object.hasOwn(sortOptions, sort)) query.sort = sort as SortKey;
    else bad('sort', `one of ${Object.keys(sortOptions).join(', ')}`);
  }
  const page = params.get('page');
  if (page !== null && page !== '') {
    if (/^\d{1,6}$/.test(page) && Number(page) >= 1) query.page = Number(page);
    else bad('page', 'a page number from 1');
  }
  const items = params.get('items');
  if (items !== null && items !== '') {
    if (/^\d{1,3}$/.test(items) && Number(items) >= API_ITEMS_MIN && Number(items) <= API_ITEMS_MAX) query.items = Number(items);
    else bad('items', `between ${API_ITEMS_MIN} and ${API_ITEMS_MAX}`);
  }

  if (errors.length) throw new AppError('BAD_REQUEST', `Invalid query parameter: ${errors.map((e) => e.pointer).join(', ')}`, errors);
  return query;
}
