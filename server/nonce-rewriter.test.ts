import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNonceRewriter, partialMatchAtEnd } from './nonce-rewriter.mjs';

const placeholder = 'PHplaceholderPHplace0123';
const nonce = 'abcdefghijklmnopqrstuvwx';

function rewriteInChunks(text: string, cuts: number[]): string {
  const bytes = Buffer.from(text);
  const rewriter = createNonceRewriter(placeholder, nonce);
  const out: Buffer[] = [];
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    out.push(rewriter.push(bytes.subarray(from, cut)));
    from = cut;
  }
  out.push(rewriter.push(bytes.subarray(from)), rewriter.flush());
  return Buffer.concat(out).toString();
}

describe('nonce rewriter', () => {
  it('replaces a placeholder split at every possible chunk boundary', () => {
    const html = `<script nonce="${placeholder}">x</script>`;
    const expected = `<script nonce="${nonce}">x</script>`;
    const results = Array.from({ length: html.length + 1 }, (_, cut) => rewriteInChunks(html, [cut]));
    expect(new Set(results)).toEqual(new Set([expected]));
  });

  it('replaces a placeholder delivered one byte per chunk', () => {
    const html = `a${placeholder}b${placeholder}`;
    const cuts = Array.from({ length: html.length }, (_, i) => i);
    expect(rewriteInChunks(html, cuts)).toBe(`a${nonce}b${nonce}`);
  });

  it('gives back a held tail that turns out not to be a placeholder, unchanged', () => {
    const rewriter = createNonceRewriter(placeholder, nonce);
    const first = rewriter.push(Buffer.from('text PHplace'));
    expect(first.toString()).toBe('text ');
    expect(rewriter.push(Buffer.from('ment')).toString()).toBe('PHplacement');
    expect(rewriter.flush().length).toBe(0);
  });

  it('sends a held tail at the end of the body', () => {
    const rewriter = createNonceRewriter(placeholder, nonce);
    expect(rewriter.push(Buffer.from('end PHpl')).toString()).toBe('end ');
    expect(rewriter.flush().toString()).toBe('PHpl');
  });

  it('never writes into the buffer it was given (Next passes the cached page itself)', () => {
    const cached = Buffer.from(`<p>${placeholder}</p>`);
    const copy = Buffer.from(cached);
    const rewriter = createNonceRewriter(placeholder, nonce);
    const out = Buffer.concat([rewriter.push(cached), rewriter.flush()]);
    expect(out.toString()).toBe(`<p>${nonce}</p>`);
    expect(cached.equals(copy)).toBe(true);
  });

  it('keeps multi-byte UTF-8 text intact around a placeholder split inside a character', () => {
    const text = `日本語${placeholder}テキスト`;
    const bytes = Buffer.from(text);
    const results = Array.from({ length: bytes.length + 1 }, (_, cut) => rewriteInChunks(text, [cut]));
    expect(new Set(results)).toEqual(new Set([`日本語${nonce}テキスト`]));
  });

  it('equals a whole-body replacement for any text and any chunking (property)', () => {
    const piece = fc.oneof(fc.string(), fc.constant(placeholder), fc.constant(placeholder.slice(0, 7)), fc.constant('PH'));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.array(fc.nat(400), { maxLength: 8 }), (pieces, cuts) => {
        const text = pieces.join('');
        const size = Buffer.byteLength(text);
        const out = rewriteInChunks(
          text,
          cuts.map((c) => c % (size + 1)),
        );
        expect(out).toBe(text.replaceAll(placeholder, nonce));
        expect(Buffer.byteLength(out)).toBe(size);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a nonce whose length differs from the placeholder (Content-Length would lie)', () => {
    expect(() => createNonceRewriter(placeholder, 'short')).toThrow(/same length/);
  });
});

describe('partialMatchAtEnd', () => {
  it('finds the longest proper prefix of the needle that ends the data', () => {
    const needle = Buffer.from('abcab');
    expect(partialMatchAtEnd(Buffer.from('xxabca'), needle)).toBe(4);
    expect(partialMatchAtEnd(Buffer.from('xxab'), needle)).toBe(2);
    expect(partialMatchAtEnd(Buffer.from('xxabcab'), needle)).toBe(2);
    expect(partialMatchAtEnd(Buffer.from('xyz'), needle)).toBe(0);
  });
});
