import type { z } from 'zod';
import type { formInput } from './definition';

/** The demo site's three forms (issue 9 item 12): 試乗予約, 見積もり依頼, 来店予約. */
type DemoForm = z.input<typeof formInput>;

const ja = (text: string) => ({ ja: text });

const models = [
  'レンジローバー',
  'レンジローバー スポーツ',
  'レンジローバー ヴェラール',
  'レンジローバー イヴォーク',
  'ディフェンダー',
  'ディスカバリー',
  'ディスカバリー スポーツ',
].map((name) => ({ value: name, label: ja(name) }));

/** Name, furigana, e-mail and phone, as every Japanese form asks them (japan.md: 姓 then 名); the reservation form too. */
export const personFields = [
  {
    name: 'family_name',
    type: 'text',
    label: ja('姓'),
    autocomplete: 'family-name',
    width: 'half',
    placeholder: ja('山田'),
    rules: { required: true, max: 30 },
  },
  {
    name: 'given_name',
    type: 'text',
    label: ja('名'),
    autocomplete: 'given-name',
    width: 'half',
    placeholder: ja('太郎'),
    rules: { required: true, max: 30 },
  },
  {
    name: 'family_name_kana',
    type: 'text',
    format: 'katakana',
    label: ja('セイ'),
    width: 'half',
    placeholder: ja('ヤマダ'),
    rules: { required: true, max: 30 },
  },
  {
    name: 'given_name_kana',
    type: 'text',
    format: 'katakana',
    label: ja('メイ'),
    width: 'half',
    placeholder: ja('タロウ'),
    rules: { required: true, max: 30 },
  },
  {
    name: 'email',
    type: 'text',
    format: 'email',
    label: ja('メールアドレス'),
    placeholder: ja('taro@example.jp'),
    rules: { required: true, max: 254 },
  },
  {
    name: 'phone',
    type: 'telephone',
    label: ja('電話番号'),
    help: ja('日中に連絡がつく番号をご入力ください。'),
    rules: { required: true },
  },
] as const;

const address = [
  {
    name: 'postcode',
    type: 'text',
    format: 'postcode',
    label: ja('郵便番号'),
    width: 'half',
    fills: { state: 'prefecture', locality: 'city' },
    rules: { required: false },
  },
  {
    name: 'prefecture',
    type: 'select',
    options_source: 'prefectures',
    label: ja('都道府県'),
    autocomplete: 'address-level1',
    width: 'half',
    rules: { required: false },
  },
  { name: 'city', type: 'text', label: ja('市区町村'), autocomplete: 'address-level2', rules: { required: false, max: 100 } },
] as const;

const vehicleFromPage = [
  { name: 'vehicle_id', type: 'text', box_type: 'dynamic', label: ja('車両ID') },
  { name: 'campaign', type: 'text', box_type: 'hidden', label: ja('キャンペーン') },
  { name: 'ga_client_id', type: 'text', box_type: 'ga_client_id', label: ja('GAクライアントID') },
] as const;

const common = {
  settings: {
    notifications: { enabled: true, recipients: [] as string[], to_location: true, subject: '新しいお問い合わせ: {{form}}' },
    confirmations: {
      enabled: true,
      email_field: 'email',
      subject: '【ランドローバー】お問い合わせありがとうございます',
      body: 'このたびはお問い合わせいただき、ありがとうございます。\nご希望の販売店の担当者より、2営業日以内にご連絡いたします。',
    },
    privacy: { policy_path: '/privacy', consent_version: '2026-11' },
    marketing_opt_in: { enabled: true },
    captcha: true,
    email_verification: true,
  },
  integrations: { crm: { enabled: true, lead_type: 'general_inquiry', mapping: {} } },
} as const;

