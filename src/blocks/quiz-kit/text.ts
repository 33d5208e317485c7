import type { Translate } from '@/i18n/i18n';
import type { QuizLabels } from './types';

/** A list field typed one item per line: its non-empty lines, trimmed (a leading '・' or '-' dropped). */
export function listLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^[・\-•]\s*/, ''))
    .filter(Boolean);
}

/** A list field's value typed one item per line (default content): the inverse of `listLines`. */
export const lines = (...items: string[]) => items.join('\n');

/** A text field as paragraphs: split at blank lines. */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const grouping = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** 11000 → '11,000' (the site's number style, japan.md). */
export function formatNumber(value: number): string {
  return grouping.format(value);
}

/** 'Question n of total' for each of `total` questions. */
export function stepLabels(t: Translate, total: number): string[] {
  return Array.from({ length: total }, (_, i) => t('quiz_kit.common.step', { n: i + 1, total }));
}

/** The step texts every quiz shares, in the visitor's language. */
export function quizLabels(t: Translate, total: number): QuizLabels {
  return {
    start: t('quiz_kit.common.start'),
    previous: t('quiz_kit.common.previous'),
    next: t('quiz_kit.common.next'),
    seeResult: t('quiz_kit.common.see_result'),
    nextHint: t('quiz_kit.common.next_hint'),
    nextHintMultiple: t('quiz_kit.common.next_hint_multiple'),
    steps: stepLabels(t, total),
    restarted: t('quiz_kit.common.restarted'),
  };
}
