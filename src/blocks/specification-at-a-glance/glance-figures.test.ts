import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { pickHeadline } from '../model-spec-shared/derivative-view';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import { glanceFigure, glanceIssues } from './glance-figures';

const t = getT('ja');
const picked = pickHeadline(fixtureCatalogue(), 'range_rover', 'ev400');
const bev = picked.ok ? picked.value : null;

describe('glanceFigure', () => {
  it('reads a catalogue figure, with the editor’s label when given', () => {
    expect(glanceFigure({ spec_key: 'electric_range' }, bev, t)).toEqual({
      label: '一充電走行距離（WLTCモード）',
      value: '500',
      unit: 'km',
    });
    expect(glanceFigure({ spec_key: 'power', label: ' システム最高出力 ', value: '1' }, bev, t)).toEqual({
      label: 'システム最高出力',
      value: '400',
      unit: 'PS',
    });
  });

  it('falls back to the typed value when the catalogue has none or there is no car, and needs a value and label', () => {
    expect(glanceFigure({ spec_key: 'torque', value: '700', unit: 'N·m', label: '最大トルク' }, bev, t)).toEqual({
      label: '最大トルク',
      value: '700',
      unit: 'N·m',
    });
    expect(glanceFigure({ spec_key: 'torque', value: '700' }, bev, t)).toBeNull();
    expect(glanceFigure({ spec_key: 'top_speed' }, null, t)).toBeNull();
    expect(glanceFigure({ spec_key: '', value: ' 900 ', label: '最大渡河水深' }, null, t)).toEqual({
      label: '最大渡河水深',
      value: '900',
      unit: '',
    });
    expect(glanceFigure({ spec_key: '', value: '900' }, bev, t)).toBeNull();
  });
});

describe('glanceIssues', () => {
  it('asks for a car for catalogue figures and for value and label for typed ones', () => {
    const items = [{ spec_key: 'power' }, { spec_key: '', value: '900', label: '渡河' }, { spec_key: '', value: ' ', label: '渡河' }];
    expect(glanceIssues('defender_110', items, t)).toEqual([
      {
        path: ['field_groups', 2, 'value'],
        message: '3番目の数値：カタログの数値を選ぶか、数値（value）と説明（label）を入力してください。',
      },
    ]);
    expect(glanceIssues(' ', items.slice(0, 1), t)).toEqual([
      {
        path: ['field_groups', 0, 'spec_key'],
        message: '1番目の数値：カタログの数値を表示するには、モデルキー（car_key）を入力してください。',
      },
    ]);
  });
});
