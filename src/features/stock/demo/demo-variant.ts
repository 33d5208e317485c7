/**
 * One powertrain of a model as it was sold in Japan: everything about a demo car that must agree
 * with everything else (engine, power, capacity, grade, seats, years, price) comes from one of
 * these, so the generator cannot build a car that never existed.
 */
export type EngineType = 'petrol' | 'diesel' | 'petrol_mhev' | 'diesel_mhev' | 'phev' | 'bev';
export type BodyType = 'suv' | 'coupe' | 'convertible';

export interface DemoVariant {
  /** The engine as Japanese catalogues name it: D300, P400e, P550e, EV400 … */
  engine: string;
  engineType: readonly EngineType[];
  powerPs: number;
  /** Displacement in cc; absent for a battery-electric car. */
  capacityCc?: number;
  /** Traction battery, kWh: PHEV and BEV only. */
  batteryKwh?: number;
  /** Grades this engine was offered in, as the Japanese importer wrote them. */
  grades: readonly string[];
  /** When this engine changes the seating (a PHEV battery under the third row); else the model's. */
  seats?: readonly number[];
  /** First and last production year of this variant in Japan, inclusive. */
  years: readonly [number, number];
  /** メーカー希望小売価格 (tax included) of this variant across its grades and years, yen. */
  msrp: readonly [number, number];
  drivetrain: 'awd' | 'rwd';
}

interface VariantSpec {
  ps: number;
  cc?: number;
  kwh?: number;
  years: readonly [number, number];
  /** Price range in 万円, as Japanese price lists read. */
  man: readonly [number, number];
  grades: readonly string[];
  seats?: readonly number[];
  drive?: 'rwd';
}

/** A variant written the way a Japanese price list reads: engine, type, PS, cc, years, 万円, grades. */
export function variant(engine: string, engineType: readonly EngineType[], spec: VariantSpec): DemoVariant {
  return {
    engine,
    engineType,
    powerPs: spec.ps,
    ...(spec.cc === undefined ? {} : { capacityCc: spec.cc }),
    ...(spec.kwh === undefined ? {} : { batteryKwh: spec.kwh }),
    grades: spec.grades,
    ...(spec.seats ? { seats: spec.seats } : {}),
    years: spec.years,
    msrp: [spec.man[0] * 10_000, spec.man[1] * 10_000],
    drivetrain: spec.drive ?? 'awd',
  };
}

/** Variants sold in `year` (production year). */
export function variantsSoldIn(variants: readonly DemoVariant[], year: number): DemoVariant[] {
  return variants.filter((v) => v.years[0] <= year && year <= v.years[1]);
}
