import type { PageInput } from '@/features/pages/page-input';
import { rentMapping, rentSummaryTemplate } from '@/blocks/rent-a-car/default-content';
import { demoBlock as block, demoPage as page } from './demo-blocks';

/**
 * The Rent a Car demo page (issue 13 item 8, decision 0067): the search and inquiry at the top,
 * then the fleet (car rent block) and the questions people ask before renting. The inquiry goes to
 * the demo's rent_inquiry form. Prices are realistic 円 (tax included); the block's own default
 * content keeps the spec's sample values.
 */
export const rentPagePath = '/rent-a-car';

const location = (name_key: string, city_name: string, point_name: string, address: string, lat: number, lng: number) => ({
  name_key,
  city_name,
  point_name,
  address,
  coordinates: { lat, lng },
});

const locations = [
  location('aoyama', '東京', '青山店', '東京都港区北青山2-3-1', 35.6716, 139.7191),
  location('haneda', '東京', '羽田空港店', '東京都大田区羽田空港2-6-5', 35.5494, 139.7798),
  location('yokohama', '神奈川', '横浜みなとみらい店', '神奈川県横浜市西区みなとみらい3-6-1', 35.4576, 139.6322),
  location('umeda', '大阪', '梅田店', '大阪府大阪市北区大深町4-20', 34.7055, 135.4961),
  location('kansai', '大阪', '関西国際空港店', '大阪府泉佐野市泉州空港北1', 34.4347, 135.2441),
];

const vehicle = (
  image_id: number,
  display_name: string,
  nameplate_name: string,
  daily: number | null,
  where: string[],
  specification: string[],
) => ({
  image_id,
  display_name,
  nameplate_name,
  price: { daily },
  locations: where,
  specification,
});

const vehicles = [
  vehicle(
    101303,
    'ディフェンダー 110 X-DYNAMIC SE D300',
    'ディフェンダー',
    38_500,
    ['aoyama', 'haneda', 'yokohama', 'umeda', 'unofficial'],
    ['5人乗り', 'ディーゼル', '4WD', 'オートマチック'],
  ),
  vehicle(
    101327,
    'ディフェンダー 130 X-DYNAMIC HSE D300',
    'ディフェンダー',
    46_200,
    ['haneda', 'kansai'],
    ['8人乗り', 'ディーゼル', '4WD', 'オートマチック'],
  ),
  vehicle(
    101302,
    'レンジローバー スポーツ DYNAMIC SE D300',
    'レンジローバー スポーツ',
    49_500,
    ['aoyama', 'haneda', 'umeda'],
    ['5人乗り', 'ディーゼル', '4WD', 'オートマチック'],
  ),
  vehicle(
    101304,
    'ディスカバリー S D300',
    'ディスカバリー',
    33_000,
    ['yokohama', 'haneda', 'kansai', 'unofficial'],
    ['7人乗り', 'ディーゼル', '4WD', 'オートマチック'],
  ),
  vehicle(
    101300,
    'レンジローバー イヴォーク S P250',
    'レンジローバー イヴォーク',
    27_500,
    ['aoyama', 'yokohama', 'umeda', 'kansai'],
    ['5人乗り', 'ガソリン', '4WD', 'オートマチック'],
  ),
  vehicle(
    101302,
    'レンジローバー AUTOBIOGRAPHY P530',
    'レンジローバー',
    null,
    ['aoyama'],
    ['5人乗り', 'ガソリン', '4WD', 'ショーファー付きプランあり'],
  ),
];

const amount = (max: number) => ({ type: 'amount', min: 0, max, default: 0 });
const toggler = (on = false) => ({ type: 'toggler', true_label: '追加する', false_label: '追加しない', default: on });

