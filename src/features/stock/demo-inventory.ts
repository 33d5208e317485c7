import { demoPhotosFor } from './demo-photos';
import type { FeedRow } from './feed-row';

/**
 * Deterministic demo inventory: the same seed gives the same cars, so the demo site, the tests and
 * the 10k/100k benchmarks agree. Prices are in yen; used and approved cars carry 支払総額.
 */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

export const demoListing = { id: 'jp-main', name: '日本 正規販売店在庫' } as const;

export const demoDealers = [
  { dealerCode: 'JP001', ciCode: 'CI-JP001', name: 'ランドローバー 青山', state: '東京都', locality: '港区', postcode: '107-0062', address: '南青山2-1-1', phone: '+81334001001', lat: 35.6717, lng: 139.7243 },
  { dealerCode: 'JP002', ciCode: 'CI-JP002', name: 'ランドローバー 世田谷', state: '東京都', locality: '世田谷区', postcode: '158-0094', address: '玉川3-2-1', phone: '+81337001002', lat: 35.6116, lng: 139.6279 },
  { dealerCode: 'JP003', ciCode: 'CI-JP003', name: 'ランドローバー 横浜', state: '神奈川県', locality: '横浜市西区', postcode: '220-0012', address: 'みなとみらい3-3-1', phone: '+81452001003', lat: 35.4578, lng: 139.6323 },
  { dealerCode: 'JP004', ciCode: 'CI-JP004', name: 'ランドローバー 名古屋', state: '愛知県', locality: '名古屋市中区', postcode: '460-0008', address: '栄3-4-1', phone: '+81522001004', lat: 35.1681, lng: 136.9066 },
  { dealerCode: 'JP005', ciCode: 'CI-JP005', name: 'ランドローバー 大阪', state: '大阪府', locality: '大阪市北区', postcode: '530-0001', address: '梅田1-5-1', phone: '+81663001005', lat: 34.7025, lng: 135.4959 },
  { dealerCode: 'JP006', ciCode: 'CI-JP006', name: 'ランドローバー 神戸', state: '兵庫県', locality: '神戸市中央区', postcode: '650-0021', address: '三宮町1-6-1', phone: '+81783001006', lat: 34.6913, lng: 135.1955 },
  { dealerCode: 'JP007', ciCode: 'CI-JP007', name: 'ランドローバー 福岡', state: '福岡県', locality: '福岡市中央区', postcode: '810-0001', address: '天神2-7-1', phone: '+81927001007', lat: 33.5902, lng: 130.3989 },
  { dealerCode: 'JP008', ciCode: 'CI-JP008', name: 'ランドローバー 札幌', state: '北海道', locality: '札幌市中央区', postcode: '060-0042', address: '大通西4-8-1', phone: '+81112001008', lat: 43.0606, lng: 141.3515 },
  { dealerCode: 'JP009', ciCode: 'CI-JP009', name: 'ランドローバー 仙台', state: '宮城県', locality: '仙台市青葉区', postcode: '980-0021', address: '中央1-9-1', phone: '+81222001009', lat: 38.2601, lng: 140.8824 },
  { dealerCode: 'JP010', ciCode: 'CI-JP010', name: 'ランドローバー 広島', state: '広島県', locality: '広島市中区', postcode: '730-0011', address: '基町6-10-1', phone: '+81822001010', lat: 34.3963, lng: 132.4594 },
  { dealerCode: 'JP011', ciCode: 'CI-JP011', name: 'ランドローバー 京都', state: '京都府', locality: '京都市中京区', postcode: '604-8005', address: '恵比須町11-1', phone: '+81752001011', lat: 35.0116, lng: 135.7681 },
  { dealerCode: 'JP012', ciCode: 'CI-JP012', name: 'ランドローバー 大宮', state: '埼玉県', locality: 'さいたま市大宮区', postcode: '330-0854', address: '桜木町1-12-1', phone: '+81486001012', lat: 35.9064, lng: 139.6239 },
] as const;

