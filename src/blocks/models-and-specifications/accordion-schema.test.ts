import { describe, expect, it } from 'vitest';
import type { SpecGroup } from '@/features/models/types';
import { getT } from '@/i18n/i18n';
import { accordionSchemaIssues, applyAccordionSchema, readAccordionSchema } from './accordion-schema';

const groups: SpecGroup[] = [
  {
    title: '寸法・重量',
    rows: [
      { label: '全長', value: '5,018mm' },
      { label: '全幅', value: '2,008mm' },
      { label: '全高', value: '1,967mm' },
    ],
  },
  { title: '性能', rows: [{ label: '最高速度', value: '191km/h' }] },
  { title: '空', rows: [] },
];
const t = getT('ja');
const issues = (value: unknown) => accordionSchemaIssues(value, ['field_groups', 0, 'accordion_schema'], t).map((i) => i.message);

describe('accordion schema', () => {
  it('shows every group with rows, closed, and leaves nothing out for {}', () => {
    expect(applyAccordionSchema(groups, readAccordionSchema({}))).toEqual({ shown: groups.slice(0, 2), leftOut: [] });
  });

  it('shows the sections it names, renamed, with the rows it lists in its order, and leaves the rest for the modal', () => {
    const schema = readAccordionSchema({
      sections: [
        { group: '寸法・重量', title: 'ボディサイズ', rows: ['全幅', '全長', '重量'], open: true },
        { group: 'エンジン' },
        { group: '性能', rows: ['0-100km/h加速'] },
      ],
    });
    expect(applyAccordionSchema(groups, schema)).toEqual({
      shown: [
        {
          title: 'ボディサイズ',
          rows: [
            { label: '全幅', value: '2,008mm' },
            { label: '全長', value: '5,018mm' },
          ],
          open: true,
        },
      ],
      leftOut: [
        { title: '寸法・重量', rows: [{ label: '全高', value: '1,967mm' }] },
        { title: '性能', rows: [{ label: '最高速度', value: '191km/h' }] },
      ],
    });
  });

  it('reads a schema that does not fit as {}', () => {
    expect(readAccordionSchema({ sections: 'all' })).toEqual({});
    expect(readAccordionSchema(undefined)).toEqual({});
    expect(readAccordionSchema({ engine_key: ' d300 ' })).toEqual({ engine_key: 'd300' });
  });

  it('accepts {} and full schemas on save', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ engine_key: 'p550e', sections: [{ group: '性能', title: '走り', rows: ['最高速度'], open: false }] })).toEqual([]);
  });

  it('says in Japanese what is wrong, naming the section', () => {
    expect(issues([])).toEqual([expect.stringMatching(/^アコーディオンの設定は \{"engine_key"/)]);
    expect(issues({ engine: 'd300' })).toEqual(['使えない項目があります：engine（使えるのは engine_key、sections です）。']);
    expect(issues({ engine_key: 'D300!' })).toEqual([
      'engine_key はエンジンキー（英小文字・数字・「_」「-」、例：d300）で入力してください。',
    ]);
    expect(issues({ sections: [] })).toEqual(['sections は1〜20個のセクションの配列で入力してください。']);
    expect(
      issues({
        sections: [
          { group: '性能', row: ['最高速度'] },
          { group: '' },
          { group: '性能', title: 'x'.repeat(81), rows: [], open: 'yes' },
          'エンジン',
        ],
      }),
    ).toEqual([
      '1番目のセクション：使えない項目があります：row（使えるのは group、title、rows、open です）。',
      '2番目のセクション：group（カタログの諸元グループ名）を1〜80文字で入力してください。',
      '3番目のセクション：title（表示名）は1〜80文字で入力してください。',
      '3番目のセクション：rows には表示する行の名前を1〜50個、それぞれ80文字以内で入力してください。',
      '3番目のセクション：open は true か false で入力してください。',
    ]);
    expect(issues({ sections: ['エンジン'] })).toEqual([
      '1番目のセクション：{ "group", "title", "rows", "open" } の形のオブジェクトで入力してください。',
    ]);
  });
});