const extras = {
  items: [
    {
      heading: 'チャイルドシート',
      subitems: [
        {
          heading: 'ベビーシート',
          price: 1_100,
          price_string_context: '1台・1日あたり',
          features_list: ['新生児から1歳ごろまで', 'ISOFIX対応・後ろ向き装着'],
          controller: amount(3),
        },
        {
          heading: 'チャイルドシート',
          price: 1_100,
          price_string_context: '1台・1日あたり',
          features_list: ['1歳から4歳ごろまで', 'ISOFIX対応'],
          controller: amount(3),
        },
        {
          heading: 'ジュニアシート',
          price: 550,
          price_string_context: '1台・1日あたり',
          features_list: ['4歳から10歳ごろまで'],
          controller: amount(3),
        },
      ],
    },
    {
      heading: '運転する方',
      subitems: [
        {
          heading: '追加ドライバー',
          price: 1_100,
          price_string_context: '1名・1日あたり',
          features_list: ['ご来店時に運転免許証をご提示ください', '運転免許取得後1年以上の方'],
          controller: amount(3),
        },
      ],
    },
    {
      heading: 'アクセサリー',
      subitems: [
        {
          heading: 'サイクルキャリア',
          price: 2_200,
          price_string_context: '1日あたり',
          features_list: ['自転車2台まで', 'リアに装着'],
          controller: toggler(),
        },
        {
          heading: 'ルーフボックス',
          price: 3_300,
          price_string_context: '1日あたり',
          features_list: ['容量420L', 'スキー板も積めます'],
          controller: toggler(),
        },
        {
          heading: 'ペット同乗（車内清掃）',
          price: 5_500,
          per: 'rental',
          price_string_context: '1回あたり',
          features_list: ['ラゲッジマットとシートカバーをご用意します'],
          controller: toggler(),
        },
      ],
    },
  ],
};

const inquire = { type: 'internal', url: `${rentPagePath}#rent`, label: 'この車で問い合わせる', button_type: 'secondary' };

const fleet = [
  {
    image: { id: 101303, alt: '砂丘を走るディフェンダー 110' },
    title: 'ディフェンダー 110 X-DYNAMIC SE D300',
    subtitle: 'ディフェンダー',
    daily_price: 38_500,
    price_context: '24時間・車両補償込み',
    icon_1: 'car',
    icon_text_1: '5人乗り',
    icon_2: 'tag',
    icon_text_2: 'ディーゼル',
    icon_3: 'shield',
    icon_text_3: '4WD',
    icon_4: 'wrench',
    icon_text_4: 'オートマチック',
    icon_5: 'info',
    icon_text_5: '荷室 786L',
    icon_6: 'calendar',
    icon_text_6: '1日から30日まで',
    icon_7: 'location',
    icon_text_7: '4店舗で貸出・配車可',
    icon_8: 'phone',
    icon_text_8: '24時間ロードサービス',
    equipment_1: 'チャイルドシート',
    equipment_price_1: 1_100,
    equipment_2: 'サイクルキャリア',
    equipment_price_2: 2_200,
    equipment_3: 'ルーフボックス',
    equipment_price_3: 3_300,
    equipment_4: 'スノーチェーン',
    equipment_price_4: 1_650,
    equipment_5: 'ETC車載器',
    equipment_price_5: 0,
    link: inquire,
  },
  {
    image: { id: 101304, alt: 'ディスカバリー' },
    title: 'ディスカバリー S D300',
    subtitle: 'ディスカバリー',
    daily_price: 33_000,
    price_context: '24時間・車両補償込み',
    icon_1: 'car',
    icon_text_1: '7人乗り',
    icon_2: 'tag',
    icon_text_2: 'ディーゼル',
    icon_3: 'shield',
    icon_text_3: '4WD',
    icon_4: 'wrench',
    icon_text_4: 'オートマチック',
    icon_5: 'info',
    icon_text_5: '3列シート',
    icon_6: 'location',
    icon_text_6: '羽田・横浜・関空',
    equipment_1: 'チャイルドシート',
    equipment_price_1: 1_100,
    equipment_2: 'ETC車載器',
    equipment_price_2: 0,
    link: inquire,
  },
  {
    image: { id: 101300, alt: '山道を走るレンジローバー イヴォーク（イメージ）' },
    title: 'レンジローバー イヴォーク S P250',
    subtitle: 'レンジローバー イヴォーク',
    daily_price: 27_500,
    price_context: '24時間・車両補償込み',
    icon_1: 'car',
    icon_text_1: '5人乗り',
    icon_2: 'tag',
    icon_text_2: 'ガソリン',
    icon_3: 'shield',
    icon_text_3: '4WD',
    icon_4: 'wrench',
    icon_text_4: 'オートマチック',
    equipment_1: 'チャイルドシート',
    equipment_price_1: 1_100,
    equipment_2: 'ETC車載器',
    equipment_price_2: 0,
    link: inquire,
  },
  {
    image: { id: 101302, alt: 'レンジローバー' },
    title: 'レンジローバー AUTOBIOGRAPHY P530',
    subtitle: 'レンジローバー',
    price_context: 'ショーファー付きプランもご相談ください',
    icon_1: 'car',
    icon_text_1: '5人乗り',
    icon_2: 'tag',
    icon_text_2: 'ガソリン',
    icon_3: 'shield',
    icon_text_3: '4WD',
    icon_4: 'location',
    icon_text_4: '青山店のみ',
    link: inquire,
  },
];

