/**
 * The demo model range (decision 0056): the stock locator's thirteen demo models in their current
 * model year, one line per engine with its grades, its price range in 万円 (that of the stock demo's
 * variants, so new-car and stock prices agree) and its published-style WLTC figures.
 * `demo-catalogue.ts` builds the import document from it.
 */

/** Engine, its grades (cheapest first), price range 万円, then 最高速度 km/h, 0-100 km/h s, CO2 g/km. */
export interface Line {
  engine: string;
  grades: string[];
  man: [number, number];
  topSpeed: number;
  accel: number;
  co2: number;
  /** WLTC km/L (engines that burn fuel; PHEV: hybrid mode). */
  kmL?: number;
  /** WLTC Wh/km and EV range km (PHEV, BEV). */
  whKm?: number;
  evKm?: number;
  seats?: number;
}

export interface DemoModel {
  key: string;
  brand: 'land_rover' | 'jaguar';
  family: string;
  code: string;
  name: string;
  nameJa: string;
  pagePath: string | null;
  modelYear: number;
  bodies: string[];
  seats: number;
  /** 全長, 全幅, 全高, ホイールベース mm; 車両重量 kg; 荷室 L (rear seats up, then folded; null when not published). */
  size: [number, number, number, number];
  weightKg: number;
  cargoL: [number, number | null];
  lines: Line[];
}

const line = (
  engine: string,
  grades: string[],
  man: [number, number],
  topSpeed: number,
  accel: number,
  co2: number,
  more: Omit<Line, 'engine' | 'grades' | 'man' | 'topSpeed' | 'accel' | 'co2'>,
): Line => ({
  engine,
  grades,
  man,
  topSpeed,
  accel,
  co2,
  ...more,
});

const rrGrades = ['SE', 'HSE', 'AUTOBIOGRAPHY'];
const lrModel = (m: Omit<DemoModel, 'brand' | 'modelYear'>): DemoModel => ({ ...m, brand: 'land_rover', modelYear: 2027 });
const jagModel = (m: Omit<DemoModel, 'brand' | 'family' | 'modelYear'>): DemoModel => ({
  ...m,
  brand: 'jaguar',
  family: 'any_jag',
  modelYear: 2026,
});

