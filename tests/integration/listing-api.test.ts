import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listing } from '@/app/public_api/listing/[id]/route';
import { GET as light } from '@/app/public_api/listing/[id]/light/route';
import { GET as retailers } from '@/app/public_api/listing/[id]/retailers/route';
import { GET as vehicleApi } from '@/app/public_api/listing/[id]/vehicle/[vehicleId]/route';
import { saveSetting } from '@/features/settings/settings.server';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';
import { systemActor } from '@/features/auth/permissions';

const tester = systemActor('test setup');

withFreshDatabase();
const count = 240;
const all = generateDemoVehicles(count);

beforeAll(async () => {
  await seedDemoStock(count, { force: true });
});

async function search(qs: string, path = '') {
  const res = await (path === 'light' ? light : listing)(
    request(`/public_api/listing/jp-main${path ? `/${path}` : ''}?${qs}`),
    ctx({ id: 'jp-main' }),
  );
  return { status: res.status, body: await res.json() };
}

describe('listing API', () => {
  it('pages the results, 12 by default', async () => {
    const { body } = await search('');
    expect(body.meta).toMatchObject({ total: count, page: 1, items: 12, pages: Math.ceil(count / 12), sort: 'createdAtDesc' });
    expect(body.data).toHaveLength(12);
    const page2 = await search('page=2&items=5');
    expect(page2.body.data).toHaveLength(5);
    expect(page2.body.data[0].id).not.toBe(body.data[0].id);
  });

  it('filters by state and counts each facet with the other filters only', async () => {
    const { body } = await search('filter[state_in]=used');
    const used = all.filter((v) => v.state === 'used');
    expect(body.meta.total).toBe(used.length);
    expect(body.data.every((v: { state: string }) => v.state === 'used')).toBe(true);
    // The state facet ignores its own filter: it shows what each checkbox would give.
    const stateFacet = Object.fromEntries(body.meta.facets.states.map((f: { value: string; count: number }) => [f.value, f.count]));
    expect(stateFacet).toEqual({
      new: all.filter((v) => v.state === 'new').length,
      approved: all.filter((v) => v.state === 'approved').length,
      used: used.length,
    });
    // Other facets are narrowed by the state filter.
    const statusSum = body.meta.facets.statuses.reduce((n: number, f: { count: number }) => n + f.count, 0);
    expect(statusSum).toBe(used.length);
  });

  it('combines checkbox, includes and range filters', async () => {
    const { body } = await search(
      'filter[nameplate_brand_name_in]=land_rover&filter[engine_type_includes]=phev&filter[mileage_lteq]=20000',
    );
    const expected = all.filter(
      (v) => v.nameplate_brand_name === 'land_rover' && v.engine_type.includes('phev') && (v.mileage ?? 0) <= 20000,
    );
    expect(body.meta.total).toBe(expected.length);
    const mileageRange = body.meta.ranges.mileage;
    // The mileage range ignores the mileage filter itself.
    const withoutMileage = all.filter((v) => v.nameplate_brand_name === 'land_rover' && v.engine_type.includes('phev'));
    expect(mileageRange.max).toBe(Math.max(...withoutMileage.map((v) => v.mileage ?? 0)));
  });

  it('filters by model family and sorts by price', async () => {
    const { body } = await search('filter[nameplate_model_group_eq]=defender_family&sort=priceAsc&items=12');
    expect(body.meta.total).toBe(all.filter((v) => v.nameplate_model_group === 'defender_family').length);
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.data.every((v: { nameplate_name: string }) => v.nameplate_name.startsWith('defender_'))).toBe(true);
    const prices = body.data.map((v: { display_price: number | null }) => v.display_price).filter((p: number | null) => p !== null);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('answers a malformed query with 400 problem+json naming the parameter', async () => {
    const res = await listing(request('/public_api/listing/jp-main?items=13&sort=cheap'), ctx({ id: 'jp-main' }));
    expect(res.status).toBe(400);
    const body = await problem(res);
    expect(body.errors?.map((e) => e.pointer)).toEqual(['sort', 'items']);
  });

  it('answers an unknown listing or vehicle with 404', async () => {
    expect((await listing(request('/public_api/listing/nope'), ctx({ id: 'nope' }))).status).toBe(404);
    expect(
      (await vehicleApi(request('/public_api/listing/jp-main/vehicle/999999'), ctx({ id: 'jp-main', vehicleId: '999999' }))).status,
    ).toBe(404);
  });

  it('serves one vehicle with its dealer, and never a lease price hidden from visitors', async () => {
    // Walk the newest cars until one whose feed has a hidden lease price comes up.
    const { body } = await search('items=12&page=1');
    const { body: more } = await search('items=12&page=2');
    const ids: number[] = [...body.data, ...more.data].map((v: { id: number }) => v.id);
    const served = await Promise.all(
      ids.map(async (id) => {
        const res = await vehicleApi(request(`/public_api/listing/jp-main/vehicle/${id}`), ctx({ id: 'jp-main', vehicleId: String(id) }));
        return (await res.json()).data as { id: number; item_id: string; path: string; owner: unknown; prices: { type: string }[] };
      }),
    );
    const withHidden = served.find((v) => all.find((s) => s.item_id === v.item_id)!.prices.some((p) => p.hiddenFromVisitors))!;
    expect(withHidden, 'the demo feed has hidden lease prices among the newest 24 cars').toBeDefined();
    expect(withHidden).toMatchObject({
      list: 'jp-main',
      owner: expect.objectContaining({ dealer_code: expect.stringMatching(/^JP\d{3}$/) }),
    });
    expect(withHidden.path).toMatch(new RegExp(`^/showroom/.+-${withHidden.id}$`));
    const seeded = all.find((v) => v.item_id === withHidden.item_id)!;
    expect(withHidden.prices).toEqual(
      seeded.prices.filter((p) => !p.hiddenFromVisitors).map((p) => expect.objectContaining({ type: p.type })),
    );
    expect(JSON.stringify(served)).not.toContain('hiddenFromVisitors":true');
  });

  it('sends only the last three VIN characters, and the full VIN only once stock.show_full_vin is on', async () => {
    const { body } = await search('items=3&page=1');
    const first = body.data[0] as { id: number; item_id: string };
    const vin = all.find((v) => v.item_id === first.item_id)!.vin.toUpperCase();
    const one = async () =>
      (
        await (
          await vehicleApi(request(`/public_api/listing/jp-main/vehicle/${first.id}`), ctx({ id: 'jp-main', vehicleId: String(first.id) }))
        ).json()
      ).data;
    expect(JSON.stringify(body)).not.toContain(vin);
    expect(await one()).toMatchObject({ vin_suffix: vin.slice(-3) });
    expect(JSON.stringify(await one())).not.toContain(vin);
    await saveSetting(tester, 'stock.show_full_vin', 'true');
    try {
      expect(await one()).toMatchObject({ vin, vin_suffix: vin.slice(-3) });
      expect((await search('items=3&page=1')).body.data[0]).toMatchObject({ vin });
    } finally {
      await saveSetting(tester, 'stock.show_full_vin', 'false');
    }
  });

  it('has a light variant with card fields only', async () => {
    const { body } = await search('items=3', 'light');
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'cover_photo_medium',
      'display_price',
      'id',
      'list',
      'mileage',
      'model_display_name',
      'monthly_price',
      'nameplate_brand_name',
      'nameplate_name',
      'path',
      'production_year',
      'state',
      'status',
      'version',
    ]);
  });

  it('lists retailers of the listing by prefecture, with their dealer codes', async () => {
    const res = await (
      await retailers(request('/public_api/listing/jp-main/retailers?q%5Bstate_eq%5D=%E6%9D%B1%E4%BA%AC%E9%83%BD'), ctx({ id: 'jp-main' }))
    ).json();
    expect(res.data.map((d: { state: string }) => d.state).every((s: string) => s === '東京都')).toBe(true);
    expect(res.meta.dealer_codes.sort()).toEqual(['JP001', 'JP002']);
    const bad = await retailers(request('/public_api/listing/jp-main/retailers?q%5Bpostcode_eq%5D=12'), ctx({ id: 'jp-main' }));
    expect(bad.status).toBe(400);
  });

  it('answers a listing id or a retailer query PostgreSQL could not store (NUL) with 4xx, not 500', async () => {
    const nul = await listing(request('/public_api/listing/a%00b'), ctx({ id: 'a\u0000b' }));
    expect((await problem(nul)).status).toBe(404);
    for (const qs of ['q%5Bstate_eq%5D=%E6%9D%B1%00', `q%5Blocality_eq%5D=${'a'.repeat(81)}`]) {
      const res = await retailers(request(`/public_api/listing/jp-main/retailers?${qs}`), ctx({ id: 'jp-main' }));
      expect((await problem(res)).errors?.length, qs).toBe(1);
    }
  });
});
