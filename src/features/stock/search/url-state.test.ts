import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { budgetTerms, checkboxFilters, rangeFilters, sortOptions, type CheckboxFilterKey, type RangeFilterKey } from '../constants';
import { parseStockUrl, type StockUrlState } from './url-state';
import { pruneStockUrl, serializeStockUrl, stockUrlQuery, withPage } from './url-state-write';

const strict = (qs: string) => parseStockUrl(new URLSearchParams(qs), 'strict');
const lenient = (qs: string) => parseStockUrl(new URLSearchParams(qs), 'lenient');

function badPointers(params: URLSearchParams): string[] {
  try {
    parseStockUrl(params, 'strict');
    return [];
  } catch (e) {
    if (!(e instanceof AppError) || e.status !== 400 || !e.errors.length) throw e;
    return e.errors.map((x) => x.pointer);
  }
}

describe('parseStockUrl', () => {
  it('has defaults: first page, 12 items, newest first, no area, no budget', () => {
    expect(strict('')).toStrictEqual({
      search: { checkbox: {}, ranges: {}, page: 1, items: 12, sort: 'createdAtDesc' },
      area: {},
      budget: null,
    });
  });

  it('maps filter parameters to the spec filter keys, in both list styles, without duplicates', () => {
    const { search } = strict(
      'filter[state_in][]=used&filter[state_in][]=approved&filter[state_in]=used&filter[engine_type_includes]=phev,diesel&filter[owner_id_in]=3',
    );
    expect(search.checkbox).toEqual({ states: ['used', 'approved'], engine_types: ['phev', 'diesel'], dealers: ['3'] });
  });

  it('reads ranges, equality filters, forced values, sort and paging', () => {
    const { search } = strict(
      'filter[mileage_lteq]=30000&filter[display_price_gteq]=5000000&filter[nameplate_model_group_eq]=defender_family&forced_statuses=stock,demo&sort=priceAsc&page=3&items=6',
    );
    expect(search.ranges).toEqual({ mileage: { lteq: 30000 }, display_price: { gteq: 5000000 } });
    expect(search).toMatchObject({ modelGroup: 'defender_family', forcedStatuses: ['stock', 'demo'], sort: 'priceAsc', page: 3, items: 6 });
  });

  it('reads the area (full-width input normalised) and the monthly budget as people type it', () => {
    const state = strict('_postcode=１０７－００６２&_locality=港区&_budget=５０,０００円&_term=48');
    expect(state.area).toEqual({ postcode: '107-0062', locality: '港区' });
    expect(state.budget).toEqual({ monthly: 50000, months: 48 });
    expect(strict('_budget=30000').budget).toEqual({ monthly: 30000, months: 60 });
  });

  it.each([
    ['items=13', 'items'],
    ['items=0', 'items'],
    ['page=0', 'page'],
    ['sort=cheapest', 'sort'],
    ['filter[mileage_lteq]=lots', 'filter[mileage_lteq]'],
    ['filter[power_gteq]=500&filter[power_lteq]=100', 'filter[power_gteq]'],
    ['filter[owner_id_in]=abc', 'filter[owner_id_in]'],
    ['filter[state_in]=<script>', 'filter[state_in]'],
    ['forced_statuses=a%00b', 'forced_statuses'],
    ['_budget=lots', '_budget'],
    ['_budget=20000000', '_budget'],
    ['_budget=50000&_term=13', '_term'],
    ['_state=%01', '_state'],
  ])('strict: %s is a 400 naming %s', (qs, pointer) => {
    expect(badPointers(new URLSearchParams(qs))).toEqual([pointer]);
  });

  it('strict: names every bad parameter at once', () => {
    expect(badPointers(new URLSearchParams('items=13&sort=cheap&page=x'))).toEqual(['sort', 'page', 'items']);
  });

  it('lenient: keeps the good parameters and drops only the bad ones', () => {
    const state = lenient(
      'filter[state_in]=used&items=99&sort=nope&page=2&filter[power_gteq]=500&filter[power_lteq]=100&_budget=x&_state=東京都',
    );
    expect(state.search).toMatchObject({ checkbox: { states: ['used'] }, items: 12, sort: 'createdAtDesc', page: 2 });
    expect(state.search.ranges).toEqual({ power: { lteq: 100 } });
    expect(state.budget).toBeNull();
    expect(state.area).toEqual({ state: '東京都' });
  });

  it('ignores unknown parameters in both modes', () => {
    expect(strict('utm_source=x&foo[bar]=1')).toEqual(strict(''));
  });

  it('strict never throws anything but a 400 AppError naming given parameters, and lenient equals strict without them (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...knownKeys), rawValue), { maxLength: 12 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        const bad = new Set(badPointers(params));
        for (const pointer of bad) expect(pairs.map(([k]) => k.replace(/\[\]$/, ''))).toContain(pointer);
        const rest = new URLSearchParams(pairs.filter(([k]) => !bad.has(k.replace(/\[\]$/, ''))));
        expect(parseStockUrl(params, 'lenient')).toStrictEqual(parseStockUrl(rest, 'strict'));
      }),
      { numRuns: 1500 },
    );
  });
});

