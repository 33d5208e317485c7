import { getT } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { RecommenderQuiz } from '../defender-quiz/islands';
import { defaultStepLabels, k } from '../quiz-kit/recommender-text';
import { defineBlock } from '../types';
import { defaultResults } from './default-results';
import { powertrainsQuizIssues } from './rules';
import { powertrainsQuizTemplate } from './template';
import { defaultQuestionFields } from './texts';
import { powertrainsQuizView } from './view';
import kit from '../quiz-kit/recommender.module.css';
import styles from './powertrains-quiz.module.css';

const ja = getT('ja');

/**
 * The powertrains quiz (blocks.md §2.11, decision 0062). The server draws the intro and every
 * result's picture, description, benefits, button and disclaimer (view.tsx); the island asks the
 * five questions, matches the answers (matching.ts) and shows the result the table picks, with the
 * how-we-matched-you summary made of the chosen answers' summary texts.
 */
export const powertrainsQuiz = defineBlock({
  template: powertrainsQuizTemplate,
  defaultContent: {
    fields: {
      title: 'あなたに合うパワートレインは？',
      paragraph:
        '5つの質問に答えるだけで、プラグインハイブリッド、ディーゼル、ガソリンの中から、あなたの使い方に合うパワートレインをご提案します。',
      ...defaultQuestionFields(ja),
      ...defaultStepLabels(ja),
      benefits_title: ja(k('powertrains.benefits_title')),
      summary_title: ja(k('powertrains.summary_title')),
    },
    field_groups: defaultResults,
  },
  rules: ({ fields, field_groups }) => powertrainsQuizIssues(fields, field_groups),
  Component: ({ fields, groups, context }) => (
    <div className="grid-container">
      <BlockIntro fields={fields} className={styles.intro} />
      <RecommenderQuiz powertrains={powertrainsQuizView(fields, groups, context)} />
      <noscript>
        <p className={kit.noscript}>{context.t(k('noscript'))}</p>
      </noscript>
    </div>
  ),
});
