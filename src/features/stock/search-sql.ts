import { sql, type SQL } from 'drizzle-orm';
import { checkboxFilters, modelFamilies, rangeFilters, sortOptions, type CheckboxFilterKey, type RangeFilterKey } from './constants';
import type { StockQuery } from './query';

/** SQL column of each filter (identifiers come from our own tables, never from input). */
const checkboxColumn: Record<CheckboxFilterKey, string> = {
  brands: 'nameplate_brand_name',
  models: 'nameplate_name',
  financing_options: 'financing_options',
  states: 'state',
  statuses: 'status',
  engine_types: 'engine_type',
  transmissions: 'transmission',
  colors: 'color_canonical',
  specific_colors: 'color_name',
  dealers: 'owner_id',
};
export const rangeColumn: Record<RangeFilterKey, string> = {
  mileage: 'mileage',
  production_year: 'production_year',
  model_year: 'model_year',
  power: 'power',
  display_price: 'display_price',
  msrp_price: 'msrp_price',
  number_of_seats: 'number_of_seats',
};
const sortColumn: Record<string, string> = {
  productionYear: 'production_year',
  createdAt: 'created_at',
  mileage: 'mileage',
  displayPrice: 'display_price',
  status: 'status',
};

const list = (values: (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** Conditions every result and every facet shares: the listing, listed cars, forced values. */
export function baseConditions(listingId: string, q: StockQuery): SQL[] {
  const c: SQL[] = [sql`v.listing_id = ${listingId}`, sql`v.listed`];
  if (q.modelGroup) {
    // A family key (defender_family) or a model group stored on the car.
    const family = modelFamilies[q.modelGroup];
    c.push(family ? sql`v.nameplate_name in (${list([...family])})` : sql`v.nameplate_model_group = ${q.modelGroup}`);
  }
  if (q.brandEq) c.push(sql`v.nameplate_brand_name = ${q.brandEq}`);
  if (q.nameplateEq) c.push(sql`v.nameplate_name = ${q.nameplateEq}`);
  if (q.forcedStatuses?.length) c.push(sql`v.status in (${list(q.forcedStatuses)})`);
  const dealerCodes = [...(q.forcedDealerCodes ?? []), ...(q.ownerDealerCodes ?? [])];
  if (dealerCodes.length) c.push(sql`v.owner_id in (select d.id from dealers d where d.dealer_code in (${list(dealerCodes)}))`);
  if (q.excludeIds?.length) c.push(sql`v.id not in (${list(q.excludeIds)})`);
  return c;
}

export function checkboxCondition(key: CheckboxFilterKey, values: string[]): SQL {
  const column = sql.raw(`v.${checkboxColumn[key]}`);
  if (checkboxFilters[key].kind === 'includes') return sql`${column} && array[${list(values)}]::text[]`;
  if (key === 'dealers') return sql`${column} in (${list(values.map(Number))})`;
  return sql`${column} in (${list(values)})`;
}

export function rangeCondition(key: RangeFilterKey, range: { gteq?: number; lteq?: number }): SQL {
  const column = sql.raw(`v.${rangeColumn[key]}`);
  const parts: SQL[] = [];
  if (range.gteq !== undefined) parts.push(sql`${column} >= ${range.gteq}`);
  if (range.lteq !== undefined) parts.push(sql`${column} <= ${range.lteq}`);
  return sql.join(parts, sql` and `);
}

export type FilterId = `c:${CheckboxFilterKey}` | `r:${RangeFilterKey}`;

/** The visitor's active filters, each as one condition, keyed so a facet can leave its own out. */
export function activeFilters(q: StockQuery): Map<FilterId, SQL> {
  const active = new Map<FilterId, SQL>();
  for (const [key, values] of Object.entries(q.checkbox) as [CheckboxFilterKey, string[]][]) {
    if (values.length) active.set(`c:${key}`, checkboxCondition(key, values));
  }
  for (const [key, range] of Object.entries(q.ranges) as [RangeFilterKey, { gteq?: number; lteq?: number }][]) {
    active.set(`r:${key}`, rangeCondition(key, range));
  }
  return active;
}

export function and(conditions: SQL[]): SQL {
  return conditions.length ? sql.join(conditions.map((c) => sql`(${c})`), sql` and `) : sql`true`;
}

export function orderBy(q: StockQuery): SQL {
  const { column, direction } = sortOptions[q.sort];
  const dir = sql.raw(direction === 'asc' ? 'asc' : 'desc');
  return sql`${sql.raw(`v.${sortColumn[column]}`)} ${dir} nulls last, v.id ${dir}`;
}

/**
 * One statement for every facet: `base` scans the listing once and flags, per row, which active
 * filter it matches; each facet then counts the rows matching every flag but its own, so a
 * checkbox shows how many cars it would give. Ranges report min/max the same way.
 */
export function facetsStatement(listingId: string, q: StockQuery): SQL {
  const active = [...activeFilters(q)];
  const flagName = (id: FilterId) => `m_${id.replace(':', '_')}`;
  const flags = active.map(([id, cond]) => sql`(${cond}) as ${sql.raw(flagName(id))}`);
  const others = (except: FilterId | null) => and(active.filter(([id]) => id !== except).map(([id]) => sql.raw(`b.${flagName(id)}`)));
  const parts: SQL[] = [];
  for (const key of Object.keys(checkboxFilters) as CheckboxFilterKey[]) {
    const column = checkboxColumn[key];
    const where = others(`c:${key}`);
    parts.push(
      checkboxFilters[key].kind === 'includes'
        ? sql`select ${key}::text as facet, x.value::text as value, count(*)::int as n, null::bigint as lo, null::bigint as hi from base b cross join lateral unnest(b.${sql.raw(column)}) as x(value) where ${where} group by x.value`
        : sql`select ${key}::text as facet, b.${sql.raw(column)}::text as value, count(*)::int as n, null::bigint as lo, null::bigint as hi from base b where ${where} and b.${sql.raw(column)} is not null group by b.${sql.raw(column)}`,
    );
  }
  for (const key of Object.keys(rangeFilters) as RangeFilterKey[]) {
    const column = sql.raw(`b.${rangeColumn[key]}`);
    parts.push(sql`select ${`range:${key}`}::text as facet, null::text as value, count(*)::int as n, min(${column})::bigint as lo, max(${column})::bigint as hi from base b where ${others(`r:${key}`)}`);
  }
  parts.push(sql`select 'total'::text as facet, null::text as value, count(*)::int as n, null::bigint as lo, null::bigint as hi from base b where ${others(null)}`);
  const selectList = sql.join([sql.raw(['id', ...Object.values(checkboxColumn), ...Object.values(rangeColumn)].map((c) => `v.${c}`).join(', ')), ...flags], sql`, `);
  return sql`with base as materialized (select ${selectList} from vehicles v where ${and(baseConditions(listingId, q))}) ${sql.join(parts, sql` union all `)}`;
}