describe('serializeStockUrl', () => {
  it('leaves defaults out, so the default state is the bare path', () => {
    expect(stockUrlQuery(strict('page=1&items=12&sort=createdAtDesc'))).toBe('');
  });

  it('writes lists, ranges, area and budget in the parameter names the parser reads', () => {
    const qs = serializeStockUrl(
      strict('filter[state_in]=used,new&filter[mileage_lteq]=9000&_state=東京都&_budget=40000&page=2'),
    ).toString();
    expect(decodeURIComponent(qs)).toBe(
      'filter[state_in][]=used&filter[state_in][]=new&filter[mileage_lteq]=9000&page=2&_state=東京都&_budget=40000&_term=60',
    );
  });

  it('is the inverse of the parser: parse(serialise(state)) equals the state (property)', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(parseStockUrl(serializeStockUrl(state), 'strict')).toStrictEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('is stable on any URL: serialise(parse(x)) parses strictly and serialises to itself (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...knownKeys), rawValue), { maxLength: 12 }), (pairs) => {
        const once = serializeStockUrl(parseStockUrl(new URLSearchParams(pairs), 'lenient'));
        expect(serializeStockUrl(parseStockUrl(once, 'strict')).toString()).toBe(once.toString());
      }),
      { numRuns: 1000 },
    );
  });
});

describe('withPage and pruneStockUrl', () => {
  it('moves to another page, never below 1', () => {
    const state = strict('sort=priceAsc&page=3');
    expect(stockUrlQuery(withPage(state, 5))).toBe('?sort=priceAsc&page=5');
    expect(stockUrlQuery(withPage(state, 0))).toBe('?sort=priceAsc');
  });

  it('drops a checkbox group with every option ticked and range bounds equal to what is available', () => {
    const state = strict(
      'filter[state_in]=new,used,approved&filter[status_in]=stock&filter[mileage_gteq]=0&filter[mileage_lteq]=5000&filter[power_gteq]=100',
    );
    const pruned = pruneStockUrl(state, {
      optionCounts: { states: 3, statuses: 4 },
      bounds: { mileage: { min: 0, max: 90000 }, power: { min: 50, max: 400 } },
    });
    expect(pruned.search.checkbox).toEqual({ statuses: ['stock'] });
    expect(pruned.search.ranges).toEqual({ mileage: { lteq: 5000 }, power: { gteq: 100 } });
    const atEdges = pruneStockUrl(strict('filter[mileage_gteq]=0&filter[mileage_lteq]=90000'), {
      bounds: { mileage: { min: 0, max: 90000 } },
    });
    expect(atEdges.search.ranges).toEqual({});
  });

  it('keeps ranges and groups the form showed no bounds or counts for', () => {
    const state = strict('filter[power_gteq]=100&filter[mileage_lteq]=5000&filter[state_in]=new,used');
    expect(pruneStockUrl(state, {}).search).toMatchObject({
      checkbox: { states: ['new', 'used'] },
      ranges: { power: { gteq: 100 }, mileage: { lteq: 5000 } },
    });
  });

  it('keeps a single ticked option even when it is the only one', () => {
    expect(pruneStockUrl(strict('filter[state_in]=new'), { optionCounts: { states: 1 } }).search.checkbox).toEqual({ states: ['new'] });
  });
});

