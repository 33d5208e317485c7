import type { Derivative, ModelCatalogue } from './types';

/**
 * A small hand-made catalogue for unit tests (here and in blocks that read the catalogue): two
 * brands, one Defender with two engines over two model years, a Jaguar BEV, and a nameplate
 * without derivatives.
 */
const specs = (topSpeedKmh: number | null): Derivative['specs'] => ({
  topSpeedKmh,
  acceleration0to100S: 8,
  fuelConsumptionKmL: 10,
  electricConsumptionWhKm: null,
  co2GKm: 230,
  electricRangeKm: null,
  seats: 5,
});

const derivative = (id: number, key: string, over: Partial<Derivative>): Derivative => ({
  id,
  key,
  nameplateKey: 'defender_110',
  modelYear: 2027,
  bodyStyleKey: '110',
  engineKey: 'd300',
  trim: 'S',
  nameJa: `ディフェンダー 110 ${key}`,
  priceFromJpy: 10_000_000,
  specs: specs(191),
  standardEquipment: ['LEDヘッドライト'],
  specGroups: [{ title: '性能', rows: [{ label: '最高速度', value: '191km/h' }] }],
  ...over,
});

export function testCatalogue(): ModelCatalogue {
  return {
    brands: [
      { key: 'jaguar', name: 'Jaguar', nameJa: 'ジャガー', sortOrder: 2 },
      { key: 'land_rover', name: 'Land Rover', nameJa: 'ランドローバー', sortOrder: 1 },
    ],
    families: [
      { key: 'any_jag', brandKey: 'jaguar', name: 'Jaguar', nameJa: 'ジャガー', sortOrder: 1 },
      { key: 'discovery_family', brandKey: 'land_rover', name: 'Discovery', nameJa: 'ディスカバリー', sortOrder: 2 },
      { key: 'defender_family', brandKey: 'land_rover', name: 'Defender', nameJa: 'ディフェンダー', sortOrder: 1 },
      { key: 'range_rover_family', brandKey: 'land_rover', name: 'Range Rover', nameJa: 'レンジローバー', sortOrder: 3 },
    ],
    nameplates: [
      nameplate('i-pace', 'jaguar', 'any_jag', 'i-pace', 'x590', 'ジャガー I-PACE', 1),
      nameplate('defender_130', 'land_rover', 'defender_family', 'l663', 'l663', 'ディフェンダー 130', 3),
      nameplate('defender_110', 'land_rover', 'defender_family', 'l663', 'l663', 'ディフェンダー 110', 2),
      nameplate('discovery', 'land_rover', 'discovery_family', 'l462', 'l462', 'ディスカバリー', 1),
    ],
    bodyStyles: [
      { key: '110', name: '110', nameJa: '110' },
      { key: 'suv', name: 'SUV', nameJa: 'SUV' },
    ],
    engines: [
      {
        key: 'd300',
        name: 'D300',
        descriptionJa: '3.0L 直列6気筒 ディーゼル',
        fuelType: 'mhev',
        powerPs: 300,
        powerKw: 221,
        torqueNm: 650,
      },
      { key: 'p400', name: 'P400', descriptionJa: '3.0L 直列6気筒 ガソリン', fuelType: 'mhev', powerPs: 400, powerKw: 294, torqueNm: 550 },
      { key: 'ev400', name: 'EV400', descriptionJa: '電気モーター×2', fuelType: 'bev', powerPs: 400, powerKw: 294, torqueNm: 696 },
    ],
    derivatives: [
      derivative(1, 'd110_2026_d300_se', { modelYear: 2026, priceFromJpy: 9_000_000, trim: 'SE' }),
      derivative(2, 'd110_2027_p400_x', { engineKey: 'p400', priceFromJpy: 14_000_000, trim: 'X', specs: specs(191) }),
      derivative(3, 'd110_2027_d300_se', { priceFromJpy: 12_000_000, trim: 'SE' }),
      derivative(4, 'd110_2027_d300_s', { priceFromJpy: 10_500_000, trim: 'S' }),
      derivative(5, 'ipace_2026_ev400_hse', {
        nameplateKey: 'i-pace',
        modelYear: 2026,
        bodyStyleKey: 'suv',
        engineKey: 'ev400',
        trim: 'HSE',
        priceFromJpy: 12_000_000,
        specs: { ...specs(200), fuelConsumptionKmL: null, electricConsumptionWhKm: 220, co2GKm: 0, electricRangeKm: 438 },
      }),
      derivative(6, 'discovery_2027_d300_s', { nameplateKey: 'discovery', bodyStyleKey: 'suv', priceFromJpy: 11_000_000 }),
    ],
  };
}

function nameplate(
  key: string,
  brandKey: string,
  familyKey: string,
  code: string,
  canonicalCode: string,
  nameJa: string,
  sortOrder: number,
) {
  return { key, brandKey, familyKey, code, canonicalCode, name: key, nameJa, pagePath: null, imageId: null, sortOrder };
}
