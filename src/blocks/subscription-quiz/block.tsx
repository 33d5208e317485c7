import { getT } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { Picture } from '@/ui/picture';
import { outcomeItemIssues } from '../quiz-kit/rules';
import { quizLabels } from '../quiz-kit/text';
import { defineBlock } from '../types';
import { SubscriptionQuiz } from './islands';
import { products, type Product } from './matching';
import { ProductAlternativeView, ProductOverview, ProductView } from './product-view';
import { subscriptionQuestionViews, subscriptionSummaryLabels } from './questions';
import { subscriptionQuizTemplate, type ProductFields } from './template';
import type { ProductViews } from './subscription-quiz.client';
import styles from './subscription-quiz.module.css';

const link = (url: string, label: string, button_type: 'primary' | 'secondary' = 'primary') => ({
  type: 'internal' as const,
  url,
  label,
  target: '_self' as const,
  button_type,
  size: 'medium' as const,
});
const quote = (button_type: 'primary' | 'secondary') => link('/quote', '見積もりを依頼する', button_type);

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
    field_groups: [
      {
        product: 'subscription',
        title: 'サブスクリプション',
        image: { id: 101301, alt: '夕暮れの海岸線を走るSUV' },
        description:
          '月々定額のお支払いに、自動車保険、税金、車検やメンテナンスの費用までを含めたプランです。6か月から気軽に始められ、暮らしの変化に合わせて乗り換えもできます。',
        benefits: '頭金0円、月々定額\n任意保険・税金・車検・メンテナンス費用込み\n最短6か月から、乗り換えも自由',
        buttons: [quote('primary'), link('/contact', '販売店に相談する', 'secondary')],
      },
      {
        product: 'loan',
        title: 'オートローン',
        image: { id: 101300, alt: '山道を走るSUV' },
        description:
          '車両代金を分割でお支払いいただき、お車はお客様のものになります。走行距離の制限はなく、カスタマイズも自由。長く乗り続けたい方に向いています。',
        benefits: '走行距離の制限なし\nお支払い後はお客様の資産に\n頭金やボーナス払いを自由に設定',
        buttons: [quote('primary'), link('/stock', '在庫車を探す', 'secondary')],
      },
      {
        product: 'full_service',
        title: 'フルサービスリース',
        image: { id: 101303, alt: '砂丘を進むディフェンダー' },
        description:
          '車両代金に加えて、税金、保険、車検、定期メンテナンスまでを月々のリース料にまとめたプランです。法人・個人事業主の方に選ばれており、車両の管理や経費の処理もシンプルになります。',
        benefits: '諸費用とメンテナンスを月額に一本化\nリース料は経費として処理しやすい\n24〜60か月の契約期間から選べる',
        buttons: [link('/contact', '法人向けのご相談'), quote('secondary')],
      },
      {
        product: 'leasing_to_go',
        title: '即納リース',
        image: { id: 101327, alt: '霧の中の林道を進むSUV' },
        description:
          '販売店の在庫車からお選びいただき、すぐに乗り出せるリースです。12〜24か月の短めの期間で、お申し込みからご納車までスピーディーに進みます。',
        benefits: '在庫車からすぐに納車\n12〜24か月の短期契約\n月々定額でメンテナンス込み',
        buttons: [link('/stock', '在庫車から選ぶ'), quote('secondary')],
      },
    ],
  },
  rules: ({ field_groups }) =>
    outcomeItemIssues(field_groups, 'product', (product) => getT('ja')(`quiz_kit.subscription.products.${product}`)),
  Component: ({ fields, groups, context }) => {
    const { t, blockId } = context;
    const id = `subscription-quiz-${blockId}`;
    const titleId = `${id}-title`;
    const level = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    const subLevel = itemHeadingLevel(level, true);
    const questions = subscriptionQuestionViews(t);
    // One item per product: the first of each (a save rule refuses a second).
    const byProduct = new Map<Product, ProductFields>();
    for (const group of groups) if (!byProduct.has(group.product)) byProduct.set(group.product, group);
    const ordered = products.flatMap((product) => byProduct.get(product) ?? []);
    const views: Partial<Record<Product, ProductViews>> = Object.fromEntries(
      ordered.map((product) => [
        product.product,
        {
          main: <ProductView product={product} t={t} level={level} />,
          alternative: <ProductAlternativeView product={product} level={subLevel} />,
          announcement: t('quiz_kit.subscription.result_announcement', { name: product.title }),
        },
      ]),
    );
    const intro = (
      <>
        {fields.paragraph ? <p className={styles.introText}>{fields.paragraph}</p> : null}
        {fields.image ? (
          <Picture
            image={fields.image}
            sizes="(min-width: 1340px) 1200px, 100vw"
            priority={context.index < 2}
            className={styles.introPicture}
          />
        ) : null}
      </>
    );
    return (
      <div className="grid-container">
        <BlockIntro fields={{ ...fields, paragraph: undefined }} headingId={titleId} />
        {ordered.length ? (
          <>
            <SubscriptionQuiz
              id={id}
              headingLevel={level}
              titleId={fields.title ? titleId : undefined}
              questions={questions}
              labels={quizLabels(t, questions.length)}
              intro={intro}
              views={views}
              texts={{
                alternatives: t('quiz_kit.subscription.alternatives'),
                summary: t('quiz_kit.subscription.summary'),
                summaryRows: subscriptionSummaryLabels(t),
                edit: t('quiz_kit.subscription.edit'),
                restart: t('quiz_kit.subscription.restart'),
              }}
            />
            <noscript>
              <ProductOverview products={ordered} level={level} note={t('quiz_kit.subscription.noscript')} />
            </noscript>
          </>
        ) : (
          intro
        )}
      </div>
    );
  },
});