interface ModelSpec {
  brand: 'land_rover' | 'jaguar';
  name: string;
  group: string;
  display: string;
  msrp: [number, number];
  engines: string[][];
  seats: number[];
  power: [number, number];
  capacity: number[];
  drivetrain: string;
}

export const demoModels: ModelSpec[] = [
  { brand: 'land_rover', name: 'range_rover', group: 'range_rover_family', display: 'レンジローバー', msrp: [18_000_000, 32_000_000], engines: [['diesel_mhev'], ['petrol_mhev'], ['phev']], seats: [5], power: [300, 530], capacity: [2996, 4395], drivetrain: 'awd' },
  { brand: 'land_rover', name: 'range_rover_sport', group: 'range_rover_family', display: 'レンジローバー スポーツ', msrp: [12_000_000, 19_000_000], engines: [['diesel_mhev'], ['phev']], seats: [5], power: [300, 635], capacity: [2996, 4395], drivetrain: 'awd' },
  { brand: 'land_rover', name: 'range_rover_velar', group: 'range_rover_family', display: 'レンジローバー ヴェラール', msrp: [8_500_000, 11_000_000], engines: [['diesel_mhev'], ['petrol'], ['phev']], seats: [5], power: [204, 404], capacity: [1997, 2996], drivetrain: 'awd' },
  { brand: 'land_rover', name: 'range_rover_evoque', group: 'range_rover_family', display: 'レンジローバー イヴォーク', msrp: [6_200_000, 8_500_000], engines: [['petrol_mhev'], ['diesel_mhev'], ['phev']], seats: [5], power: [200, 309], capacity: [1997], drivetrain: 'awd' },
  { brand: 'land_rover', name: 'defender_90', group: 'defender_family', display: 'ディフェンダー 90', msrp: [8_000_000, 11_000_000], engines: [['petrol'], ['diesel_mhev']], seats: [5, 6], power: [300, 400], capacity: [1997, 2996], drivetrain: 'awd' },
  { brand: 'land_rover', name: 'defender_110', group: 'defender_family', display: 'ディフェンダー 110', msrp: [9_000_000, 14_000_000], engines: [['diesel_mhev'], ['petrol_mhev'], ['phev']], seats: [5, 7], power: [300, 525], capacity: [1997, 2996], drivetrain: 'awd' },
  { brand: 'land_rover', name: 'defender_130', group: 'defender_family', display: 'ディフェンダー 130', msrp: [12_000_000, 15_000_000], engines: [['diesel_mhev'], ['petrol_mhev']], seats: [8], power: [300, 400], capacity: [2996], drivetrain: 'awd' },
  { brand: 'land_rover', name: 'discovery', group: 'discovery_family', display: 'ディスカバリー', msrp: [9_000_000, 12_000_000], engines: [['diesel_mhev'], ['petrol_mhev']], seats: [7], power: [249, 360], capacity: [2996], drivetrain: 'awd' },
  { brand: 'land_rover', name: 'discovery_sport', group: 'discovery_family', display: 'ディスカバリー スポーツ', msrp: [6_500_000, 8_500_000], engines: [['petrol_mhev'], ['diesel_mhev'], ['phev']], seats: [5, 7], power: [200, 309], capacity: [1997], drivetrain: 'awd' },
  { brand: 'jaguar', name: 'f-pace', group: 'any_jag', display: 'ジャガー F-PACE', msrp: [8_000_000, 12_000_000], engines: [['diesel_mhev'], ['petrol'], ['phev']], seats: [5], power: [204, 550], capacity: [1997, 4999], drivetrain: 'awd' },
  { brand: 'jaguar', name: 'e-pace', group: 'any_jag', display: 'ジャガー E-PACE', msrp: [5_500_000, 7_500_000], engines: [['petrol'], ['phev']], seats: [5], power: [200, 309], capacity: [1997], drivetrain: 'awd' },
  { brand: 'jaguar', name: 'i-pace', group: 'any_jag', display: 'ジャガー I-PACE', msrp: [10_000_000, 13_000_000], engines: [['bev']], seats: [5], power: [400, 400], capacity: [], drivetrain: 'awd' },
  { brand: 'jaguar', name: 'f-type', group: 'any_jag', display: 'ジャガー F-TYPE', msrp: [10_000_000, 17_000_000], engines: [['petrol']], seats: [2], power: [300, 575], capacity: [1997, 4999], drivetrain: 'rwd' },
];

