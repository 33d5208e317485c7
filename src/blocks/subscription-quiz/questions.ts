import type { Translate } from '@/i18n/i18n';
import { formatNumber } from '../quiz-kit/text';
import type { QuizQuestionView } from '../quiz-kit/types';
import { mileageSplitKm, subscriptionQuestions } from './matching';

const figures = { km: formatNumber(mileageSplitKm) };

/** The three steps in the visitor's language; the mileage answers carry the 20,000 km split of blocks.md §9. */
export function subscriptionQuestionViews(t: Translate): QuizQuestionView[] {
  return subscriptionQuestions.map((question) => ({
    id: question.id,
    title: t(`quiz_kit.subscription.questions.${question.id}.title`, figures),
    options: question.values.map((value) => ({
      value,
      label: t(`quiz_kit.subscription.questions.${question.id}.answers.${value}`, figures),
    })),
  }));
}

/** What each answer is about, in a word or two: the summary's row names ('使い方', '期間', '走行距離'). */
export function subscriptionSummaryLabels(t: Translate): string[] {
  return subscriptionQuestions.map((question) => t(`quiz_kit.subscription.questions.${question.id}.summary`));
}
