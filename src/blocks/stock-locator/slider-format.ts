import type { RangeFilterKey } from '@/features/stock/constants';

/**
 * How a slider value reads (japan.md): years without separators (2017年), prices in 万円 (220万円),
 * other figures grouped (12,000km). Shared by the server render and the island that updates the
 * value while the thumb moves, so both read the same.
 */
export type SliderScale = 'plain' | 'grouped' | 'man';

export const sliderScales: Record<RangeFilterKey, SliderScale> = {
  mileage: 'grouped',
  production_year: 'plain',
  model_year: 'plain',
  power: 'grouped',
  display_price: 'man',
  msrp_price: 'man',
  number_of_seats: 'plain',
};

export function sliderNumber(scale: SliderScale, value: number): string {
  if (scale === 'plain') return String(value);
  if (scale === 'man') return (value / 10_000).toLocaleString('ja-JP', { maximumFractionDigits: 1 });
  return value.toLocaleString('ja-JP');
}
