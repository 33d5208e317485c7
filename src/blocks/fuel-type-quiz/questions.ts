import type { Translate } from '@/i18n/i18n';
import type { QuizQuestionView } from '../quiz-kit/types';
import { formatNumber } from '../quiz-kit/text';
import { fuelQuestions, journeyKmBands, longJourneyKm, yearlyKmBands, type QuestionChoice } from './matching';

/**
 * The five questions in the visitor's language, the band limits of blocks.md §9 written into the
 * answers ('11,000km未満'), so the figures on screen are the ones the rules use.
 */
export function fuelQuestionViews(t: Translate, choice: QuestionChoice): QuizQuestionView[] {
  const [yearlyLow, yearlyHigh] = yearlyKmBands;
  const [journey1, journey2, journey3] = journeyKmBands;
  const figures = {
    yearly_low: formatNumber(yearlyLow),
    yearly_high: formatNumber(yearlyHigh),
    journey_1: formatNumber(journey1),
    journey_2: formatNumber(journey2),
    journey_3: formatNumber(journey3),
    long_km: formatNumber(longJourneyKm),
  };
  return fuelQuestions(choice).map((question) => ({
    id: question.id,
    multiple: question.multiple,
    title: t(`quiz_kit.fuel.questions.${question.id}.title`, figures),
    hint: question.multiple ? t('quiz_kit.common.choose_all') : undefined,
    options: question.values.map((value) => ({ value, label: t(`quiz_kit.fuel.questions.${question.id}.answers.${value}`, figures) })),
  }));
}
