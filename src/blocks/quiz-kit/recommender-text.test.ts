import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { defaultStepLabels, fill, hasLineCount, linesOr, recommenderStepTexts, textLines } from './recommender-text';

describe('recommender quiz texts', () => {
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

  it('words the step buttons as the editor did, the translation where a label is empty, and leaves placeholders for the island', () => {
    const t = getT('ja');
    expect(recommenderStepTexts(t, { ...defaultStepLabels(t), next_label: ' 次へ ', start_again_label: '' })).toEqual({
      previous: '前の質問へ',
      next: '次へ',
      seeResults: '結果を見る',
      startAgain: 'もう一度診断する',
      progress: '質問 {current}／{total}',
      resultAnnouncement: '診断結果：{name}',
    });
  });
});
