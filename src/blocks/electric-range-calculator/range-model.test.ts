import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consumptionWhKm,
  displayRange,
  drivingEnvironments,
  estimateRangeKm,
  shareOfWltc,
  temperaturePointAt,
  temperatureSteps,
  type RangeConditions,
  type RangeProfile,
  type WheelFigures,
} from './range-model';

/** A profile with round figures, so each expected range can be worked out by hand. */
const profile: RangeProfile = {
  environment: {
    motorway: { consumption: 1.25, speed_kmh: 100, occupant: 0.01 },
    urban: { consumption: 0.8, speed_kmh: 20, occupant: 0.02 },
    combined: { consumption: 1, speed_kmh: 40, occupant: 0.015 },
  },
  temperatures: [
    { c: -10, efficiency: 0.8, climate_kw: 2 },
    { c: 0, efficiency: 0.9, climate_kw: 1.5 },
    { c: 20, efficiency: 1, climate_kw: 0.2 },
    { c: 30, efficiency: 0.98, climate_kw: 1 },
  ],
  preconditioning: { battery: 0.5, climate: 0.25 },
};
const wheel: WheelFigures = { wltc_km: 400, wh_km: 200 };
const base: RangeConditions = { temperatureC: 20, climateControl: false, preconditioning: false, environment: 'combined', occupants: 1 };
const range = (change: Partial<RangeConditions> = {}, p: RangeProfile = profile, w: WheelFigures = wheel) =>
  estimateRangeKm(w, p, { ...base, ...change });

describe('estimateRangeKm', () => {
  it('gives the WLTC range under the test’s own conditions: combined, mild, climate control off, the driver alone', () => {
    expect(range()).toBe(400);
    expect(consumptionWhKm(wheel, profile, base)).toBe(200);
  });

  it('shares the battery’s energy over the consumption of each environment', () => {
    expect(range({ environment: 'motorway' })).toBeCloseTo(320, 9); // 200 × 1.25 = 250 Wh/km
    expect(range({ environment: 'urban' })).toBeCloseTo(500, 9); // 200 × 0.8 = 160 Wh/km
  });

  it('loses range in the cold: the battery’s efficiency, interpolated between the profile’s points', () => {
    expect(range({ temperatureC: 0 })).toBeCloseTo(360, 9); // 200 / 0.9
    expect(range({ temperatureC: -10 })).toBeCloseTo(320, 9); // 200 / 0.8
    expect(range({ temperatureC: -5 })).toBeCloseTo(340, 9); // efficiency 0.85
    expect(range({ temperatureC: 10 })).toBeCloseTo(380, 9); // efficiency 0.95
    // Beyond the profile's points the end values hold.
    expect(range({ temperatureC: -30 })).toBeCloseTo(320, 9);
    expect(range({ temperatureC: 45 })).toBeCloseTo(range({ temperatureC: 30 }), 9);
  });

  it('charges climate control as a power shared over the km driven per hour', () => {
    // 0.2 kW at 40 km/h = 5 Wh/km.
    expect(range({ climateControl: true })).toBeCloseTo((400 * 200) / 205, 9);
    // 2 kW: 50 Wh/km at 40 km/h, 100 in town at 20 km/h, 20 on the motorway at 100 km/h.
    expect(range({ temperatureC: -10, climateControl: true })).toBeCloseTo((400 * 200) / 300, 9);
    expect(range({ temperatureC: -10, climateControl: true, environment: 'urban' })).toBeCloseTo((400 * 200) / 300, 9);
    expect(range({ temperatureC: -10, climateControl: true, environment: 'motorway' })).toBeCloseTo((400 * 200) / 332.5, 9);
  });

  it('adds each occupant beside the driver to the consumption, by environment', () => {
    expect(range({ occupants: 5 })).toBeCloseTo(400 / 1.06, 9);
    expect(range({ occupants: 3, environment: 'urban' })).toBeCloseTo(500 / 1.04, 9);
    expect(range({ occupants: 2, environment: 'motorway' })).toBeCloseTo(320 / 1.01, 9);
    // Outside 1–5 (or between whole people) it counts the nearest of them.
    expect(range({ occupants: 9 })).toBe(range({ occupants: 5 }));
    expect(range({ occupants: 0 })).toBe(range({ occupants: 1 }));
    expect(range({ occupants: 2.4 })).toBe(range({ occupants: 2 }));
  });

  it('with preconditioning wins back part of the cold battery’s loss and part of the climate power', () => {
    // Efficiency 0.8 → 0.8 + 0.2 × 0.5 = 0.9.
    expect(range({ temperatureC: -10, preconditioning: true })).toBeCloseTo(360, 9);
    // Climate 2 kW → 1.5 kW: 37.5 Wh/km at 40 km/h, beside 200 / 0.9.
    expect(range({ temperatureC: -10, preconditioning: true, climateControl: true })).toBeCloseTo((400 * 200) / (200 / 0.9 + 37.5), 9);
    // At 20 °C the battery has nothing to win back.
    expect(range({ preconditioning: true })).toBe(400);
  });

  it('takes shares of preconditioning beyond 0–1 as their nearest end', () => {
    const eager = { ...profile, preconditioning: { battery: 3, climate: -1 } };
    expect(range({ temperatureC: -10, preconditioning: true }, eager)).toBeCloseTo(400, 9);
    expect(range({ temperatureC: -10, preconditioning: true, climateControl: true }, eager)).toBeCloseTo((400 * 200) / 250, 9);
  });

  it('answers 0, never NaN, infinity or less, for figures that cannot give a range', () => {
    expect(range({}, profile, { wltc_km: 0, wh_km: 200 })).toBe(0);
    expect(range({}, profile, { wltc_km: Number.NaN, wh_km: 200 })).toBe(0);
    expect(
      range({}, { ...profile, environment: { ...profile.environment, combined: { consumption: 0, speed_kmh: 0, occupant: 0 } } }),
    ).toBe(0);
    expect(range({ temperatureC: Number.NaN })).toBeGreaterThan(0);
  });
});

