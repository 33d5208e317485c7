import type { InputOf } from '../fields';
import type { rentACarTemplate } from './template';

/**
 * What a new Rent a Car block starts with: three locations, four cars (one priced on request), and
 * the extras of blocks.md §2.18 with its sample values kept as they are — baby seat up to 10 at 200
 * each, additional drivers 50, bike racks 75 — read as 円 per day, tax included (decision 0067).
 * The contact form is the demo site's rent inquiry form.
 */
export const rentLocations = [
  {
    name_key: 'aoyama',
    city_name: '東京',
    point_name: '青山店',
    address: '東京都港区北青山2-3-1',
    coordinates: { lat: 35.6716, lng: 139.7191 },
  },
  {
    name_key: 'haneda',
    city_name: '東京',
    point_name: '羽田空港店',
    address: '東京都大田区羽田空港2-6-5',
    coordinates: { lat: 35.5494, lng: 139.7798 },
  },
  {
    name_key: 'yokohama',
    city_name: '神奈川',
    point_name: '横浜みなとみらい店',
    address: '神奈川県横浜市西区みなとみらい3-6-1',
    coordinates: { lat: 35.4576, lng: 139.6322 },
  },
];

export const rentSummaryTemplate = [
  '【レンタカーのお問い合わせ】',
  '車両：{{vehicle}}',
  '貸出：{{pickup_date}} {{pickup_location}}',
  '返却：{{dropoff_date}} {{dropoff_location}}',
  'ご利用期間：{{days}}',
  'オプション：{{extras}}',
  '基本料金：{{base_price}}',
  'オプション料金：{{extras_total}}',
  'お見積もり合計（税込）：{{total}}',
].join('\n');

export const rentMapping = {
  booking_summary: '{{summary}}',
  rent_vehicle: '{{vehicle}}',
  rent_pickup: '{{pickup_date_iso}} {{pickup_location}}',
  rent_dropoff: '{{dropoff_date_iso}} {{dropoff_location}}',
  rent_total: '{{total}}',
};

export const rentDefaultContent: { fields: InputOf<typeof rentACarTemplate.fields>; field_groups: [] } = {
  fields: {
    title: 'レンタカーのお問い合わせ',
    paragraph: 'ご希望の店舗と日程をお選びください。ご利用いただける車両とお見積もりをご案内します。',
    styling: 'grid',
    contact_form_id: 'rent_inquiry',
    locations: rentLocations,
    vehicles: [
      {
        image_id: 101303,
        display_name: 'ディフェンダー 110 X-DYNAMIC SE D300',
        nameplate_name: 'ディフェンダー',
        price: { daily: 38_500 },
        locations: ['aoyama', 'haneda', 'yokohama'],
        specification: ['5人乗り', 'ディーゼル', '4WD', 'オートマチック'],
      },
      {
        image_id: 101302,
        display_name: 'レンジローバー スポーツ DYNAMIC SE D300',
        nameplate_name: 'レンジローバー スポーツ',
        price: { daily: 49_500 },
        locations: ['aoyama', 'haneda'],
        specification: ['5人乗り', 'ディーゼル', '4WD', 'オートマチック'],
      },
      {
        image_id: 101304,
        display_name: 'ディスカバリー S D300',
        nameplate_name: 'ディスカバリー',
        price: { daily: 33_000 },
        locations: ['yokohama', 'haneda'],
        specification: ['7人乗り', 'ディーゼル', '4WD', 'オートマチック'],
      },
      {
        image_id: 101302,
        display_name: 'レンジローバー AUTOBIOGRAPHY P530',
        nameplate_name: 'レンジローバー',
        price: { daily: null },
        locations: ['aoyama'],
        specification: ['5人乗り', 'ガソリン', '4WD', 'オートマチック'],
      },
    ],
    extras: {
      items: [
        {
          heading: 'チャイルドシート',
          subitems: [
            {
              heading: 'ベビーシート',
              price: 200,
              price_string_context: '1台・1日あたり',
              per: 'day',
              features_list: ['新生児から1歳ごろまで', 'ISOFIX対応'],
              controller: { type: 'amount', min: 0, max: 10, default: 0 },
            },
          ],
        },
        {
          heading: '運転する方',
          subitems: [
            {
              heading: '追加ドライバー',
              price: 50,
              price_string_context: '1名・1日あたり',
              per: 'day',
              features_list: ['免許証をご来店時にご提示ください'],
              controller: { type: 'amount', min: 0, max: 3, default: 0 },
            },
          ],
        },
        {
          heading: 'アクセサリー',
          subitems: [
            {
              heading: 'サイクルキャリア',
              price: 75,
              price_string_context: '1日あたり',
              per: 'day',
              features_list: ['自転車2台まで'],
              controller: { type: 'toggler', true_label: '追加する', false_label: '追加しない', default: false },
            },
          ],
        },
      ],
    },
    form_hidden_field_mapping: rentMapping,
    form_summary_template: rentSummaryTemplate,
    location_disclaimer: '営業時間は10:00〜18:00です。日曜日は貸出・返却を承っておりません。',
  },
  field_groups: [],
};
