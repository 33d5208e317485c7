import type { Derivative, Engine, ModelBrand, ModelCatalogue, ModelFamily, Nameplate } from './types';

/**
 * Pure look-ups over a loaded catalogue (decision 0056). Blocks and routes get the catalogue once
 * (`getModelCatalogue`, cached whole) and ask these; nothing here touches the database, so the same
 * answers are given in tests, in loaders and in the save-time check of blocks' keys.
 */

export function findNameplate(cat: ModelCatalogue, key: string): Nameplate | undefined {
  return cat.nameplates.find((nameplate) => nameplate.key === key);
}

export function findEngine(cat: ModelCatalogue, key: string): Engine | undefined {
  return cat.engines.find((engine) => engine.key === key);
}

export function findDerivative(cat: ModelCatalogue, id: number): Derivative | undefined {
  return cat.derivatives.find((derivative) => derivative.id === id);
}

/**
 * A nameplate's derivatives (only those with `engineKey` when given), latest model year first, then
 * cheapest first: the current car at its entry price is what a "from" figure means.
 */
export function derivativesOf(cat: ModelCatalogue, carKey: string, engineKey?: string): Derivative[] {
  return cat.derivatives
    .filter((d) => d.nameplateKey === carKey && (engineKey === undefined || d.engineKey === engineKey))
    .sort((a, b) => b.modelYear - a.modelYear || a.priceFromJpy - b.priceFromJpy || a.key.localeCompare(b.key));
}

/** The derivative a summary shows for a car (and engine): the first of `derivativesOf`. */
export function headlineDerivative(cat: ModelCatalogue, carKey: string, engineKey?: string): Derivative | undefined {
  return derivativesOf(cat, carKey, engineKey)[0];
}

export interface NameplateFamilyGroup {
  family: ModelFamily;
  nameplates: Nameplate[];
}

export interface NameplateBrandGroup {
  brand: ModelBrand;
  families: NameplateFamilyGroup[];
}

const bySortOrder = <T extends { sortOrder: number; key: string }>(a: T, b: T) => a.sortOrder - b.sortOrder || a.key.localeCompare(b.key);

/** Nameplates by brand, then by model family, each level in its sort order; empty families are left out. */
export function groupedNameplates(cat: ModelCatalogue): NameplateBrandGroup[] {
  return [...cat.brands].sort(bySortOrder).map((brand) => ({
    brand,
    families: cat.families
      .filter((family) => family.brandKey === brand.key)
      .sort(bySortOrder)
      .map((family) => ({
        family,
        nameplates: cat.nameplates.filter((n) => n.familyKey === family.key).sort(bySortOrder),
      }))
      .filter((group) => group.nameplates.length > 0),
  }));
}

/** A key a block refers to: a car (nameplate) or an engine. */
export interface CatalogueKeyRef {
  kind: 'car' | 'engine';
  key: string;
}

/** The refs whose key the catalogue does not have, in the order given (what a block save refuses). */
export function unknownCatalogueKeys<R extends CatalogueKeyRef>(cat: ModelCatalogue, refs: readonly R[]): R[] {
  const cars = new Set(cat.nameplates.map((n) => n.key));
  const engines = new Set(cat.engines.map((e) => e.key));
  return refs.filter((ref) => !(ref.kind === 'car' ? cars : engines).has(ref.key));
}
