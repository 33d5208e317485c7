import { derivativesOf, findEngine, findNameplate } from '@/features/models/catalogue';
import type { Derivative, DerivativeSpecs, Engine, ModelCatalogue, Nameplate, SpecGroup } from '@/features/models/types';
import type { CatalogueRef } from '../types';

/**
 * What the model blocks render of one derivative (decision 0057): the catalogue's rows joined for
 * the component, which then needs no look-ups. Loaders pick these; components render them.
 */
export interface DerivativeView {
  key: string;
  /** `ディフェンダー 110 D300 X-DYNAMIC SE`. */
  name: string;
  trim: string;
  modelYear: number;
  priceFromJpy: number;
  car: { key: string; name: string; pagePath: string | null };
  engine: Pick<Engine, 'key' | 'name' | 'descriptionJa' | 'fuelType' | 'powerPs' | 'powerKw' | 'torqueNm'>;
  specs: DerivativeSpecs;
  standardEquipment: string[];
  specGroups: SpecGroup[];
}

/** Why a block's keys give nothing to show: the editor's preview says so, visitors see nothing. */
export type CatalogueProblem =
  | { kind: 'unknown_car'; car: string }
  | { kind: 'unknown_engine'; engine: string }
  | { kind: 'no_derivative'; car: string; engine?: string };

export type Picked<T> = { ok: true; value: T } | { ok: false; problem: CatalogueProblem };

/** An empty key means "not chosen". */
export const optionalKey = (key: string | undefined): string | undefined => key?.trim() || undefined;

export function toDerivativeView(derivative: Derivative, nameplate: Nameplate, engine: Engine): DerivativeView {
  return {
    key: derivative.key,
    name: derivative.nameJa,
    trim: derivative.trim,
    modelYear: derivative.modelYear,
    priceFromJpy: derivative.priceFromJpy,
    car: { key: nameplate.key, name: nameplate.nameJa, pagePath: nameplate.pagePath },
    engine: {
      key: engine.key,
      name: engine.name,
      descriptionJa: engine.descriptionJa,
      fuelType: engine.fuelType,
      powerPs: engine.powerPs,
      powerKw: engine.powerKw,
      torqueNm: engine.torqueNm,
    },
    specs: derivative.specs,
    standardEquipment: derivative.standardEquipment,
    specGroups: derivative.specGroups,
  };
}

/**
 * The derivatives of a car (and engine) as views, in the catalogue's order (latest model year, then
 * cheapest first), or why there are none. A derivative whose engine the catalogue lacks is skipped.
 */
export function pickDerivatives(cat: ModelCatalogue, carKey: string, engineKey?: string): Picked<DerivativeView[]> {
  const nameplate = findNameplate(cat, carKey);
  if (!nameplate) return { ok: false, problem: { kind: 'unknown_car', car: carKey } };
  if (engineKey !== undefined && !findEngine(cat, engineKey)) return { ok: false, problem: { kind: 'unknown_engine', engine: engineKey } };
  const views = derivativesOf(cat, carKey, engineKey).flatMap((derivative) => {
    const engine = findEngine(cat, derivative.engineKey);
    return engine ? [toDerivativeView(derivative, nameplate, engine)] : [];
  });
  if (!views.length) return { ok: false, problem: { kind: 'no_derivative', car: carKey, engine: engineKey } };
  return { ok: true, value: views };
}

/** The derivative a block shows for a car (and engine): the first of `pickDerivatives`. */
export function pickHeadline(cat: ModelCatalogue, carKey: string, engineKey?: string): Picked<DerivativeView> {
  const all = pickDerivatives(cat, carKey, engineKey);
  return all.ok ? { ok: true, value: all.value[0]! } : all;
}

/** The `catalogueRefs` of a car and an engine key at these paths, empty ones left out. */
export function keyRefs(
  car: { path: CatalogueRef['path']; key: string | undefined },
  engine?: { path: CatalogueRef['path']; key: string | undefined },
): CatalogueRef[] {
  const refs: CatalogueRef[] = [];
  const carKey = optionalKey(car.key);
  const engineKey = optionalKey(engine?.key);
  if (carKey) refs.push({ path: car.path, kind: 'car', key: carKey });
  if (engine && engineKey) refs.push({ path: engine.path, kind: 'engine', key: engineKey });
  return refs;
}

/** For blocks whose car is optional: no car, nothing to look up; otherwise `pickHeadline`. */
export function pickOptionalHeadline(
  cat: ModelCatalogue,
  carKey: string | undefined,
  engineKey: string | undefined,
): Picked<DerivativeView | null> {
  const car = optionalKey(carKey);
  return car ? pickHeadline(cat, car, optionalKey(engineKey)) : { ok: true, value: null };
}
