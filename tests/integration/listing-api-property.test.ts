import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listing } from '@/app/public_api/listing/[id]/route';
import { seedDemoStock } from '@/features/stock/demo.server';
import { ctx, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();
beforeAll(async () => {
  await seedDemoStock(60, { force: true });
});

const keys = [
  'items',
  'page',
  'sort',
  'forced_statuses',
  'forced_dealer_codes',
  'filter[owner_dealer_codes_includes]',
  'filter[state_in]',
  'filter[state_in][]',
  'filter[status_in]',
  'filter[nameplate_brand_name_in]',
  'filter[nameplate_name_in]',
  'filter[engine_type_includes]',
  'filter[financing_options_includes]',
  'filter[owner_id_in]',
  'filter[color_canonical_in]',
  'filter[nameplate_model_group_eq]',
  'filter[mileage_gteq]',
  'filter[mileage_lteq]',
  'filter[display_price_lteq]',
  'filter[power_gteq]',
];
const values = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -5, max: 30_000_000 }).map(String),
  fc.constantFrom('used', 'new', 'stock', 'phev', 'defender_family', 'priceAsc', '1,2', ''),
);

describe('listing API under random queries (R11)', () => {
  it('never answers 5xx; every 4xx is problem+json naming a parameter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...keys), values), { maxLength: 8 }), async (pairs) => {
        const qs = new URLSearchParams(pairs).toString();
        const res = await listing(request(`/public_api/listing/jp-main?${qs}`), ctx({ id: 'jp-main' }));
        expect(res.status, qs).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.headers.get('content-type')).toContain('application/problem+json');
          const body = await res.json();
          expect(body.errors?.length, qs).toBeGreaterThan(0);
          for (const e of body.errors) expect(pairs.map(([k]) => k.replace(/\[\]$/, ''))).toContain(e.pointer);
        } else {
          const body = await res.json();
          expect(body.meta.total).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
