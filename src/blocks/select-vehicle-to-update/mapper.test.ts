import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { childLabel, matchingGroups, readMapper, type Mapper } from './mapper';
import { mapperIssues } from './rules';

const mapper: Mapper = {
  dropdowns: [
    { label: 'ディフェンダー', key: 'defender', children: ['2020', '2025'] },
    { label: 'レンジローバー', key: 'range_rover', children: ['2019', '2020', '2025'] },
  ],
  subblocks_groups: [
    {
      key: 'pivi',
      match_dropdowns: [
        { parent_key: 'defender', child_key: ['2020', '2025'] },
        { parent_key: 'range_rover', child_key: ['2025'] },
      ],
    },
    { key: 'touch', match_dropdowns: [{ parent_key: 'range_rover', child_key: ['2019', '2020'] }] },
    { key: 'sota', match_dropdowns: [{ parent_key: 'range_rover', child_key: ['2020'] }] },
  ],
};
const groupKeys = ['touch', 'pivi', 'sota', 'manual'];

describe('matchingGroups', () => {
  it('answers the field groups mapped to the vehicle and year, in the editor’s order', () => {
    expect(matchingGroups(mapper, groupKeys, 'defender', '2025')).toEqual([1]);
    expect(matchingGroups(mapper, groupKeys, 'range_rover', '2020')).toEqual([0, 2]);
    expect(matchingGroups(mapper, groupKeys, 'range_rover', '2025')).toEqual([1]);
  });

  it('answers nothing for a year no group lists, or a vehicle of another group’s year', () => {
    expect(matchingGroups(mapper, groupKeys, 'range_rover', '2021')).toEqual([]);
    expect(matchingGroups(mapper, groupKeys, 'defender', '2019')).toEqual([]);
    expect(matchingGroups(mapper, groupKeys, 'discovery', '2020')).toEqual([]);
  });

  it('answers every field group sharing a mapped key', () => {
    expect(matchingGroups(mapper, ['pivi', 'touch', 'pivi'], 'defender', '2020')).toEqual([0, 2]);
  });
});

describe('readMapper', () => {
  it('reads years as numbers or text alike, trimmed', () => {
    expect(readMapper({ dropdowns: [{ label: ' ディフェンダー ', key: 'defender', children: [2024, '2025'] }] })).toEqual({
      dropdowns: [{ label: 'ディフェンダー', key: 'defender', children: ['2024', '2025'] }],
      subblocks_groups: [],
    });
  });

  it('gives null for a mapper that does not fit, so the block lists every system', () => {
    expect(readMapper({ dropdowns: [] })).toBeNull();
    expect(readMapper({ dropdowns: [{ label: 'x', key: 'bad key', children: [2024] }] })).toBeNull();
    expect(readMapper({ dropdowns: [{ label: 'x', key: 'x', children: [2024] }], extra: 1 })).toBeNull();
    expect(readMapper('{"dropdowns": []}')).toBeNull();
  });
});

describe('labels', () => {
  it('shows a four-digit year through the model-year text, anything else as written', () => {
    expect(childLabel('2025', '{year}年モデル')).toBe('2025年モデル');
    expect(childLabel('2020年前期', '{year}年モデル')).toBe('2020年前期');
    expect(childLabel('202', '{year}年モデル')).toBe('202');
  });
});

