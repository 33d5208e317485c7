import { describe, expect, it } from 'vitest';
import { fill, formatNumber, hasLineCount, isSitePathOrHttps, linesOr, textLines } from './quiz-text';

describe('quiz texts', () => {
  it('reads one answer per line, trimmed, without empty lines', () => {
    expect(textLines(' キャンプ \r\n\n釣り\n  ')).toEqual(['キャンプ', '釣り']);
    expect(textLines(undefined)).toEqual([]);
  });

  it('fills lines the editor left out with the fallbacks, and ignores extra lines', () => {
    expect(linesOr('A\nB', ['1', '2', '3'])).toEqual(['A', 'B', '3']);
    expect(linesOr('', ['1', '2'])).toEqual(['1', '2']);
    expect(linesOr('A\nB\nC', ['1', '2'])).toEqual(['A', 'B']);
  });

  it('accepts an empty field or exactly the number of answers', () => {
    expect(hasLineCount('', 3)).toBe(true);
    expect(hasLineCount('a\nb\nc\n', 3)).toBe(true);
    expect(hasLineCount('a\nb', 3)).toBe(false);
    expect(hasLineCount('a\nb\nc\nd', 3)).toBe(false);
  });

  it('fills named placeholders and leaves unknown ones', () => {
    expect(fill('{n}件選択中', { n: 3 })).toBe('3件選択中');
    expect(fill('質問 {current}／{total}', { current: 2, total: 5 })).toBe('質問 2／5');
    expect(fill('{x}と{n}', { n: 0 })).toBe('{x}と0');
  });

  it('takes site paths and https only', () => {
    expect(['/demo/a.mp4', 'https://cdn.example.jp/v.mp4', 'https://youtu.be/abc'].map(isSitePathOrHttps)).toEqual([true, true, true]);
    expect(
      ['//evil.example/a', 'http://a.example/v.mp4', 'javascript:alert(1)', 'demo/a.mp4', '/a b', '/\\evil'].map(isSitePathOrHttps),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('groups thousands', () => {
    expect([formatNumber(204), formatNumber(1234)]).toEqual(['204', '1,234']);
  });
});
