import type { PageInput } from '@/features/pages/page-input';
import { blockRegistry } from '@/blocks/registry';
import { demoBlock as block, demoPage as page } from './demo-blocks';

/**
 * The finance calculator's demo page (issue 13 item 4, decision 0063): the calculator over the
 * demo model catalogue with three Japanese plans, the comparison of finance products it links to,
 * and the questions buyers ask about loans.
 */
export const financeCalculatorPath = '/tools/finance-calculator';

const plans = blockRegistry.finance_calculator.defaultContent.field_groups.map((plan) => ({
  ...plan,
  link: { type: 'internal', url: '#compare', label: 'プランの違いを見る', target: '_self', button_type: 'tertiary', size: 'small' },
}));

export const demoFinancePage: PageInput = page({
  path: financeCalculatorPath,
  title: 'お支払いシミュレーション',
  meta_description:
    'ディフェンダー、レンジローバー スポーツ、ディスカバリーなどの月々のお支払い例を、残価設定ローン・通常ローン・ボーナス併用ローンで計算できます。',
  image_id: 101303,
  blocks: [
    block(
      'finance_calculator',
      {
        title: 'お支払いシミュレーション',
        header_tag: 'h1',
        header_size: 'xl',
        paragraph: 'モデルとグレード、お支払いプランを選ぶと、頭金やお支払い回数に応じた月々のお支払い例を計算できます。',
        nameplate_key_filter: 'defender_110, defender_90, range_rover_sport, discovery, range_rover_evoque',
        models_info: {
          defender_110: { note: '残価設定ローン 特別金利2.9%（期間限定）の対象モデルです。' },
          range_rover_evoque: { label: 'レンジローバー イヴォーク（プラグインハイブリッドあり）' },
        },
      },
      plans,
    ),
    block('finance_options_table', { block_scroll_id: 'compare', theme: 'light-theme' }),
    block('accordion', { title: 'ローンについてよくあるご質問' }, [
      {
        title: '残価設定ローンの「残価」とは何ですか？',
        content:
          '<p>契約満了時のお車の下取り想定価格です。最終回のお支払いとして据え置くため、月々のお支払いを抑えられます。満了時は、お乗り換え、ご返却、残価のお支払い（または再ローン）からお選びいただけます。</p>',
      },
      {
        title: '実質年率とは何ですか？',
        content: '<p>分割払手数料を年利で表したものです。割賦販売法により、お支払い例には必ず実質年率を表示しています。</p>',
      },
      {
        title: '表示のお支払い例に諸費用は含まれますか？',
        content:
          '<p>含まれません。お支払い例はメーカー希望小売価格（消費税込）をもとにしています。登録諸費用、オプション、リサイクル料金などを含めたお見積もりは、正規販売店にご依頼ください。</p>',
      },
      {
        title: 'ローンの審査に必要なものは何ですか？',
        content: '<p>運転免許証などのご本人確認書類と、収入を確認できる書類が必要です。詳しくは正規販売店にお問い合わせください。</p>',
      },
    ]),
  ],
});
