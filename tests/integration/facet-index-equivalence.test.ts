import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseStockQuery } from '@/features/stock/query';
import { runSearch, sqlSearch } from '@/features/stock/search.server';
import { seedDemoStock } from '@/features/stock/seed-stock.server';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();
beforeAll(async () => {
  await seedDemoStock(400, { force: true });
});

const pick = <T,>(values: T[]) => fc.subarray(values, { minLength: 1 });
const queryArb = fc.record(
  {
    'filter[state_in]': pick(['new', 'approved', 'used']),
    'filter[status_in]': pick(['stock', 'reserved', 'sold', 'demo', 'in_production']),
    'filter[nameplate_brand_name_in]': pick(['land_rover', 'jaguar']),
    'filter[nameplate_name_in]': pick(['defender_110', 'range_rover', 'f-pace', 'discovery']),
    'filter[engine_type_includes]': pick(['phev', 'diesel_mhev', 'bev', 'petrol']),
    'filter[financing_options_includes]': pick(['cash', 'lease']),
    'filter[color_canonical_in]': pick(['white', 'black', 'grey', 'blue']),
    'filter[owner_id_in]': pick(['1', '2', '3', '5', '8']),
    'filter[mileage_lteq]': fc.constantFrom(['100'], ['20000'], ['60000']),
    'filter[display_price_gteq]': fc.constantFrom(['5000000'], ['9000000']),
    'filter[production_year_gteq]': fc.constantFrom(['2020'], ['2024']),
    'filter[nameplate_model_group_eq]': fc.constantFrom(['defender_family'], ['any_jag'], ['range_rover_family']),
    forced_statuses: pick(['stock', 'reserved']),
    forced_dealer_codes: pick(['JP001', 'JP004', 'JP007']),
    sort: fc.constantFrom(['priceAsc'], ['priceDesc'], ['mileageAsc'], ['mileageDesc'], ['productionYearAsc'], ['productionYearDesc'], ['createdAtAsc'], ['createdAtDesc'], ['status']),
    page: fc.constantFrom(['1'], ['2'], ['4']),
  },
  { requiredKeys: [] },
);

describe('in-memory facet index', () => {
  it('answers exactly like the SQL search (property over random filter combinations)', async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, async (record) => {
        const params = new URLSearchParams();
        for (const [k, values] of Object.entries(record)) for (const v of values as string[]) params.append(k, v);
        const q = parseStockQuery(params);
        const [fast, reference] = await Promise.all([runSearch('jp-main', q), sqlSearch('jp-main', q)]);
        expect(fast.total, params.toString()).toBe(reference.total);
        expect(fast.vehicles.map((v) => v.id), params.toString()).toEqual(reference.vehicles.map((v) => v.id));
        expect(fast.facets, params.toString()).toEqual(reference.facets);
        expect(fast.ranges, params.toString()).toEqual(reference.ranges);
      }),
      { numRuns: 150 },
    );
  });
});
