import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkboxFilters,
  modelFamilies,
  rangeFilters,
  sortOptions,
  type CheckboxFilterKey,
  type RangeFilterKey,
  type SortKey,
} from '../constants';
import { buildFacetIndex, patchIndexedStatus, searchIndex, type IndexRow } from './facet-index';
import { emptySearch, type StockQuery } from './url-state';

/**
 * The in-memory index against a reference written the obvious way (filter, count, sort the rows),
 * over random small inventories whose values overlap, so that most searches find cars and the
 * facets and ranges have something to count.
 */
const checkboxKeys = Object.keys(checkboxFilters) as CheckboxFilterKey[];
const rangeKeys = Object.keys(rangeFilters) as RangeFilterKey[];
const sortKeys = Object.keys(sortOptions) as SortKey[];

const domains = {
  state: ['new', 'approved', 'used'],
  status: ['stock', 'reserved', 'demo'],
  nameplate_brand_name: ['land_rover', 'jaguar'],
  nameplate_name: ['defender_110', 'discovery', 'range_rover', 'f-pace'],
  nameplate_model_group: ['defender', 'discovery', 'range_rover', 'f-pace', ''],
  transmission: ['automatic', 'manual'],
  color_canonical: ['white', 'black', 'grey'],
  color_name: ['フジホワイト', 'Santorini Black', 'Eiger Grey', ''],
  engine_type: ['phev', 'diesel', 'bev'],
  financing_options: ['cash', 'lease', 'loan'],
  owner_id: [1, 2, 3, 12],
} as const;
const rangeValues: Record<RangeFilterKey, number[]> = {
  mileage: [0, 5_000, 20_000, 60_000],
  production_year: [2019, 2021, 2024],
  model_year: [2020, 2022, 2025],
  power: [200, 300, 400],
  display_price: [0, 5_000_000, 9_000_000],
  msrp_price: [6_000_000, 12_000_000],
  number_of_seats: [2, 5, 7],
};
const dealerCode = (owner: number | null) => (owner === null ? null : `JP${String(owner).padStart(3, '0')}`);
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 5 });

const rowArb = fc
  .record({
    state: fc.constantFrom(...domains.state),
    status: fc.constantFrom(...domains.status),
    nameplate_brand_name: fc.constantFrom(...domains.nameplate_brand_name),
    nameplate_name: fc.constantFrom(...domains.nameplate_name),
    nameplate_model_group: fc.constantFrom(...domains.nameplate_model_group),
    transmission: fc.constantFrom(...domains.transmission),
    color_canonical: fc.constantFrom(...domains.color_canonical),
    color_name: fc.constantFrom(...domains.color_name),
    owner_id: nullable(fc.constantFrom(...domains.owner_id)),
    engine_type: fc.subarray([...domains.engine_type]),
    financing_options: fc.subarray([...domains.financing_options]),
    mileage: nullable(fc.constantFrom(...rangeValues.mileage, 12_345)),
    production_year: nullable(fc.constantFrom(...rangeValues.production_year, 2022)),
    model_year: nullable(fc.constantFrom(...rangeValues.model_year)),
    power: nullable(fc.constantFrom(...rangeValues.power, 250)),
    display_price: nullable(fc.constantFrom(...rangeValues.display_price, 7_000_000)),
    msrp_price: nullable(fc.constantFrom(...rangeValues.msrp_price)),
    number_of_seats: nullable(fc.constantFrom(...rangeValues.number_of_seats)),
    // Few distinct times, so sorting often has to break ties by id.
    created_at: fc.constantFrom(1_000, 2_000, 3_000),
  })
  .map((r) => ({ ...r, dealer_code: dealerCode(r.owner_id) }));

// Ids are unique but not in insertion order, so that sorting by id is not sorting by position.
const rowsArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 10, maxLength: 40 })
  .chain((ids) =>
    fc.array(rowArb, { minLength: ids.length, maxLength: ids.length }).map((rows) => rows.map((r, i): IndexRow => ({ ...r, id: ids[i]! }))),
  );

