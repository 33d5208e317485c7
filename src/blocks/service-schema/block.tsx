import { BusinessCard } from '../retailer-schema/business-card';
import { loadSiteOrigin } from '../retailer-schema/load.server';
import { schemaIssues } from '../retailer-schema/schema-rules';
import { defineBlock } from '../types';
import { serviceSchemaTemplate } from './template';

/** blocks.md §2.6 service schema block: schema.org AutoRepair plus the same facts as a card (decision 0066). */
export const serviceSchema = defineBlock({
  template: serviceSchemaTemplate,
  defaultContent: {
    fields: {
      image: { id: 101300, alt: '山道を走るSUV（イラスト）' },
      name: 'ランドローバー 東京サービスセンター',
      description:
        '専用診断機と純正部品による点検・車検・修理を行う正規サービス工場です。代車のご用意と、お引き取り・ご納車にも対応します。',
      keywords: '車検, 点検, 修理, 鈑金, 塗装, 正規サービス工場, ランドローバー',
      opening_hours: '9:30〜18:00（水曜定休）',
      payment_accepted: '現金、クレジットカード',
      price_range: '法定12か月点検 48,000円〜',
      address: '〒135-0063 東京都江東区有明3-5-7',
      latitude: 35.6305,
      longitude: 139.7925,
      contact_info: [
        { type: 'phone', value: '03-5530-1001' },
        { type: 'email', value: 'service-tokyo@dealer.example.jp' },
      ],
      offers_info: [
        { category: '車検・法定点検', description: '国の基準に加え、メーカーの点検項目で整備します。', url: '/test-drive' },
        { category: '鈑金・塗装', description: '純正色で仕上げる正規工場の鈑金・塗装。' },
        { category: 'ロードサイドアシスタンス', description: '24時間365日、故障やトラブルの際にお電話ひとつで駆けつけます。' },
      ],
    },
    field_groups: [],
  },
  rules: ({ fields }) => schemaIssues(fields),
  load: () => loadSiteOrigin(),
  Component: ({ fields, data: origin, context }) => (
    <BusinessCard type="AutoRepair" fields={fields} origin={origin} t={context.t} priority={context.index < 2} />
  ),
});
