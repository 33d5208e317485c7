import type { Translate } from '@/i18n/i18n';

/**
 * Texts of the recommender quizzes (Defender, powertrains; decision 0062). An editor's answers are
 * one Text field per question, one answer per line, in the order the rules know them; a line left
 * out, like any label field left empty, shows the translation's text instead.
 */

/** The key of a recommender quiz's translation. */
export const k = (key: string) => `recommender_quiz.${key}`;

/** A translation whose `{name}` placeholders the island fills: i18next leaves `{name}` alone. */
export const placeholders = (t: Translate, key: string, ...names: string[]) =>
  t(k(key), Object.fromEntries(names.map((name) => [name, `{${name}}`])));

/** An editor's label, or the translation where the field is empty. */
export const own = (t: Translate, value: string | undefined, fallback: string) => value?.trim() || t(k(fallback));

/** The trimmed, non-empty lines of an editor's text. */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** One text per fallback: the editor's line at that position, or the fallback where there is none. */
export function linesOr(text: string | null | undefined, fallbacks: readonly string[]): string[] {
  const lines = textLines(text);
  return fallbacks.map((fallback, i) => lines[i] ?? fallback);
}

/** A save rule: a filled answers field must give exactly `count` answers. */
export function hasLineCount(text: string | null | undefined, count: number): boolean {
  const lines = textLines(text);
  return lines.length === 0 || lines.length === count;
}

/** `{n}件選択中` with n = 3 → `3件選択中`: a translated template filled in the browser. */
export { fillSingleBraces as fill } from '@/lib/fill-template';

/** The step buttons both quizzes' editors may word (the fields `previous_label`, `next_label`…). */
export interface StepLabelFields {
  previous_label?: string;
  next_label?: string;
  see_results_label?: string;
  start_again_label?: string;
}

/** What both islands say on every step and at the result; `{name}` placeholders are filled there. */
export interface RecommenderStepTexts {
  previous: string;
  next: string;
  seeResults: string;
  startAgain: string;
  /** 「質問 {current}／{total}」 */
  progress: string;
  /** 「診断結果：{name}」 */
  resultAnnouncement: string;
}

export function recommenderStepTexts(t: Translate, fields: StepLabelFields): RecommenderStepTexts {
  return {
    previous: own(t, fields.previous_label, 'previous'),
    next: own(t, fields.next_label, 'next'),
    seeResults: own(t, fields.see_results_label, 'see_results'),
    startAgain: own(t, fields.start_again_label, 'start_again'),
    progress: placeholders(t, 'progress', 'current', 'total'),
    resultAnnouncement: placeholders(t, 'result_announcement', 'name'),
  };
}

/** The step buttons' labels of the default content, in the translation's words. */
export function defaultStepLabels(t: Translate): Required<StepLabelFields> {
  return {
    previous_label: t(k('previous')),
    next_label: t(k('next')),
    see_results_label: t(k('see_results')),
    start_again_label: t(k('start_again')),
  };
}
