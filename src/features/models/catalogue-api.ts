import { AppError } from '@/lib/app-error';
import { parseId } from '@/lib/params';
import { derivativesOf, findDerivative, findNameplate, groupedNameplates, headlineDerivative } from './catalogue';
import { catalogueKeyPattern } from './catalogue-document';
import { bodyStyleJson, brandJson, derivativeJson, engineJson, familyJson, nameplateJson } from './catalogue-json';
import type { Derivative, ModelCatalogue, Nameplate } from './types';

/**
 * What the CMS calls of site.md §7 answer (decision 0056), built from the cached catalogue: each
 * route wraps one of these in `{ data }`. Pure, so shapes are unit-tested without a server.
 */

const byKey = <T extends { key: string }>(rows: T[]) => new Map(rows.map((row) => [row.key, row]));

const inSortOrder = <T extends { sortOrder: number; key: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.key.localeCompare(b.key));

/** GET /public_api/brands: brands in order, each with its model families (also those without nameplates yet). */
export function brandsData(cat: ModelCatalogue) {
  return inSortOrder(cat.brands).map((brand) => ({
    ...brandJson(brand),
    families: inSortOrder(cat.families.filter((f) => f.brandKey === brand.key)).map(familyJson),
  }));
}

/** GET /public_api/nameplates: every nameplate with its brand and family named. */
export function nameplatesData(cat: ModelCatalogue) {
  const brands = byKey(cat.brands);
  const families = byKey(cat.families);
  return groupedNameplates(cat).flatMap((group) =>
    group.families.flatMap(({ nameplates }) =>
      nameplates.map((n) => {
        const brand = brands.get(n.brandKey)!;
        const family = families.get(n.familyKey)!;
        return {
          ...nameplateJson(n),
          brand: { key: brand.key, name: brand.name, name_ja: brand.nameJa },
          family: { key: family.key, name: family.name, name_ja: family.nameJa },
        };
      }),
    ),
  );
}

/** A derivative in a list: who it is and what it costs (the specs are one call away). */
const derivativeSummary = (d: Derivative) => ({
  id: d.id,
  key: d.key,
  name_ja: d.nameJa,
  trim: d.trim,
  model_year: d.modelYear,
  body_style_key: d.bodyStyleKey,
  engine_key: d.engineKey,
  price_from_jpy: d.priceFromJpy,
});

/**
 * GET /api/vehicles: each nameplate with its derivatives summarised — latest model year first, then
 * cheapest — its engines (cheapest first, each with its own "from" price) and its headline price.
 */
export function vehiclesData(cat: ModelCatalogue) {
  const engines = byKey(cat.engines);
  return groupedNameplates(cat).flatMap((group) =>
    group.families.flatMap(({ nameplates }) =>
      nameplates.map((n) => {
        const derivatives = derivativesOf(cat, n.key);
        const engineKeys = [...new Set(derivatives.map((d) => d.engineKey))];
        const engineRows = engineKeys
          .map((key) => ({ engine: engines.get(key)!, from: headlineDerivative(cat, n.key, key)! }))
          .sort((a, b) => a.from.priceFromJpy - b.from.priceFromJpy || a.engine.key.localeCompare(b.engine.key))
          .map(({ engine, from }) => ({
            key: engine.key,
            name: engine.name,
            fuel_type: engine.fuelType,
            power_ps: engine.powerPs,
            price_from_jpy: from.priceFromJpy,
          }));
        return {
          ...nameplateJson(n),
          model_year: derivatives[0]?.modelYear ?? null,
          price_from_jpy: derivatives[0]?.priceFromJpy ?? null,
          engines: engineRows,
          derivatives: derivatives.map(derivativeSummary),
        };
      }),
    ),
  );
}

/** GET /api/vehicles/grouped_nameplates: brand → model family → nameplates. */
export function groupedNameplatesData(cat: ModelCatalogue) {
  return groupedNameplates(cat).map(({ brand, families }) => ({
    ...brandJson(brand),
    families: families.map(({ family, nameplates }) => ({ ...familyJson(family), nameplates: nameplates.map(nameplateJson) })),
  }));
}

/**
 * A derivative with everything it is specified and compared by — figures, spec groups, standard
 * equipment — and its model, engine and body style named (the specs and comparison record).
 */
function derivativeDetail(cat: ModelCatalogue, d: Derivative) {
  const nameplate = findNameplate(cat, d.nameplateKey)!;
  const engine = cat.engines.find((e) => e.key === d.engineKey)!;
  const bodyStyle = cat.bodyStyles.find((s) => s.key === d.bodyStyleKey)!;
  return {
    ...derivativeJson(d),
    model: { key: nameplate.key, name: nameplate.name, name_ja: nameplate.nameJa, page_path: nameplate.pagePath },
    engine: engineJson(engine),
    body_style: bodyStyleJson(bodyStyle),
  };
}

/** A derivative by its id, or 404. */
export function derivativeById(cat: ModelCatalogue, id: number): Derivative {
  const derivative = findDerivative(cat, id);
  if (!derivative) throw new AppError('NOT_FOUND', `No derivative with id ${id}.`);
  return derivative;
}

/** GET /api/vehicles/{id}/specs: the derivative's figures, spec groups and standard equipment. */
export function specsData(cat: ModelCatalogue, id: number) {
  return derivativeDetail(cat, derivativeById(cat, id));
}

/** GET /api/offer_car_models: the model keys an offer's `car_model_key` may name. */
export function offerCarModelsData(cat: ModelCatalogue) {
  return nameplatesData(cat).map((n) => ({ car_model_key: n.key, name_ja: n.name_ja, brand_key: n.brand_key }));
}

export type CompareTarget = { kind: 'id'; id: number } | { kind: 'model'; key: string };

/** `/api/compare/spec/{id or model key}`: digits are a derivative id; anything else must look like a key (else 400). */
export function parseCompareTarget(raw: string): CompareTarget {
  if (/^\d+$/.test(raw)) return { kind: 'id', id: parseId(raw) };
  if (raw.length <= 100 && catalogueKeyPattern.test(raw)) return { kind: 'model', key: raw };
  throw new AppError('BAD_REQUEST', 'Parameter id must be a derivative id or a model key.', [
    { pointer: 'id', detail: 'must be a positive integer or a model key' },
  ]);
}

/**
 * GET /api/compare/spec/{id}: that derivative's comparison record; GET /api/compare/spec/{model key}:
 * `[ { model, derivatives } ]` — the first item is what the browser keeps under `models`.
 */
export function compareData(cat: ModelCatalogue, target: CompareTarget) {
  if (target.kind === 'id') return derivativeDetail(cat, derivativeById(cat, target.id));
  const nameplate: Nameplate | undefined = findNameplate(cat, target.key);
  if (!nameplate) throw new AppError('NOT_FOUND', `No model with key ${target.key}.`);
  return [{ model: nameplateJson(nameplate), derivatives: derivativesOf(cat, nameplate.key).map((d) => derivativeDetail(cat, d)) }];
}