export const demoForms: DemoForm[] = [
  {
    name: 'test_drive',
    type: 'test_drive',
    title: '試乗予約',
    fields: [
      { name: 'model', type: 'select', label: ja('試乗をご希望のモデル'), options: models, rules: { required: true } },
      { name: 'location', type: 'select', options_source: 'locations', label: ja('ご希望の販売店'), rules: { required: true } },
      { name: 'preferred_date', type: 'date', label: ja('ご希望日'), width: 'half', days_from: 1, days_to: 90, rules: { required: true } },
      {
        name: 'preferred_time',
        type: 'select',
        label: ja('ご希望の時間帯'),
        width: 'half',
        options: [
          { value: 'morning', label: ja('午前（10:00〜12:00）') },
          { value: 'afternoon', label: ja('午後（12:00〜16:00）') },
          { value: 'evening', label: ja('夕方（16:00〜19:00）') },
        ],
        rules: { required: true },
      },
      ...personFields,
      ...address,
      { name: 'message', type: 'textarea', label: ja('ご質問・ご要望'), rules: { required: false, max: 1000 } },
      ...vehicleFromPage,
    ],
    settings: {
      ...common.settings,
      thank_you: { title: ja('試乗のご予約を受け付けました'), message: ja('ご希望の販売店より、日時の確認のご連絡をいたします。') },
    },
    integrations: { crm: { ...common.integrations.crm, lead_type: 'test_drive' } },
  },
  {
    name: 'quote',
    type: 'quote',
    title: '見積もり依頼',
    fields: [
      { name: 'model', type: 'select', label: ja('お見積もりをご希望のモデル'), options: models, rules: { required: true } },
      { name: 'location', type: 'select', options_source: 'locations', label: ja('ご希望の販売店'), rules: { required: true } },
      {
        name: 'payment',
        type: 'radio',
        label: ja('お支払い方法'),
        options: [
          { value: 'cash', label: ja('現金') },
          { value: 'loan', label: ja('ローン') },
          { value: 'lease', label: ja('リース') },
          { value: 'undecided', label: ja('未定') },
        ],
        default_value: 'undecided',
        rules: { required: true },
      },
      { name: 'trade_in', type: 'checkbox', label: ja('下取りを希望する'), rules: { required: false } },
      {
        name: 'registration_photo',
        type: 'file',
        label: ja('下取り車の車検証（写真またはPDF）'),
        accept: ['image/jpeg', 'image/png', 'application/pdf'],
        help: ja('下取りをご希望の場合、査定が早くなります。'),
        rules: { required: false, size: 5120 },
      },
      ...personFields,
      ...address,
      { name: 'message', type: 'textarea', label: ja('ご質問・ご要望'), rules: { required: false, max: 1000 } },
      ...vehicleFromPage,
    ],
    settings: {
      ...common.settings,
      thank_you: { title: ja('お見積もりのご依頼を受け付けました'), message: ja('販売店よりお見積もりをお送りします。') },
    },
    integrations: { crm: { ...common.integrations.crm, lead_type: 'quote' } },
  },
  {
    name: 'visit',
    type: 'visit',
    title: '来店予約',
    fields: [
      { name: 'location', type: 'select', options_source: 'locations', label: ja('ご来店予定の販売店'), rules: { required: true } },
      { name: 'visit_date', type: 'date', label: ja('ご来店希望日'), width: 'half', days_from: 1, days_to: 60, rules: { required: true } },
      {
        name: 'visit_time',
        type: 'select',
        label: ja('ご来店希望時刻'),
        width: 'half',
        options: ['10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'].map((v) => ({ value: v, label: ja(v) })),
        rules: { required: true },
      },
      {
        name: 'purposes',
        type: 'checkbox',
        label: ja('ご来店の目的'),
        options: [
          { value: 'test_drive', label: ja('試乗') },
          { value: 'quote', label: ja('見積もり・商談') },
          { value: 'approved', label: ja('認定中古車') },
          { value: 'service', label: ja('点検・整備') },
        ],
        rules: { required: true, min: 1 },
      },
      ...personFields,
      { name: 'message', type: 'textarea', label: ja('ご質問・ご要望'), rules: { required: false, max: 1000 } },
      ...vehicleFromPage,
    ],
    settings: {
      ...common.settings,
      thank_you: { title: ja('ご来店のご予約を受け付けました'), message: ja('ご来店を心よりお待ちしております。') },
    },
    integrations: { crm: { ...common.integrations.crm, lead_type: 'showroom_visit' } },
  },
  {
    name: 'offers',
    type: 'offer',
    title: 'オファーのお申し込み',
    fields: [
      {
        name: 'interests',
        type: 'checkbox',
        label: ja('ご興味のある内容'),
        options: [
          { value: 'new_cars', label: ja('新車') },
          { value: 'approved', label: ja('認定中古車') },
          { value: 'owners', label: ja('オーナー向けサービス') },
          { value: 'branded_goods', label: ja('ブランドグッズ') },
          { value: 'defender', label: ja('ディフェンダー') },
          { value: 'discovery', label: ja('ディスカバリー') },
          { value: 'range_rover', label: ja('レンジローバー') },
          { value: 'jaguar', label: ja('ジャガー') },
        ],
        rules: { required: true, min: 1 },
      },
      { name: 'location', type: 'select', options_source: 'locations', label: ja('ご希望の販売店'), rules: { required: true } },
      ...personFields,
      { name: 'offer_category', type: 'text', box_type: 'hidden', label: ja('オファーのカテゴリー') },
      ...vehicleFromPage,
    ],
    settings: {
      ...common.settings,
      thank_you: { title: ja('お申し込みを受け付けました'), message: ja('オファーの詳細を販売店よりご案内します。') },
    },
    integrations: { crm: { ...common.integrations.crm, lead_type: 'offer' } },
  },
  // The Rent a Car block's inquiry (decision 0067): the contact details here, the booking in the
  // hidden fields the block's mapping fills (booking_summary from its summary template).
  {
    name: 'rent_inquiry',
    type: 'generic',
    title: 'レンタカーのお問い合わせ',
    fields: [
      ...personFields,
      {
        name: 'message',
        type: 'textarea',
        label: ja('ご質問・ご要望'),
        placeholder: ja('ご希望の時間帯、車両やお届け先についてのご質問など'),
        rules: { required: false, max: 1000 },
      },
      { name: 'booking_summary', type: 'textarea', box_type: 'hidden', label: ja('ご予約内容') },
      { name: 'rent_vehicle', type: 'text', box_type: 'hidden', label: ja('車両') },
      { name: 'rent_pickup', type: 'text', box_type: 'hidden', label: ja('貸出') },
      { name: 'rent_dropoff', type: 'text', box_type: 'hidden', label: ja('返却') },
      { name: 'rent_total', type: 'text', box_type: 'hidden', label: ja('お見積もり合計（税込）') },
      { name: 'ga_client_id', type: 'text', box_type: 'ga_client_id', label: ja('GAクライアントID') },
    ],
    settings: {
      ...common.settings,
      confirmations: {
        ...common.settings.confirmations,
        subject: '【ランドローバー】レンタカーのお問い合わせありがとうございます',
        body: 'このたびはレンタカーのお問い合わせをいただき、ありがとうございます。\n空き状況を確認のうえ、担当者より2営業日以内にご連絡いたします。この時点ではご予約は確定していません。\n\n{{booking_summary}}',
      },
      privacy: {
        ...common.settings.privacy,
        purpose: ja(
          'ご入力いただいた個人情報は、レンタカーのお問い合わせへの回答、空き状況とお見積もりのご案内、ご予約の手続きのために利用し、貸出店舗と共有します。法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。',
        ),
      },
      thank_you: {
        title: ja('レンタカーのお問い合わせを受け付けました'),
        message: ja('空き状況を確認のうえ、担当者より2営業日以内にご連絡いたします。'),
      },
    },
    integrations: { crm: { ...common.integrations.crm, lead_type: 'car_rental' } },
  },
];
