import { beforeAll, describe, expect, it } from 'vitest';
import { GET as compare } from '@/app/api/compare/spec/[id]/route';
import { GET as offerCarModels } from '@/app/api/offer_car_models/route';
import { GET as specs } from '@/app/api/vehicles/[id]/specs/route';
import { GET as groupedNameplates } from '@/app/api/vehicles/grouped_nameplates/route';
import { GET as vehicles } from '@/app/api/vehicles/route';
import { GET as brands } from '@/app/public_api/brands/route';
import { GET as nameplates } from '@/app/public_api/nameplates/route';
import { GET as openapi } from '@/app/public_api/openapi.json/route';
import { systemActor } from '@/features/auth/permissions';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { seedDemoModels } from '@/features/models/seed-demo-models.server';
import type { ModelCatalogue } from '@/features/models/types';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

let cat: ModelCatalogue;
beforeAll(async () => {
  expect(await seedDemoModels(systemActor('models api test'))).toBe(true);
  cat = await getModelCatalogue();
});

const idOf = (key: string) => cat.derivatives.find((d) => d.key === key)!.id;

async function data(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  return ((await response.json()) as { data: unknown }).data as never;
}

describe('the catalogue calls of site.md §7', () => {
  it('GET /public_api/brands: both brands in order, each with its model families', async () => {
    const body: { key: string; name_ja: string; families: { key: string }[] }[] = await data(
      await brands(request('/public_api/brands'), undefined),
    );
    expect(body.map((b) => [b.key, b.name_ja])).toEqual([
      ['land_rover', 'ランドローバー'],
      ['jaguar', 'ジャガー'],
    ]);
    expect(body[0]!.families.map((f) => f.key)).toEqual(['defender_family', 'discovery_family', 'range_rover_family']);
    expect(body[1]!.families.map((f) => f.key)).toEqual(['any_jag']);
  });

  it('GET /public_api/nameplates: brand, family, code, canonical code and page of every nameplate', async () => {
    const body: Record<string, unknown>[] = await data(await nameplates(request('/public_api/nameplates'), undefined));
    expect(body).toHaveLength(13);
    expect(body.find((n) => n.key === 'defender_110')).toMatchObject({
      name_ja: 'ディフェンダー 110',
      code: 'l663',
      canonical_code: 'l663',
      page_path: '/models/defender',
      brand: { key: 'land_rover', name_ja: 'ランドローバー' },
      family: { key: 'defender_family', name_ja: 'ディフェンダー' },
    });
    expect(body.find((n) => n.key === 'f-pace')).toMatchObject({
      code: 'f-pace',
      canonical_code: 'x761',
      page_path: null,
      family: { key: 'any_jag' },
    });
  });

  it('GET /api/vehicles: each nameplate with its engines and derivatives, latest year and cheapest first', async () => {
    type Vehicle = {
      key: string;
      model_year: number;
      price_from_jpy: number;
      engines: { key: string; price_from_jpy: number }[];
      derivatives: { id: number; key: string; price_from_jpy: number }[];
    };
    const body: Vehicle[] = await data(await vehicles(request('/api/vehicles'), undefined));
    const defender = body.find((v) => v.key === 'defender_110')!;
    expect(defender).toMatchObject({ model_year: 2027, price_from_jpy: 6_300_000 });
    expect(defender.engines.map((e) => [e.key, e.price_from_jpy])).toEqual([
      ['p300', 6_300_000],
      ['d300', 8_300_000],
      ['p400', 9_500_000],
      ['p635', 20_000_000],
    ]);
    expect(defender.derivatives).toHaveLength(13);
    expect(defender.derivatives[0]).toMatchObject({ key: 'defender_110_2027_p300_s', id: idOf('defender_110_2027_p300_s') });
    const prices = defender.derivatives.map((d) => d.price_from_jpy);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('GET /api/vehicles/grouped_nameplates: brand → family → nameplates', async () => {
    const body: { key: string; families: { key: string; nameplates: { key: string }[] }[] }[] = await data(
      await groupedNameplates(request('/api/vehicles/grouped_nameplates'), undefined),
    );
    expect(body.map((b) => b.key)).toEqual(['land_rover', 'jaguar']);
    expect(body[0]!.families[0]).toMatchObject({
      key: 'defender_family',
      nameplates: [{ key: 'defender_90' }, { key: 'defender_110' }, { key: 'defender_130' }],
    });
    expect(body[1]!.families[0]!.nameplates.map((n) => n.key)).toEqual(['f-pace', 'e-pace', 'i-pace', 'f-type']);
  });

  it('GET /api/vehicles/{id}/specs: figures, spec groups and standard equipment of that derivative', async () => {
    const id = idOf('i-pace_2026_ev400_hse');
    const body: Record<string, unknown> = await data(await specs(request(`/api/vehicles/${id}/specs`), ctx({ id: String(id) })));
    expect(body).toMatchObject({
      id,
      key: 'i-pace_2026_ev400_hse',
      trim: 'HSE',
      model_year: 2026,
      price_from_jpy: 13_500_000,
      specs: {
        top_speed_kmh: 200,
        acceleration_0_100_s: 4.8,
        electric_consumption_wh_km: 224,
        co2_g_km: 0,
        electric_range_km: 438,
        seats: 5,
      },
      model: { key: 'i-pace', name_ja: 'ジャガー I-PACE' },
      engine: { key: 'ev400', fuel_type: 'bev', power_ps: 400 },
      body_style: { key: 'suv' },
    });
    expect((body.spec_groups as { title: string }[]).map((g) => g.title)).toEqual([
      '寸法・重量',
      'エンジン',
      '性能',
      '燃費・環境性能',
      '荷室',
    ]);
    expect(body.standard_equipment).toContain('普通充電・急速充電（CHAdeMO）対応');
  });

  it('answers an unknown derivative with a 404 and a malformed id with a 400, as problem+json', async () => {
    expect((await problem(await specs(request('/api/vehicles/999999/specs'), ctx({ id: '999999' })))).status).toBe(404);
    expect((await problem(await specs(request('/api/vehicles/abc/specs'), ctx({ id: 'abc' })))).status).toBe(400);
    expect((await problem(await specs(request('/api/vehicles/0/specs'), ctx({ id: '0' })))).status).toBe(400);
  });

  it('GET /api/offer_car_models: the model keys offers may name, with their Japanese names', async () => {
    const body: { car_model_key: string; name_ja: string; brand_key: string }[] = await data(
      await offerCarModels(request('/api/offer_car_models'), undefined),
    );
    // By brand, then family, as the grouped list reads.
    expect(body.map((m) => m.car_model_key)).toEqual([
      'defender_90',
      'defender_110',
      'defender_130',
      'discovery',
      'discovery_sport',
      'range_rover',
      'range_rover_sport',
      'range_rover_velar',
      'range_rover_evoque',
      'f-pace',
      'e-pace',
      'i-pace',
      'f-type',
    ]);
    expect(body.find((m) => m.car_model_key === 'range_rover_velar')).toEqual({
      car_model_key: 'range_rover_velar',
      name_ja: 'レンジローバー ヴェラール',
      brand_key: 'land_rover',
    });
  });

  it('GET /api/compare/spec/{id}: one derivative’s comparison record', async () => {
    const id = idOf('discovery_2027_d300_s');
    const body: Record<string, unknown> = await data(await compare(request(`/api/compare/spec/${id}`), ctx({ id: String(id) })));
    expect(body).toMatchObject({
      id,
      key: 'discovery_2027_d300_s',
      model: { key: 'discovery', page_path: '/models/discovery' },
      engine: { key: 'd300' },
    });
    expect(body).toHaveProperty('spec_groups');
  });

  it('GET /api/compare/spec/{model key}: [ { model, derivatives } ], the first item what the browser keeps', async () => {
    const body: { model: { key: string }; derivatives: { key: string; model_year: number }[] }[] = await data(
      await compare(request('/api/compare/spec/range_rover'), ctx({ id: 'range_rover' })),
    );
    expect(body).toHaveLength(1);
    expect(body[0]!.model.key).toBe('range_rover');
    expect(body[0]!.derivatives).toHaveLength(12);
    expect(body[0]!.derivatives[0]!.key).toBe('range_rover_2027_p400_se');
  });

  it('answers an unknown model key or id with a 404 and a malformed one with a 400', async () => {
    expect((await problem(await compare(request('/api/compare/spec/defender'), ctx({ id: 'defender' })))).status).toBe(404);
    expect((await problem(await compare(request('/api/compare/spec/999999'), ctx({ id: '999999' })))).status).toBe(404);
    expect((await problem(await compare(request('/api/compare/spec/Range%20Rover'), ctx({ id: 'Range Rover' })))).status).toBe(400);
    expect((await problem(await compare(request('/api/compare/spec/0'), ctx({ id: '0' })))).status).toBe(400);
  });

  it('describes every catalogue call in the OpenAPI document', async () => {
    const body = (await (await openapi(request('/public_api/openapi.json'), undefined)).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/public_api/brands',
      '/public_api/nameplates',
      '/api/vehicles',
      '/api/vehicles/{id}/specs',
      '/api/compare/spec/{id}',
      '/api/models/import',
    ])
      expect(body.paths).toHaveProperty([path]);
  });
});
