import { describe, expect, it } from 'vitest';
import { mergeSections } from './sections';

const catalogue = [
  {
    title: '寸法・重量',
    rows: [
      { label: '全長', value: '5,018mm' },
      { label: '全幅', value: '2,008mm' },
    ],
  },
  { title: '空', rows: [] },
];

describe('mergeSections', () => {
  it('keeps the catalogue’s groups in order, corrects and extends them with the editor’s rows, and adds new sections in order', () => {
    const rows = [
      { title: '保証', label: '新車保証', value: '3年間' },
      { title: '寸法・重量', label: '全幅', value: ' 2,010mm ' },
      { title: ' 寸法・重量 ', label: '最低地上高', value: '218mm' },
      { title: '燃費', label: 'WLTC', value: '9.9km/L' },
      { title: '保証', label: 'ロードサイドアシスタンス', value: '3年間' },
    ];
    expect(mergeSections(catalogue, rows)).toEqual([
      {
        title: '寸法・重量',
        rows: [
          { label: '全長', value: '5,018mm' },
          { label: '全幅', value: '2,010mm' },
          { label: '最低地上高', value: '218mm' },
        ],
      },
      {
        title: '保証',
        rows: [
          { label: '新車保証', value: '3年間' },
          { label: 'ロードサイドアシスタンス', value: '3年間' },
        ],
      },
      { title: '燃費', rows: [{ label: 'WLTC', value: '9.9km/L' }] },
    ]);
  });

  it('leaves the catalogue untouched and drops empty groups', () => {
    const before = structuredClone(catalogue);
    mergeSections(catalogue, [{ title: '寸法・重量', label: '全長', value: '5,000mm' }]);
    expect(catalogue).toEqual(before);
    expect(mergeSections([], [])).toEqual([]);
  });
});