describe('the factors, each on its own (property tests over every other choice)', () => {
  const conditions = fc.record({
    temperatureC: fc.integer({ min: -10, max: 35 }),
    climateControl: fc.boolean(),
    preconditioning: fc.boolean(),
    environment: fc.constantFrom(...drivingEnvironments),
    occupants: fc.integer({ min: 1, max: 5 }),
  });

  it('colder (up to 20 °C) never gives more range', () => {
    fc.assert(
      fc.property(conditions, fc.integer({ min: -10, max: 19 }), (c, colder) => {
        const t = Math.max(colder + 1, Math.min(c.temperatureC, 20));
        expect(range({ ...c, temperatureC: colder })).toBeLessThan(range({ ...c, temperatureC: t }));
      }),
    );
  });

  it('a motorway gives less range than town', () => {
    fc.assert(
      fc.property(conditions, (c) => {
        expect(range({ ...c, environment: 'motorway' })).toBeLessThan(range({ ...c, environment: 'urban' }));
      }),
    );
  });

  it('another occupant gives less range', () => {
    fc.assert(
      fc.property(conditions, fc.integer({ min: 1, max: 4 }), (c, n) => {
        expect(range({ ...c, occupants: n + 1 })).toBeLessThan(range({ ...c, occupants: n }));
      }),
    );
  });

  it('climate control never gives more range', () => {
    fc.assert(
      fc.property(conditions, (c) => {
        expect(range({ ...c, climateControl: true })).toBeLessThan(range({ ...c, climateControl: false }));
      }),
    );
  });

  it('preconditioning gives more range in the cold and never less', () => {
    fc.assert(
      fc.property(conditions, (c) => {
        const cold = { ...c, temperatureC: Math.min(c.temperatureC, 10) };
        expect(range({ ...cold, preconditioning: true })).toBeGreaterThan(range({ ...cold, preconditioning: false }));
        expect(range({ ...c, preconditioning: true })).toBeGreaterThanOrEqual(range({ ...c, preconditioning: false }));
      }),
    );
  });

  it('is always a positive, finite number of km, at most the WLTC figure’s best case', () => {
    fc.assert(
      fc.property(conditions, (c) => {
        const km = range(c);
        expect(Number.isFinite(km) && km > 0).toBe(true);
        expect(km).toBeLessThanOrEqual(range({ environment: 'urban' }));
      }),
    );
  });
});

describe('temperaturePointAt', () => {
  it('interpolates efficiency and climate power between the points, and holds the ends', () => {
    const between = temperaturePointAt(profile.temperatures, 25);
    expect(between.c).toBe(25);
    expect(between.efficiency).toBeCloseTo(0.99, 12);
    expect(between.climate_kw).toBeCloseTo(0.6, 12);
    expect(temperaturePointAt(profile.temperatures, 0)).toEqual({ c: 0, efficiency: 0.9, climate_kw: 1.5 });
    expect(temperaturePointAt(profile.temperatures, -40)).toEqual({ c: -40, efficiency: 0.8, climate_kw: 2 });
    expect(temperaturePointAt(profile.temperatures, 40)).toEqual({ c: 40, efficiency: 0.98, climate_kw: 1 });
  });
});

describe('displayRange', () => {
  it('rounds to 5 from 100 up and to 1 below, as an estimate', () => {
    expect([437.4, 438, 102.4, 99.6, 99.4, 41.5, 0.4].map((km) => displayRange(km, 'km'))).toEqual([435, 440, 100, 100, 99, 42, 0]);
  });

  it('converts to miles first', () => {
    expect(displayRange(438, 'mile')).toBe(270); // 272.2 mi
    expect(displayRange(100, 'mile')).toBe(62); // 62.1 mi
    expect(displayRange(160.9344, 'mile')).toBe(100);
  });

  it('shows 0 for nothing, a negative or an impossible figure', () => {
    expect([0, -5, Number.NaN, Infinity].map((km) => displayRange(km, 'km'))).toEqual([0, 0, 0, 0]);
  });
});

describe('shareOfWltc', () => {
  it('is the estimate in whole percent of the WLTC figure', () => {
    expect(shareOfWltc(340, 400)).toBe(85);
    expect(shareOfWltc(441, 400)).toBe(110);
    expect(shareOfWltc(333, 400)).toBe(83);
    expect([shareOfWltc(100, 0), shareOfWltc(Number.NaN, 400), shareOfWltc(-5, 400)]).toEqual([0, 0, 0]);
  });
});

describe('temperatureSteps', () => {
  it('offers min to max in steps', () => {
    expect(temperatureSteps({ min: -10, max: 35, step: 5 })).toEqual([-10, -5, 0, 5, 10, 15, 20, 25, 30, 35]);
    expect(temperatureSteps({ min: 0, max: 4, step: 2 })).toEqual([0, 2, 4]);
  });

  it('never loops forever nor offers more than 61 steps', () => {
    expect(temperatureSteps({ min: 0, max: 10, step: 0 })).toEqual([0]);
    expect(temperatureSteps({ min: 10, max: 0, step: 1 })).toEqual([10]);
    expect(temperatureSteps({ min: -40, max: 60, step: 1 })).toHaveLength(61);
  });
});
