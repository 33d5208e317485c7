import { describe, expect, it } from 'vitest';
import {
  brandsData,
  compareData,
  groupedNameplatesData,
  nameplatesData,
  offerCarModelsData,
  parseCompareTarget,
  specsData,
  vehiclesData,
} from './catalogue-api';
import { testCatalogue } from './test-catalogue';

const cat = testCatalogue();

describe('the catalogue calls’ answers', () => {
  it('lists brands in order with their families, also those without nameplates', () => {
    expect(brandsData(cat).map((b) => [b.key, b.families.map((f) => f.key)])).toEqual([
      ['land_rover', ['defender_family', 'discovery_family', 'range_rover_family']],
      ['jaguar', ['any_jag']],
    ]);
  });

  it('names each nameplate’s brand and family and its canonical code', () => {
    const ipace = nameplatesData(cat).find((n) => n.key === 'i-pace')!;
    expect(ipace).toMatchObject({
      code: 'i-pace',
      canonical_code: 'x590',
      brand: { key: 'jaguar', name: 'Jaguar', name_ja: 'ジャガー' },
      family: { key: 'any_jag', name_ja: 'ジャガー' },
    });
    expect(nameplatesData(cat).map((n) => n.key)).toEqual(['defender_110', 'defender_130', 'discovery', 'i-pace']);
  });

  it('summarises vehicles: headline year and price, engines cheapest first with their own price, derivatives in order', () => {
    const [d110, d130] = vehiclesData(cat);
    expect(d110).toMatchObject({ key: 'defender_110', model_year: 2027, price_from_jpy: 10_500_000 });
    expect(d110!.engines).toEqual([
      { key: 'd300', name: 'D300', fuel_type: 'mhev', power_ps: 300, price_from_jpy: 10_500_000 },
      { key: 'p400', name: 'P400', fuel_type: 'mhev', power_ps: 400, price_from_jpy: 14_000_000 },
    ]);
    expect(d110!.derivatives.map((d) => d.id)).toEqual([4, 3, 2, 1]);
    expect(d110!.derivatives[0]).toEqual({
      id: 4,
      key: 'd110_2027_d300_s',
      name_ja: 'ディフェンダー 110 d110_2027_d300_s',
      trim: 'S',
      model_year: 2027,
      body_style_key: '110',
      engine_key: 'd300',
      price_from_jpy: 10_500_000,
    });
    expect(d130).toMatchObject({ key: 'defender_130', model_year: null, price_from_jpy: null, engines: [], derivatives: [] });
  });

  it('groups nameplates brand → family → nameplates', () => {
    const grouped = groupedNameplatesData(cat);
    expect(grouped.map((b) => b.key)).toEqual(['land_rover', 'jaguar']);
    expect(grouped[0]!.families.map((f) => [f.key, f.nameplates.map((n) => n.key)])).toEqual([
      ['defender_family', ['defender_110', 'defender_130']],
      ['discovery_family', ['discovery']],
    ]);
  });

  it('gives a derivative’s specs with its model, engine and body style, or a 404', () => {
    expect(specsData(cat, 5)).toMatchObject({
      id: 5,
      key: 'ipace_2026_ev400_hse',
      specs: { electric_range_km: 438, fuel_consumption_km_l: null },
      model: { key: 'i-pace', name_ja: 'ジャガー I-PACE', page_path: null },
      engine: { key: 'ev400', fuel_type: 'bev' },
      body_style: { key: 'suv', name_ja: 'SUV' },
      standard_equipment: ['LEDヘッドライト'],
      spec_groups: [{ title: '性能', rows: [{ label: '最高速度', value: '191km/h' }] }],
    });
    expect(() => specsData(cat, 42)).toThrow(expect.objectContaining({ status: 404 }));
  });

  it('lists the model keys offers may use', () => {
    expect(offerCarModelsData(cat)[0]).toEqual({ car_model_key: 'defender_110', name_ja: 'ディフェンダー 110', brand_key: 'land_rover' });
  });

  it('reads a compare target as an id when it is digits, a model key when it looks like one, else 400', () => {
    expect(parseCompareTarget('12')).toEqual({ kind: 'id', id: 12 });
    expect(parseCompareTarget('f-pace')).toEqual({ kind: 'model', key: 'f-pace' });
    expect(parseCompareTarget('110')).toEqual({ kind: 'id', id: 110 });
    for (const bad of ['0', '1234567890', 'F-PACE', 'a b', '_x', '', 'x'.repeat(101)])
      expect(() => parseCompareTarget(bad), bad).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('compares one derivative by id, or a model’s derivatives by its key (first item of data), else 404', () => {
    expect(compareData(cat, { kind: 'id', id: 2 })).toMatchObject({ id: 2, model: { key: 'defender_110' }, engine: { key: 'p400' } });
    const [first, ...rest] = compareData(cat, { kind: 'model', key: 'defender_110' }) as {
      model: { key: string };
      derivatives: { id: number }[];
    }[];
    expect(rest).toEqual([]);
    expect(first!.model.key).toBe('defender_110');
    expect(first!.derivatives.map((d) => d.id)).toEqual([4, 3, 2, 1]);
    expect(() => compareData(cat, { kind: 'model', key: 'defender' })).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => compareData(cat, { kind: 'id', id: 7 })).toThrow(expect.objectContaining({ status: 404 }));
  });
});
