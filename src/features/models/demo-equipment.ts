import type { FuelType } from './types';

/**
 * 標準装備 of the demo derivatives: a few lines of the model, the highlights of the grade, and what
 * the powertrain brings — 7 to 11 lines, the way a model page's equipment list reads.
 */
const byFamily: Record<string, string[]> = {
  defender_family: ['テレイン・レスポンス2', 'ClearSight グラウンドビュー', '最大渡河水深 900mm'],
  discovery_family: ['テレイン・レスポンス2', '3Dサラウンドカメラ', 'パワーフォールド式サードローシート'],
  range_rover_family: ['エレクトロニック・エアサスペンション', 'テレイン・レスポンス2', '3Dサラウンドカメラ'],
  any_jag: ['アダプティブ・ダイナミクス', 'レーンキープアシスト', '360°パーキングエイド'],
};

/** Entry, mid, upper and top grades, by the names the importer uses. */
function gradeTier(trim: string): 0 | 1 | 2 | 3 {
  if (/^(AUTOBIOGRAPHY|X|SV|SVR|OCTA|R|R 75|75)$/.test(trim)) return 3;
  if (/HSE|BLACK/.test(trim)) return 2;
  if (/SE$|^R-DYNAMIC$/.test(trim)) return 1;
  return 0;
}

const byTier: string[][] = [
  ['LEDヘッドライト', '12.3インチ インタラクティブドライバーディスプレイ', 'Pivi Pro インフォテインメントシステム'],
  ['ピクセルLEDヘッドライト', '電動調整式フロントシート（12ウェイ）', 'Meridian サウンドシステム', 'ワイヤレスデバイスチャージング'],
  [
    'Windsor レザーシート',
    'ヒーター＆クーラー付フロントシート',
    'ヘッドアップディスプレイ',
    'Meridian サラウンドサウンドシステム',
    'アダプティブクルーズコントロール（ステアリングアシスト付）',
  ],
  [
    'セミアニリンレザーシート',
    'マッサージ機能付フロントシート',
    'ヘッドアップディスプレイ',
    'Meridian シグネチャーサウンドシステム',
    'アクティブノイズキャンセレーション',
    'アダプティブクルーズコントロール（ステアリングアシスト付）',
  ],
];

const byFuel: Record<FuelType, string> = {
  petrol: 'インテリジェント・ストップ／スタート',
  diesel: 'インテリジェント・ストップ／スタート',
  mhev: '48V マイルドハイブリッドシステム',
  phev: '普通充電ケーブル（AC 200V）',
  bev: '普通充電・急速充電（CHAdeMO）対応',
};

export function demoEquipment(brand: string, family: string, trim: string, fuel: FuelType): string[] {
  const model = byFamily[family] ?? byFamily[brand === 'jaguar' ? 'any_jag' : 'range_rover_family']!;
  return [...model, ...byTier[gradeTier(trim)]!, byFuel[fuel]];
}
