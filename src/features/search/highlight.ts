import { textPieces } from './segment';
import { charactersOf, normalizeForSearch, normalizeWithOffsets } from './tokenize';

/**
 * Where a result's text matched the query, as plain parts the page renders as text and <mark>:
 * nothing here is HTML, so a title such as `<script>` stays text (React escapes it).
 */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Ranges of `text` (original offsets, merged) where a normalised term occurs. */
function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const { normalized, starts, ends } = normalizeWithOffsets(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = normalized.indexOf(term); at >= 0; at = normalized.indexOf(term, at + 1)) {
      ranges.push([starts[at]!, ends[at + term.length - 1]!]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** `text` cut into matched and unmatched parts, in order; joined they give `text` back. */
export function markTerms(text: string, terms: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/**
 * Where the first term occurs, as an offset into `text`, without segmenting it: the text is
 * normalised piece by piece until a term turns up, and the match mapped back through its piece —
 * exact unless normalising changed that piece's length (ｼﾞ → ジ, ㈱ → (株)), and then off by a few
 * characters, near enough for choosing which part of the text to look at closely.
 */
function roughFirstMatch(text: string, terms: readonly string[]): number {
  const wanted = terms.filter(Boolean);
  const overlap = Math.max(0, ...wanted.map((term) => term.length - 1));
  let carried = ''; // the end of the pieces before, so a term across two pieces is found too
  let carriedFrom = 0;
  for (const [from, end] of textPieces(text)) {
    const piece = normalizeForSearch(text.slice(from, end));
    const searched = carried + piece;
    const found = wanted.map((term) => searched.indexOf(term)).filter((at) => at >= 0);
    if (found.length) {
      const at = Math.min(...found) - carried.length;
      return at < 0 ? carriedFrom : Math.min(from + at, end - 1);
    }
    carried = overlap ? searched.slice(-overlap) : '';
    carriedFrom = Math.max(from, end - overlap);
  }
  return 0;
}

/**
 * About `length` characters of `text` around its first match (its start when nothing matches), cut
 * on character boundaries, with an ellipsis where it was cut. Only a window around the match is
 * segmented: a page's text can be long, and segmenting it whole for each result is slow.
 */
export function excerpt(text: string, terms: readonly string[], length = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const rough = roughFirstMatch(flat, terms);
  let from = Math.max(0, rough - length * 2);
  // A window never starts inside a surrogate pair or with a mark of the character before it.
  while (from > 0 && from < flat.length && /[\p{M}\u200d\ufe0f\uff9e\uff9f\udc00-\udfff]/u.test(flat[from]!)) from--;
  const window = flat.slice(from, rough + length * 3);
  const chars = charactersOf(window);
  const first = matchRanges(window, terms)[0]?.[0] ?? rough - from;
  const firstChar = Math.max(
    0,
    chars.findIndex((c) => c.index + c.segment.length > first),
  );
  // Some context before the match, but never past the end of the window.
  const start = Math.max(0, Math.min(firstChar - Math.floor(length / 4), chars.length - length));
  const cut = chars
    .slice(start, start + length)
    .map((c) => c.segment)
    .join('');
  const endOffset =
    from + (chars[start + length - 1] ? chars[start + length - 1]!.index + chars[start + length - 1]!.segment.length : window.length);
  return `${from + (chars[start]?.index ?? 0) > 0 ? '…' : ''}${cut}${endOffset < flat.length ? '…' : ''}`;
}
