import type { FuelType } from './types';

/**
 * The engines of the demo range (decision 0056), as Japanese price lists print them. One key per
 * engine as sold: the 2.0L P250 of Velar and F-PACE is a plain petrol engine, the P250 of Evoque,
 * Discovery Sport and E-PACE a mild hybrid with other figures, so it has its own key.
 */
export interface DemoEngine {
  key: string;
  name: string;
  descriptionJa: string;
  fuelType: FuelType;
  ps: number;
  kw: number;
  nm: number;
  /** 総排気量 cc; absent for a battery-electric car. */
  cc?: number;
  /** Traction battery kWh (PHEV, BEV). */
  kwh?: number;
}

const engine = (
  key: string,
  name: string,
  descriptionJa: string,
  fuelType: FuelType,
  ps: number,
  kw: number,
  nm: number,
  cc?: number,
  kwh?: number,
) => ({ key, name, descriptionJa, fuelType, ps, kw, nm, ...(cc ? { cc } : {}), ...(kwh ? { kwh } : {}) }) satisfies DemoEngine;

export const demoEngines: DemoEngine[] = [
  engine('p200', 'P200', '2.0L 直列4気筒 ガソリン マイルドハイブリッド', 'mhev', 200, 147, 320, 1997),
  engine('p250', 'P250', '2.0L 直列4気筒 ターボ ガソリン', 'petrol', 250, 184, 365, 1997),
  engine('p250_mhev', 'P250', '2.0L 直列4気筒 ガソリン マイルドハイブリッド', 'mhev', 249, 183, 365, 1997),
  engine('p300', 'P300', '2.0L 直列4気筒 ターボ ガソリン', 'petrol', 300, 221, 400, 1997),
  engine('p400', 'P400', '3.0L 直列6気筒 ガソリン マイルドハイブリッド', 'mhev', 400, 294, 550, 2995),
  engine('p450', 'P450', '5.0L V型8気筒 スーパーチャージド ガソリン', 'petrol', 450, 331, 580, 4999),
  engine('p530', 'P530', '4.4L V型8気筒 ツインターボ ガソリン', 'petrol', 530, 390, 750, 4395),
  engine('p550', 'P550', '5.0L V型8気筒 スーパーチャージド ガソリン', 'petrol', 550, 405, 700, 4999),
  engine('p575', 'P575', '5.0L V型8気筒 スーパーチャージド ガソリン', 'petrol', 575, 423, 700, 4999),
  engine('p615', 'P615', '4.4L V型8気筒 ツインターボ ガソリン', 'petrol', 615, 452, 750, 4395),
  engine('p635', 'P635', '4.4L V型8気筒 ツインターボ ガソリン マイルドハイブリッド', 'mhev', 635, 467, 750, 4395),
  engine('d200', 'D200', '2.0L 直列4気筒 ディーゼル マイルドハイブリッド', 'mhev', 204, 150, 430, 1999),
  engine('d300', 'D300', '3.0L 直列6気筒 ディーゼル マイルドハイブリッド', 'mhev', 300, 221, 650, 2993),
  engine('d350', 'D350', '3.0L 直列6気筒 ディーゼル マイルドハイブリッド', 'mhev', 350, 257, 700, 2993),
  engine('p300e', 'P300e', '1.5L 直列3気筒 ガソリン プラグインハイブリッド', 'phev', 309, 227, 540, 1497, 15),
  engine('p400e', 'P400e', '2.0L 直列4気筒 ガソリン プラグインハイブリッド', 'phev', 404, 297, 640, 1997, 19.2),
  engine('p440e', 'P440e', '3.0L 直列6気筒 ガソリン プラグインハイブリッド', 'phev', 440, 324, 620, 2995, 38.2),
  engine('p510e', 'P510e', '3.0L 直列6気筒 ガソリン プラグインハイブリッド', 'phev', 510, 375, 700, 2995, 38.2),
  engine('p550e', 'P550e', '3.0L 直列6気筒 ガソリン プラグインハイブリッド', 'phev', 550, 404, 800, 2995, 38.2),
  engine('ev400', 'EV400', '電気モーター×2（前後）', 'bev', 400, 294, 696, undefined, 90),
];