const checkboxKeys = Object.keys(checkboxFilters) as CheckboxFilterKey[];
const rangeKeys = Object.keys(rangeFilters) as RangeFilterKey[];
const knownKeys = [
  ...checkboxKeys.flatMap((k) => [`filter[${checkboxFilters[k].param}]`, `filter[${checkboxFilters[k].param}][]`]),
  ...rangeKeys.flatMap((k) => [`filter[${k}_gteq]`, `filter[${k}_lteq]`]),
  'filter[nameplate_model_group_eq]',
  'filter[nameplate_brand_name_eq]',
  'forced_statuses',
  'filter[owner_dealer_codes_includes]',
  'sort',
  'page',
  'items',
  '_state',
  '_postcode',
  '_budget',
  '_term',
  'utm_source',
];
const rawValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -5, max: 30_000_000 }).map(String),
  fc.constantFrom('used', 'new', 'stock', ' phev ', 'defender_family', 'priceAsc', '1,2', '', '１０７－００６２', '48', '5万'),
);

const valueChars = 'abcxyzABCZ0123456789 _.-/()・東京港区アイ'.split('');
const filterValue = fc
  .array(fc.constantFrom(...valueChars), { minLength: 1, maxLength: 12 })
  .map((cs) => cs.join(''))
  .filter((v) => v.trim() === v && v !== '');
const values = (item: fc.Arbitrary<string>) => fc.uniqueArray(item, { minLength: 1, maxLength: 4 });
const areaValue = fc
  .string({ minLength: 1, maxLength: 20 })
  .map((v) => v.normalize('NFKC').trim())
  .filter((v) => /^[^\p{Cc}]{1,80}$/u.test(v) && v.normalize('NFKC').trim() === v);
const bound = fc.integer({ min: -1_000_000, max: 999_999_999_999 }).filter((n) => !Object.is(n, -0));
const rangeArb = fc
  .record({ gteq: bound, lteq: bound }, { requiredKeys: [] })
  .filter((r) => r.gteq !== undefined || r.lteq !== undefined)
  .map((r) => (r.gteq !== undefined && r.lteq !== undefined && r.gteq > r.lteq ? { gteq: r.lteq, lteq: r.gteq } : r));

const stateArb: fc.Arbitrary<StockUrlState> = fc
  .record({
    search: fc.record(
      {
        checkbox: fc.record(
          Object.fromEntries(
            checkboxKeys.map((k) => [k, values(k === 'dealers' ? fc.integer({ min: 1, max: 999 }).map(String) : filterValue)]),
          ),
          { requiredKeys: [] },
        ),
        ranges: fc.record(Object.fromEntries(rangeKeys.map((k) => [k, rangeArb])), { requiredKeys: [] }),
        modelGroup: filterValue,
        brandEq: filterValue,
        nameplateEq: filterValue,
        forcedStatuses: values(filterValue),
        forcedDealerCodes: values(filterValue),
        ownerDealerCodes: values(filterValue),
        sort: fc.constantFrom(...(Object.keys(sortOptions) as (keyof typeof sortOptions)[])),
        page: fc.integer({ min: 1, max: 999_999 }),
        items: fc.integer({ min: 1, max: 12 }),
      },
      { requiredKeys: ['checkbox', 'ranges', 'sort', 'page', 'items'] },
    ),
    area: fc.record({ retailer: areaValue, state: areaValue, postcode: areaValue, locality: areaValue }, { requiredKeys: [] }),
    budget: fc.option(fc.record({ monthly: fc.integer({ min: 1, max: 10_000_000 }), months: fc.constantFrom(...budgetTerms) }), {
      nil: null,
    }),
  })
  // Plain objects, as the parser builds them (fast-check's records have no prototype).
  .map((state) => JSON.parse(JSON.stringify(state)) as StockUrlState);

