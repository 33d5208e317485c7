import {
  checkboxFilters,
  modelFamily,
  rangeFilters,
  sortOptions,
  type CheckboxFilterKey,
  type RangeFilterKey,
  type SortKey,
} from '../constants';
import type { StockQuery } from './url-state';

/**
 * In-memory columnar index of one listing's listed vehicles, for facet counts at 100k cars in a few
 * milliseconds (docs/decisions/0011). Pure: built from rows, queried without I/O.
 */
export interface IndexRow {
  id: number;
  state: string;
  status: string;
  nameplate_brand_name: string;
  nameplate_name: string;
  nameplate_model_group: string;
  transmission: string;
  color_canonical: string;
  color_name: string;
  owner_id: number | null;
  dealer_code: string | null;
  engine_type: string[];
  financing_options: string[];
  mileage: number | null;
  production_year: number | null;
  model_year: number | null;
  power: number | null;
  display_price: number | null;
  msrp_price: number | null;
  number_of_seats: number | null;
  created_at: number;
}

// Array-valued filters are bitmasks; the others are dictionary codes (columns from constants.ts).
const arrayColumn: Partial<Record<CheckboxFilterKey, 'engine_type' | 'financing_options'>> = {
  engine_types: 'engine_type',
  financing_options: 'financing_options',
};
const scalarColumn = Object.fromEntries(
  (Object.keys(checkboxFilters) as CheckboxFilterKey[]).filter((k) => !(k in arrayColumn)).map((k) => [k, checkboxFilters[k].column]),
) as Partial<Record<CheckboxFilterKey, keyof IndexRow>>;

interface Dictionary {
  values: string[];
  codes: Map<string, number>;
}

function dictionary(values: Iterable<string>): Dictionary {
  // Stryker disable next-line MethodExpression: codes are only compared with each other, and facets are sorted when they are listed
  const sorted = [...new Set(values)].sort();
  return { values: sorted, codes: new Map(sorted.map((v, i) => [v, i])) };
}

export interface FacetIndex {
  size: number;
  ids: Int32Array;
  scalar: Map<CheckboxFilterKey, { dict: Dictionary; codes: Int32Array }>;
  arrays: Map<CheckboxFilterKey, { dict: Dictionary; masks: Uint32Array }>;
  ranges: Map<RangeFilterKey, Float64Array>;
  modelGroup: { dict: Dictionary; codes: Int32Array };
  dealerCode: { dict: Dictionary; codes: Int32Array };
  orders: Map<SortKey, Int32Array>;
}

const NONE = -1;

function compareNullsLast(a: number | string | null, b: number | string | null, dir: 1 | -1): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -dir : a > b ? dir : 0;
}

export function buildFacetIndex(rows: IndexRow[]): FacetIndex {
  const size = rows.length;
  const encode = (pick: (r: IndexRow) => string | null) => {
    // Stryker disable next-line MethodExpression,ConditionalExpression,LogicalOperator,StringLiteral: a row without a value gets NONE below, so extra dictionary entries are never counted or matched
    const dict = dictionary(rows.map(pick).filter((v): v is string => v !== null && v !== ''));
    const codes = new Int32Array(size);
    rows.forEach((r, i) => {
      const v = pick(r);
      codes[i] = v === null || v === '' ? NONE : dict.codes.get(v)!;
    });
    return { dict, codes };
  };
  const scalar = new Map<CheckboxFilterKey, { dict: Dictionary; codes: Int32Array }>();
  for (const [key, column] of Object.entries(scalarColumn) as [CheckboxFilterKey, keyof IndexRow][]) {
    scalar.set(
      key,
      encode((r) => (r[column] === null ? null : String(r[column]))),
    );
  }
  const arrays = new Map<CheckboxFilterKey, { dict: Dictionary; masks: Uint32Array }>();
  for (const [key, column] of Object.entries(arrayColumn) as [CheckboxFilterKey, 'engine_type' | 'financing_options'][]) {
    const dict = dictionary(rows.flatMap((r) => r[column]));
    if (dict.values.length > 32) throw new Error(`too many ${column} values for a bitmask`);
    const masks = new Uint32Array(size);
    rows.forEach((r, i) => {
      for (const v of r[column]) masks[i]! |= 1 << dict.codes.get(v)!;
    });
    arrays.set(key, { dict, masks });
  }
  const ranges = new Map<RangeFilterKey, Float64Array>();
  for (const [key, column] of Object.entries(rangeFilters) as [RangeFilterKey, keyof IndexRow][]) {
    ranges.set(
      key,
      Float64Array.from(rows, (r) => (r[column] === null ? NaN : Number(r[column]))),
    );
  }
  const orders = new Map<SortKey, Int32Array>();
  for (const [key, option] of Object.entries(sortOptions) as [SortKey, (typeof sortOptions)[SortKey]][]) {
    const column = option.column;
    const dir = option.direction === 'asc' ? 1 : -1;
    const order = Int32Array.from(rows.keys());
    order.sort(
      (a, b) =>
        compareNullsLast(rows[a]![column] as number | string | null, rows[b]![column] as number | string | null, dir) ||
        // Stryker disable next-line ArithmeticOperator: dir is 1 or -1, so dividing by it is multiplying by it
        (rows[a]!.id - rows[b]!.id) * dir,
    );
    orders.set(key, order);
  }
  return {
    size,
    ids: Int32Array.from(rows, (r) => r.id),
    scalar,
    arrays,
    ranges,
    modelGroup: encode((r) => r.nameplate_model_group),
    dealerCode: encode((r) => r.dealer_code),
    orders,
  };
}

