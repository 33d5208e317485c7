import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentLong } from './segment';

const words = new Intl.Segmenter('ja', { granularity: 'word' });
const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });
const plain = (segmenter: Intl.Segmenter, text: string) =>
  [...segmenter.segment(text)].map((s) => ({ segment: s.segment, index: s.index }));
const long = (segmenter: Intl.Segmenter, text: string) =>
  [...segmentLong(segmenter, text)].map(({ segment, index }) => ({ segment, index }));

describe('segmentLong', () => {
  it('gives what the segmenter gives when pieces end at spaces and punctuation', () => {
    const text = 'レンジローバーの上質な走り。Range Rover の販売店で、試乗をご予約ください。'.repeat(40);
    expect(long(words, text)).toEqual(plain(words, text));
    expect(long(graphemes, text)).toEqual(plain(graphemes, text));
  });

  it('keeps characters whole in long text without any break: marks, half-width voiced kana, emoji', () => {
    const text = 'ｶﾞ👨‍👩‍👧é'.repeat(300);
    expect(long(graphemes, text)).toEqual(plain(graphemes, text));
  });

  it('covers the text exactly, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 500, maxLength: 1500 }), (text) => {
        const segments = long(graphemes, text);
        return segments.map((s) => s.segment).join('') === text && segments.every((s) => text.startsWith(s.segment, s.index));
      }),
      { numRuns: 50 },
    );
  });
});
