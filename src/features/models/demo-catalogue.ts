import type { CatalogueDocument } from './catalogue-document';
import { demoEngines, type DemoEngine } from './demo-engines';
import { demoEquipment } from './demo-equipment';
import { demoModelRange, type DemoModel, type Line } from './demo-model-range';

/**
 * The Japanese demo catalogue (decision 0056) as an import document, built from the demo model range:
 * one derivative per engine and grade, the grades' prices spread over the engine's price range, the
 * spec groups printed the way Japanese spec sheets read.
 */

const bodyStyles = [
  { key: '90', name: '90', name_ja: '90（ショートホイールベース）' },
  { key: '110', name: '110', name_ja: '110' },
  { key: '130', name: '130', name_ja: '130（ロングボディ）' },
  { key: 'swb', name: 'SWB', name_ja: 'スタンダードホイールベース' },
  { key: 'suv', name: 'SUV', name_ja: 'SUV' },
  { key: 'coupe', name: 'Coupe', name_ja: 'クーペ' },
  { key: 'convertible', name: 'Convertible', name_ja: 'コンバーチブル' },
];

const families = [
  { key: 'defender_family', brand_key: 'land_rover', name: 'Defender', name_ja: 'ディフェンダー', sort_order: 1 },
  { key: 'discovery_family', brand_key: 'land_rover', name: 'Discovery', name_ja: 'ディスカバリー', sort_order: 2 },
  { key: 'range_rover_family', brand_key: 'land_rover', name: 'Range Rover', name_ja: 'レンジローバー', sort_order: 3 },
  { key: 'any_jag', brand_key: 'jaguar', name: 'Jaguar', name_ja: 'ジャガー', sort_order: 1 },
];

/** 3-digit grouping, the way Japanese spec sheets print figures (4,945mm). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Grade i of n sits i/(n-1) of the way through the price range, to the nearest 1万円. */
function priceOf(man: [number, number], index: number, count: number): number {
  const step = count > 1 ? (man[1] - man[0]) / (count - 1) : 0;
  return Math.round(man[0] + step * index) * 10_000;
}

const bodyPriceMan: Record<string, number> = { convertible: 40 };
const bodyNameJa = (body: string) => bodyStyles.find((b) => b.key === body)!.name_ja;

function specGroups(model: DemoModel, engine: DemoEngine, l: Line, seats: number) {
  const weight = model.weightKg + (engine.fuelType === 'phev' ? 230 : 0);
  const [length, width, height, wheelbase] = model.size;
  const groups = [
    {
      title: '寸法・重量',
      rows: [
        { label: '全長', value: `${grouped(length)}mm` },
        { label: '全幅', value: `${grouped(width)}mm` },
        { label: '全高', value: `${grouped(height)}mm` },
        { label: 'ホイールベース', value: `${grouped(wheelbase)}mm` },
        { label: '車両重量', value: `${grouped(weight)}kg` },
        { label: '乗車定員', value: `${seats}名` },
      ],
    },
    {
      title: 'エンジン',
      rows: [
        { label: '種類', value: engine.descriptionJa },
        ...(engine.cc ? [{ label: '総排気量', value: `${grouped(engine.cc)}cc` }] : []),
        ...(engine.kwh ? [{ label: '駆動用バッテリー容量', value: `${engine.kwh}kWh` }] : []),
        { label: '最高出力', value: `${engine.kw}kW（${engine.ps}PS）` },
        { label: '最大トルク', value: `${engine.nm}Nm` },
        { label: 'トランスミッション', value: engine.fuelType === 'bev' ? '1速固定ギア' : '8速オートマチック' },
        { label: '駆動方式', value: 'AWD（四輪駆動）' },
      ],
    },
    {
      title: '性能',
      rows: [
        { label: '最高速度', value: `${l.topSpeed}km/h` },
        { label: '0-100km/h加速', value: `${l.accel.toFixed(1)}秒` },
      ],
    },
    {
      title: '燃費・環境性能',
      rows: [
        ...(l.kmL ? [{ label: '燃料消費率（WLTCモード）', value: `${l.kmL.toFixed(1)}km/L` }] : []),
        ...(l.whKm ? [{ label: '電力消費率（WLTCモード）', value: `${l.whKm}Wh/km` }] : []),
        ...(l.evKm
          ? [{ label: engine.fuelType === 'bev' ? '一充電走行距離（WLTCモード）' : 'EV走行距離（WLTCモード）', value: `${l.evKm}km` }]
          : []),
        { label: 'CO2排出量', value: `${l.co2}g/km` },
      ],
    },
    {
      title: '荷室',
      rows: [
        { label: '荷室容量', value: `${grouped(model.cargoL[0])}L` },
        ...(model.cargoL[1] ? [{ label: '荷室容量（後席格納時）', value: `${grouped(model.cargoL[1])}L` }] : []),
      ],
    },
  ];
  return groups;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_');

function derivativesOfModel(model: DemoModel) {
  return model.lines.flatMap((l) => {
    const engine = demoEngines.find((e) => e.key === l.engine)!;
    const seats = l.seats ?? model.seats;
    return model.bodies.flatMap((body) =>
      l.grades.map((trim, i) => {
        const bodyLabel = model.bodies.length > 1 ? ` ${bodyNameJa(body)}` : '';
        return {
          key: [model.key, model.modelYear, engine.key, slug(trim), ...(model.bodies.length > 1 ? [body] : [])].join('_'),
          nameplate_key: model.key,
          model_year: model.modelYear,
          body_style_key: body,
          engine_key: engine.key,
          trim,
          name_ja: `${model.nameJa}${bodyLabel} ${engine.name} ${trim}`,
          price_from_jpy: priceOf(l.man, i, l.grades.length) + (bodyPriceMan[body] ?? 0) * 10_000,
          specs: {
            top_speed_kmh: l.topSpeed,
            acceleration_0_100_s: l.accel,
            fuel_consumption_km_l: l.kmL ?? null,
            electric_consumption_wh_km: l.whKm ?? null,
            co2_g_km: l.co2,
            electric_range_km: l.evKm ?? null,
            seats,
          },
          standard_equipment: demoEquipment(model.brand, model.family, trim, engine.fuelType),
          spec_groups: specGroups(model, engine, l, seats),
        };
      }),
    );
  });
}

/** The demo catalogue as an import document (what the seed imports). */
export function demoCatalogueDocument(): CatalogueDocument {
  return {
    brands: [
      { key: 'land_rover', name: 'Land Rover', name_ja: 'ランドローバー', sort_order: 1 },
      { key: 'jaguar', name: 'Jaguar', name_ja: 'ジャガー', sort_order: 2 },
    ],
    families,
    nameplates: demoModelRange.map((m, i) => ({
      key: m.key,
      brand_key: m.brand,
      family_key: m.family,
      code: m.code,
      name: m.name,
      name_ja: m.nameJa,
      page_path: m.pagePath,
      image_id: null,
      sort_order: i + 1,
    })),
    body_styles: bodyStyles,
    engines: demoEngines.map((e) => ({
      key: e.key,
      name: e.name,
      description_ja: e.descriptionJa,
      fuel_type: e.fuelType,
      power_ps: e.ps,
      power_kw: e.kw,
      torque_nm: e.nm,
    })),
    derivatives: demoModelRange.flatMap(derivativesOfModel),
  };
}
