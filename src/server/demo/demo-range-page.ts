import type { PageInput } from '@/features/pages/page-input';
import { demoBlock as block, demoPage as page } from './demo-blocks';

/**
 * The electric range calculator's demo page (issue 13 item 5, decision 0064): every electric
 * derivative of the demo model catalogue — the I-PACE and the plug-in hybrids — read from the demo
 * range data the site serves (public/demo/range/range-data.json), then questions people ask about range.
 */
export const rangeCalculatorPath = '/tools/range-calculator';

const testDrive = { type: 'form', form_id: 'test_drive', label: '試乗を予約する', button_type: 'primary' };
const modelLink = (url: string, label: string) => ({ type: 'internal', url, label, button_type: 'tertiary' });

const car = (
  car_name: string,
  car_description: string,
  image: { id: number; alt: string },
  engine_mapper: string,
  wheel_size_mapper: string,
  car_link?: ReturnType<typeof modelLink>,
) => ({ image, car_name, car_description, engine_mapper, wheel_size_mapper, ...(car_link ? { car_link } : {}) });

const cars = [
  car(
    'ジャガー I-PACE',
    '前後2基の電気モーターで走る電気自動車。90kWhのバッテリーで、一充電走行距離は438km（WLTCモード）。',
    { id: 101301, alt: '夕暮れの海岸線を走るジャガー I-PACE（イメージ）' },
    'i-pace_ev400=EV400',
    'a)=18, b)=20, c)=22',
  ),
  car(
    'レンジローバー',
    '3.0L直列6気筒と38.2kWhのバッテリー。日々の移動の多くを、静かなモーター走行でこなします。',
    { id: 101302, alt: 'レンジローバー（イメージ）' },
    'range_rover_p440e=P440e\nrange_rover_p510e=P510e',
    'a)=21, b)=22, c)=23',
    modelLink('/models/range-rover', 'レンジローバーを見る'),
  ),
  car(
    'レンジローバー スポーツ',
    '最高出力550PSのプラグインハイブリッド。EV走行距離は109km（WLTCモード）。',
    { id: 101300, alt: '山道を走るレンジローバー スポーツ（イメージ）' },
    'range_rover_sport_p550e=P550e',
    'a)=21, b)=22, c)=23',
  ),
  car(
    'レンジローバー ヴェラール',
    '2.0Lエンジンと電気モーターのプラグインハイブリッド。街なかの移動をモーターだけで。',
    { id: 101327, alt: '霧の林道に停まるレンジローバー ヴェラール（イメージ）' },
    'range_rover_velar_p400e=P400e',
    'a)=20, b)=21, c)=22',
  ),
  car(
    'レンジローバー イヴォーク',
    '1.5L直列3気筒と電気モーターのプラグインハイブリッド。EV走行距離は65km（WLTCモード）。',
    { id: 101300, alt: '山道を走るレンジローバー イヴォーク（イメージ）' },
    'range_rover_evoque_p300e=P300e',
    'a)=18, b)=20, c)=21',
  ),
  car(
    'ディスカバリー スポーツ',
    '5人乗りのプラグインハイブリッド。週末のアウトドアにも、平日の通勤にも。',
    { id: 101304, alt: '森の中のディスカバリー スポーツ（イメージ）' },
    'discovery_sport_p300e=P300e',
    'a)=18, b)=20, c)=21',
    modelLink('/models/discovery', 'ディスカバリーを見る'),
  ),
  car(
    'ジャガー F-PACE',
    '2.0Lエンジンと電気モーターを組み合わせたスポーツSUVのプラグインハイブリッド。',
    { id: 101301, alt: '海岸線を走るジャガー F-PACE（イメージ）' },
    'f-pace_p400e=P400e',
    'a)=20, b)=21, c)=22',
  ),
  car(
    'ジャガー E-PACE',
    'コンパクトなスポーツSUVのプラグインハイブリッド。EV走行距離は61km（WLTCモード）。',
    { id: 101300, alt: '山道を走るジャガー E-PACE（イメージ）' },
    'e-pace_p300e=P300e',
    'a)=18, b)=20, c)=21',
  ),
];

const faq = [
  {
    title: 'WLTCモードの値と、実際の航続距離はなぜ違うのですか？',
    content:
      '<p>WLTCモードは、気温23℃前後・エアコン不使用など、決められた条件で測定した値です。実際の走行では、気温、エアコンの使用、速度、乗車人数、道路の起伏などによって電力の消費が変わるため、航続距離も変わります。</p>',
  },
  {
    title: '冬に航続距離が短くなるのはなぜですか？',
    content:
      '<p>気温が低いとバッテリーの化学反応が鈍くなり、取り出せるエネルギーが減ります。さらに暖房に電力を使うため、航続距離は短くなります。充電中にプレコンディショニングで車内とバッテリーを温めておくと、走り出してからの消費を抑えられます。</p>',
  },
  {
    title: 'プラグインハイブリッド車でEV走行距離を使い切ると、どうなりますか？',
    content:
      '<p>エンジンとモーターを組み合わせたハイブリッド走行に切り替わり、そのまま走り続けられます。ガソリンが残っている限り、電欠の心配はありません。</p>',
  },
  {
    title: '自宅で充電できますか？',
    content:
      '<p>200Vの普通充電設備を設置すると、ご自宅で充電できます。設置工事については、お近くの正規販売店にご相談ください。電気自動車は急速充電（CHAdeMO）にも対応しています。</p>',
  },
];

export const demoRangePage: PageInput = page({
  path: rangeCalculatorPath,
  title: '航続距離シミュレーター',
  meta_description:
    '電気自動車・プラグインハイブリッド車の航続距離を、外気温、エアコン、走行環境（高速道路・市街地・複合）、乗車人数などの条件からシミュレーションできます。',
  image_id: 101301,
  blocks: [
    block('hero_banner', {
      title: '航続距離シミュレーター',
      header_tag: 'h1',
      header_size: 'xl',
      paragraph: '冬の朝も、夏の高速道路も。走る条件を選んで、満充電からの航続距離の目安を確かめましょう。',
      image: { id: 101301, alt: '夕暮れの海岸線を走るSUV' },
      buttons: [testDrive],
    }),
    block(
      'electric_range_calculator',
      {
        title: '条件を選んで計算する',
        paragraph: '車種とパワートレイン、ホイールサイズ、走行条件を選ぶと、推定航続距離がすぐに変わります。',
        block_scroll_id: 'calculator',
      },
      cars,
    ),
    block('accordion', { title: '航続距離についてよくあるご質問', theme: 'light-theme' }, faq),
  ],
});
