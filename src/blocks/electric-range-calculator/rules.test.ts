import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { rangeCalculatorIssues } from './rules';

const { save } = blockRegistry.electric_range_calculator.schemas;
const defaults = blockRegistry.electric_range_calculator.defaultContent;

/** What saving this content says, field by field. */
function issuesOf(fields: Record<string, unknown> = {}, groups?: Record<string, unknown>[]) {
  const result = save.safeParse({ fields: { ...defaults.fields, ...fields }, field_groups: groups ?? defaults.field_groups });
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}
const car = (change: Record<string, unknown> = {}) => ({
  car_name: '車',
  engine_mapper: 'i-pace_ev400',
  wheel_size_mapper: 'a)=20',
  ...change,
});

describe('electric range calculator save rules', () => {
  it('accepts its default content', () => {
    expect(issuesOf()).toEqual([]);
    expect(rangeCalculatorIssues(save.parse(defaults) as never)).toEqual([]);
  });

  it('asks for a path of the site or an https URL as the data address', () => {
    const message = 'サイトのパス（/ で始まり .json で終わる）か、https:// で始まるURLを入力してください。';
    for (const url of [
      'range-data.json',
      '/demo/../secret.json',
      '//evil.example/x.json',
      'javascript:alert(1)',
      '/demo/range.txt',
      'ftp://x.jp/a.json',
      '/demo/.hidden.json',
      'https://user:key@data.example.jp/range.json',
    ]) {
      expect(issuesOf({ json_url: url }), url).toEqual([['fields.json_url', message]]);
    }
    for (const url of ['/demo/range/range-data.json', 'https://data.example.jp/range.json?v=2'])
      expect(issuesOf({ json_url: url }), url).toEqual([]);
    // Empty is the schema's own "Required", said once.
    expect(issuesOf({ json_url: '' })).toEqual([['fields.json_url', 'Required']]);
  });

  it('checks the modals’ shape, naming the topic that does not fit', () => {
    expect(issuesOf({ modals: { wheel_size: { title: 'ホイール' } } })).toEqual([
      ['fields.modals', 'wheel_size は { "title": "見出し（80文字以内）", "text": "本文（2000文字以内）" } の形にしてください。'],
    ]);
    expect(issuesOf({ modals: { tyres: { title: 'タイヤ', text: '本文' } } })).toEqual([
      [
        'fields.modals',
        'JSONオブジェクトにしてください。キーは driving_environment, wheel_size, climate_control, preconditioning のいずれか、値は { "title": "…", "text": "…" } です。',
      ],
    ]);
    expect(issuesOf({ modals: {} })).toEqual([]);
  });

  it('checks the translations: known keys, their placeholders kept', () => {
    expect(issuesOf({ translations: { wheel: 'ホイール', figure: '約{{value}}' } })).toEqual([
      ['fields.translations', '「wheel」は置き換えられる文言のキーではありません。'],
      ['fields.translations', '「figure」の文言には {{unit}} を残してください。'],
    ]);
    expect(issuesOf({ translations: { on: 1 } })).toEqual([
      ['fields.translations', '{ "キー": "文言" } の形のJSONオブジェクトにしてください（文言は160文字以内）。'],
    ]);
  });

  it('checks each car’s mappers, naming the car and the entry', () => {
    expect(
      issuesOf({}, [
        car(),
        car({ engine_mapper: 'i-pace ev400', wheel_size_mapper: 'a)=19, a)=20, b)=40, c=x' }),
        car({ engine_mapper: ', ,', wheel_size_mapper: ' ,\n, ' }),
      ]),
    ).toEqual([
      [
        'field_groups.1.engine_mapper',
        '2台目の車種：「i-pace ev400」を読み取れません。「データのキー=表示名」の形で書いてください（例：range_rover_p440e=P440e）。',
      ],
      ['field_groups.1.wheel_size_mapper', '2台目の車種：「a)=20」：同じ文字・キーがすでにあります。'],
      ['field_groups.1.wheel_size_mapper', '2台目の車種：「b)=40」：インチは12〜26の整数にしてください。'],
      ['field_groups.1.wheel_size_mapper', '2台目の車種：「c=x」を読み取れません。「文字)=インチ」の形で書いてください（例：a)=19）。'],
      ['field_groups.2.engine_mapper', '3台目の車種：エンジンを1つ以上指定してください（例：range_rover_p440e=P440e）。'],
      ['field_groups.2.wheel_size_mapper', '3台目の車種：ホイールサイズを1つ以上指定してください（例：a)=19, b)=20）。'],
    ]);
  });

  it('takes at most 30 cars', () => {
    expect(
      issuesOf(
        {},
        Array.from({ length: 30 }, () => car()),
      ),
    ).toEqual([]);
    expect(
      issuesOf(
        {},
        Array.from({ length: 31 }, () => car()),
      ).map(([path]) => path),
    ).toEqual(['field_groups']);
  });
});