describe('mapperIssues (save rule)', () => {
  const groups = [{ key: 'pivi' }, { key: 'touch' }, { key: 'sota' }];
  const issues = (value: unknown, fieldGroups = groups) => mapperIssues({ fields: { mapper: value }, field_groups: fieldGroups });
  const messages = (value: unknown, fieldGroups = groups) => issues(value, fieldGroups).map((i) => i.message);

  it('accepts the default content and a consistent mapper', () => {
    const { defaultContent } = blockRegistry.select_vehicle_to_update;
    expect(mapperIssues(defaultContent as never)).toEqual([]);
    expect(issues(mapper)).toEqual([]);
  });

  it('asks for the documented shape when the JSON is not an object', () => {
    for (const value of [[], 'text', null]) {
      expect(issues(value)).toEqual([
        { path: ['fields', 'mapper'], message: expect.stringContaining('{ "dropdowns": [...], "subblocks_groups": [...] }') },
      ]);
    }
  });

  it('names the place in the JSON and what is wrong there, in Japanese', () => {
    expect(messages({ dropdowns: [] })).toEqual(['マッパーJSONの dropdowns：1件以上指定してください']);
    expect(messages({ dropdowns: [{ label: '', key: 'a b', children: [1850] }] })).toEqual([
      'マッパーJSONの dropdowns[0].label：空にできません',
      'マッパーJSONの dropdowns[0].key：キーには半角英数字、ハイフン（-）、アンダースコア（_）だけが使えます',
      'マッパーJSONの dropdowns[0].children[0]：1900〜2100の年で指定してください',
    ]);
    expect(messages({ dropdowns: [{ label: 'x', key: 'x', children: [true] }] })).toEqual([
      'マッパーJSONの dropdowns[0].children[0]：年（数値）または文字列で指定してください',
    ]);
    expect(messages({ dropdowns: [{ label: 'x', key: 'x', children: [2024], colour: 'red' }] })).toEqual([
      'マッパーJSONの dropdowns[0]：使えない項目があります（colour）',
    ]);
    expect(messages({ dropdowns: [{ label: 'x', children: [2024] }] })).toEqual([
      'マッパーJSONの dropdowns[0].key：必須の項目がないか、値の種類が違います（文字列で指定してください）',
    ]);
  });

  it('refuses keys and years used twice, and references that lead nowhere', () => {
    const broken = {
      dropdowns: [
        { label: 'ディフェンダー', key: 'defender', children: [2024, '2024'] },
        { label: '重複', key: 'defender', children: [2025] },
      ],
      subblocks_groups: [
        { key: 'pivi', match_dropdowns: [{ parent_key: 'defender', child_key: [2024, 2030] }] },
        { key: 'pivi', match_dropdowns: [{ parent_key: 'velar', child_key: [2024] }] },
        { key: 'missing', match_dropdowns: [{ parent_key: 'defender', child_key: [2024] }] },
      ],
    };
    expect(messages(broken)).toEqual([
      'マッパーJSONの dropdowns[0].children[1]：「2024」が重複しています',
      'マッパーJSONの dropdowns[1].key：「defender」が重複しています',
      'マッパーJSONの subblocks_groups[0].match_dropdowns[0].child_key[1]：車種「defender」の children に「2030」がありません',
      'マッパーJSONの subblocks_groups[1].key：「pivi」が重複しています',
      'マッパーJSONの subblocks_groups[1].match_dropdowns[0].parent_key：dropdowns に key「velar」の車種がありません',
      'マッパーJSONの subblocks_groups[2].key：key「missing」の項目がありません。項目のkeyと同じ値にしてください',
    ]);
    expect(issues(broken).every((i) => i.path.join('.') === 'fields.mapper')).toBe(true);
  });

  it('refuses item keys that no mapper key can match, or that two items share, at the item', () => {
    expect(issues(mapper, [{ key: 'pivi' }, { key: 'touch' }, { key: 'sota' }, { key: 'pivi' }, { key: 'ピヴィ' }])).toEqual([
      { path: ['field_groups', 3, 'key'], message: '項目4のkey「pivi」は項目1と重複しています。' },
      { path: ['field_groups', 4, 'key'], message: '項目5のkeyには半角英数字、ハイフン（-）、アンダースコア（_）だけが使えます。' },
    ]);
  });

  it('lets an item stay out of the mapper: it shows under “View all systems” only', () => {
    expect(issues(mapper, [...groups, { key: 'manual' }])).toEqual([]);
  });
});
