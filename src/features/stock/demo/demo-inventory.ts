import { demoPhotosFor } from './demo-photos';
import { displayPriceOf, type FeedRow } from '../import/feed-row';
import { defaultLoanTerms, loanExample } from '../loan';
import { demoDealers } from './demo-dealers';
import { modelsSoldIn, seatsOf } from './demo-models';
import { variantsSoldIn, type BodyType } from './demo-variant';

/**
 * Deterministic demo inventory: the same seed gives the same cars, so the demo site, the tests and
 * the 10k/100k benchmarks agree. Prices are in yen; used and approved cars carry 支払総額.
 */
function prng(seed: number) {
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
/** How the description names the car's body. */
const bodyWords: Record<BodyType, string> = { suv: '一台', coupe: 'クーペ', convertible: 'コンバーチブル' };
const standardFeatures = [
  'メリディアン サウンドシステム',
  'Pivi Pro インフォテインメント',
  '360°パーキングエイド',
  'アダプティブクルーズコントロール',
  'LEDヘッドライト',
  'ヒーター付フロントシート',
  'パノラミックルーフ',
  'エアサスペンション',
];
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
    const stateRoll = r.next();
    const state = stateRoll < 0.4 ? 'new' : stateRoll < 0.75 ? 'approved' : 'used';
    const age = state === 'new' ? 0 : state === 'approved' ? r.int(1, 4) : r.int(2, 9);
    const year = thisYear - age;
    // Model, engine, grade, power and price all come from one variant sold in that year.
    const onSale = modelsSoldIn(year);
    // The table ends with the current range: a later `now` needs the new model years added first.
    if (!onSale.length) throw new Error(`No demo model was sold in ${year}: extend the variant table.`);
    const model = r.pick(onSale);
    const variant = r.pick(variantsSoldIn(model.variants, year));
    const grade = r.pick(variant.grades);
    const interior = r.pick(interiors);
    const body = r.pick(model.bodies);
    const msrp = round(r.int(variant.msrp[0], variant.msrp[1]), 10_000);
    const color = r.pick(colors);
    const dealer = r.pick(demoDealers);
    const statusRoll = r.next();
    const status =
      state === 'new'
        ? statusRoll < 0.7
          ? 'stock'
          : statusRoll < 0.8
            ? 'in_production'
            : statusRoll < 0.87
              ? 'on_demand'
              : statusRoll < 0.93
                ? 'available_soon'
                : statusRoll < 0.97
                  ? 'reserved'
                  : 'delivery'
        : statusRoll < 0.78
          ? 'stock'
          : statusRoll < 0.86
            ? 'reserved'
            : statusRoll < 0.9
              ? 'sold'
              : statusRoll < 0.95
                ? 'demo'
                : 'available_soon';
    const vin = `${model.brand === 'jaguar' ? 'SAJ' : 'SAL'}${Array.from({ length: 14 }, () => r.pick([...vinChars])).join('')}`;
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
      version: grade,
      drivetrain: variant.drivetrain,
      transmission: 'automatic',
      engine_type: [...variant.engineType],
      color_name: color.name,
      color_canonical: color.canonical,
      interior_color: interior,
      production_year: year,
      model_year: state === 'new' ? year + (r.chance(0.3) ? 1 : 0) : year,
      mileage,
      mileage_unit: 'km',
      power: variant.powerPs,
      power_unit: 'PS',
      engine_capacity: variant.capacityCc,
      engine_capacity_unit: 'cc',
      battery_capacity: variant.batteryKwh,
      number_of_seats: r.pick(seatsOf(model, variant)),
      msrp_price: msrp,
      sale_price: salePrice,
      price_hidden: false,
      prices: [
        { type: 'purchase', value_raw: salePrice },
        ...(r.chance(0.3) ? [{ type: 'lease' as const, value_raw: round(salePrice / 70, 100), hiddenFromVisitors: r.chance(0.5) }] : []),
      ],
      financing_options: r.chance(0.6) ? ['cash', 'lease'] : ['cash'],
      delivery_date: state === 'new' ? `${thisYear + (r.chance(0.4) ? 1 : 0)}年${r.int(1, 12)}月` : undefined,
      long_description: `${model.display} ${grade} ${variant.engine}。${color.name}のボディに${interior}のインテリアを組み合わせた${bodyWords[body]}です。`,
      features_standard: standardFeatures.filter(() => r.chance(0.7)),
      features_optional: optionalFeatures.filter(() => r.chance(0.35)),
      accessories: r.chance(0.3) ? [{ name: 'ラバーフロアマット', price: 33_000 }] : [],
      photos: demoPhotosFor({ model: model.name, display: model.display, body, color: color.canonical, colorName: color.name, interior }),
      disclaimers: [],
      created_at: new Date(now.getTime() - r.int(0, 180) * 86_400_000).toISOString().slice(0, 10),
    };
    if (state !== 'new') {
      const priceOnRequest = r.chance(0.03);
      row.japan_used_and_approved_cars_field = {
        date_registered: registered,
        date_mot_expiry: r.chance(0.1) ? null : `${motYear}-${registered.slice(5, 7)}`,
        mot_included: r.chance(0.5),
        date_warranty_expiry:
          state === 'approved'
            ? `${thisYear + r.int(1, 2)}-${pad(r.int(1, 12))}`
            : r.chance(0.4)
              ? `${thisYear + 1}-${pad(r.int(1, 12))}`
              : null,
        repair_record: state === 'used' && r.chance(0.1),
        previous_use: status === 'demo' ? 'demo' : r.chance(0.85) ? 'private' : r.pick(['company', 'rental'] as const),
        regular_maintenance_availability: state === 'approved' || r.chance(0.6),
        maintenance_log: state === 'approved' || r.chance(0.7),
        recycling_fee: { status: r.chance(0.8) ? 'included' : 'separate', amount: round(r.int(15_000, 25_000), 10) },
        on_the_road_price: priceOnRequest ? undefined : salePrice + fees,
      };
    }
    // The feed's own monthly figure, from the site's one loan formula and default assumptions.
    row.monthly_price = loanExample(displayPriceOf(row), defaultLoanTerms)?.monthly;
    rows.push(row);
  }
  return rows;
}
