import { describe, expect, it } from 'vitest';
import { outcomeItemIssues, repeatedItems } from './rules';

describe('quiz item rules', () => {
  it('finds each item whose key an earlier item has, with the first one’s index', () => {
    expect(repeatedItems(['a', 'b', 'a', 'c', 'b', 'a'], (key) => key)).toEqual([
      { index: 2, first: 0 },
      { index: 4, first: 1 },
      { index: 5, first: 0 },
    ]);
    expect(repeatedItems([], String)).toEqual([]);
  });

  it('refuses an empty quiz and a second item of one outcome, in Japanese at the field', () => {
    const name = (value: string) => ({ loan: 'ローン' })[value] ?? value;
    expect(outcomeItemIssues([], 'product', name)).toEqual([{ path: ['field_groups'], message: '結果の項目を1つ以上追加してください。' }]);
    expect(outcomeItemIssues([{ product: 'loan' }, { product: 'lease' }, { product: 'loan' }], 'product', name)).toEqual([
      { path: ['field_groups', 2, 'product'], message: '3番目の項目「ローン」は1番目の項目と同じ種類です。種類ごとに1つにしてください。' },
    ]);
  });
});