export interface IndexSearch {
  ids: number[];
  total: number;
  facets: Record<CheckboxFilterKey, { value: string; count: number }[]>;
  ranges: Record<RangeFilterKey, { min: number | null; max: number | null }>;
}

type Test = (i: number) => boolean;

/** The base set (listing constraints every facet shares), as one predicate. */
function baseTest(index: FacetIndex, q: StockQuery): Test {
  const tests: Test[] = [];
  const codesOf = (dict: Dictionary, values: readonly string[]) => new Set(values.map((v) => dict.codes.get(v) ?? -2));
  if (q.modelGroup) {
    const family = modelFamily(q.modelGroup);
    if (family) {
      const models = index.scalar.get('models')!;
      const allowed = codesOf(models.dict, family);
      tests.push((i) => allowed.has(models.codes[i]!));
    } else {
      const code = index.modelGroup.dict.codes.get(q.modelGroup) ?? -2;
      tests.push((i) => index.modelGroup.codes[i] === code);
    }
  }
  const eq = (key: CheckboxFilterKey, value: string | undefined) => {
    if (!value) return;
    const col = index.scalar.get(key)!;
    const code = col.dict.codes.get(value) ?? -2;
    tests.push((i) => col.codes[i] === code);
  };
  eq('brands', q.brandEq);
  eq('models', q.nameplateEq);
  if (q.forcedStatuses?.length) {
    const col = index.scalar.get('statuses')!;
    const allowed = codesOf(col.dict, q.forcedStatuses);
    tests.push((i) => allowed.has(col.codes[i]!));
  }
  const dealerCodes = [...(q.forcedDealerCodes ?? []), ...(q.ownerDealerCodes ?? [])];
  if (dealerCodes.length) {
    const allowed = codesOf(index.dealerCode.dict, dealerCodes);
    tests.push((i) => allowed.has(index.dealerCode.codes[i]!));
  }
  // Stryker disable next-line ConditionalExpression: an empty exclusion set excludes nothing
  if (q.excludeIds?.length) {
    const excluded = new Set(q.excludeIds);
    tests.push((i) => !excluded.has(index.ids[i]!));
  }
  // Stryker disable next-line ConditionalExpression: shortcut; `every` over no tests is true as well
  if (!tests.length) return () => true;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: shortcut; `every` over one test is that test
  if (tests.length === 1) return tests[0]!;
  return (i) => tests.every((t) => t(i));
}

/**
 * The visitor's active filters, in a fixed order: each facet or range is counted without its own.
 * Plain descriptors over typed arrays (no closures, no Sets), so the per-row loop stays fast.
 */
type ActiveFilter =
  | { id: string; kind: 'in'; codes: Int32Array; allowed: Uint8Array }
  | { id: string; kind: 'mask'; masks: Uint32Array; mask: number }
  | { id: string; kind: 'range'; values: Float64Array; lo: number; hi: number };

