import type { Translate } from '@/i18n/i18n';
import type { Derivative } from './types';

/**
 * A derivative's headline figures as the admin screen lists them (one decimal for seconds and km/L,
 * as Japanese spec sheets print them; a dash where a figure is not published). The consumption
 * column shows km/L for engines that burn fuel and Wh/km for a battery-electric car.
 */
export interface DerivativeFigures {
  topSpeed: string;
  acceleration: string;
  consumption: string;
  co2: string;
  electricRange: string;
}

const dash = '—';

export function derivativeFigures(d: Derivative, t: Translate): DerivativeFigures {
  const f = (key: string, value: number | null, digits = 0) =>
    value === null ? dash : t(`admin.models.figure.${key}`, { value: digits ? value.toFixed(digits) : String(value) });
  const { specs } = d;
  return {
    topSpeed: f('top_speed', specs.topSpeedKmh),
    acceleration: f('acceleration', specs.acceleration0to100S, 1),
    consumption: specs.fuelConsumptionKmL !== null ? f('fuel', specs.fuelConsumptionKmL, 1) : f('electric', specs.electricConsumptionWhKm),
    co2: f('co2', specs.co2GKm),
    electricRange: f('range', specs.electricRangeKm),
  };
}
