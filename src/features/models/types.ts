/**
 * The brand's model catalogue (issue 12 item 0, decision 0056): brands, model families, nameplates,
 * model years, body styles, engines and derivatives with their specifications. Blocks read it through
 * `catalogue.server.ts` and the pure helpers of `catalogue.ts`; the CMS calls of site.md §7 serve it.
 *
 * Keys are the identifiers editors type into blocks (`car_key` is a nameplate key, `engine_key` an
 * engine key): lower-case ASCII, digits, `_` and `-`, stable across imports.
 */

/** How an engine is powered: decides the consumption unit and the 電動/ガソリン/ハイブリッド label. */
export const fuelTypes = ['petrol', 'diesel', 'mhev', 'phev', 'bev'] as const;
export type FuelType = (typeof fuelTypes)[number];

/** The spec keys a model summary may show (blocks.md §2.21), in the spec's order. */
export const summarySpecKeys = ['top_speed', 'acceleration', 'consumption'] as const;
export type SummarySpecKey = (typeof summarySpecKeys)[number];

export interface ModelBrand {
  /** `land_rover`, `jaguar`: the stock feed's `nameplate_brand_name`. */
  key: string;
  name: string;
  nameJa: string;
  sortOrder: number;
}

export interface ModelFamily {
  /** `defender_family` …: the family keys of site.md §9. */
  key: string;
  brandKey: string;
  name: string;
  nameJa: string;
  sortOrder: number;
}

export interface Nameplate {
  /** `defender_110`: the stock feed's `nameplate_name`, and a block's `car_key`. */
  key: string;
  brandKey: string;
  familyKey: string;
  /** Platform code as the importer sends it (`l663`, `f-pace`); `canonicalCode` applies site.md §3's mapping. */
  code: string;
  canonicalCode: string;
  name: string;
  nameJa: string;
  /** The model page on this site (`/models/defender`), or null when there is none yet. */
  pagePath: string | null;
  /** A media-library image of the car, or null. */
  imageId: number | null;
  sortOrder: number;
}

export interface BodyStyle {
  /** `90`, `110`, `130`, `lwb`, `swb`, `suv`, `coupe` … */
  key: string;
  name: string;
  nameJa: string;
}

export interface Engine {
  /** `d300`, `p400`, `p550e`, `bev` …: a block's `engine_key`. */
  key: string;
  /** Marketing name as printed (`D300`). */
  name: string;
  /** e.g. `3.0L 直列6気筒 ディーゼル マイルドハイブリッド`. */
  descriptionJa: string;
  fuelType: FuelType;
  powerPs: number;
  powerKw: number;
  torqueNm: number | null;
}

/** One row of a specification table: a label and its printed value (units included, Japanese). */
export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecGroup {
  title: string;
  rows: SpecRow[];
}

/** Measured figures of a derivative. Null when not published (e.g. no CO2 for a BEV is 0, not null). */
export interface DerivativeSpecs {
  topSpeedKmh: number | null;
  /** 0–100 km/h in seconds. */
  acceleration0to100S: number | null;
  /** 燃料消費率 WLTC モード, km/L (engines that burn fuel). */
  fuelConsumptionKmL: number | null;
  /** 電力消費率 WLTC モード, Wh/km (PHEV and BEV). */
  electricConsumptionWhKm: number | null;
  co2GKm: number | null;
  /** 一充電走行距離 (BEV) or EV 走行距離 (PHEV), WLTC, km. */
  electricRangeKm: number | null;
  seats: number | null;
}

export interface Derivative {
  id: number;
  /** `defender_110_2027_d300_x_dynamic_se`: stable across imports. */
  key: string;
  nameplateKey: string;
  /** Model year as a number (2027 → 2027年モデル). */
  modelYear: number;
  bodyStyleKey: string;
  engineKey: string;
  /** Grade / trim as printed (`X-DYNAMIC SE`). */
  trim: string;
  /** What visitors read: `ディフェンダー 110 D300 X-DYNAMIC SE`. */
  nameJa: string;
  /** メーカー希望小売価格（消費税込）, yen. */
  priceFromJpy: number;
  specs: DerivativeSpecs;
  /** 標準装備: short Japanese lines, shown in the model summary's standard-equipment modal. */
  standardEquipment: string[];
  /** Full specification in groups (寸法, エンジン, 性能 …) for accordions and comparison. */
  specGroups: SpecGroup[];
}

/** Everything at once: the catalogue is small (tens of nameplates, hundreds of derivatives) and cached whole. */
export interface ModelCatalogue {
  brands: ModelBrand[];
  families: ModelFamily[];
  nameplates: Nameplate[];
  bodyStyles: BodyStyle[];
  engines: Engine[];
  derivatives: Derivative[];
}