export const demoRentPage: PageInput = page({
  path: rentPagePath,
  title: 'レンタカー',
  meta_description:
    'ランドローバーのレンタカー。ディフェンダー、ディスカバリー、レンジローバーを1日から。東京・横浜・大阪の店舗と空港で貸出、ご指定の場所への配車も承ります。',
  image_id: 101303,
  blocks: [
    block('rent_a_car', {
      block_scroll_id: 'rent',
      title: 'ランドローバー レンタカー',
      header_tag: 'h1',
      paragraph:
        '貸出場所と日程を選ぶと、ご利用いただける車両とお見積もりをご案内します。空き状況を確認のうえ、担当者よりご連絡いたします。',
      locations,
      vehicles,
      extras,
      contact_form_id: 'rent_inquiry',
      form_hidden_field_mapping: rentMapping,
      form_summary_template: rentSummaryTemplate,
      location_disclaimer:
        '営業時間は各店舗10:00〜18:00です。空港店は到着ロビーでお渡しします。ご指定の場所への配車は東京23区・横浜市内に限ります。',
      additional_settings: {
        allow_different_dropoff: true,
        allow_custom_pickup: true,
        allow_custom_dropoff: true,
        distance_unit: 'km',
        datepicker_disabled_days: [0],
        date_locale: 'ja',
        date_options: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' },
        min_days_ahead: 1,
        max_days_ahead: 180,
        max_rental_days: 30,
      },
    }),
    block(
      'car_rent',
      {
        title: '貸出車両のご紹介',
        paragraph: '料金は24時間あたり、車両補償と消費税を含みます。長期のご利用や法人でのご利用もご相談ください。',
        disclaimer: 'ご利用には運転免許取得後1年以上が必要です。燃料は満タンでご返却ください。写真はイメージです。',
      },
      fleet,
    ),
    block('accordion', { title: 'レンタカーについてよくあるご質問' }, [
      {
        title: 'お問い合わせの時点で予約は確定しますか？',
        content: '<p>いいえ。空き状況を確認のうえ、担当者より2営業日以内にご連絡し、その時点でご予約が確定します。</p>',
      },
      {
        title: '料金には何が含まれますか？',
        content: '<p>24時間ごとの基本料金に、車両補償（免責補償）と消費税が含まれます。燃料代、高速道路料金、駐車料金は含まれません。</p>',
      },
      {
        title: '日曜日に借りたり返したりできますか？',
        content: '<p>申し訳ありませんが、日曜日は貸出・返却を承っておりません。土曜日に借りて月曜日に返すこともできます。</p>',
      },
      {
        title: '別の店舗で返却できますか？',
        content:
          '<p>はい。「貸出場所とは別の場所で返却する」を選ぶと、返却場所をお選びいただけます。乗り捨て料金は担当者よりご案内します。</p>',
      },
    ]),
  ],
});
