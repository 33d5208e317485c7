import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCatalogueDocument } from '@/features/models/demo-catalogue';
import { readRangeData, type RangeData } from './range-data';
import { drivingEnvironments, estimateRangeKm, temperatureSteps, type RangeConditions } from './range-model';

const demoFile = path.resolve(import.meta.dirname, '../../../public/demo/range/range-data.json');
const demoJson = JSON.parse(readFileSync(demoFile, 'utf8')) as Record<string, unknown>;
const reading = readRangeData(demoJson);
const demo = reading.ok ? reading.data : (null as unknown as RangeData);

/** The demo file with one change, as JSON would carry it. */
const changed = (change: (data: Record<string, any>) => void): unknown => {
  const copy = structuredClone(demoJson) as Record<string, any>;
  change(copy);
  return copy;
};
const problemOf = (value: unknown) => {
  const result = readRangeData(value);
  return result.ok ? null : result.problem;
};

describe('the demo range data (public/demo/range/range-data.json)', () => {
  it('fits the format', () => {
    expect(reading.ok ? null : reading.problem).toBeNull();
    expect(demo.temperature).toEqual({ min_c: -10, max_c: 35, step_c: 5, default_c: 20 });
  });

  it('has every electric derivative of the demo model catalogue, its smallest wheel at the catalogue’s WLTC figures', () => {
    const catalogue = demoCatalogueDocument();
    const electric = new Map<string, { km: number; whKm: number; fuel: string }>();
    for (const d of catalogue.derivatives) {
      if (d.specs.electric_range_km === null) continue;
      const fuel = catalogue.engines.find((e) => e.key === d.engine_key)!.fuel_type;
      electric.set(`${d.nameplate_key}_${d.engine_key}`, {
        km: d.specs.electric_range_km,
        whKm: d.specs.electric_consumption_wh_km!,
        fuel,
      });
    }
    expect(Object.keys(demo.engines).sort()).toEqual([...electric.keys()].sort());
    for (const [key, engine] of Object.entries(demo.engines)) {
      const published = electric.get(key)!;
      expect(engine.wheels.a, key).toEqual({ wltc_km: published.km, wh_km: published.whKm });
      expect(engine.powertrain, key).toBe(published.fuel);
    }
  });

  it('gives bigger wheels a shorter WLTC range from the same battery (range × consumption within 1 %)', () => {
    for (const [key, engine] of Object.entries(demo.engines)) {
      const wheels = Object.values(engine.wheels);
      const energy = wheels.map((w) => w.wltc_km * w.wh_km);
      for (let i = 1; i < wheels.length; i++) expect(wheels[i]!.wltc_km, key).toBeLessThan(wheels[i - 1]!.wltc_km);
      expect(Math.max(...energy) / Math.min(...energy), key).toBeLessThan(1.01);
    }
  });

  // Every engine of the demo file, every choice a visitor can make.
  const choices = fc.record({
    engine: fc.constantFrom(...Object.keys(demo.engines)),
    temperatureC: fc.constantFrom(...temperatureSteps({ min: -10, max: 35, step: 5 })),
    climateControl: fc.boolean(),
    preconditioning: fc.boolean(),
    environment: fc.constantFrom(...drivingEnvironments),
    occupants: fc.integer({ min: 1, max: 5 }),
  });
  const estimate = ({ engine: key, ...conditions }: RangeConditions & { engine: string }) => {
    const engine = demo.engines[key]!;
    return estimateRangeKm(engine.wheels.a!, demo.profiles[engine.profile]!, conditions);
  };

  it('keeps the model’s promises for every demo car: motorway < town, colder < milder, more people < fewer', () => {
    fc.assert(
      fc.property(choices, (c) => {
        expect(estimate({ ...c, environment: 'motorway' })).toBeLessThan(estimate({ ...c, environment: 'urban' }));
        if (c.temperatureC < 20) expect(estimate(c)).toBeLessThan(estimate({ ...c, temperatureC: c.temperatureC + 5 }));
        if (c.occupants < 5) expect(estimate({ ...c, occupants: c.occupants + 1 })).toBeLessThan(estimate(c));
        if (c.temperatureC <= 10)
          expect(estimate({ ...c, preconditioning: true })).toBeGreaterThan(estimate({ ...c, preconditioning: false }));
      }),
    );
  });

  it('estimates what winter and summer tests of electric SUVs report (I-PACE, combined, climate control on)', () => {
    const ipace = (temperatureC: number) =>
      estimate({
        engine: 'i-pace_ev400',
        temperatureC,
        climateControl: true,
        preconditioning: false,
        environment: 'combined',
        occupants: 1,
      }) / 438;
    // Winter tests find 20–40 % less range at -10 °C to 0 °C; mild days come close to WLTC; hot days lose a little.
    expect(ipace(-10)).toBeGreaterThan(0.6);
    expect(ipace(-10)).toBeLessThan(0.75);
    expect(ipace(0)).toBeGreaterThan(0.7);
    expect(ipace(0)).toBeLessThan(0.85);
    expect(ipace(20)).toBeGreaterThan(0.95);
    expect(ipace(35)).toBeGreaterThan(0.8);
    expect(ipace(35)).toBeLessThan(0.95);
  });
});

