import { getT } from '@/i18n/i18n';
import { itemHeadingLevel } from '@/ui/heading';
import { firstPerOutcome, OutcomeQuizBlock, outcomeQuizConfig, viewsByOutcome } from '../quiz-kit/outcome-block';
import { outcomeItemIssues } from '../quiz-kit/rules';
import { defineBlock } from '../types';
import { defaultProducts } from './default-content';
import { SubscriptionQuiz } from './islands';
import { products } from './matching';
import { ProductAlternativeView, ProductOverview, ProductView } from './product-view';
import { subscriptionQuestionViews, subscriptionSummaryLabels } from './questions';
import { subscriptionQuizTemplate } from './template';

/**
 * The subscription quiz (blocks.md §2.2, decision 0061). The server renders the welcome screen,
 * translates the steps and renders every product twice (as the main product and as an
 * alternative); the island runs the steps, picks and shows the summary. Without JavaScript the
 * welcome screen and each product's description are still there.
 */
export const subscriptionQuiz = defineBlock({
  template: subscriptionQuizTemplate,
  defaultContent: {
    fields: {
      title: 'あなたに合うお支払い方法は？',
      paragraph:
        '3つの質問に答えるだけで、サブスクリプション、オートローン、フルサービスリース、即納リースの中から、あなたの使い方に合うプランをご提案します。',
      image: { id: 101304, alt: 'ディスカバリー' },
    },
    field_groups: defaultProducts,
  },
  rules: ({ field_groups }) =>
    outcomeItemIssues(field_groups, 'product', (product) => getT('ja')(`quiz_kit.subscription.products.${product}`)),
  Component: ({ fields, groups, context }) => {
    const { t } = context;
    const config = outcomeQuizConfig('subscription-quiz', fields, context, subscriptionQuestionViews(t));
    const level = config.headingLevel;
    const items = firstPerOutcome(groups, 'product', products);
    const views = viewsByOutcome(items, 'product', (product) => ({
      main: <ProductView product={product} t={t} level={level} />,
      alternative: <ProductAlternativeView product={product} level={itemHeadingLevel(level, true)} />,
      announcement: t('quiz_kit.subscription.result_announcement', { name: product.title }),
    }));
    const island = (
      <SubscriptionQuiz
        {...config}
        views={views}
        texts={{
          alternatives: t('quiz_kit.subscription.alternatives'),
          summary: t('quiz_kit.subscription.summary'),
          summaryRows: subscriptionSummaryLabels(t),
          edit: t('quiz_kit.subscription.edit'),
          restart: t('quiz_kit.subscription.restart'),
        }}
      />
    );
    const overview = <ProductOverview products={items} level={level} note={t('quiz_kit.subscription.noscript')} />;
    return <OutcomeQuizBlock fields={fields} config={config} island={items.length ? island : null} overview={overview} />;
  },
});