const colors = [
  { canonical: 'white', name: 'フジホワイト' },
  { canonical: 'black', name: 'サントリーニブラック' },
  { canonical: 'grey', name: 'アイガーグレー' },
  { canonical: 'silver', name: 'ハクバシルバー' },
  { canonical: 'blue', name: 'ポートフィノブルー' },
  { canonical: 'green', name: 'パンゲアグリーン' },
  { canonical: 'red', name: 'フィレンツェレッド' },
] as const;
const interiors = ['エボニー', 'ライトクラウド', 'タン', 'ヴィンテージタン'];
const versions = ['S', 'SE', 'HSE', 'ダイナミック SE', 'ダイナミック HSE', 'オートバイオグラフィー', 'X-DYNAMIC SE', 'X'];
const standardFeatures = ['メリディアン サウンドシステム', 'Pivi Pro インフォテインメント', '360°パーキングエイド', 'アダプティブクルーズコントロール', 'LEDヘッドライト', 'ヒーター付フロントシート', 'パノラミックルーフ', 'エアサスペンション'];
const optionalFeatures = [
  { name: 'ブラックエクステリアパック', price: 308_000 },
  { name: 'プライバシーガラス', price: 72_000 },
  { name: '22インチ アロイホイール', price: 374_000 },
  { name: 'ヘッドアップディスプレイ', price: 169_000 },
  { name: 'クライメートシート', price: 143_000 },
];
const vinChars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const round = (n: number, step: number) => Math.round(n / step) * step;
const pad = (n: number) => String(n).padStart(2, '0');