export const demoModelRange: DemoModel[] = [
  lrModel({
    key: 'range_rover',
    family: 'range_rover_family',
    code: 'l460',
    name: 'Range Rover',
    nameJa: 'レンジローバー',
    pagePath: '/models/range-rover',
    bodies: ['swb'],
    seats: 5,
    size: [5052, 2005, 1870, 2997],
    weightKg: 2560,
    cargoL: [818, 1841],
    lines: [
      line('d350', rrGrades, [1900, 2500], 234, 6.1, 211, { kmL: 11.0 }),
      line('p400', rrGrades, [1750, 2400], 242, 5.9, 270, { kmL: 8.6 }),
      line('p530', ['AUTOBIOGRAPHY'], [2400, 2900], 250, 4.6, 331, { kmL: 7.0 }),
      line('p440e', rrGrades, [2000, 2500], 225, 5.8, 198, { kmL: 11.7, whKm: 230, evKm: 113 }),
      line('p510e', ['AUTOBIOGRAPHY'], [2500, 3000], 242, 5.5, 200, { kmL: 11.6, whKm: 235, evKm: 111 }),
      line('p615', ['SV'], [3000, 4000], 261, 4.5, 336, { kmL: 6.9 }),
    ],
  }),
  lrModel({
    key: 'range_rover_sport',
    family: 'range_rover_family',
    code: 'l461',
    name: 'Range Rover Sport',
    nameJa: 'レンジローバー スポーツ',
    pagePath: null,
    bodies: ['suv'],
    seats: 5,
    size: [4946, 2005, 1820, 2997],
    weightKg: 2430,
    cargoL: [647, 1491],
    lines: [
      line('d300', ['SE', 'DYNAMIC SE', 'DYNAMIC HSE'], [1200, 1450], 234, 6.6, 202, { kmL: 11.5 }),
      line('p400', ['DYNAMIC SE', 'DYNAMIC HSE', 'AUTOBIOGRAPHY'], [1300, 1550], 242, 5.9, 258, { kmL: 9.0 }),
      line('p550e', ['AUTOBIOGRAPHY'], [1600, 1850], 242, 4.9, 195, { kmL: 11.9, whKm: 226, evKm: 109 }),
      line('p530', ['AUTOBIOGRAPHY'], [1700, 1950], 250, 4.5, 322, { kmL: 7.2 }),
      line('p635', ['SV'], [2400, 2900], 290, 3.8, 334, { kmL: 6.9 }),
    ],
  }),
  lrModel({
    key: 'range_rover_velar',
    family: 'range_rover_family',
    code: 'l560',
    name: 'Range Rover Velar',
    nameJa: 'レンジローバー ヴェラール',
    pagePath: null,
    bodies: ['suv'],
    seats: 5,
    size: [4820, 1930, 1685, 2874],
    weightKg: 1960,
    cargoL: [625, 1478],
    lines: [
      line('d200', ['S', 'DYNAMIC SE'], [900, 1080], 210, 8.9, 183, { kmL: 14.3 }),
      line('p250', ['S', 'DYNAMIC SE'], [880, 1050], 217, 7.5, 225, { kmL: 10.3 }),
      line('p400e', ['DYNAMIC SE', 'DYNAMIC HSE'], [1150, 1300], 221, 5.4, 172, { kmL: 13.3, whKm: 215, evKm: 64 }),
    ],
  }),
  lrModel({
    key: 'range_rover_evoque',
    family: 'range_rover_family',
    code: 'l551',
    name: 'Range Rover Evoque',
    nameJa: 'レンジローバー イヴォーク',
    pagePath: null,
    bodies: ['suv'],
    seats: 5,
    size: [4380, 1905, 1650, 2680],
    weightKg: 1840,
    cargoL: [591, 1383],
    lines: [
      line('p250_mhev', ['S', 'DYNAMIC SE', 'DYNAMIC HSE'], [650, 850], 230, 7.5, 214, { kmL: 10.8 }),
      line('d200', ['S', 'DYNAMIC SE'], [680, 860], 210, 8.6, 176, { kmL: 14.8 }),
      line('p300e', ['DYNAMIC SE', 'AUTOBIOGRAPHY'], [850, 980], 213, 6.4, 155, { kmL: 15.0, whKm: 180, evKm: 65 }),
    ],
  }),
  lrModel({
    key: 'defender_90',
    family: 'defender_family',
    code: 'l663',
    name: 'Defender 90',
    nameJa: 'ディフェンダー 90',
    pagePath: '/models/defender',
    bodies: ['90'],
    seats: 5,
    size: [4510, 1995, 1970, 2585],
    weightKg: 2240,
    cargoL: [397, 1563],
    lines: [
      line('p300', ['S', 'SE', 'X-DYNAMIC SE'], [600, 800], 191, 7.1, 274, { kmL: 8.3 }),
      line('d300', ['SE', 'X-DYNAMIC SE', 'X'], [780, 1050], 191, 6.7, 229, { kmL: 10.3 }),
      line('p400', ['X-DYNAMIC SE', 'X'], [900, 1200], 209, 6.0, 269, { kmL: 8.6 }),
    ],
  }),
  lrModel({
    key: 'defender_110',
    family: 'defender_family',
    code: 'l663',
    name: 'Defender 110',
    nameJa: 'ディフェンダー 110',
    pagePath: '/models/defender',
    bodies: ['110'],
    seats: 5,
    size: [4945, 1995, 1970, 3020],
    weightKg: 2350,
    cargoL: [786, 1875],
    lines: [
      line('p300', ['S', 'SE', 'HSE', 'X-DYNAMIC SE'], [630, 950], 191, 7.4, 278, { kmL: 8.2 }),
      line('d300', ['SE', 'HSE', 'X-DYNAMIC SE', 'X-DYNAMIC HSE', 'X'], [830, 1250], 191, 7.0, 232, { kmL: 10.2 }),
      line('p400', ['X-DYNAMIC SE', 'X-DYNAMIC HSE', 'X'], [950, 1300], 191, 6.1, 272, { kmL: 8.4 }),
      line('p635', ['OCTA'], [2000, 2600], 250, 4.0, 349, { kmL: 6.6 }),
    ],
  }),
  lrModel({
    key: 'defender_130',
    family: 'defender_family',
    code: 'l663',
    name: 'Defender 130',
    nameJa: 'ディフェンダー 130',
    pagePath: '/models/defender',
    bodies: ['130'],
    seats: 8,
    size: [5275, 1995, 1970, 3020],
    weightKg: 2620,
    cargoL: [389, 2516],
    lines: [
      line('d350', ['X-DYNAMIC SE', 'X-DYNAMIC HSE', 'X'], [1250, 1550], 191, 6.6, 241, { kmL: 9.8 }),
      line('p400', ['X-DYNAMIC SE', 'X'], [1200, 1550], 191, 6.6, 287, { kmL: 8.0 }),
    ],
  }),
  lrModel({
    key: 'discovery',
    family: 'discovery_family',
    code: 'l462',
    name: 'Discovery',
    nameJa: 'ディスカバリー',
    pagePath: '/models/discovery',
    bodies: ['suv'],
    seats: 7,
    size: [4950, 2000, 1890, 2925],
    weightKg: 2400,
    cargoL: [258, 2406],
    lines: [line('d300', ['S', 'DYNAMIC SE', 'DYNAMIC HSE'], [1000, 1250], 209, 6.8, 213, { kmL: 10.9 })],
  }),
  lrModel({
    key: 'discovery_sport',
    family: 'discovery_family',
    code: 'l550',
    name: 'Discovery Sport',
    nameJa: 'ディスカバリー スポーツ',
    pagePath: null,
    bodies: ['suv'],
    seats: 7,
    size: [4600, 1905, 1725, 2740],
    weightKg: 1920,
    cargoL: [157, 1574],
    lines: [
      line('p250_mhev', ['S', 'DYNAMIC SE', 'DYNAMIC HSE'], [680, 820], 225, 7.5, 221, { kmL: 10.4 }),
      line('d200', ['S', 'DYNAMIC SE'], [700, 830], 200, 8.6, 184, { kmL: 14.0 }),
      line('p300e', ['DYNAMIC SE', 'DYNAMIC HSE'], [820, 920], 209, 6.2, 152, { kmL: 15.2, whKm: 185, evKm: 62, seats: 5 }),
    ],
  }),
  jagModel({
    key: 'f-pace',
    code: 'f-pace',
    name: 'F-PACE',
    nameJa: 'ジャガー F-PACE',
    pagePath: null,
    bodies: ['suv'],
    seats: 5,
    size: [4750, 1935, 1665, 2875],
    weightKg: 1900,
    cargoL: [613, 1470],
    lines: [
      line('p250', ['S', 'R-DYNAMIC S', 'R-DYNAMIC SE'], [760, 980], 217, 7.5, 232, { kmL: 10.0 }),
      line('d200', ['S', 'R-DYNAMIC S', 'R-DYNAMIC SE', 'R-DYNAMIC HSE'], [780, 1000], 210, 8.5, 186, { kmL: 14.2 }),
      line('p400e', ['R-DYNAMIC SE', 'R-DYNAMIC HSE'], [950, 1150], 240, 5.3, 176, { kmL: 13.0, whKm: 210, evKm: 62 }),
      line('p550', ['SVR'], [1250, 1550], 286, 4.0, 326, { kmL: 7.0 }),
    ],
  }),
  jagModel({
    key: 'e-pace',
    code: 'x540',
    name: 'E-PACE',
    nameJa: 'ジャガー E-PACE',
    pagePath: null,
    bodies: ['suv'],
    seats: 5,
    size: [4410, 1900, 1650, 2680],
    weightKg: 1890,
    cargoL: [577, 1234],
    lines: [
      line('p200', ['S', 'R-DYNAMIC S'], [580, 700], 216, 8.4, 211, { kmL: 10.9 }),
      line('p250_mhev', ['SE', 'R-DYNAMIC SE', 'R-DYNAMIC HSE', 'R-DYNAMIC BLACK'], [680, 800], 230, 7.5, 218, { kmL: 10.5 }),
      line('d200', ['S', 'R-DYNAMIC S', 'R-DYNAMIC SE'], [620, 760], 210, 8.6, 178, { kmL: 14.6 }),
      line('p300e', ['R-DYNAMIC SE', 'R-DYNAMIC HSE'], [780, 880], 216, 6.5, 155, { kmL: 14.9, whKm: 185, evKm: 61 }),
    ],
  }),
  jagModel({
    key: 'i-pace',
    code: 'i-pace',
    name: 'I-PACE',
    nameJa: 'ジャガー I-PACE',
    pagePath: null,
    bodies: ['suv'],
    seats: 5,
    size: [4695, 1895, 1565, 2990],
    weightKg: 2230,
    cargoL: [656, 1453],
    lines: [line('ev400', ['S', 'SE', 'HSE'], [950, 1350], 200, 4.8, 0, { whKm: 224, evKm: 438 })],
  }),
  jagModel({
    key: 'f-type',
    code: 'f-type',
    name: 'F-TYPE',
    nameJa: 'ジャガー F-TYPE',
    pagePath: null,
    bodies: ['coupe', 'convertible'],
    seats: 2,
    size: [4470, 1925, 1310, 2622],
    weightKg: 1720,
    cargoL: [336, null],
    lines: [
      line('p450', ['R-DYNAMIC', '75'], [1250, 1450], 285, 4.6, 271, { kmL: 8.3 }),
      line('p575', ['R', 'R 75'], [1600, 1900], 300, 3.7, 289, { kmL: 7.8 }),
    ],
  }),
];
