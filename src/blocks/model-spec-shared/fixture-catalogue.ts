import type { Derivative, DerivativeSpecs, ModelCatalogue, SpecGroup } from '@/features/models/types';

/**
 * Test data of the model blocks (decision 0057): the demo keys the blocks' default content names
 * (defender_110 / d300, range_rover / p400, discovery / d300), a BEV and a PHEV for the electric
 * figures, a diesel-only and a petrol-only engine for the fuel labels, two model years, and a
 * nameplate without derivatives. Figures are those of Japanese price lists, rounded.
 */
const specs = (over: Partial<DerivativeSpecs>): DerivativeSpecs => ({
  topSpeedKmh: 191,
  acceleration0to100S: 8,
  fuelConsumptionKmL: 9.9,
  electricConsumptionWhKm: null,
  co2GKm: 234,
  electricRangeKm: null,
  seats: 5,
  ...over,
});

const defenderGroups: SpecGroup[] = [
  {
    title: '寸法・重量',
    rows: [
      { label: '全長', value: '5,018mm' },
      { label: '全幅', value: '2,008mm' },
      { label: '全高', value: '1,967mm' },
      { label: '車両重量', value: '2,380kg' },
    ],
  },
  {
    title: 'エンジン',
    rows: [
      { label: '種類', value: '直列6気筒 ディーゼルターボ' },
      { label: '総排気量', value: '2,993cc' },
    ],
  },
  {
    title: '性能',
    rows: [
      { label: '最高速度', value: '191km/h' },
      { label: '0-100km/h加速', value: '8.0秒' },
    ],
  },
];

let nextId = 1;
const derivative = (key: string, over: Partial<Derivative>): Derivative => ({
  id: nextId++,
  key,
  nameplateKey: 'defender_110',
  modelYear: 2027,
  bodyStyleKey: '110',
  engineKey: 'd300',
  trim: 'S',
  nameJa: `ディフェンダー 110 D300 ${over.trim ?? 'S'}`,
  priceFromJpy: 10_280_000,
  specs: specs({}),
  standardEquipment: ['電子制御エアサスペンション', '11.4インチ タッチスクリーン（Pivi Pro）', 'LEDヘッドライト'],
  specGroups: defenderGroups,
  ...over,
});