/** `count` vehicles for the demo listing, identical for the same seed. */
export function generateDemoVehicles(count: number, seed = 20261121, now = new Date('2026-11-01T00:00:00Z')): FeedRow[] {
  const r = prng(seed);
  const thisYear = now.getUTCFullYear();
  const rows: FeedRow[] = [];
  for (let i = 0; i < count; i++) {
    const model = r.pick(demoModels);
    const stateRoll = r.next();
    const state = stateRoll < 0.4 ? 'new' : stateRoll < 0.75 ? 'approved' : 'used';
    const age = state === 'new' ? 0 : state === 'approved' ? r.int(1, 4) : r.int(2, 9);
    const year = thisYear - age;
    const msrp = round(r.int(model.msrp[0], model.msrp[1]), 10_000);
    const engines = r.pick(model.engines);
    const color = r.pick(colors);
    const dealer = r.pick(demoDealers);
    const statusRoll = r.next();
    const status =
      state === 'new'
        ? statusRoll < 0.7 ? 'stock' : statusRoll < 0.8 ? 'in_production' : statusRoll < 0.87 ? 'on_demand' : statusRoll < 0.93 ? 'available_soon' : statusRoll < 0.97 ? 'reserved' : 'delivery'
        : statusRoll < 0.78 ? 'stock' : statusRoll < 0.86 ? 'reserved' : statusRoll < 0.9 ? 'sold' : statusRoll < 0.95 ? 'demo' : 'available_soon';
    const vin = `${model.brand === 'jaguar' ? 'SAJ' : 'SAL'}${Array.from({ length: 14 }, () => r.pick([...vinChars])).join('')}`;
    const power = round(r.int(model.power[0], model.power[1]), 5);
    const capacity = model.capacity.length ? r.pick(model.capacity) : undefined;
    const mileage = state === 'new' ? r.int(5, 30) : Math.max(1_000, round(age * r.int(5_000, 11_000) + r.int(0, 4_000), 100));
    const salePrice = state === 'new' ? msrp : round(msrp * Math.pow(0.86, age) * (0.92 + r.next() * 0.12), 10_000);
    const fees = round(r.int(180_000, 360_000), 1_000);
    const registered = `${year}-${pad(r.int(1, 12))}`;
    const motYear = Number(registered.slice(0, 4)) + 3 + 2 * Math.max(0, Math.floor((age - 3) / 2) + (age > 3 ? 1 : 0));
    const row: FeedRow = {
      vin,
      item_id: `DEMO-${String(i + 1).padStart(6, '0')}`,
      dealer_code: dealer.dealerCode,
      state,
      status,
      nameplate_brand_name: model.brand,
      nameplate_name: model.name,
      nameplate_model_group: model.group,
      model_display_name: model.display,
      version: r.pick(versions),
      drivetrain: model.drivetrain,
      transmission: 'automatic',
      engine_type: engines,
      color_name: color.name,
      color_canonical: color.canonical,
      interior_color: r.pick(interiors),
      production_year: year,
      model_year: state === 'new' ? year + (r.chance(0.3) ? 1 : 0) : year,
      mileage,
      mileage_unit: 'km',
      power,
      power_unit: 'PS',
      engine_capacity: capacity,
      engine_capacity_unit: 'cc',
      battery_capacity: engines.includes('bev') ? 90 : engines.includes('phev') ? 38 : undefined,
      number_of_seats: r.pick(model.seats),
      msrp_price: msrp,
      sale_price: salePrice,
      monthly_price: round((salePrice * 0.8) / 60, 100),
      price_hidden: false,
      prices: [{ type: 'purchase', value_raw: salePrice }, ...(r.chance(0.3) ? [{ type: 'lease' as const, value_raw: round(salePrice / 70, 100), hiddenFromVisitors: r.chance(0.5) }] : [])],
      financing_options: r.chance(0.6) ? ['cash', 'lease'] : ['cash'],
      delivery_date: state === 'new' ? `${thisYear + (r.chance(0.4) ? 1 : 0)}年${r.int(1, 12)}月` : undefined,
      long_description: `${model.display} ${r.pick(versions)}。${color.name}のボディに${r.pick(interiors)}のインテリアを組み合わせた一台です。`,
      features_standard: standardFeatures.filter(() => r.chance(0.7)),
      features_optional: optionalFeatures.filter(() => r.chance(0.35)),
      accessories: r.chance(0.3) ? [{ name: 'ラバーフロアマット', price: 33_000 }] : [],
      photos: demoPhotosFor(color.canonical, `${model.display} ${color.name}`),
      disclaimers: [],
      created_at: new Date(now.getTime() - r.int(0, 180) * 86_400_000).toISOString().slice(0, 10),
    };
    if (state !== 'new') {
      const priceOnRequest = r.chance(0.03);
      row.japan_used_and_approved_cars_field = {
        date_registered: registered,
        date_mot_expiry: r.chance(0.1) ? null : `${motYear}-${registered.slice(5, 7)}`,
        mot_included: r.chance(0.5),
        date_warranty_expiry: state === 'approved' ? `${thisYear + r.int(1, 2)}-${pad(r.int(1, 12))}` : r.chance(0.4) ? `${thisYear + 1}-${pad(r.int(1, 12))}` : null,
        repair_record: state === 'used' && r.chance(0.1),
        previous_use: status === 'demo' ? 'demo' : r.chance(0.85) ? 'private' : r.pick(['company', 'rental'] as const),
        regular_maintenance_availability: state === 'approved' || r.chance(0.6),
        maintenance_log: state === 'approved' || r.chance(0.7),
        recycling_fee: { status: r.chance(0.8) ? 'included' : 'separate', amount: round(r.int(15_000, 25_000), 10) },
        on_the_road_price: priceOnRequest ? undefined : salePrice + fees,
      };
    }
    rows.push(row);
  }
  return rows;
}
