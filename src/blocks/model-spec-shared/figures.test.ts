import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { pickHeadline, type DerivativeView } from './derivative-view';
import { catalogueFigure, figureKeys, type FigureKey } from './figures';
import { fixtureCatalogue } from './fixture-catalogue';

const t = getT('ja');
const catalogue = fixtureCatalogue();
function view(car: string, engine: string): DerivativeView {
  const picked = pickHeadline(catalogue, car, engine);
  if (!picked.ok) throw new Error(`no ${car} ${engine}`);
  return picked.value;
}
const shown = (v: DerivativeView, keys: readonly FigureKey[] = figureKeys) =>
  keys.map((key) => {
    const figure = catalogueFigure(key, v, t);
    return figure && `${figure.label} ${figure.value}${figure.unit}`;
  });

describe('catalogue figures', () => {
  it('formats a diesel’s figures as Japanese catalogues print them', () => {
    expect(shown(view('defender_110', 'd300'))).toEqual([
      '最高速度 191km/h',
      '0-100km/h加速 8.0秒',
      '燃料消費率（WLTCモード） 9.9km/L',
      '最高出力 300PS',
      '最大トルク 650N·m',
      null,
      'CO₂排出量 234g/km',
      '乗車定員 5名',
    ]);
  });

  it('gives a BEV its electricity consumption, range per charge and a CO₂ of 0; a missing torque is left out', () => {
    expect(shown(view('range_rover', 'ev400'), ['consumption', 'electric_range', 'co2', 'torque', 'acceleration'])).toEqual([
      '電力消費率（WLTCモード） 219Wh/km',
      '一充電走行距離（WLTCモード） 500km',
      'CO₂排出量 0g/km',
      null,
      '0-100km/h加速 4.8秒',
    ]);
  });

  it('gives a PHEV its fuel consumption and its EV range', () => {
    expect(shown(view('range_rover', 'p550e'), ['consumption', 'electric_range'])).toEqual([
      '燃料消費率（WLTCモード） 10.0km/L',
      'EV走行距離（WLTCモード） 113km',
    ]);
  });

  it('groups thousands the Japanese way', () => {
    const v = view('defender_110', 'd300');
    expect(catalogueFigure('torque', { ...v, engine: { ...v.engine, torqueNm: 1250 } }, t)?.value).toBe('1,250');
  });
});