describe('parseStockUrl: what an API client is told', () => {
  function problem(qs: string) {
    try {
      strict(qs);
    } catch (e) {
      if (e instanceof AppError) return { message: e.message, errors: e.errors };
      throw e;
    }
    throw new Error(`expected ${qs} to be refused`);
  }

  it.each([
    ['filter[state_in]=<b>', 'filter[state_in]', 'contains characters that are not allowed'],
    [`filter[state_in]=${Array.from({ length: 51 }, (_, i) => `v${i}`).join(',')}`, 'filter[state_in]', 'at most 50 values'],
    ['filter[owner_id_in]=7a', 'filter[owner_id_in]', 'dealer ids are positive integers'],
    ['filter[owner_id_in]=a7', 'filter[owner_id_in]', 'dealer ids are positive integers'],
    ['filter[owner_id_in]=1234567890', 'filter[owner_id_in]', 'dealer ids are positive integers'],
    ['filter[mileage_gteq]=1.5', 'filter[mileage_gteq]', 'must be a whole number'],
    ['filter[mileage_gteq]=1234567890123', 'filter[mileage_gteq]', 'must be a whole number'],
    ['filter[power_gteq]=500&filter[power_lteq]=100', 'filter[power_gteq]', 'must not exceed filter[power_lteq]'],
    ['sort=cheapest', 'sort', `one of ${Object.keys(sortOptions).join(', ')}`],
    ['page=0', 'page', 'a page number from 1'],
    ['page=0000001', 'page', 'a page number from 1'],
    ['page=x2', 'page', 'a page number from 1'],
    ['items=13', 'items', 'between 1 and 12'],
    ['items=0012', 'items', 'between 1 and 12'],
    ['_state=%01東京', '_state', 'at most 80 characters, no control characters'],
    [`_locality=${'港'.repeat(81)}`, '_locality', 'at most 80 characters, no control characters'],
    ['_budget=0.4', '_budget', 'a monthly amount in yen from 1 to 10000000'],
    ['_budget=000000001', '_budget', 'a monthly amount in yen from 1 to 10000000'],
    ['_budget=50000.12345', '_budget', 'a monthly amount in yen from 1 to 10000000'],
    ['_budget=10000001', '_budget', 'a monthly amount in yen from 1 to 10000000'],
    ['_budget=50000&_term=12', '_term', `one of ${budgetTerms.join(', ')}`],
  ])('strict: %s is refused at %s with "%s"', (qs, pointer, detail) => {
    expect(problem(qs)).toEqual({ message: `Invalid query parameter: ${pointer}`, errors: [{ pointer, detail }] });
  });

  it('names every bad parameter in the message, separated by commas', () => {
    expect(problem('items=13&sort=cheap').message).toBe('Invalid query parameter: sort, items');
  });

  it('takes equal bounds as an exact value, not as an error', () => {
    expect(strict('filter[power_gteq]=300&filter[power_lteq]=300').search.ranges).toEqual({ power: { gteq: 300, lteq: 300 } });
  });

  it('accepts the limits themselves', () => {
    const state = strict(
      `filter[state_in]=${Array.from({ length: 50 }, (_, i) => `v${i}`).join(',')}&filter[owner_id_in]=123456789&page=999999&items=1&_budget=10000000&_term=84&_locality=${'港'.repeat(80)}`,
    );
    expect(state.search.checkbox.states).toHaveLength(50);
    expect(state.search).toMatchObject({ checkbox: { dealers: ['123456789'] }, page: 999999, items: 1 });
    expect(state.budget).toEqual({ monthly: 10_000_000, months: 84 });
    expect(state.area.locality).toHaveLength(80);
  });

  it('trims list values, single values and area values, and skips empty list entries', () => {
    const state = strict('filter[state_in]= used ,, new &sort= priceAsc &filter[nameplate_brand_name_eq]= jaguar &_locality= 港区 ');
    expect(state.search.checkbox.states).toEqual(['used', 'new']);
    expect(state.search).toMatchObject({ sort: 'priceAsc', brandEq: 'jaguar' });
    expect(state.area).toEqual({ locality: '港区' });
  });

  it('rounds a monthly budget with decimals to whole yen, from half a yen up', () => {
    expect(strict('_budget=50000.25').budget).toEqual({ monthly: 50000, months: 60 });
    expect(strict('_budget=0.5').budget).toEqual({ monthly: 1, months: 60 });
  });
});
