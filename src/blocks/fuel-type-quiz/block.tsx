import { itemHeadingLevel } from '@/ui/heading';
import { getT } from '@/i18n/i18n';
import { firstPerOutcome, OutcomeQuizBlock, outcomeQuizConfig, viewsByOutcome } from '../quiz-kit/outcome-block';
import { outcomeItemIssues } from '../quiz-kit/rules';
import { defineBlock } from '../types';
import { defaultFuelResults } from './default-content';
import { FuelQuiz } from './islands';
import { fuelTypes } from './matching';
import { fuelQuestionViews } from './questions';
import { FuelAlternativeView, FuelOverview, FuelResultView } from './result-view';
import { fuelTypeQuizTemplate } from './template';

/**
 * The fuel type quiz (blocks.md §2.1, decision 0061). The server renders the intro, translates
 * the questions and renders every result view; the island runs the steps and picks the view the
 * answers match. Without JavaScript the intro and each fuel type's description are still there.
 */
export const fuelTypeQuiz = defineBlock({
  template: fuelTypeQuizTemplate,
  defaultContent: {
    fields: {
      title: 'あなたに合うパワートレインは？',
      paragraph:
        '5つの質問に答えるだけで、あなたの走り方に合うパワートレイン（ガソリン、ディーゼル、プラグインハイブリッド、電気）がわかります。所要時間は1分ほどです。',
      image: { id: 101302, alt: '湖畔に停まるSUV' },
      also_consider_label: 'こちらもおすすめ',
    },
    field_groups: defaultFuelResults,
  },
  rules: ({ field_groups }) => outcomeItemIssues(field_groups, 'fuel_type', (type) => getT('ja')(`quiz_kit.fuel.types.${type}`)),
  Component: ({ fields, groups, context }) => {
    const { t } = context;
    const config = outcomeQuizConfig('fuel-quiz', fields, context, fuelQuestionViews(t, fields));
    const level = config.headingLevel;
    const subLevel = itemHeadingLevel(level, true);
    const items = firstPerOutcome(groups, 'fuel_type', fuelTypes);
    const views = viewsByOutcome(items, 'fuel_type', (view) => ({
      name: view.title,
      main: <FuelResultView view={view} t={t} level={level} subLevel={subLevel} />,
      alternative: <FuelAlternativeView view={view} />,
      announcement: t('quiz_kit.fuel.result_announcement', { name: view.title }),
    }));
    const island = (
      <FuelQuiz
        {...config}
        subHeadingLevel={subLevel}
        views={views}
        alsoConsiderLabel={fields.also_consider_label || t('quiz_kit.fuel.also_consider')}
        startAgainLabel={t('quiz_kit.common.start_again')}
      />
    );
    const overview = <FuelOverview views={items} level={level} note={t('quiz_kit.fuel.noscript')} />;
    return <OutcomeQuizBlock fields={fields} config={config} island={items.length ? island : null} overview={overview} />;
  },
});
