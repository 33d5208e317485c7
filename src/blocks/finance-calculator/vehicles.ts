/**
 * The vehicles a visitor can choose (decision 0063): the model catalogue's derivatives, as compact
 * records for the island, chosen level by level — model, model year, body style, engine, grade —
 * each level offering only what fits the levels above it. Pure and client-safe.
 */
export interface FinanceVehicle {
  /** The derivative's key. */
  key: string;
  /** Nameplate key (the analytics `model`). */
  model: string;
  /** The model's name (or the block's `models_info` label for it). */
  modelName: string;
  /** A line under the model from `models_info` (a campaign, a delivery note). */
  modelNote?: string;
  year: number;
  body: string;
  bodyName: string;
  engine: string;
  engineName: string;
  trim: string;
  /** ディフェンダー 110 D300 SE. */
  name: string;
  /** メーカー希望小売価格（消費税込）, yen. */
  price: number;
}

export const vehicleLevels = ['model', 'year', 'body', 'engine', 'trim'] as const;
export type VehicleLevel = (typeof vehicleLevels)[number];

/** What a vehicle is at a level (the trim level is the derivative itself). */
export function valueAt(vehicle: FinanceVehicle, level: VehicleLevel): string {
  switch (level) {
    case 'model':
      return vehicle.model;
    case 'year':
      return String(vehicle.year);
    case 'body':
      return vehicle.body;
    case 'engine':
      return vehicle.engine;
    case 'trim':
      return vehicle.key;
  }
}

export function labelAt(vehicle: FinanceVehicle, level: VehicleLevel): string {
  switch (level) {
    case 'model':
      return vehicle.modelName;
    case 'year':
      return String(vehicle.year);
    case 'body':
      return vehicle.bodyName;
    case 'engine':
      return vehicle.engineName;
    case 'trim':
      return vehicle.trim;
  }
}

const above = (level: VehicleLevel) => vehicleLevels.slice(0, vehicleLevels.indexOf(level));

/** The vehicles that agree with `current` on every level above `level`. */
function matchingAbove(vehicles: readonly FinanceVehicle[], current: FinanceVehicle, level: VehicleLevel): FinanceVehicle[] {
  const levels = above(level);
  return vehicles.filter((v) => levels.every((l) => valueAt(v, l) === valueAt(current, l)));
}

export interface LevelOption {
  value: string;
  label: string;
}

/** The choices of one level, given what is chosen above it, in the list's order (first seen first). */
export function levelOptions(vehicles: readonly FinanceVehicle[], current: FinanceVehicle, level: VehicleLevel): LevelOption[] {
  const seen = new Set<string>();
  const options: LevelOption[] = [];
  for (const vehicle of matchingAbove(vehicles, current, level)) {
    const value = valueAt(vehicle, level);
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: labelAt(vehicle, level) });
  }
  return options;
}

/**
 * The vehicle after choosing `value` at `level`: the levels above stay, and each level below keeps
 * its choice where the new one offers it (another engine keeps the model year and body style),
 * otherwise takes the first — the latest and cheapest. Unknown values change nothing.
 */
export function chooseAt(vehicles: readonly FinanceVehicle[], current: FinanceVehicle, level: VehicleLevel, value: string): FinanceVehicle {
  let candidates = matchingAbove(vehicles, current, level).filter((v) => valueAt(v, level) === value);
  if (!candidates.length) return current;
  for (const deeper of vehicleLevels.slice(vehicleLevels.indexOf(level) + 1)) {
    // A grade is kept by its name (SE stays SE on another engine); the other levels by their value.
    const same = candidates.filter((v) => (deeper === 'trim' ? v.trim === current.trim : valueAt(v, deeper) === valueAt(current, deeper)));
    if (same.length) candidates = same;
  }
  return candidates[0]!;
}
