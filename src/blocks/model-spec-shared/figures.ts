import { summarySpecKeys } from '@/features/models/types';
import type { Translate } from '@/i18n/i18n';
import type { DerivativeView } from './derivative-view';

/**
 * The catalogue figures a block can show: the model summary's three (blocks.md §2.21) and, for the
 * at-a-glance block, the other measured values of a derivative and its engine.
 */
export const figureKeys = [...summarySpecKeys, 'power', 'torque', 'electric_range', 'co2', 'seats'] as const;
export type FigureKey = (typeof figureKeys)[number];

export interface Figure {
  label: string;
  /** Formatted for Japanese readers (Intl ja-JP): `191`, `8.0`, `9.9`, `1,200`. */
  value: string;
  unit: string;
}

const whole = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface Measured {
  value: number | null;
  format: Intl.NumberFormat;
  /** `model_spec.figure.*` */
  label: string;
  /** `model_spec.unit.*` */
  unit: string;
}

/**
 * Which number a key means for this derivative. Consumption is fuel (km/L) for engines that burn
 * fuel and electricity (Wh/km) for a BEV, each with its WLTC label as Japanese catalogues print it;
 * the electric range is 一充電走行距離 for a BEV and EV走行距離 for a PHEV.
 */
function measured(key: FigureKey, view: Pick<DerivativeView, 'specs' | 'engine'>): Measured {
  const { specs, engine } = view;
  const bev = engine.fuelType === 'bev';
  switch (key) {
    case 'top_speed':
      return { value: specs.topSpeedKmh, format: whole, label: 'top_speed', unit: 'km_h' };
    case 'acceleration':
      return { value: specs.acceleration0to100S, format: oneDecimal, label: 'acceleration', unit: 'seconds' };
    case 'consumption':
      return bev || specs.fuelConsumptionKmL === null
        ? { value: specs.electricConsumptionWhKm, format: whole, label: 'electric_consumption', unit: 'wh_km' }
        : { value: specs.fuelConsumptionKmL, format: oneDecimal, label: 'fuel_consumption', unit: 'km_l' };
    case 'power':
      return { value: engine.powerPs, format: whole, label: 'power', unit: 'ps' };
    case 'torque':
      return { value: engine.torqueNm, format: whole, label: 'torque', unit: 'nm' };
    case 'electric_range':
      return { value: specs.electricRangeKm, format: whole, label: bev ? 'bev_range' : 'ev_range', unit: 'km' };
    case 'co2':
      return { value: specs.co2GKm, format: whole, label: 'co2', unit: 'g_km' };
    case 'seats':
      return { value: specs.seats, format: whole, label: 'seats', unit: 'seats' };
  }
}

/** A derivative's figure for `key`, or null when the catalogue has no value for it. */
export function catalogueFigure(key: FigureKey, view: Pick<DerivativeView, 'specs' | 'engine'>, t: Translate): Figure | null {
  const m = measured(key, view);
  if (m.value === null || !Number.isFinite(m.value)) return null;
  return { label: t(`model_spec.figure.${m.label}`), value: m.format.format(m.value), unit: t(`model_spec.unit.${m.unit}`) };
}

export const isFigureKey = (value: unknown): value is FigureKey => (figureKeys as readonly unknown[]).includes(value);