describe('readRangeData', () => {
  it('refuses another format, and says where', () => {
    expect(problemOf(changed((d) => (d.format = 'electric-range/2')))).toMatch(/^format: /);
    expect(problemOf([])).toMatch(/^\(root\): /);
    expect(problemOf(changed((d) => (d.extra = true)))).toMatch(/^\(root\): .*extra/);
  });

  it('refuses an engine whose profile is not in the file', () => {
    expect(problemOf(changed((d) => (d.engines['i-pace_ev400'].profile = 'bev_sedan')))).toBe(
      'engines.i-pace_ev400.profile: no profile "bev_sedan"',
    );
  });

  it('refuses temperatures that do not rise, and a choice of temperatures that is not whole steps', () => {
    expect(problemOf(changed((d) => d.profiles.bev_suv.temperatures.reverse()))).toMatch(/^profiles\.bev_suv\.temperatures: .*rise/);
    expect(problemOf(changed((d) => (d.temperature.step_c = 4)))).toMatch(/^temperature\.step_c: /);
    expect(problemOf(changed((d) => (d.temperature.default_c = 22)))).toMatch(/^temperature\.default_c: /);
    expect(problemOf(changed((d) => (d.temperature.max_c = -10)))).toMatch(/^temperature\.max_c: /);
  });

  it('refuses figures that would make no range: none or negative, efficiency above 1, wheel letters that are not one letter', () => {
    expect(problemOf(changed((d) => (d.engines['i-pace_ev400'].wheels.a.wltc_km = 0)))).toMatch(
      /^engines\.i-pace_ev400\.wheels\.a\.wltc_km: /,
    );
    expect(problemOf(changed((d) => (d.profiles.bev_suv.temperatures[0].efficiency = 1.2)))).toMatch(/efficiency/);
    expect(problemOf(changed((d) => (d.profiles.phev_suv.environment.urban.speed_kmh = 0)))).toMatch(/speed_kmh/);
    expect(problemOf(changed((d) => (d.engines['i-pace_ev400'].wheels = { aa: { wltc_km: 400, wh_km: 200 } })))).toMatch(/wheels/);
    expect(problemOf(changed((d) => (d.engines['i-pace_ev400'].wheels = {})))).toMatch(/wheels/);
    expect(problemOf(changed((d) => (d.engines['i-pace_ev400'].powertrain = 'petrol')))).toMatch(/powertrain/);
    expect(problemOf(changed((d) => (d.engines = {})))).toMatch(/^engines: /);
  });

  it('names at most three problems', () => {
    const many = changed((d) => {
      for (const engine of Object.values(d.engines) as { profile: string }[]) engine.profile = 'BAD KEY';
    });
    expect(problemOf(many)!.split('; ')).toHaveLength(3);
  });
});
