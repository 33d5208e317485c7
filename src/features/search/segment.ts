/**
 * `Intl.Segmenter` over long text, in pieces. V8's segmenter slows down more than linearly with the
 * length of the text (20,000 characters: ~100 ms for words, more for graphemes), and a page can be
 * that long. Normalisation is local at the same places, which lets highlighting map offsets piece by
 * piece. Pieces end after a space or punctuation — a boundary for words and graphemes alike —
 * or, in text without any, before a character that cannot start a grapheme.
 */
const PIECE = 256;
const breakAfter = /[\s。、．，！？!?,.;:)）」』]/u;
const cannotStart = /[\p{M}\u200d\ufe0e\ufe0f\uff9e\uff9f\udc00-\udfff]/u;

function pieceEnd(text: string, from: number): number {
  if (text.length - from <= PIECE * 2) return text.length;
  for (let i = from + PIECE; i < from + PIECE * 2; i++) if (breakAfter.test(text[i]!)) return i + 1;
  let end = from + PIECE * 2;
  while (end < text.length && (cannotStart.test(text[end]!) || text[end - 1] === '\u200d')) end++;
  return end;
}

/** `[from, end)` offsets of the pieces of `text`, in order, covering it. */
export function textPieces(text: string): [from: number, end: number][] {
  const pieces: [number, number][] = [];
  for (let from = 0; from < text.length;) {
    const end = pieceEnd(text, from);
    pieces.push([from, end]);
    from = end;
  }
  return pieces;
}

export interface Segment {
  segment: string;
  /** Offset in the whole text. */
  index: number;
  isWordLike?: boolean;
}

export function* segmentLong(segmenter: Intl.Segmenter, text: string): Generator<Segment> {
  for (const [from, end] of textPieces(text)) {
    for (const s of segmenter.segment(text.slice(from, end))) yield { segment: s.segment, index: from + s.index, isWordLike: s.isWordLike };
  }
}
