import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charactersOf, documentTokens, normalizeForSearch, normalizeWithOffsets, parseQuery } from './tokenize';

/** What the index query asks of a document: all query tokens among its tokens, every term in its text. */
function finds(document: string, query: string): boolean {
  const { terms, tokens } = parseQuery(query);
  const docTokens = new Set(documentTokens(document));
  const text = normalizeForSearch(document);
  return terms.length > 0 && tokens.every((t) => docTokens.has(t)) && terms.every((t) => text.includes(t));
}

describe('normalizeForSearch', () => {
  it('folds half-width katakana, full-width Latin, hiragana and case', () => {
    expect(normalizeForSearch('ﾚﾝｼﾞﾛｰﾊﾞｰ')).toBe('レンジローバー');
    expect(normalizeForSearch('ＲＡＮＧＥ　Rover')).toBe('range rover');
    expect(normalizeForSearch('でぃふぇんだー')).toBe('ディフェンダー');
    expect(normalizeForSearch('ゔゝ')).toBe('ヴヽ');
  });
});

describe('documentTokens', () => {
  it('has the segmenter words, CJK characters and bigrams, and Latin prefixes', () => {
    const tokens = documentTokens('レンジローバー Sport');
    expect(tokens).toEqual(expect.arrayContaining(['レンジ', 'ロー', 'バー', 'レ', 'ン', 'レン', 'ジロ', 'ーバ', 's', 'sp', 'sport']));
  });

  it('keeps kanji words as well as their bigrams', () => {
    expect(documentTokens('在庫車を探す')).toEqual(expect.arrayContaining(['在庫', '車', '探ス', '庫車', 'ヲ探']));
  });

  it('drops tokens too long for an index key', () => {
    expect(documentTokens(`https://${'a'.repeat(100)}.example`).every((t) => t.length <= 64)).toBe(true);
  });
});

describe('parseQuery', () => {
  it('asks bigrams of Japanese runs and whole Latin words, never the segmenter’s katakana words', () => {
    expect(parseQuery('ローバー')).toEqual({ terms: ['ローバー'], tokens: ['ロー', 'ーバ', 'バー'] });
    expect(parseQuery('ジャガー F-PACE')).toEqual({ terms: ['ジャガー', 'f', 'pace'], tokens: ['ジャ', 'ャガ', 'ガー', 'f', 'pace'] });
    expect(parseQuery('車')).toEqual({ terms: ['車'], tokens: ['車'] });
  });

  it('has no terms for punctuation and spaces only', () => {
    expect(parseQuery(' 、。!? ')).toEqual({ terms: [], tokens: [] });
  });
});

describe('what finds what', () => {
  it.each([
    ['ローバー', 'レンジローバー スポーツ'],
    ['ﾚﾝｼﾞ', 'レンジローバー'],
    ['れんじろーばー', 'レンジローバー'],
    ['range', 'Range Rover Velar'],
    ['ran rov', 'Range Rover'],
    ['ディフェンダー 110', 'ディフェンダー 110 X-DYNAMIC'],
    ['保証', '延長保証（2年）'],
    ['f-pace', 'ジャガー F-PACE'],
  ])('%s finds %s', (query, document) => expect(finds(document, query)).toBe(true));

  it.each([
    ['ローバ ー', 'ディスカバリー'],
    ['レンジローバースポーツ', 'レンジローバー スポーツ'],
    ['rover', 'Land Roverless'.replace('Rover', 'Rov')],
    ['ーバロ', 'ローバー'],
  ])('%s does not find %s', (query, document) => expect(finds(document, query)).toBe(false));
});

/** Japanese-ish text: hiragana, katakana (full and half width), kanji, Latin, digits, spaces, marks. */
const alphabet = [...'あいうえおかがきぎくさしじアイウカガキギクーンレロバ車在庫保証ｶﾞｷﾞｰﾚﾝｼﾞabcxyzAZ019 　、。-・'];
const japaneseText = fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }).map((chars) => chars.join(''));

describe('properties', () => {
  it('any part of a Japanese run and the start of any word find the document they come from', () => {
    fc.assert(
      fc.property(japaneseText, fc.nat(), fc.nat(), (document, a, b) => {
        const normalized = normalizeForSearch(document);
        const runs = parseQuery(normalized).terms;
        fc.pre(runs.length > 0);
        const term = runs[a % runs.length]!;
        const chars = [...term];
        const from = /[a-z0-9]/.test(chars[0]!) ? 0 : b % chars.length; // Latin: prefixes only
        const part = chars.slice(from, from + 1 + ((a + b) % chars.length)).join('');
        return finds(document, part);
      }),
      { numRuns: 500 },
    );
  });

  it('hiragana and half-width queries find what their katakana finds', () => {
    fc.assert(
      fc.property(japaneseText, japaneseText, (document, query) => {
        const katakana = normalizeForSearch(query);
        return finds(document, query) === finds(document, katakana);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, and tokens are short and non-empty', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const tokens = documentTokens(text);
        const query = parseQuery(text);
        return [...tokens, ...query.tokens].every((t) => t.length > 0 && t.length <= 64) && query.terms.every(Boolean);
      }),
      { numRuns: 300 },
    );
  });

  it('normalising grapheme by grapheme maps every normalised character back into the original', () => {
    fc.assert(
      fc.property(japaneseText, (text) => {
        const { normalized, starts, ends } = normalizeWithOffsets(text);
        return (
          normalized === normalizeForSearch(text) &&
          starts.length === normalized.length &&
          starts.every((s, i) => s >= 0 && ends[i]! <= text.length && s < ends[i]!)
        );
      }),
      { numRuns: 300 },
    );
  });

  it('reads characters as the grapheme segmenter does, faster where text is one-to-one', () => {
    const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });
    fc.assert(
      fc.property(fc.oneof(japaneseText, fc.string({ unit: 'grapheme', maxLength: 60 })), (text) => {
        const expected = [...graphemes.segment(text)].map(({ segment, index }) => ({ segment, index }));
        expect(charactersOf(text)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
