import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { parseSpecs, specsIssues } from './specs';

const t = getT('ja');
const path = ['field_groups', 0, 'specs'];
const messages = (value: unknown) => specsIssues(value, path, t).map((i) => i.message);
const valid = {
  model_name: 'ディフェンダー 90',
  rows: [{ name: 'D250 S', engine: '3.0L ディーゼル', consumption: '10.1km/L', price: 9_000_000, lease: 99_000 }],
};

describe('models carousel specs', () => {
  it('accepts the model name with rows of name, engine, consumption, price and lease; all but name may be left out', () => {
    expect(specsIssues(valid, path, t)).toEqual([]);
    expect(specsIssues({ model_name: 'A', rows: [{ name: 'B' }] }, path, t)).toEqual([]);
    expect(parseSpecs(valid)).toEqual(valid);
  });

  it('says in Japanese what is wrong, at the specs field', () => {
    expect(specsIssues('x', path, t)).toEqual([{ path, message: expect.stringContaining('の形式で入力してください') }]);
    expect(messages({ rows: [{ name: 'B' }] })).toEqual(['車名（model_name）を80文字以内で入力してください。']);
    expect(messages({ model_name: 'A', rows: [] })).toEqual(['グレードの行（rows）を1〜12行入力してください。']);
    expect(messages({ model_name: 'A', rows: [{ name: '' }] })).toEqual(['1行目のグレード名（name）を80文字以内で入力してください。']);
    expect(messages({ model_name: 'A', rows: [{ name: 'B' }, { name: 'C', price: '1,000万円' }] })).toEqual([
      '2行目の price は円単位の整数で入力してください（例：12340000）。',
    ]);
    expect(messages({ model_name: 'A', rows: [{ name: 'B', lease: 12.5, price: 1 }] })).toEqual([
      '1行目の lease は円単位の整数で入力してください（例：12340000）。',
    ]);
    expect(messages({ model_name: 'A', rows: [{ name: 'B', engine: 3 }] })).toEqual([
      '1行目の engine は120文字以内の文字列で入力してください。',
    ]);
    expect(messages({ model_name: 'A', rows: [{ name: 'B', prise: 1 }] })[0]).toContain('使えない項目があります：prise');
    expect(messages({ model_name: 'A', rows: Array.from({ length: 13 }, () => ({ name: 'B' })) })).toEqual([
      'グレードの行（rows）を1〜12行入力してください。',
    ]);
  });

  it('refuses a monthly example without a price beside it (割賦販売法)', () => {
    expect(messages({ model_name: 'A', rows: [{ name: 'B', lease: 50_000 }] })).toEqual([
      '1行目に価格（price）がありません。月々のお支払い例は価格と一緒に表示してください。',
    ]);
  });

  it('parses nothing from specs saved before the rule', () => {
    expect([parseSpecs({}), parseSpecs(null), parseSpecs({ model_name: 'A', rows: [{ name: 'B', price: -1 }] })]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
