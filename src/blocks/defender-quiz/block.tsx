import { getT } from '@/i18n/i18n';
import { Heading } from '@/ui/heading';
import { defaultStepLabels, k } from '../quiz-kit/recommender-text';
import { defineBlock } from '../types';
import { defaultVariants } from './default-variants';
import { RecommenderQuiz } from './islands';
import { loadQuizImages } from './load.server';
import { defenderQuizIssues } from './rules';
import { defenderQuizTemplate } from './template';
import { defaultStepFields } from './texts';
import { defenderQuizView } from './view';
import kit from '../quiz-kit/recommender.module.css';

const ja = getT('ja');

/**
 * The Defender quiz (blocks.md §2.10, decision 0062). The server reads the answer pictures
 * (`images_data_url`), draws the title, the welcome picture and text, and every variant's picture,
 * description and continue link (view.tsx); the island runs the steps, matches the answers
 * (matching.ts) and shows the variant the table picks.
 */
export const defenderQuiz = defineBlock({
  template: defenderQuizTemplate,
  defaultContent: {
    fields: {
      title: 'あなたにぴったりのディフェンダーを見つける',
      paragraph:
        '3つの質問に答えるだけで、あなたの過ごし方に合うディフェンダーのボディサイズ、パワートレイン、アクセサリーパックをご提案します。所要時間は1分ほどです。',
      welcome_image: { id: 101303, alt: '夕暮れの砂丘を進むSUV（イラスト）' },
      images_data_url: '/demo/defender-quiz/images.json',
      start_label: ja(k('start')),
      ...defaultStepFields(ja),
      deselect_all_label: ja(k('deselect_all')),
      ...defaultStepLabels(ja),
      result_title: ja(k('defender.result_title')),
      continue_label: ja(k('defender.continue')),
      emission_label: ja(k('defender.emission_label')),
    },
    field_groups: defaultVariants(() => '/models/defender'),
  },
  rules: ({ fields, field_groups }) => defenderQuizIssues(fields, field_groups),
  load: ({ fields }) => loadQuizImages(fields.images_data_url),
  Component: ({ fields, groups, data, context }) => (
    <div className="grid-container">
      {fields.title ? (
        <Heading level={fields.header_tag} size={fields.header_size}>
          {fields.title}
        </Heading>
      ) : null}
      <RecommenderQuiz defender={defenderQuizView(fields, groups, data, context)} />
      <noscript>
        <p className={kit.noscript}>{context.t(k('noscript'))}</p>
      </noscript>
    </div>
  ),
});
