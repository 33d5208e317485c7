import { describe, expect, it } from 'vitest';
import { sliderNumber, sliderScales } from './slider-format';

describe('slider values', () => {
  it('reads years without separators, prices in 万円 and distances grouped', () => {
    expect(sliderNumber(sliderScales.production_year, 2017)).toBe('2017');
    expect(sliderNumber(sliderScales.model_year, 2025)).toBe('2025');
    expect(sliderNumber(sliderScales.display_price, 2_200_000)).toBe('220');
    expect(sliderNumber(sliderScales.msrp_price, 12_350_000)).toBe('1,235');
    expect(sliderNumber(sliderScales.display_price, 2_216_000)).toBe('221.6');
    expect(sliderNumber(sliderScales.mileage, 12_000)).toBe('12,000');
    expect(sliderNumber(sliderScales.number_of_seats, 7)).toBe('7');
  });
});
