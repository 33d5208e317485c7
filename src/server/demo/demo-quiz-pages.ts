import type { PageInput } from '@/features/pages/page-input';
import { demoBlock as block, demoPage as page } from './demo-blocks';

/**
 * The demo pages of the fuel type and subscription quizzes (issue 13 items 1 and 2, decision 0061):
 * each quiz headed as the page's h1 with the block's Japanese default results, and the questions
 * visitors ask next in an accordion.
 */
export const quizPagePaths = { fuelType: '/tools/fuel-type-quiz', subscription: '/tools/subscription-quiz' } as const;

const fuelTypeQuizPage: PageInput = page({
  path: quizPagePaths.fuelType,
  title: 'パワートレイン診断',
  meta_description:
    '5つの質問に答えるだけで、ガソリン・ディーゼル・プラグインハイブリッド・電気自動車の中から、あなたの走り方に合うパワートレインがわかります。',
  image_id: 101302,
  blocks: [
    block('fuel_type_quiz', {
      title: 'パワートレイン診断',
      header_tag: 'h1',
      header_size: 'xl',
      paragraph:
        '年間の走行距離やふだんの使い方など、5つの質問に答えるだけで、ガソリン、ディーゼル、プラグインハイブリッド、電気自動車の中から、あなたに合うパワートレインをご提案します。所要時間は1分ほどです。',
    }),
    block('accordion', { title: 'よくあるご質問', header_tag: 'h2', theme: 'light-theme' }, [
      {
        title: '診断の結果は、どのように決まりますか？',
        content:
          '<p>それぞれの回答に、パワートレインごとの点数が決まっています。5つの回答の点数を合計し、最も高いものをおすすめとして、2番目に高いものを「こちらもおすすめ」として表示します。充電できる場所がない場合は、電気自動車をおすすめの1番目にはしません。</p>',
      },
      {
        title: '自宅に充電設備を設置するには？',
        content:
          '<p>普通充電（200V）の設備は、多くの戸建て住宅で設置できます。集合住宅の場合は管理組合へのご相談が必要です。設置工事や国・自治体の補助金については、お近くの販売店にお問い合わせください。</p>',
      },
      {
        title: 'プラグインハイブリッド車は、充電しなくても走れますか？',
        content:
          '<p>はい。バッテリーの電気が少なくなると、エンジンとモーターを組み合わせたハイブリッド走行に切り替わります。ただし、こまめに充電するほど燃料代を抑えられます。</p>',
      },
    ]),
  ],
});

const subscriptionQuizPage: PageInput = page({
  path: quizPagePaths.subscription,
  title: 'お支払い方法診断',
  meta_description:
    '3つの質問に答えるだけで、サブスクリプション、オートローン、フルサービスリース、即納リースの中から、あなたに合うお支払い方法がわかります。',
  image_id: 101304,
  blocks: [
    block('subscription_quiz', {
      title: 'お支払い方法診断',
      header_tag: 'h1',
      header_size: 'xl',
      paragraph:
        'お車の使い方、ご利用期間、年間の走行距離の3つに答えるだけで、サブスクリプション、オートローン、フルサービスリース、即納リースの中から、あなたに合うプランをご提案します。',
    }),
    block('accordion', { title: 'よくあるご質問', header_tag: 'h2', theme: 'light-theme' }, [
      {
        title: 'サブスクリプションとリースの違いは何ですか？',
        content:
          '<p>サブスクリプションは、任意保険や税金、メンテナンス費用までを月々定額にまとめ、6か月から気軽に始められるプランです。リースは、より長い期間（24〜60か月）の契約で、月々のお支払いを抑えやすいのが特長です。</p>',
      },
      {
        title: '契約期間の途中で乗り換えられますか？',
        content:
          '<p>サブスクリプションは、所定の期間を過ぎると別のモデルへ乗り換えられます。リースやローンの途中解約・乗り換えの条件は、プランによって異なります。詳しくは販売店にお問い合わせください。</p>',
      },
      {
        title: '走行距離が多いと、どのプランが向いていますか？',
        content:
          '<p>年間20,000km以上走る方には、走行距離に制限のないオートローンや、契約走行距離を設定できるフルサービスリースが向いています。</p>',
      },
    ]),
  ],
});

export const demoQuizPages: PageInput[] = [fuelTypeQuizPage, subscriptionQuizPage];
