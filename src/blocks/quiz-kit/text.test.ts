import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { formatNumber, lines, listLines, paragraphs, quizLabels } from './text';

describe('quiz texts', () => {
  it('reads a list typed one item per line, without blank lines or typed bullets', () => {
    expect(listLines('静か\n\n  ・燃費が良い \n- 力強い\r\n•長距離も安心\n')).toEqual(['静か', '燃費が良い', '力強い', '長距離も安心']);
    expect(listLines(undefined)).toEqual([]);
    expect(listLines('  \n ')).toEqual([]);
    // And the default content writes such a list.
    expect(listLines(lines('静か', '力強い'))).toEqual(['静か', '力強い']);
  });

  it('splits a text into paragraphs at blank lines only', () => {
    expect(paragraphs('一段落目。\n続き。\n\n二段落目。\r\n \r\n三段落目。')).toEqual(['一段落目。\n続き。', '二段落目。', '三段落目。']);
    expect(paragraphs('')).toEqual([]);
  });

  it('writes distances and figures with thousands separators', () => {
    expect([formatNumber(11_000), formatNumber(300), formatNumber(20_000), formatNumber(204)]).toEqual(['11,000', '300', '20,000', '204']);
  });

  it('gives the step texts in Japanese, one progress text per question', () => {
    const labels = quizLabels(getT('ja'), 3);
    expect(labels.steps).toEqual(['質問 1／3', '質問 2／3', '質問 3／3']);
    expect([labels.start, labels.previous, labels.next, labels.seeResult]).toEqual(['はじめる', '前の質問へ', '次の質問へ', '結果を見る']);
    expect(labels.nextHint).toBe('回答を1つ選ぶと次へ進めます。');
    expect(labels.nextHintMultiple).toBe('1つ以上選ぶと次へ進めます。');
    expect(quizLabels(getT('en'), 2).steps).toEqual(['Question 1 of 2', 'Question 2 of 2']);
  });
});
