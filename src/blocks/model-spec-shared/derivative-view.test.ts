import { describe, expect, it } from 'vitest';
import { keyRefs, pickDerivatives, pickHeadline, pickOptionalHeadline } from './derivative-view';
import { fixtureCatalogue } from './fixture-catalogue';

const catalogue = fixtureCatalogue();

describe('picking derivatives from the catalogue', () => {
  it('lists a car’s derivatives latest model year first, then cheapest, joined with their car and engine', () => {
    const picked = pickDerivatives(catalogue, 'defender_110');
    expect(picked.ok && picked.value.map((d) => d.key)).toEqual([
      'defender_110_2027_d300_s',
      'defender_110_2027_d300_x_dynamic_se',
      'defender_110_2027_p400_x',
      'defender_110_2026_d300_se',
    ]);
    expect(picked.ok && picked.value[2]).toMatchObject({
      name: 'ディフェンダー 110 P400 X',
      trim: 'X',
      modelYear: 2027,
      priceFromJpy: 14_560_000,
      car: { key: 'defender_110', name: 'ディフェンダー 110', pagePath: '/models/defender' },
      engine: { key: 'p400', name: 'P400', fuelType: 'mhev', powerPs: 400, torqueNm: 550 },
      specs: { topSpeedKmh: 209 },
    });
  });

  it('heads with the cheapest derivative of the latest model year, of the engine when one is given', () => {
    const d300 = pickHeadline(catalogue, 'defender_110', 'd300');
    const p400 = pickHeadline(catalogue, 'defender_110', 'p400');
    expect([d300.ok && d300.value.key, p400.ok && p400.value.key]).toEqual(['defender_110_2027_d300_s', 'defender_110_2027_p400_x']);
  });

  it('says which key names nothing, or that the pair has no derivative', () => {
    expect(pickHeadline(catalogue, 'defender_90')).toEqual({ ok: false, problem: { kind: 'unknown_car', car: 'defender_90' } });
    expect(pickHeadline(catalogue, 'defender_110', 'v12')).toEqual({ ok: false, problem: { kind: 'unknown_engine', engine: 'v12' } });
    expect(pickHeadline(catalogue, 'defender_110', 'ev400')).toEqual({
      ok: false,
      problem: { kind: 'no_derivative', car: 'defender_110', engine: 'ev400' },
    });
    expect(pickHeadline(catalogue, 'defender_130')).toEqual({ ok: false, problem: { kind: 'no_derivative', car: 'defender_130' } });
  });

  it('skips a derivative whose engine the catalogue lacks', () => {
    const broken = fixtureCatalogue();
    broken.engines = broken.engines.filter((e) => e.key !== 'p400');
    const picked = pickDerivatives(broken, 'defender_110');
    expect(picked.ok && picked.value.map((d) => d.engine.key)).toEqual(['d300', 'd300', 'd300']);
  });

  it('looks nothing up for an optional car left empty', () => {
    expect(pickOptionalHeadline(catalogue, ' ', 'd300')).toEqual({ ok: true, value: null });
    const picked = pickOptionalHeadline(catalogue, 'discovery', '');
    expect(picked.ok && picked.value?.key).toBe('discovery_2027_d250_s');
  });
});

describe('keyRefs', () => {
  it('names the car and engine keys at their paths and leaves empty ones out', () => {
    expect(keyRefs({ path: ['fields', 'car_key'], key: 'defender_110' }, { path: ['fields', 'engine_key'], key: ' d300 ' })).toEqual([
      { path: ['fields', 'car_key'], kind: 'car', key: 'defender_110' },
      { path: ['fields', 'engine_key'], kind: 'engine', key: 'd300' },
    ]);
    expect(keyRefs({ path: ['fields', 'car_key'], key: '' }, { path: ['fields', 'engine_key'], key: undefined })).toEqual([]);
  });
});