function activeFilters(index: FacetIndex, q: StockQuery): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const key of Object.keys(checkboxFilters) as CheckboxFilterKey[]) {
    const values = q.checkbox[key];
    if (!values?.length) continue;
    const arr = index.arrays.get(key);
    if (arr) {
      const mask = values.reduce((m, v) => (arr.dict.codes.has(v) ? m | (1 << arr.dict.codes.get(v)!) : m), 0);
      active.push({ id: `c:${key}`, kind: 'mask', masks: arr.masks, mask });
    } else {
      const col = index.scalar.get(key)!;
      const allowed = new Uint8Array(col.dict.values.length);
      for (const v of values) {
        const code = col.dict.codes.get(key === 'dealers' ? String(Number(v)) : v);
        // Stryker disable next-line ConditionalExpression: a typed array ignores a write to `undefined`
        if (code !== undefined) allowed[code] = 1;
      }
      active.push({ id: `c:${key}`, kind: 'in', codes: col.codes, allowed });
    }
  }
  for (const key of Object.keys(rangeFilters) as RangeFilterKey[]) {
    const range = q.ranges[key];
    if (!range) continue;
    // NaN (no value) fails every comparison, as NULL does in SQL.
    active.push({ id: `r:${key}`, kind: 'range', values: index.ranges.get(key)!, lo: range.gteq ?? -Infinity, hi: range.lteq ?? Infinity });
  }
  return active;
}

function passes(f: ActiveFilter, i: number): boolean {
  switch (f.kind) {
    case 'in': {
      const c = f.codes[i]!;
      // Stryker disable next-line ConditionalExpression: allowed[-1] is undefined, never 1
      return c >= 0 && f.allowed[c] === 1;
    }
    case 'mask':
      return (f.masks[i]! & f.mask) !== 0;
    case 'range': {
      const v = f.values[i]!;
      return v >= f.lo && v <= f.hi;
    }
  }
}

