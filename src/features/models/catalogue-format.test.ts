import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { derivativeFigures } from './catalogue-format';
import { testCatalogue } from './test-catalogue';

const t = getT('ja');
const [first, , , , ipace] = testCatalogue().derivatives;

describe('derivative figures on the admin screen', () => {
  it('prints a fuel-burning derivative’s figures with Japanese units, seconds and km/L to one decimal', () => {
    expect(derivativeFigures(first!, t)).toEqual({
      topSpeed: '191km/h',
      acceleration: '8.0秒',
      consumption: '10.0km/L',
      co2: '230g/km',
      electricRange: '—',
    });
  });

  it('prints a battery-electric derivative’s consumption in Wh/km and its range', () => {
    expect(derivativeFigures(ipace!, t)).toMatchObject({ consumption: '220Wh/km', co2: '0g/km', electricRange: '438km' });
  });

  it('shows a dash for figures that are not published', () => {
    const none = {
      ...first!,
      specs: { ...first!.specs, topSpeedKmh: null, acceleration0to100S: null, fuelConsumptionKmL: null, co2GKm: null },
    };
    expect(derivativeFigures(none, t)).toEqual({ topSpeed: '—', acceleration: '—', consumption: '—', co2: '—', electricRange: '—' });
  });
});
