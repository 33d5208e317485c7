import { describe, expect, it } from 'vitest';
import { getT, resources } from '@/i18n/i18n';
import { defaultModals } from './template';
import { fillText, textKeys, textPlaceholders } from './text-keys';
import { calculatorTexts, readModals, translationProblems } from './texts';

const t = getT('ja');

describe('calculatorTexts', () => {
  it('gives every word from the translation files in Japanese, placeholders kept for the island', () => {
    const texts = calculatorTexts(t, {});
    expect(Object.keys(texts)).toEqual(textKeys);
    expect(texts).toMatchObject({
      select: '車種を選ぶ',
      range: '推定航続距離',
      motorway: '高速道路',
      urban: '市街地',
      combined: '複合',
      occupants: '乗車人数',
      wheel_inch: '{{inch}}インチ',
      temperature_value: '{{value}}℃',
      figure: '約{{value}}{{unit}}',
      announce: '{{car}}の{{range}}は{{figure}}です（{{share}}）。',
    });
  });

  it('has each word in both translation files, with the placeholders the island fills', () => {
    const text = (tree: unknown, key: string) =>
      (tree as { range_calculator: { text: Record<string, string> } }).range_calculator.text[key];
    for (const key of textKeys) {
      for (const tree of [resources.ja, resources.en]) {
        const value = text(tree, key);
        expect(typeof value, key).toBe('string');
        for (const name of textPlaceholders[key]) expect(value, key).toContain(`{{${name}}}`);
      }
    }
  });

  it('takes the block’s translations where they keep their placeholders', () => {
    const texts = calculatorTexts(t, {
      wheel_size: 'タイヤサイズ',
      figure: '{{value}}{{unit}}前後',
      wheel_inch: '{{inch}}型',
      unknown: 'x',
    });
    expect([texts.wheel_size, texts.figure, texts.wheel_inch, texts.temperature]).toEqual([
      'タイヤサイズ',
      '{{value}}{{unit}}前後',
      '{{inch}}型',
      '外気温',
    ]);
  });

  it('keeps the default where a translation would lose a figure, or the translations are no object of texts', () => {
    expect(calculatorTexts(t, { figure: '約{{value}}', wheel_inch: 'インチ' })).toMatchObject({
      figure: '約{{value}}{{unit}}',
      wheel_inch: '{{inch}}インチ',
    });
    expect(calculatorTexts(t, ['タイヤサイズ']).wheel_size).toBe('ホイールサイズ');
    expect(calculatorTexts(t, { wheel_size: 42 }).wheel_size).toBe('ホイールサイズ');
  });
});

describe('translationProblems', () => {
  it('finds nothing wrong with none or known keys that keep their placeholders', () => {
    expect(translationProblems({})).toEqual([]);
    expect(translationProblems({ on: '入', occupants_value: '{{count}}名' })).toEqual([]);
  });

  it('names unknown keys, lost placeholders and values that are no texts', () => {
    expect(translationProblems({ wheel: 'ホイール', occupants_value: '名', share: '{{percent}}' })).toEqual([
      { kind: 'unknown', key: 'wheel' },
      { kind: 'placeholder', key: 'occupants_value', missing: 'count' },
    ]);
    expect(translationProblems({ on: '' })).toEqual([{ kind: 'shape' }]);
    expect(translationProblems({ on: 'x'.repeat(161) })).toEqual([{ kind: 'shape' }]);
    expect(translationProblems('オン')).toEqual([{ kind: 'shape' }]);
    expect(translationProblems({ toString: 'x' })).toEqual([{ kind: 'unknown', key: 'toString' }]);
  });
});

describe('readModals', () => {
  it('reads each topic’s title and its paragraphs, one per line', () => {
    const modals = readModals(defaultModals);
    expect(Object.keys(modals)).toEqual(['driving_environment', 'wheel_size', 'climate_control', 'preconditioning']);
    expect(modals.driving_environment!.title).toBe('走行環境について');
    expect(modals.driving_environment!.paragraphs).toHaveLength(3);
    expect(modals.driving_environment!.paragraphs[0]).toMatch(/^高速道路：/);
    expect(readModals({ wheel_size: { title: '見出し', text: '一行目\n\n二行目\n' } })).toEqual({
      wheel_size: { title: '見出し', paragraphs: ['一行目', '二行目'] },
    });
  });

  it('leaves out topics that are missing or do not fit, and anything that is no object', () => {
    expect(readModals({ wheel_size: { title: '', text: '本文' }, climate_control: { title: '空調', text: '本文' }, other: {} })).toEqual({
      climate_control: { title: '空調', paragraphs: ['本文'] },
    });
    expect([readModals(null), readModals([]), readModals('x')]).toEqual([{}, {}, {}]);
  });
});

describe('fillText', () => {
  it('fills the placeholders it is given and leaves the others', () => {
    expect(fillText('約{{value}}{{unit}}', { value: '1,200', unit: 'km' })).toBe('約1,200km');
    expect(fillText('{{a}}と{{b}}', { a: 0 })).toBe('0と{{b}}');
    expect(fillText('{{toString}}', {})).toBe('{{toString}}');
  });
});