export function fixtureCatalogue(): ModelCatalogue {
  nextId = 1;
  return {
    brands: [{ key: 'land_rover', name: 'Land Rover', nameJa: 'ランドローバー', sortOrder: 1 }],
    families: [
      { key: 'defender_family', brandKey: 'land_rover', name: 'Defender', nameJa: 'ディフェンダー', sortOrder: 1 },
      { key: 'discovery_family', brandKey: 'land_rover', name: 'Discovery', nameJa: 'ディスカバリー', sortOrder: 2 },
      { key: 'range_rover_family', brandKey: 'land_rover', name: 'Range Rover', nameJa: 'レンジローバー', sortOrder: 3 },
    ],
    nameplates: [
      nameplate('defender_110', 'defender_family', 'ディフェンダー 110', '/models/defender'),
      nameplate('discovery', 'discovery_family', 'ディスカバリー', null),
      nameplate('range_rover', 'range_rover_family', 'レンジローバー', '/models/range-rover'),
      nameplate('defender_130', 'defender_family', 'ディフェンダー 130', null),
    ],
    bodyStyles: [
      { key: '110', name: '110', nameJa: '110' },
      { key: 'suv', name: 'SUV', nameJa: 'SUV' },
      { key: 'lwb', name: 'LWB', nameJa: 'ロングホイールベース' },
    ],
    engines: [
      engine('d300', 'D300', '3.0L 直列6気筒 ディーゼル マイルドハイブリッド', 'mhev', 300, 221, 650),
      engine('p400', 'P400', '3.0L 直列6気筒 ガソリン マイルドハイブリッド', 'mhev', 400, 294, 550),
      engine('p550e', 'P550e', '3.0L 直列6気筒 ガソリン プラグインハイブリッド', 'phev', 550, 404, 800),
      engine('ev400', 'EV400', '電気モーター×2（前後）', 'bev', 400, 294, null),
      engine('d250', 'D250', '3.0L 直列6気筒 ディーゼルターボ', 'diesel', 249, 183, 570),
      engine('p360', 'P360', '3.0L 直列6気筒 ガソリンターボ', 'petrol', 360, 265, 500),
    ],
    derivatives: [
      derivative('defender_110_2026_d300_se', { modelYear: 2026, trim: 'SE', priceFromJpy: 9_800_000 }),
      derivative('defender_110_2027_d300_x_dynamic_se', { trim: 'X-DYNAMIC SE', priceFromJpy: 11_280_000 }),
      derivative('defender_110_2027_d300_s', { trim: 'S' }),
      derivative('defender_110_2027_p400_x', {
        engineKey: 'p400',
        trim: 'X',
        nameJa: 'ディフェンダー 110 P400 X',
        priceFromJpy: 14_560_000,
        specs: specs({ topSpeedKmh: 209, acceleration0to100S: 6.1, fuelConsumptionKmL: 8.3, co2GKm: 279 }),
      }),
      derivative('range_rover_2027_p400_se', {
        nameplateKey: 'range_rover',
        bodyStyleKey: 'suv',
        engineKey: 'p400',
        trim: 'SE',
        nameJa: 'レンジローバー P400 SE',
        priceFromJpy: 19_940_000,
        specs: specs({ topSpeedKmh: 242, acceleration0to100S: 5.9, fuelConsumptionKmL: 8.1, seats: 5 }),
        standardEquipment: ['メリディアン™ サウンドシステム', 'ヒーター付フロントシート'],
        specGroups: [{ title: '寸法・重量', rows: [{ label: '全長', value: '5,065mm' }] }],
      }),
      derivative('range_rover_2027_p550e_autobiography', {
        nameplateKey: 'range_rover',
        bodyStyleKey: 'suv',
        engineKey: 'p550e',
        trim: 'AUTOBIOGRAPHY',
        nameJa: 'レンジローバー P550e AUTOBIOGRAPHY',
        priceFromJpy: 27_190_000,
        specs: specs({
          topSpeedKmh: 242,
          acceleration0to100S: 5.6,
          fuelConsumptionKmL: 10,
          electricConsumptionWhKm: 242,
          electricRangeKm: 113,
        }),
      }),
      derivative('range_rover_2028_ev400_se', {
        nameplateKey: 'range_rover',
        bodyStyleKey: 'suv',
        modelYear: 2028,
        engineKey: 'ev400',
        trim: 'SE',
        nameJa: 'レンジローバー エレクトリック SE',
        priceFromJpy: 24_000_000,
        specs: specs({
          topSpeedKmh: 200,
          acceleration0to100S: 4.8,
          fuelConsumptionKmL: null,
          electricConsumptionWhKm: 219,
          co2GKm: 0,
          electricRangeKm: 500,
        }),
        standardEquipment: [],
        specGroups: [],
      }),
      derivative('discovery_2027_d300_s', {
        nameplateKey: 'discovery',
        bodyStyleKey: 'suv',
        trim: 'S',
        nameJa: 'ディスカバリー D300 S',
        priceFromJpy: 10_490_000,
        specs: specs({ topSpeedKmh: 209, acceleration0to100S: 7.1, fuelConsumptionKmL: 10.2, seats: 7 }),
      }),
      derivative('discovery_2027_d250_s', {
        nameplateKey: 'discovery',
        bodyStyleKey: 'suv',
        engineKey: 'd250',
        trim: 'S',
        nameJa: 'ディスカバリー D250 S',
        priceFromJpy: 9_800_000,
        specs: specs({ topSpeedKmh: 188, acceleration0to100S: 8.9, fuelConsumptionKmL: 11, seats: 7 }),
      }),
      derivative('discovery_2027_p360_hse', {
        nameplateKey: 'discovery',
        bodyStyleKey: 'suv',
        engineKey: 'p360',
        trim: 'HSE',
        nameJa: 'ディスカバリー P360 HSE',
        priceFromJpy: 12_100_000,
        specs: specs({ topSpeedKmh: 209, acceleration0to100S: 6.5, fuelConsumptionKmL: 8.2, seats: 7 }),
      }),
    ],
  };
}

function nameplate(key: string, familyKey: string, nameJa: string, pagePath: string | null) {
  return {
    key,
    brandKey: 'land_rover',
    familyKey,
    code: 'l000',
    canonicalCode: 'l000',
    name: key,
    nameJa,
    pagePath,
    imageId: null,
    sortOrder: 1,
  };
}

function engine(
  key: string,
  name: string,
  descriptionJa: string,
  fuelType: ModelCatalogue['engines'][number]['fuelType'],
  powerPs: number,
  powerKw: number,
  torqueNm: number | null,
) {
  return { key, name, descriptionJa, fuelType, powerPs, powerKw, torqueNm };
}
