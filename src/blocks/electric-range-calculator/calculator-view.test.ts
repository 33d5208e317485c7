import { describe, expect, it } from 'vitest';
import { buildCalculator } from './calculator-view';
import type { RangeData } from './range-data';

const profile = {
  environment: {
    motorway: { consumption: 1.25, speed_kmh: 90, occupant: 0.01 },
    urban: { consumption: 0.9, speed_kmh: 25, occupant: 0.02 },
    combined: { consumption: 1, speed_kmh: 40, occupant: 0.015 },
  },
  temperatures: [
    { c: -10, efficiency: 0.8, climate_kw: 2 },
    { c: 20, efficiency: 1, climate_kw: 0.2 },
  ],
  preconditioning: { battery: 0.3, climate: 0.25 },
};

const data: RangeData = {
  format: 'electric-range/1',
  temperature: { min_c: -10, max_c: 30, step_c: 10, default_c: 10 },
  profiles: { ev: profile, phev: profile, unused: profile },
  engines: {
    'ev-1': {
      name: 'EV One',
      powertrain: 'bev',
      profile: 'ev',
      wheels: { c: { wltc_km: 400, wh_km: 200 }, a: { wltc_km: 430, wh_km: 186 } },
    },
    p1: { name: 'P One', powertrain: 'phev', profile: 'phev', wheels: { a: { wltc_km: 80, wh_km: 200 }, b: { wltc_km: 78, wh_km: 205 } } },
  },
};

const group = (car_name: string, engine_mapper: string, wheel_size_mapper: string) => ({ car_name, engine_mapper, wheel_size_mapper });

describe('buildCalculator', () => {
  it('offers each car’s mapped engines in the mapper’s order, named by the mapper or the data, wheels smallest first', () => {
    const view = buildCalculator([{ ...group('電気の車', 'p1, ev-1=EV 400', 'c)=22, a)=19, b)=20'), car_description: '説明' }], data);
    expect(view.cars).toEqual([
      {
        group: 0,
        name: '電気の車',
        description: '説明',
        engines: [
          {
            key: 'p1',
            label: 'P One',
            powertrain: 'phev',
            profile: 'phev',
            wheels: [
              { code: 'a', inch: 19, wltcKm: 80, whKm: 200 },
              { code: 'b', inch: 20, wltcKm: 78, whKm: 205 },
            ],
          },
          {
            key: 'ev-1',
            label: 'EV 400',
            powertrain: 'bev',
            profile: 'ev',
            wheels: [
              { code: 'a', inch: 19, wltcKm: 430, whKm: 186 },
              { code: 'c', inch: 22, wltcKm: 400, whKm: 200 },
            ],
          },
        ],
      },
    ]);
    expect(view.problems).toEqual([]);
  });

  it('passes only the profiles the offered engines use, and the data’s temperatures', () => {
    const view = buildCalculator([group('車', 'ev-1', 'a)=19')], data);
    expect(Object.keys(view.profiles)).toEqual(['ev']);
    expect(view.temperature).toEqual({ min: -10, max: 30, step: 10, initial: 10 });
  });

  it('leaves out what the data cannot compute, telling the editor, and keeps the group index of each car', () => {
    const view = buildCalculator(
      [
        group('未知の車', 'nothing_here', 'a)=19'),
        group('ホイールなし', 'ev-1, p1', 'b)=20'),
        group('動く車', 'p1=P1, toString', 'a)=19'),
        group('書式違い', 'ev 1', 'a)=19'),
      ],
      data,
    );
    expect(view.cars.map((c) => [c.group, c.name, c.engines.map((e) => [e.key, e.wheels.map((w) => w.inch)])])).toEqual([
      [1, 'ホイールなし', [['p1', [20]]]],
      [2, '動く車', [['p1', [19]]]],
    ]);
    expect(view.problems).toEqual([
      { kind: 'unknown_engine', car: '未知の車', key: 'nothing_here' },
      { kind: 'no_engines', car: '未知の車' },
      { kind: 'no_wheels', car: 'ホイールなし', key: 'ev-1' },
      { kind: 'unknown_engine', car: '動く車', key: 'tostring' },
      { kind: 'no_engines', car: '書式違い' },
    ]);
  });
});