/** Values a visitor may tick for a checkbox facet; now and then one no car has. */
const checkboxValues: Record<CheckboxFilterKey, readonly string[]> = {
  brands: domains.nameplate_brand_name,
  models: domains.nameplate_name,
  financing_options: domains.financing_options,
  states: domains.state,
  statuses: domains.status,
  engine_types: domains.engine_type,
  transmissions: domains.transmission,
  colors: [...domains.color_canonical, 'pink'],
  specific_colors: domains.color_name.filter(Boolean),
  // The URL may spell a dealer id with leading zeros.
  dealers: ['1', '2', '03', '12', '99'],
};

/** At most one listing-level constraint (block settings, similar vehicles), and usually none, as on the site. */
const baseArb: fc.Arbitrary<Partial<StockQuery>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('defender_family', 'range_rover_family', 'any_jag', 'discovery', 'defender', 'no_such_group')
      .map((modelGroup) => ({ modelGroup })),
  },
  { weight: 1, arbitrary: fc.constantFrom(...domains.nameplate_brand_name, 'mg').map((brandEq) => ({ brandEq })) },
  { weight: 1, arbitrary: fc.constantFrom(...domains.nameplate_name).map((nameplateEq) => ({ nameplateEq })) },
  { weight: 1, arbitrary: fc.subarray([...domains.status], { minLength: 1 }).map((forcedStatuses) => ({ forcedStatuses })) },
  {
    weight: 1,
    arbitrary: fc
      .record(
        {
          forcedDealerCodes: fc.subarray(['JP001', 'JP002', 'JP404'], { minLength: 1 }),
          ownerDealerCodes: fc.subarray(['JP003', 'JP012'], { minLength: 1 }),
        },
        { requiredKeys: [] },
      )
      .filter((r) => Object.keys(r).length > 0),
  },
  {
    weight: 1,
    arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 20 }).map((excludeIds) => ({ excludeIds })),
  },
);

const checkboxArb = fc
  .subarray(checkboxKeys, { maxLength: 2 })
  .chain((keys) =>
    fc.tuple(...keys.map((k) => fc.subarray([...checkboxValues[k]], { minLength: 1, maxLength: 2 }).map((v) => [k, v] as const))),
  );
const rangeArb = fc
  .subarray(rangeKeys, { maxLength: 1 })
  .chain((keys) =>
    fc.tuple(
      ...keys.map((k) =>
        fc
          .record({ gteq: fc.constantFrom(...rangeValues[k]), lteq: fc.constantFrom(...rangeValues[k]) }, { requiredKeys: [] })
          .map((r) => [k, r] as const),
      ),
    ),
  );

const queryArb: fc.Arbitrary<StockQuery> = fc
  .record({
    base: baseArb,
    checkbox: checkboxArb,
    ranges: rangeArb,
    sort: fc.constantFrom(...sortKeys),
    // Mostly the first page, as visitors see it; later pages and small pages test the paging.
    page: fc.oneof({ weight: 4, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 4 }) }),
    items: fc.integer({ min: 1, max: 12 }),
  })
  .map(({ base, checkbox, ranges, ...rest }) => ({
    ...emptySearch(),
    ...base,
    ...rest,
    checkbox: Object.fromEntries(checkbox.map(([k, v]) => [k, [...v]])),
    ranges: Object.fromEntries(ranges),
  }));

// ---------------------------------------------------------------------------------------------
// The reference: one row at a time, as a person would count.

type Filter = { id: string; test: (r: IndexRow) => boolean };

