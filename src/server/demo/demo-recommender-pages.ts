import type { PageInput } from '@/features/pages/page-input';
import { defaultResults } from '@/blocks/powertrains-quiz/default-results';
import { defaultVariants } from '@/blocks/defender-quiz/default-variants';
import { demoStockPage } from '@/features/stock/demo.server';
import { emptySearch, stockUrlQuery } from '@/features/stock/url-state';
import { demoBlock as block, demoPage as page } from './demo-blocks';

/**
 * The recommender quizzes of issue 13 item 3 (decision 0062) on pages of their own: the Defender
 * quiz, whose continue links open the stock search on the recommended size and fuel, and the
 * powertrains quiz, whose private results open the stock of that powertrain and business results
 * the test-drive form. The e2e journeys (tests/e2e/recommender-quizzes.spec.ts) visit them.
 */
export const recommenderPaths = { defender: '/tools/defender-quiz', powertrains: '/tools/powertrains-quiz' } as const;

const engineTypes = { diesel: ['diesel_mhev'], petrol: ['petrol', 'petrol_mhev'], phev: ['phev'] } as const;

/** The stock search with these models and engine types ticked. */
function stockUrl(models: string[], engines: readonly string[]): string {
  const search = { ...emptySearch(), checkbox: { models, engine_types: [...engines] } };
  return `${demoStockPage.path}${stockUrlQuery({ search, area: {}, budget: null })}`;
}

const defenderQuizPage: PageInput = page({
  path: recommenderPaths.defender,
  title: 'ディフェンダー診断',
  meta_description:
    '3つの質問で、あなたに合うディフェンダー（90／110、ディーゼル／ガソリン）とアクセサリーパックをご提案します。CO₂排出量も確認できます。',
  image_id: 101303,
  blocks: [
    block(
      'defender_quiz',
      { header_tag: 'h1', header_size: 'xl', continue_label: 'この仕様の在庫車を見る' },
      defaultVariants((size, fuel) => stockUrl([`defender_${size}`], engineTypes[fuel])),
    ),
  ],
});

const testDriveLink = { type: 'form', form_id: 'test_drive', target: '_self', button_type: 'primary', size: 'medium' } as const;

const powertrainsQuizPage: PageInput = page({
  path: recommenderPaths.powertrains,
  title: 'パワートレイン診断',
  meta_description:
    '5つの質問で、プラグインハイブリッド、ディーゼル、ガソリンの中からあなたの使い方に合うパワートレインをご提案します。個人・法人のお客様に対応。',
  image_id: 101302,
  blocks: [
    block(
      'powertrains_quiz',
      { header_tag: 'h1', header_size: 'xl' },
      defaultResults.map((result) =>
        result.owner === 'business'
          ? { ...result, button: '試乗・商談を予約する', link: testDriveLink }
          : {
              ...result,
              button: `${result.name.replace(/（.*）$/, '')}の在庫車を見る`,
              link: { ...result.link, url: stockUrl([], engineTypes[result.powertrain]) },
            },
      ),
    ),
  ],
});

export const demoRecommenderPages: PageInput[] = [defenderQuizPage, powertrainsQuizPage];
