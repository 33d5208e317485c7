import type { Translate } from '@/i18n/i18n';
import { linesOr } from '../quiz-kit/recommender-text';
import { powertrainQuestions } from './matching';
import type { QuestionNumber } from './template';

const k = (key: string) => `recommender_quiz.powertrains.${key}`;

/** Question n's texts in the translations: the fallbacks of empty fields, and the default content. */
export function defaultQuestionTexts(t: Translate, n: QuestionNumber) {
  const question = powertrainQuestions[n - 1]!;
  return {
    title: t(k(`questions.${question.key}.title`)),
    subtitle: t(k(`questions.${question.key}.subtitle`)),
    answers: question.answers.map((answer) => t(k(`questions.${question.key}.answers.${answer}`))),
    summaries: question.answers.map((answer) => t(k(`questions.${question.key}.summaries.${answer}`))),
  };
}

type QuestionFieldName = `question_${QuestionNumber}_${'title' | 'subtitle' | 'answers' | 'summary_answers'}`;

/** The default content's question fields in Japanese. */
export function defaultQuestionFields(t: Translate): Record<QuestionFieldName, string> {
  const entries = ([1, 2, 3, 4, 5] as const).flatMap((n) => {
    const texts = defaultQuestionTexts(t, n);
    return [
      [`question_${n}_title`, texts.title],
      [`question_${n}_subtitle`, texts.subtitle],
      [`question_${n}_answers`, texts.answers.join('\n')],
      [`question_${n}_summary_answers`, texts.summaries.join('\n')],
    ];
  });
  return Object.fromEntries(entries) as Record<QuestionFieldName, string>;
}

export interface QuestionView {
  key: string;
  title: string;
  subtitle: string;
  answers: { value: string; label: string; summary: string }[];
}

/** The questions as the visitor sees them: the editor's texts, line by line, the translations where a field or line is empty. */
export function questionViews(t: Translate, fields: Partial<Record<QuestionFieldName, string>>): QuestionView[] {
  return ([1, 2, 3, 4, 5] as const).map((n) => {
    const question = powertrainQuestions[n - 1]!;
    const defaults = defaultQuestionTexts(t, n);
    const labels = linesOr(fields[`question_${n}_answers`], defaults.answers);
    const summaries = linesOr(fields[`question_${n}_summary_answers`], defaults.summaries);
    return {
      key: question.key,
      title: fields[`question_${n}_title`]?.trim() || defaults.title,
      subtitle: fields[`question_${n}_subtitle`]?.trim() || defaults.subtitle,
      answers: question.answers.map((value, i) => ({ value, label: labels[i]!, summary: summaries[i]! })),
    };
  });
}
