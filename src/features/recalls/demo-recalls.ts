import type { CampaignInput, VehicleEntry } from './campaign-input';

/**
 * The demo site's recall list (decision 0065): two recalls notified to MLIT (外-: an imported
 * vehicle's notification number) and a service campaign, with the vehicles each covers — some
 * already repaired. The first is the recall the demo news announces. VINs are made up, with valid
 * check digits; the E2E journey and the demo page's hint use the ones named below.
 */
const demoNote = '※デモサイト用のサンプルです。実在の製品・届出とは関係ありません。';

export const demoRecallVins = {
  /** In the rear-view camera recall, not yet repaired: the positive answer. */
  affected: 'SALEA7AN4R2104815',
  /** In the camera recall (not repaired) and the fuel hose recall (repaired): two campaigns named. */
  twoCampaigns: 'SALEA7BW3S2110263',
  /** Its only campaign is repaired. */
  remedied: 'SALKA9A73RA301562',
  /** In no campaign: the negative answer. */
  notAffected: 'SALEA7ANXR2150066',
} as const;

export const demoRecalls: { campaign: CampaignInput; vehicles: VehicleEntry[] }[] = [
  {
    campaign: {
      code: '外-4512',
      title: 'ディフェンダー 後退時車両直後確認装置（リヤビューカメラ）の不具合',
      description: `後退時車両直後確認装置の制御プログラムが不適切なため、後退ギヤに入れた際にリヤビューカメラの映像がセンターディスプレイに表示されないことがあります。そのため、道路運送車両の保安基準に適合しないおそれがあります。${demoNote}`,
      remedy: '全車両、制御プログラムを対策プログラムに書き換えます。作業時間は約1時間です。',
      starts_on: '2026-10-23',
    },
    vehicles: [
      { vin: demoRecallVins.affected, remedied: false },
      { vin: 'SALEA7AN2R2107342', remedied: true },
      { vin: demoRecallVins.twoCampaigns, remedied: false },
      { vin: 'SALEA7BW0S2113590', remedied: false },
      { vin: 'SALEA7ANXR2119027', remedied: true },
      { vin: 'SALEA7BW1S2120418', remedied: false },
    ],
  },
  {
    campaign: {
      code: '外-4388',
      title: 'ディフェンダー・レンジローバー 燃料ホースの不具合',
      description: `燃料ホースの締結部の締付けが不適切なため、使用過程で締結部が緩み、燃料がにじむおそれがあります。${demoNote}`,
      remedy: '全車両、燃料ホースの締結部を点検し、対策品のクランプに交換します。作業時間は約1.5時間です。',
      starts_on: '2026-06-12',
    },
    vehicles: [
      { vin: demoRecallVins.twoCampaigns, remedied: true },
      { vin: demoRecallVins.remedied, remedied: true },
      { vin: 'SALKA9A73RA305871', remedied: false },
      { vin: 'SALKA9B49SA310244', remedied: false },
      { vin: 'SALKA9B46SA312906', remedied: true },
    ],
  },
  {
    campaign: {
      code: 'SC-2026-07',
      title: 'ディスカバリー スポーツ インフォテインメントシステムのソフトウェア更新（サービスキャンペーン）',
      description: `インフォテインメントシステム（Pivi Pro）のソフトウェアにより、まれに起動後の画面表示が遅れることがあります。保安基準には該当しませんが、商品性向上のため無料で更新します。${demoNote}`,
      remedy: 'ソフトウェアを最新版に更新します。作業時間は約40分です。',
      starts_on: '2026-07-01',
    },
    vehicles: [
      { vin: 'SALCA2BN6SH520117', remedied: false },
      { vin: 'SALCA2BN3SH523458', remedied: false },
      { vin: 'SALCA2BN6SH526709', remedied: true },
    ],
  },
];
