import { describe, expect, it } from 'vitest';
import { modelFamilies } from '../constants';
import { demoModels, modelsSoldIn } from './demo-models';
import { variantsSoldIn } from './demo-variant';

const variants = demoModels.flatMap((m) => m.variants.map((v) => ({ model: m.name, ...v })));

describe('demo model table', () => {
  it('offers a model in every production year the generator can draw (2017–2026), and only Land Rovers new', () => {
    for (let year = 2017; year <= 2026; year++) expect(modelsSoldIn(year).length, String(year)).toBeGreaterThan(0);
    expect(new Set(modelsSoldIn(2026).map((m) => m.brand))).toEqual(new Set(['land_rover']));
  });

  it('keeps each model in its family (site.md §9)', () => {
    for (const m of demoModels) {
      const family = m.brand === 'jaguar' ? modelFamilies.any_jag : modelFamilies[m.group];
      expect(family, m.name).toContain(m.name);
    }
  });

  it('has a displacement for every engine but the electric one, and a battery for plug-ins and EVs', () => {
    for (const v of variants) {
      expect(v.capacityCc === undefined, `${v.model} ${v.engine}`).toBe(v.engineType.includes('bev'));
      expect(v.batteryKwh !== undefined, `${v.model} ${v.engine}`).toBe(v.engineType.includes('phev') || v.engineType.includes('bev'));
    }
  });

  it('has ordered years and prices, and at least one grade per variant', () => {
    for (const v of variants) {
      expect(v.years[0]).toBeLessThanOrEqual(v.years[1]);
      expect(v.msrp[0]).toBeLessThan(v.msrp[1]);
      expect(v.grades.length).toBeGreaterThan(0);
    }
  });

  it('sells a variant from its first year to its last, inclusive', () => {
    const defender110 = demoModels.find((m) => m.name === 'defender_110')!;
    const engines = (year: number) => variantsSoldIn(defender110.variants, year).map((v) => v.engine);
    expect(engines(2019)).toEqual([]);
    expect(engines(2020)).toEqual(['P300']);
    expect(engines(2021)).toEqual(['P300', 'D300', 'P400', 'P400e']);
    expect(engines(2024)).toContain('P400e');
    expect(engines(2025)).not.toContain('P400e');
  });
});
