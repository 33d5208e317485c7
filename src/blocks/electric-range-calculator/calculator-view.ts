import { parseEngineMapper, parseWheelSizeMapper } from './mappers';
import type { Powertrain, RangeData } from './range-data';
import type { RangeProfile } from './range-model';

/** What the island computes with: only the cars, engines, wheels and profiles it can offer. */
export interface CalculatorWheel {
  code: string;
  inch: number;
  wltcKm: number;
  whKm: number;
}

export interface CalculatorEngine {
  key: string;
  label: string;
  powertrain: Powertrain;
  profile: string;
  /** Smallest wheel first. */
  wheels: CalculatorWheel[];
}

export interface CalculatorCar {
  /** The car's field group (its picture and link are rendered on the server by it). */
  group: number;
  name: string;
  description: string;
  engines: CalculatorEngine[];
}

/** Why a car or an engine the editor set up is not offered (shown in the editor's preview only). */
export type CalculatorProblem =
  | { kind: 'unknown_engine'; car: string; key: string }
  | { kind: 'no_wheels'; car: string; key: string }
  | { kind: 'no_engines'; car: string };

export interface CalculatorView {
  cars: CalculatorCar[];
  profiles: Record<string, RangeProfile>;
  temperature: { min: number; max: number; step: number; initial: number };
  problems: CalculatorProblem[];
}

export interface CarGroup {
  car_name: string;
  car_description?: string;
  engine_mapper: string;
  wheel_size_mapper: string;
}

/**
 * The cars of the block's groups that the data file can compute, in the editor's order: each with
 * the engines its engine mapper names that the file has, each engine with the wheel letters both
 * its figures and the car's wheel size mapper know (smallest first). A car left without engines is
 * not offered; every gap is a problem for the editor's preview.
 */
export function buildCalculator(groups: readonly CarGroup[], data: RangeData): CalculatorView {
  const problems: CalculatorProblem[] = [];
  const cars: CalculatorCar[] = [];
  groups.forEach((group, index) => {
    const car = group.car_name;
    const inches = new Map(parseWheelSizeMapper(group.wheel_size_mapper).wheels.map((w) => [w.code, w.inch]));
    const engines = parseEngineMapper(group.engine_mapper).engines.flatMap(({ key, label }): CalculatorEngine[] => {
      const engine = Object.hasOwn(data.engines, key) ? data.engines[key]! : null;
      if (!engine) {
        problems.push({ kind: 'unknown_engine', car, key });
        return [];
      }
      const wheels = Object.entries(engine.wheels)
        .flatMap(([code, figures]) => {
          const inch = inches.get(code);
          return inch === undefined ? [] : [{ code, inch, wltcKm: figures.wltc_km, whKm: figures.wh_km }];
        })
        .sort((a, b) => a.inch - b.inch);
      if (!wheels.length) {
        problems.push({ kind: 'no_wheels', car, key });
        return [];
      }
      return [{ key, label: label ?? engine.name, powertrain: engine.powertrain, profile: engine.profile, wheels }];
    });
    if (!engines.length) problems.push({ kind: 'no_engines', car });
    else cars.push({ group: index, name: car, description: group.car_description ?? '', engines });
  });
  const used = new Set(cars.flatMap((c) => c.engines.map((e) => e.profile)));
  const profiles = Object.fromEntries(Object.entries(data.profiles).filter(([key]) => used.has(key)));
  const { min_c: min, max_c: max, step_c: step, default_c: initial } = data.temperature;
  return { cars, profiles, temperature: { min, max, step, initial }, problems };
}
