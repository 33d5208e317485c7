/**
 * The range model of the electric range calculator (decision 0064): from a car's published WLTC
 * range and electricity consumption, and the conditions a visitor picks, the range to expect. Pure
 * and small, so the island computes it as the visitor moves a control.
 *
 * Energy, not percentages: the battery holds what the WLTC test used (`wltc_km × wh_km`), and the
 * range is that energy over the consumption per km under the chosen conditions —
 *
 *   drive   = wh_km × environment.consumption × (1 + environment.occupant × (occupants − 1)) / efficiency(T)
 *   climate = climate_kw(T) × 1000 / environment.speed_kmh          (when climate control is on)
 *   range   = wltc_km × wh_km / (drive + climate)
 *
 * so heating and cooling (a power, drawn per hour) weigh most where the car covers the fewest km
 * per hour, as they do on the road. Preconditioning brings the battery's efficiency part of the way
 * back to its best and saves part of the climate power (the cabin was warmed or cooled on the plug).
 */
export const drivingEnvironments = ['motorway', 'urban', 'combined'] as const;
export type DrivingEnvironment = (typeof drivingEnvironments)[number];

export const minOccupants = 1;
export const maxOccupants = 5;

/** How a driving environment changes consumption against the WLTC combined figure. */
export interface EnvironmentEffect {
  /** Consumption against WLTC combined (1 = the same). */
  consumption: number;
  /** Average speed with stops, km/h: how many km the climate control's power is shared over. */
  speed_kmh: number;
  /** Added consumption per occupant beside the driver (0.015 = +1.5 %). */
  occupant: number;
}

/** The battery and drivetrain at an outside temperature, and what the climate control draws there. */
export interface TemperaturePoint {
  c: number;
  /** Efficiency against the 23 °C test (1 = the same, 0.8 = consumption ÷ 0.8). */
  efficiency: number;
  /** Average climate-control power, kW, when it is on. */
  climate_kw: number;
}

/** How a kind of car responds to the conditions (a profile of the range data file). */
export interface RangeProfile {
  environment: Record<DrivingEnvironment, EnvironmentEffect>;
  /** Ascending by `c`; between points the model interpolates, outside them it keeps the end value. */
  temperatures: TemperaturePoint[];
  /** Shares preconditioning wins back: of the lost battery efficiency, and of the climate power. */
  preconditioning: { battery: number; climate: number };
}

/** A car on one wheel size: its published WLTC range (km) and consumption (Wh/km). */
export interface WheelFigures {
  wltc_km: number;
  wh_km: number;
}

export interface RangeConditions {
  temperatureC: number;
  climateControl: boolean;
  preconditioning: boolean;
  environment: DrivingEnvironment;
  occupants: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The profile's figures at `c`, linearly between its points and held at its ends. */
export function temperaturePointAt(points: readonly TemperaturePoint[], c: number): TemperaturePoint {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (!(c > first.c)) return { ...first, c };
  if (c >= last.c) return { ...last, c };
  const upper = points.findIndex((p) => p.c >= c);
  const high = points[upper]!;
  const low = points[upper - 1]!;
  const share = (c - low.c) / (high.c - low.c);
  return {
    c,
    efficiency: low.efficiency + (high.efficiency - low.efficiency) * share,
    climate_kw: low.climate_kw + (high.climate_kw - low.climate_kw) * share,
  };
}

/** Consumption under the conditions, Wh/km: driving plus climate control. */
export function consumptionWhKm(wheel: WheelFigures, profile: RangeProfile, conditions: RangeConditions): number {
  const point = temperaturePointAt(profile.temperatures, conditions.temperatureC);
  const environment = profile.environment[conditions.environment];
  const occupants = clamp(Math.round(conditions.occupants), minOccupants, maxOccupants);
  const share = (value: number) => clamp(value, 0, 1);
  const precondition = conditions.preconditioning;
  const efficiency = precondition ? point.efficiency + (1 - point.efficiency) * share(profile.preconditioning.battery) : point.efficiency;
  const drive = (wheel.wh_km * environment.consumption * (1 + environment.occupant * (occupants - 1))) / efficiency;
  const climateKw = conditions.climateControl ? point.climate_kw * (precondition ? 1 - share(profile.preconditioning.climate) : 1) : 0;
  return drive + (climateKw * 1000) / environment.speed_kmh;
}

/** The range to expect, km: never negative, never NaN (0 when the figures cannot give one). */
export function estimateRangeKm(wheel: WheelFigures, profile: RangeProfile, conditions: RangeConditions): number {
  const range = (wheel.wltc_km * wheel.wh_km) / consumptionWhKm(wheel, profile, conditions);
  return Number.isFinite(range) && range > 0 ? range : 0;
}

export type RangeUnit = 'km' | 'mile';
export const kmPerMile = 1.609344;

/**
 * The figure shown: in the block's unit, rounded as an estimate should be — to 5 from 100 up (「約365km」
 * rather than a precision the model does not have), to 1 below (a plug-in hybrid's 40 km).
 */
export function displayRange(km: number, unit: RangeUnit): number {
  const value = unit === 'mile' ? km / kmPerMile : km;
  if (!Number.isFinite(value) || value <= 0) return 0;
  return value >= 100 ? Math.round(value / 5) * 5 : Math.round(value);
}

/** The estimate as a share of the WLTC figure, in whole percent (for the bar and the sentence read out). */
export function shareOfWltc(km: number, wltcKm: number): number {
  if (!(wltcKm > 0) || !Number.isFinite(km)) return 0;
  return Math.max(0, Math.round((km / wltcKm) * 100));
}

/** The outside temperatures a visitor can pick: `min` to `max` in `step`s (at most 61 of them). */
export function temperatureSteps({ min, max, step }: { min: number; max: number; step: number }): number[] {
  if (!(step > 0) || !(max >= min)) return [min];
  const count = Math.min(60, Math.floor((max - min) / step + 1e-9));
  return Array.from({ length: count + 1 }, (_, i) => min + i * step);
}
