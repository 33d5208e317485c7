import { segmentLong, textPieces } from './segment';

/**
 * Tokens of the Japanese site search (japan.md "Site search in Japanese", decision 0041). Pure, and
 * the one normalisation both the index and the query use.
 *
 * Japanese has no spaces, and `Intl.Segmenter` cuts katakana names where a visitor would not
 * (レンジ|ロー|バー), so its words alone cannot find ローバー in レンジローバー. Runs of CJK
 * characters are therefore also indexed as character bigrams (and single characters, for one-letter
 * queries), and other words with every prefix, so that what a visitor types — any part of a
 * Japanese run, the start of a Latin word — is made of tokens the document has.
 */

/** Kanji, katakana (hiragana is folded into it) and the marks that live inside katakana words. */
const cjkCharacter = /[\p{Script=Han}\p{Script=Katakana}ー々〆]/u;
const cjkRuns = /[\p{Script=Han}\p{Script=Katakana}ー々〆]+/gu;

/** Longer prefixes add little: a longer word is also checked whole in the text (`search-sql.ts`). */
export const MAX_PREFIX_LENGTH = 20;
/** A GIN key must stay small; longer "words" (URLs, pasted junk) are not worth a key. */
const MAX_TOKEN_LENGTH = 64;

const wordSegmenter = new Intl.Segmenter('ja', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter('ja', { granularity: 'grapheme' });

/** ぁ..ゖ and ゝゞ sit 0x60 below their katakana. */
function hiraganaToKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096\u309d\u309e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

/** NFKC (half-width ｶﾅ and full-width ＡＢＣ), hiragana → katakana, lower case. */
export function normalizeForSearch(text: string): string {
  return hiraganaToKatakana(text.normalize('NFKC')).toLowerCase();
}

export function isCjk(character: string): boolean {
  return cjkCharacter.test(character);
}

/** The words `Intl.Segmenter` sees (punctuation and spaces dropped). */
function segmenterWords(text: string): string[] {
  return [...segmentLong(wordSegmenter, text)].flatMap((s) => (s.isWordLike ? [s.segment] : []));
}

/**
 * Normalised text cut into terms, in order: each CJK run whole, and the other words. These are
 * what a match must contain and what the results highlight.
 */
function pieces(normalized: string): { cjk: boolean; text: string }[] {
  const out: { cjk: boolean; text: string }[] = [];
  let last = 0;
  for (const run of normalized.matchAll(cjkRuns)) {
    for (const word of segmenterWords(normalized.slice(last, run.index))) out.push({ cjk: false, text: word });
    out.push({ cjk: true, text: run[0] });
    last = run.index + run[0].length;
  }
  for (const word of segmenterWords(normalized.slice(last))) out.push({ cjk: false, text: word });
  return out;
}

function bigrams(run: string): string[] {
  const chars = [...run];
  return chars.length < 2 ? chars : chars.slice(1).map((ch, i) => chars[i]! + ch);
}

function prefixes(word: string): string[] {
  const chars = [...word].slice(0, MAX_PREFIX_LENGTH);
  return chars.map((_, i) => chars.slice(0, i + 1).join(''));
}

/** Every token of a document: segmenter words, CJK characters and bigrams, word prefixes. */
export function documentTokens(text: string): string[] {
  const normalized = normalizeForSearch(text);
  // Segmented before hiragana is folded: the segmenter knows 探す, not 探ス.
  const tokens = new Set<string>(segmenterWords(text.normalize('NFKC').toLowerCase()).map(hiraganaToKatakana));
  for (const piece of pieces(normalized)) {
    if (piece.cjk) {
      for (const ch of piece.text) tokens.add(ch);
      for (const pair of bigrams(piece.text)) tokens.add(pair);
    } else {
      for (const prefix of prefixes(piece.text)) tokens.add(prefix);
    }
  }
  return [...tokens].filter((token) => token.length <= MAX_TOKEN_LENGTH);
}

export interface ParsedQuery {
  /** Normalised terms; a document matches when its text contains every one. */
  terms: string[];
  /**
   * Tokens a matching document is sure to have: the bigrams of each CJK term (or its character),
   * the (prefix-length) other words. Never the segmenter's CJK words: ローバー alone is one word,
   * inside レンジローバー it is two.
   */
  tokens: string[];
}

export function parseQuery(query: string): ParsedQuery {
  const terms = [...new Set(pieces(normalizeForSearch(query)).map((p) => p.text))];
  const tokens = new Set<string>();
  for (const term of terms) {
    if (isCjk([...term][0]!)) for (const pair of bigrams(term)) tokens.add(pair);
    else tokens.add([...term].slice(0, MAX_PREFIX_LENGTH).join(''));
  }
  return { terms, tokens: [...tokens] };
}

/**
 * Characters that normalise to exactly one character each and never combine with a neighbour:
 * ASCII, CJK punctuation, kana without separate voiced marks, kanji, full- and half-width forms.
 * Text made only of them maps offset to offset, which saves segmenting it into graphemes.
 */
const oneToOne = /^[\u0020-\u007e\u3000-\u303f\u3041-\u3096\u309d\u309e\u30a1-\u30fe\u4e00-\u9fff\uff01-\uff5e\uff61-\uff9d]*$/;

/**
 * The text normalised, with where each normalised character came from: a match found in the
 * normalised text can then be marked in the original. Pieces that are not one-to-one are
 * normalised grapheme by grapheme (ﾚﾝｼﾞ → レンジ keeps ｼﾞ together).
 */
export function normalizeWithOffsets(text: string): { normalized: string; starts: number[]; ends: number[] } {
  let normalized = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const add = (source: string, index: number) => {
    const part = normalizeForSearch(source);
    normalized += part;
    for (let i = 0; i < part.length; i++) {
      starts.push(index);
      ends.push(index + source.length);
    }
  };
  for (const [from, end] of textPieces(text)) {
    const piece = text.slice(from, end);
    const whole = oneToOne.test(piece) ? normalizeForSearch(piece) : null;
    if (whole?.length === piece.length) {
      normalized += whole;
      for (let i = from; i < end; i++) {
        starts.push(i);
        ends.push(i + 1);
      }
    } else {
      for (const { segment, index } of segmentLong(graphemeSegmenter, piece)) add(segment, from + index);
    }
  }
  return { normalized, starts, ends };
}

/** The characters a reader sees (graphemes), with their offsets; one-to-one text needs no segmenter. */
export function charactersOf(text: string): { segment: string; index: number }[] {
  const out: { segment: string; index: number }[] = [];
  for (const [from, end] of textPieces(text)) {
    const piece = text.slice(from, end);
    if (oneToOne.test(piece)) for (let i = 0; i < piece.length; i++) out.push({ segment: piece[i]!, index: from + i });
    else for (const { segment, index } of segmentLong(graphemeSegmenter, piece)) out.push({ segment, index: from + index });
  }
  return out;
}
