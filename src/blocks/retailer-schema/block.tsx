import { defineBlock } from '../types';
import { BusinessCard } from './business-card';
import { loadSiteOrigin } from './load.server';
import { schemaIssues } from './schema-rules';
import { retailerSchemaTemplate } from './template';

/** blocks.md §2.6 retailer schema block: schema.org AutoDealer plus the same facts as a card (decision 0066). */
export const retailerSchema = defineBlock({
  template: retailerSchemaTemplate,
  defaultContent: {
    fields: {
      image: { id: 101303, alt: '夕日の荒野を走るディフェンダー（イラスト）' },
      name: 'ランドローバー 青山',
      description:
        '東京・南青山の正規販売店です。全モデルの展示と試乗車をご用意し、新車・認定中古車のご購入から点検・車検まで、専任のスタッフがご案内します。',
      keywords: 'ランドローバー, レンジローバー, ディフェンダー, ディスカバリー, 正規販売店, 試乗, 認定中古車',
      opening_hours: '10:00〜18:00（火曜・第2水曜定休）',
      payment_accepted: '現金、クレジットカード、オートローン、残価設定ローン',
      price_range: '800万円〜3,500万円',
      address: '〒107-0062 東京都港区南青山2-1-1',
      latitude: 35.6717,
      longitude: 139.7243,
      contact_info: [
        { type: 'phone', value: '+81334001001' },
        { type: 'email', value: 'jp001@dealer.example.jp' },
      ],
      offers_info: [
        { category: '新車販売', description: '全モデルの展示と試乗。お見積もりとお支払いプランのご相談。', url: '/models' },
        { category: '認定中古車', description: '厳しい点検基準を満たした認定中古車を保証付きで。', url: '/stock' },
        { category: '試乗', description: 'ご希望のモデルでの試乗をご予約いただけます。', url: '/test-drive' },
      ],
    },
    field_groups: [],
  },
  rules: ({ fields }) => schemaIssues(fields),
  load: () => loadSiteOrigin(),
  Component: ({ fields, data: origin, context }) => (
    <BusinessCard type="AutoDealer" fields={fields} origin={origin} t={context.t} priority={context.index < 2} />
  ),
});