function inBase(r: IndexRow, q: StockQuery): boolean {
  if (q.modelGroup) {
    const family = modelFamilies[q.modelGroup];
    if (family ? !family.includes(r.nameplate_name) : r.nameplate_model_group !== q.modelGroup) return false;
  }
  if (q.brandEq && r.nameplate_brand_name !== q.brandEq) return false;
  if (q.nameplateEq && r.nameplate_name !== q.nameplateEq) return false;
  if (q.forcedStatuses?.length && !q.forcedStatuses.includes(r.status)) return false;
  const codes = [...(q.forcedDealerCodes ?? []), ...(q.ownerDealerCodes ?? [])];
  if (codes.length && (r.dealer_code === null || !codes.includes(r.dealer_code))) return false;
  return !q.excludeIds?.includes(r.id);
}

function filtersOf(q: StockQuery): Filter[] {
  const filters: Filter[] = [];
  for (const [key, values] of Object.entries(q.checkbox) as [CheckboxFilterKey, string[]][]) {
    const column = checkboxFilters[key].column;
    filters.push({
      id: key,
      test: (r) => {
        if (key === 'dealers') return r.owner_id !== null && values.some((v) => Number(v) === r.owner_id);
        const cell = r[column as keyof IndexRow];
        return Array.isArray(cell) ? cell.some((v) => values.includes(v)) : values.includes(String(cell));
      },
    });
  }
  for (const [key, range] of Object.entries(q.ranges) as [RangeFilterKey, { gteq?: number; lteq?: number }][]) {
    filters.push({
      id: key,
      test: (r) => {
        const v = r[rangeFilters[key] as keyof IndexRow] as number | null;
        return v !== null && (range.gteq === undefined || v >= range.gteq) && (range.lteq === undefined || v <= range.lteq);
      },
    });
  }
  return filters;
}

function reference(rows: IndexRow[], q: StockQuery) {
  const base = rows.filter((r) => inBase(r, q));
  const filters = filtersOf(q);
  const without = (id: string) => base.filter((r) => filters.every((f) => f.id === id || f.test(r)));
  const matching = without('');

  const facets = Object.fromEntries(
    checkboxKeys.map((key) => {
      const counts = new Map<string, number>();
      for (const r of without(key)) {
        const cell = r[checkboxFilters[key].column as keyof IndexRow];
        const values = Array.isArray(cell) ? cell : cell === null || cell === '' ? [] : [String(cell)];
        for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      const list = [...counts].map(([value, count]) => ({ value, count }));
      return [key, list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))];
    }),
  );
  const ranges = Object.fromEntries(
    rangeKeys.map((key) => {
      const values = without(key)
        .map((r) => r[rangeFilters[key] as keyof IndexRow] as number | null)
        .filter((v): v is number => v !== null);
      return [key, values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: null, max: null }];
    }),
  );

  const { column, direction } = sortOptions[q.sort];
  const dir = direction === 'asc' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => {
    const x = a[column as keyof IndexRow] as number | string | null;
    const y = b[column as keyof IndexRow] as number | string | null;
    if (x !== y) {
      if (x === null) return 1; // nulls last, whatever the direction
      if (y === null) return -1;
      return (x < y ? -1 : 1) * dir;
    }
    return (a.id - b.id) * dir;
  });
  const ids = sorted.slice((q.page - 1) * q.items, q.page * q.items).map((r) => r.id);
  return { ids, total: matching.length, facets, ranges };
}

// ---------------------------------------------------------------------------------------------

