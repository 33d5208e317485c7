import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excerpt, markTerms } from './highlight';
import { parseQuery } from './tokenize';

const marked = (text: string, query: string) =>
  markTerms(text, parseQuery(query).terms)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('markTerms', () => {
  it('marks the original characters whatever the query’s width or kana', () => {
    expect(marked('レンジローバー スポーツ', 'ローバー')).toBe('レンジ[ローバー] スポーツ');
    expect(marked('ﾚﾝｼﾞﾛｰﾊﾞｰ', 'レンジ')).toBe('[ﾚﾝｼﾞ]ﾛｰﾊﾞｰ');
    expect(marked('レンジローバー', 'れんじ')).toBe('[レンジ]ローバー');
    expect(marked('Range Rover', 'range rov')).toBe('[Range] [Rov]er');
  });

  it('merges overlapping matches and keeps markup as text', () => {
    expect(marked('ローバーローバー', 'ローバー バーロ')).toBe('[ローバーローバー]');
    expect(markTerms('<script>alert(1)</script>', ['script'])).toEqual([
      { text: '<', match: false },
      { text: 'script', match: true },
      { text: '>alert(1)</', match: false },
      { text: 'script', match: true },
      { text: '>', match: false },
    ]);
  });

  it('gives the text back in one part when nothing matches', () => {
    expect(markTerms('ディフェンダー', ['ローバー'])).toEqual([{ text: 'ディフェンダー', match: false }]);
    expect(markTerms('', ['x'])).toEqual([{ text: '', match: false }]);
  });

  it('always gives the text back whole', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 10 }), (text, query) => {
        const parts = markTerms(text, parseQuery(query).terms);
        return parts.map((p) => p.text).join('') === text;
      }),
      { numRuns: 300 },
    );
  });
});

describe('excerpt', () => {
  const long = `${'あ'.repeat(200)}レンジローバー${'い'.repeat(200)}`;

  it('keeps short text as it is, with spaces collapsed', () => {
    expect(excerpt('在庫車を\n\n探す', ['在庫'])).toBe('在庫車を 探す');
  });

  it('cuts long text around the first match, with ellipses', () => {
    const cut = excerpt(long, ['ローバー'], 40);
    expect(cut).toContain('レンジローバー');
    expect(cut.startsWith('…') && cut.endsWith('…')).toBe(true);
    expect([...cut].length).toBe(42);
  });

  it('finds a match deep in a long page, after text that normalising shortens', () => {
    const page = `${'ﾃﾞｨﾌｪﾝﾀﾞｰの走り。'.repeat(800)}ここに限定車の案内。${'上質な内装。'.repeat(800)}`;
    const cut = excerpt(page, ['限定車'], 60);
    expect(
      marked(
        markTerms(cut, ['限定車'])
          .map((p) => p.text)
          .join(''),
        '限定車',
      ),
    ).toContain('[限定車]');
    expect(cut.startsWith('…') && cut.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(cut)].length).toBe(62);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(excerpt(long, ['ない'], 10)).toBe(`${'あ'.repeat(10)}…`);
  });
});