export function searchIndex(index: FacetIndex, q: StockQuery): IndexSearch {
  const base = baseTest(index, q);
  const active = activeFilters(index, q);
  // For each row: -2 outside the base set, -1 matching every filter, k when failing only filter k,
  // -3 when failing two or more. Facet k then counts rows at -1 or k.
  const miss = new Int8Array(index.size);
  let total = 0;
  for (let i = 0; i < index.size; i++) {
    if (!base(i)) {
      miss[i] = -2;
      continue;
    }
    let state = -1;
    for (let k = 0; k < active.length; k++) {
      if (!passes(active[k]!, i)) {
        state = state === -1 ? k : -3;
        // Stryker disable next-line ConditionalExpression: shortcut; a row failing two filters stays at -3
        if (state === -3) break;
      }
    }
    miss[i] = state;
    if (state === -1) total++;
  }
  // One fused pass: a row feeds facet/range k when it fails no filter, or only k's own filter.
  const facetKeys = Object.keys(checkboxFilters) as CheckboxFilterKey[];
  const rangeKeys = Object.keys(rangeFilters) as RangeFilterKey[];
  const slotOf = (id: string) => {
    const k = active.findIndex((a) => a.id === id);
    // Stryker disable next-line ConditionalExpression: -1 (not found) would only match rows that already count as matching every filter
    return k >= 0 ? k : -9; // -9 never equals a row state
  };
  const facetSlots = Int32Array.from(facetKeys, (k) => slotOf(`c:${k}`));
  const rangeSlots = Int32Array.from(rangeKeys, (k) => slotOf(`r:${k}`));
  const scalarCols = facetKeys.map((k) => index.scalar.get(k)?.codes ?? null);
  const arrayCols = facetKeys.map((k) => index.arrays.get(k)?.masks ?? null);
  const tallies = facetKeys.map((k) => new Int32Array((index.scalar.get(k) ?? index.arrays.get(k))!.dict.values.length));
  const rangeCols = rangeKeys.map((k) => index.ranges.get(k)!);
  const mins = new Float64Array(rangeKeys.length).fill(Infinity);
  // Stryker disable next-line UnaryOperator: every entry is overwritten below
  const maxs = new Float64Array(rangeKeys.length).fill(-Infinity);
  // Column by column, in tight loops over typed arrays: far faster in V8 than one loop per row
  // over every facet.
  const n = index.size;
  for (let f = 0; f < facetKeys.length; f++) {
    const slot = facetSlots[f]!;
    const tally = tallies[f]!;
    const codes = scalarCols[f];
    if (codes) {
      // Stryker disable next-line EqualityOperator: reading one past the end gives undefined, which matches no slot
      for (let i = 0; i < n; i++) {
        const m = miss[i]!;
        if (m === -1 || m === slot) {
          const c = codes[i]!;
          // Stryker disable next-line ConditionalExpression: a typed array ignores a write at -1
          if (c >= 0) tally[c]!++;
        }
      }
    } else {
      const masks = arrayCols[f]!;
      const bits = tally.length;
      // Stryker disable next-line EqualityOperator: reading one past the end gives undefined, which matches no slot
      for (let i = 0; i < n; i++) {
        const m = miss[i]!;
        if (m !== -1 && m !== slot) continue;
        const mask = masks[i]!;
        // Stryker disable next-line ConditionalExpression,EqualityOperator: shortcut for cars without values; bit `bits` is never set
        if (mask) for (let b = 0; b < bits; b++) if (mask & (1 << b)) tally[b]!++;
      }
    }
  }
  for (let r = 0; r < rangeKeys.length; r++) {
    const slot = rangeSlots[r]!;
    const values = rangeCols[r]!;
    let lo = Infinity;
    let hi = -Infinity;
    // Stryker disable next-line EqualityOperator: reading one past the end gives undefined, which matches no slot
    for (let i = 0; i < n; i++) {
      const m = miss[i]!;
      if (m !== -1 && m !== slot) continue;
      const v = values[i]!;
      // Stryker disable next-line EqualityOperator: replacing a bound by an equal value changes nothing
      if (v < lo) lo = v; // NaN (no value) fails both comparisons
      // Stryker disable next-line EqualityOperator: replacing a bound by an equal value changes nothing
      if (v > hi) hi = v;
    }
    mins[r] = lo;
    maxs[r] = hi;
  }

  const facets = {} as IndexSearch['facets'];
  facetKeys.forEach((key, f) => {
    const dict = (index.scalar.get(key) ?? index.arrays.get(key))!.dict;
    const list: { value: string; count: number }[] = [];
    tallies[f]!.forEach((n, c) => n && list.push({ value: dict.values[c]!, count: n }));
    facets[key] = list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  });
  const ranges = {} as IndexSearch['ranges'];
  rangeKeys.forEach((key, r) => {
    ranges[key] = mins[r] === Infinity ? { min: null, max: null } : { min: mins[r]!, max: maxs[r]! };
  });

  const ids: number[] = [];
  const skip = (q.page - 1) * q.items;
  let seen = 0;
  for (const i of index.orders.get(q.sort)!) {
    if (miss[i] !== -1) continue;
    if (seen++ < skip) continue;
    ids.push(index.ids[i]!);
    if (ids.length === q.items) break;
  }
  return { ids, total, facets, ranges };
}

/**
 * Changes one car's status in place (a reservation made online): its status code, the status
 * facet and the status sort order, without rebuilding the index. Searches after it answer as a
 * fresh build from the changed rows would. Returns false when the car is not in the index.
 */
export function patchIndexedStatus(index: FacetIndex, vehicleId: number, status: string): boolean {
  const row = index.ids.indexOf(vehicleId);
  if (row < 0) return false;
  const column = index.scalar.get('statuses')!;
  let code = column.dict.codes.get(status);
  if (code === undefined) {
    // A status nobody had: a new dictionary code (codes are only compared, facets sorted when listed).
    code = column.dict.values.length;
    column.dict.values.push(status);
    column.dict.codes.set(status, code);
  }
  column.codes[row] = code;
  const order = index.orders.get('status');
  if (order) {
    const statusAt = (r: number) => column.dict.values[column.codes[r]!] ?? '';
    const before = (a: number, b: number) => {
      const sa = statusAt(a);
      const sb = statusAt(b);
      return sa < sb || (sa === sb && index.ids[a]! < index.ids[b]!);
    };
    const rest = Int32Array.from(order).filter((r) => r !== row);
    let lo = 0;
    let hi = rest.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(rest[mid]!, row)) lo = mid + 1;
      else hi = mid;
    }
    order.set(rest.subarray(0, lo), 0);
    order[lo] = row;
    order.set(rest.subarray(lo), lo + 1);
  }
  return true;
}