describe('searchIndex', () => {
  it('finds, counts, bounds, sorts and pages exactly like the reference, mostly on searches that find cars (property)', () => {
    const seen = { runs: 0, withCars: 0, withPage: 0 };
    fc.assert(
      fc.property(rowsArb, queryArb, (rows, q) => {
        const expected = reference(rows, q);
        seen.runs++;
        if (expected.total > 0) seen.withCars++;
        if (expected.ids.length > 0) seen.withPage++;
        expect(searchIndex(buildFacetIndex(rows), q)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
    // The comparison is only worth something if most searches found cars (about 75 % and 63 %).
    expect(seen.withCars / seen.runs).toBeGreaterThan(0.6);
    expect(seen.withPage / seen.runs).toBeGreaterThan(0.5);
  });
});

describe('patchIndexedStatus (a car reserved online)', () => {
  it('answers every search as an index built from the changed rows would (property)', () => {
    fc.assert(
      fc.property(rowsArb, fc.nat(), fc.constantFrom('reserved', 'sold', 'stock', 'delivery'), queryArb, (rows, pick, status, q) => {
        const changed = rows[pick % rows.length]!;
        const index = buildFacetIndex(rows);
        expect(patchIndexedStatus(index, changed.id, status)).toBe(true);
        const rebuilt = buildFacetIndex(rows.map((r) => (r.id === changed.id ? { ...r, status } : r)));
        expect(searchIndex(index, q)).toEqual(searchIndex(rebuilt, q));
        expect(searchIndex(index, { ...q, sort: 'status' })).toEqual(searchIndex(rebuilt, { ...q, sort: 'status' }));
      }),
      { numRuns: 200 },
    );
  });

  it('says so when the car is not in the index', () => {
    const index = buildFacetIndex([]);
    expect(patchIndexedStatus(index, 7, 'reserved')).toBe(false);
  });
});

describe('searchIndex examples', () => {
  const car = (id: number, over: Partial<IndexRow> = {}): IndexRow => ({
    id,
    state: 'new',
    status: 'stock',
    nameplate_brand_name: 'land_rover',
    nameplate_name: 'defender_110',
    nameplate_model_group: 'defender',
    transmission: 'automatic',
    color_canonical: 'white',
    color_name: 'フジホワイト',
    owner_id: 1,
    dealer_code: 'JP001',
    engine_type: ['phev'],
    financing_options: ['cash'],
    mileage: 10,
    production_year: 2024,
    model_year: 2025,
    power: 300,
    display_price: 9_000_000,
    msrp_price: 10_000_000,
    number_of_seats: 5,
    created_at: 1_000,
    ...over,
  });
  const search = (rows: IndexRow[], over: Partial<StockQuery> = {}) => searchIndex(buildFacetIndex(rows), { ...emptySearch(), ...over });

  it('puts cars without a price last in both directions, and breaks ties by id in the sort direction', () => {
    const rows = [
      car(1, { display_price: null }),
      car(2, { display_price: 5 }),
      car(3, { display_price: 7 }),
      car(4, { display_price: 5 }),
    ];
    expect(search(rows, { sort: 'priceAsc' }).ids).toEqual([2, 4, 3, 1]);
    expect(search(rows, { sort: 'priceDesc' }).ids).toEqual([3, 4, 2, 1]);
  });

  it('shows the requested page of the requested size', () => {
    const rows = [1, 2, 3, 4, 5].map((id) => car(id, { created_at: id }));
    expect(search(rows, { sort: 'createdAtAsc', page: 2, items: 2 }).ids).toEqual([3, 4]);
    expect(search(rows, { sort: 'createdAtAsc', page: 3, items: 2 }).ids).toEqual([5]);
    expect(search(rows, { sort: 'createdAtAsc', page: 4, items: 2 })).toMatchObject({ ids: [], total: 5 });
  });

  it('counts each facet without its own filter, and ranges without their own range', () => {
    const rows = [car(1), car(2, { state: 'used', mileage: 30_000 }), car(3, { state: 'used', color_canonical: 'black', mileage: 50_000 })];
    const found = search(rows, { checkbox: { states: ['used'] }, ranges: { mileage: { lteq: 40_000 } } });
    expect(found).toMatchObject({ ids: [2], total: 1 });
    expect(found.facets.states).toEqual([
      { value: 'new', count: 1 },
      { value: 'used', count: 1 },
    ]);
    expect(found.facets.colors).toEqual([{ value: 'white', count: 1 }]);
    expect(found.ranges.mileage).toEqual({ min: 30_000, max: 50_000 });
  });

  it('has no bounds for a range no matching car has a value for', () => {
    expect(search([car(1, { power: null })]).ranges.power).toEqual({ min: null, max: null });
  });

  it('applies every listing constraint at once', () => {
    const rows = [
      car(1, { nameplate_brand_name: 'jaguar', nameplate_name: 'f-pace', status: 'stock' }),
      car(2, { nameplate_brand_name: 'jaguar', nameplate_name: 'f-pace', status: 'sold' }),
      car(3, { status: 'stock' }),
    ];
    expect(search(rows, { modelGroup: 'any_jag', forcedStatuses: ['stock'] })).toMatchObject({ ids: [1], total: 1 });
  });

  it('finds nothing for a model group no car has', () => {
    expect(search([car(1), car(2, { nameplate_model_group: 'discovery' })], { modelGroup: 'no_such_group' })).toMatchObject({
      ids: [],
      total: 0,
    });
  });

  it('does not count a car that fails two filters in the facet of either, nor of any other', () => {
    const rows = [
      car(1),
      // Fails the brand and the model filters, passes financing and state.
      car(2, { nameplate_brand_name: 'jaguar', nameplate_name: 'f-pace', state: 'used' }),
    ];
    const found = search(rows, {
      checkbox: { brands: ['land_rover'], models: ['defender_110'], financing_options: ['cash'], states: ['new', 'used'] },
    });
    expect(found.facets.states).toEqual([{ value: 'new', count: 1 }]);
    expect(found.facets.brands).toEqual([{ value: 'land_rover', count: 1 }]);
  });

  it('does not count a car that fails a later filter too in the facet of an earlier one', () => {
    const rows = [
      car(1),
      // Fails the state filter (fourth) and the engine filter (sixth).
      car(2, { state: 'used', engine_type: ['diesel'] }),
    ];
    const found = search(rows, {
      checkbox: {
        brands: ['land_rover'],
        models: ['defender_110'],
        financing_options: ['cash'],
        states: ['new'],
        statuses: ['stock'],
        engine_types: ['phev'],
      },
    });
    expect(found.facets.states).toEqual([{ value: 'new', count: 1 }]);
    expect(found.facets.engine_types).toEqual([{ value: 'phev', count: 1 }]);
  });

  it('finds nothing for a model or brand no car has', () => {
    const rows = ['defender_110', 'discovery', 'range_rover', 'f-pace'].map((name, i) => car(i + 1, { nameplate_name: name }));
    expect(search(rows, { nameplateEq: 'velar' })).toMatchObject({ ids: [], total: 0 });
    expect(search(rows, { brandEq: 'mg' })).toMatchObject({ ids: [], total: 0 });
  });

  it('does not let a car excluded by the tenth filter widen the bounds of a slider that is not in use', () => {
    const all = {
      brands: ['land_rover'],
      models: ['defender_110'],
      financing_options: ['cash'],
      states: ['new'],
      statuses: ['stock'],
      engine_types: ['phev'],
      transmissions: ['automatic'],
      colors: ['white'],
      specific_colors: ['フジホワイト'],
      dealers: ['1'],
    };
    const rows = [car(1, { mileage: 10 }), car(2, { owner_id: 2, dealer_code: 'JP002', mileage: 99_999 })];
    const found = search(rows, { checkbox: all });
    expect(found.ranges.mileage).toEqual({ min: 10, max: 10 });
    expect(found.facets.dealers).toEqual([
      { value: '1', count: 1 },
      { value: '2', count: 1 },
    ]);
  });

  it('refuses to index more than 32 distinct engine types, which would not fit its bitmask', () => {
    const rows = Array.from({ length: 33 }, (_, i) => car(i + 1, { engine_type: [`engine-${i}`] }));
    expect(() => buildFacetIndex(rows)).toThrow('too many engine_type values for a bitmask');
    expect(buildFacetIndex(rows.slice(0, 32)).size).toBe(32);
  });
});
