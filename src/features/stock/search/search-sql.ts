import { sql, type SQL } from 'drizzle-orm';
import { checkboxFilters, modelFamily, rangeFilters, sortOptions, type CheckboxFilterKey, type RangeFilterKey } from '../constants';
import type { StockQuery } from './url-state';

const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Conditions every result and every facet shares: the listing, listed cars, forced values. */
export function baseConditions(listingId: string, q: StockQuery): SQL[] {
  const c: SQL[] = [sql`v.listing_id = ${listingId}`, sql`v.listed`];
  if (q.modelGroup) {
    // A family key (defender_family) or a model group stored on the car.
    const family = modelFamily(q.modelGroup);
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

function checkboxCondition(key: CheckboxFilterKey, values: string[]): SQL {
  const column = sql.raw(`v.${checkboxFilters[key].column}`);
  if (checkboxFilters[key].kind === 'includes') return sql`${column} && array[${list(values)}]::text[]`;
  if (key === 'dealers') return sql`${column} in (${list(values.map(Number))})`;
  return sql`${column} in (${list(values)})`;
}

function rangeCondition(key: RangeFilterKey, range: { gteq?: number; lteq?: number }): SQL {
  const column = sql.raw(`v.${rangeFilters[key]}`);
  const parts: SQL[] = [];
  if (range.gteq !== undefined) parts.push(sql`${column} >= ${range.gteq}`);
  if (range.lteq !== undefined) parts.push(sql`${column} <= ${range.lteq}`);
  return sql.join(parts, sql` and `);
}

type FilterId = `c:${CheckboxFilterKey}` | `r:${RangeFilterKey}`;

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
  return conditions.length
    ? sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` and `,
      )
    : sql`true`;
}

export function orderBy(q: StockQuery): SQL {
  const { column, direction } = sortOptions[q.sort];
  const dir = sql.raw(direction === 'asc' ? 'asc' : 'desc');
  return sql`${sql.raw(`v.${column}`)} ${dir} nulls last, v.id ${dir}`;
}

const facetKeys = Object.keys(checkboxFilters) as CheckboxFilterKey[];

/** Order of the facet columns in facetsStatement (g's bits follow it). */
export function facetKeyOrder(): CheckboxFilterKey[] {
  return facetKeys;
}

/**
 * Every facet and the total in one scan of the listing:
 * - the inner query flags, once per row, which active filter the row matches;
 * - GROUPING SETS makes one group per (facet, value) plus the grand total `()`;
 * - each facet counts with FILTER (every flag but its own), so a checkbox shows how many cars it
 *   would give.
 * Array facets (engine types, financing options) are grouped by the whole array and split into
 * per-value counts by the caller: a car counts once for each value it has.
 */
export function facetsStatement(listingId: string, q: StockQuery): SQL {
  const active = [...activeFilters(q)];
  const flag = (id: FilterId) => `m_${id.replace(':', '_')}`;
  const others = (except: FilterId | null) => and(active.filter(([id]) => id !== except).map(([id]) => sql.raw(`b.${flag(id)}`)));
  const inner = sql.join(
    [
      sql.raw(facetKeys.map((k) => `v.${checkboxFilters[k].column}`).join(', ')),
      ...active.map(([id, cond]) => sql`(${cond}) as ${sql.raw(flag(id))}`),
    ],
    sql`, `,
  );
  const columns = facetKeys.map((k) => sql.raw(`b.${checkboxFilters[k].column}`));
  const values = facetKeys.map((k, i) =>
    checkboxFilters[k].kind === 'includes' ? sql`${columns[i]} as ${sql.raw(`v${i}`)}` : sql`${columns[i]}::text as ${sql.raw(`v${i}`)}`,
  );
  // A facet whose own filter is inactive counts like the total, so only 1 + (active checkbox
  // filters) distinct counts are needed: every aggregate is evaluated for every grouping set.
  const counts = [
    sql`(count(*) filter (where ${others(null)}))::int as n_all`,
    ...facetKeys.flatMap((k, i) =>
      q.checkbox[k]?.length ? [sql`(count(*) filter (where ${others(`c:${k}`)}))::int as ${sql.raw(`n${i}`)}`] : [],
    ),
  ];
  const sets = sql.join([...columns.map((c) => sql`(${c})`), sql`()`], sql`, `);
  return sql`select grouping(${sql.join(columns, sql`, `)})::int as g, ${sql.join([...values, ...counts], sql`, `)} from (select ${inner} from vehicles v where ${and(baseConditions(listingId, q))}) b group by grouping sets (${sets})`;
}

/** One row: min/max of each range without its own filter (for the sliders). */
export function rangesStatement(listingId: string, q: StockQuery): SQL {
  const cols = (Object.keys(rangeFilters) as RangeFilterKey[]).flatMap((k) => {
    const column = sql.raw(`v.${rangeFilters[k]}`);
    const where = and([...activeFilters(q)].filter(([id]) => id !== `r:${k}`).map(([, cond]) => cond));
    return [
      sql`(min(${column}) filter (where ${where}))::bigint as ${sql.raw(`${k}_min`)}`,
      sql`(max(${column}) filter (where ${where}))::bigint as ${sql.raw(`${k}_max`)}`,
    ];
  });
  return sql`select ${sql.join(cols, sql`, `)} from vehicles v where ${and(baseConditions(listingId, q))}`;
}
