import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStock } from '@/features/stock/demo.server';
import { runSearch, sqlSearch, type SearchResult } from '@/features/stock/search.server';
import { emptySearch, parseStockUrl } from '@/features/stock/url-state';
import { checkboxFilters, modelFamilies, sortOptions, type CheckboxFilterKey } from '@/features/stock/constants';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

/**
 * The in-memory index (runSearch) against the SQL reference (sqlSearch) on 400 demo cars. Filters
 * are drawn from the values the stock actually has (one to three of them, a value or two each),
 * so that most searches find cars and the comparison is about counts, not about empty lists.
 */
let everything: SearchResult;
beforeAll(async () => {
  await seedDemoStock(400, { force: true });
  everything = await runSearch('jp-main', emptySearch());
});

const checkboxKeys = Object.keys(checkboxFilters) as CheckboxFilterKey[];
const param = (key: CheckboxFilterKey) => `filter[${checkboxFilters[key].param}]`;

function queryArb(): fc.Arbitrary<[string, string][]> {
  const valuesOf = (key: CheckboxFilterKey) => everything.facets[key].map((f) => f.value);
  const offered = checkboxKeys.filter((key) => valuesOf(key).length > 1);
  const checkbox = offered.map((key) =>
    fc.subarray(valuesOf(key), { minLength: 1, maxLength: 2 }).map((values) => values.map((v): [string, string] => [param(key), v])),
  );
  const rangeOf = (key: 'mileage' | 'production_year' | 'display_price' | 'power') => {
    const { min, max } = everything.ranges[key];
    const bound = fc.integer({ min: min!, max: max! }).map(String);
    return fc.oneof(
      bound.map((v): [string, string][] => [[`filter[${key}_gteq]`, v]]),
      bound.map((v): [string, string][] => [[`filter[${key}_lteq]`, v]]),
      fc.tuple(bound, bound).map(([a, b]): [string, string][] => [
        [`filter[${key}_gteq]`, String(Math.min(Number(a), Number(b)))],
        [`filter[${key}_lteq]`, String(Math.max(Number(a), Number(b)))],
      ]),
    );
  };
  const ranges = (['mileage', 'production_year', 'display_price', 'power'] as const).map(rangeOf);
  const visitorFilters = fc
    .shuffledSubarray([...checkbox, ...ranges], { minLength: 1, maxLength: 3 })
    .chain((picked) => fc.tuple(...picked))
    .map((groups) => groups.flat());
  // Block settings that narrow the whole listing, now and then (as a page's stock block would).
  const listing = fc.oneof(
    { weight: 4, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...Object.keys(modelFamilies)).map((g): [string, string][] => [['filter[nameplate_model_group_eq]', g]]),
    },
    { weight: 1, arbitrary: fc.constantFrom('stock', 'reserved').map((s): [string, string][] => [['forced_statuses', `${s},demo`]]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('JP001', 'JP004', 'JP007').map((d): [string, string][] => [['forced_dealer_codes', `${d},JP002`]]),
    },
  );
  const paging = fc.record({
    sort: fc.constantFrom(...Object.keys(sortOptions)),
    page: fc.oneof({ weight: 4, arbitrary: fc.constant('1') }, { weight: 1, arbitrary: fc.constantFrom('2', '3') }),
    items: fc.constantFrom('12', '6', '3'),
  });
  return fc
    .tuple(visitorFilters, listing, paging)
    .map(([filters, base, { sort, page, items }]) => [...filters, ...base, ['sort', sort], ['page', page], ['items', items]]);
}

describe('in-memory facet index', () => {
  it('starts from stock with several values in every facet worth filtering on', () => {
    expect(everything.total).toBeGreaterThan(300);
    expect(everything.facets.models.length).toBeGreaterThan(3);
    expect(everything.ranges.mileage.min).toBeLessThan(everything.ranges.mileage.max!);
  });

  it('answers exactly like the SQL search, mostly on searches that find cars (property)', async () => {
    const seen = { runs: 0, withCars: 0 };
    await fc.assert(
      fc.asyncProperty(queryArb(), async (pairs) => {
        const params = new URLSearchParams(pairs);
        const q = parseStockUrl(params, 'strict').search;
        const [fast, reference] = await Promise.all([runSearch('jp-main', q), sqlSearch('jp-main', q)]);
        seen.runs++;
        if (reference.total > 0) seen.withCars++;
        expect(fast.total, params.toString()).toBe(reference.total);
        expect(
          fast.vehicles.map((v) => v.id),
          params.toString(),
        ).toEqual(reference.vehicles.map((v) => v.id));
        expect(fast.facets, params.toString()).toEqual(reference.facets);
        expect(fast.ranges, params.toString()).toEqual(reference.ranges);
      }),
      { numRuns: 150 },
    );
    // Before, 6 runs in 150 had any match; a comparison of empty results proves little.
    expect(seen.withCars / seen.runs).toBeGreaterThan(0.7);
  });
});
