import type { Translate } from '@/i18n/i18n';
import { defenderSteps, stepOptions, type DefenderStep } from './matching';

/** The translations' step texts: the fallbacks of empty fields, and the block's default content. */
export function defaultStepTexts(t: Translate, step: DefenderStep) {
  return {
    title: t(`recommender_quiz.defender.steps.${step}.title`),
    subtitle: t(`recommender_quiz.defender.steps.${step}.subtitle`),
    answers: stepOptions[step].map((option) => t(`recommender_quiz.defender.options.${option}`)),
  };
}

/** The default content's step fields (`activities_title`, `activities_subtitle`, `activities_answers`…) in Japanese. */
export function defaultStepFields(t: Translate) {
  return Object.fromEntries(
    defenderSteps.flatMap((step) => {
      const texts = defaultStepTexts(t, step);
      return [
        [`${step}_title`, texts.title],
        [`${step}_subtitle`, texts.subtitle],
        [`${step}_answers`, texts.answers.join('\n')],
      ];
    }),
  ) as Record<`${DefenderStep}_${'title' | 'subtitle' | 'answers'}`, string>;
}
