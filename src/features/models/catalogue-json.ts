import type { CatalogueDocument } from './catalogue-document';
import type { BodyStyle, Derivative, DerivativeSpecs, Engine, ModelBrand, ModelCatalogue, ModelFamily, Nameplate } from './types';

/**
 * The catalogue in its wire format (snake_case, like the other APIs): the import/export document
 * and the records the CMS calls answer with (decision 0056). One mapping per record, so the export
 * is exactly what the import takes and the routes say the same names.
 */

export const brandJson = (b: ModelBrand) => ({ key: b.key, name: b.name, name_ja: b.nameJa, sort_order: b.sortOrder });

export const familyJson = (f: ModelFamily) => ({
  key: f.key,
  brand_key: f.brandKey,
  name: f.name,
  name_ja: f.nameJa,
  sort_order: f.sortOrder,
});

/** As imported: the canonical code is derived from `code`, so the document leaves it out. */
export const nameplateDocumentJson = (n: Nameplate) => ({
  key: n.key,
  brand_key: n.brandKey,
  family_key: n.familyKey,
  code: n.code,
  name: n.name,
  name_ja: n.nameJa,
  page_path: n.pagePath,
  image_id: n.imageId,
  sort_order: n.sortOrder,
});

export const nameplateJson = (n: Nameplate) => ({ ...nameplateDocumentJson(n), canonical_code: n.canonicalCode });

export const bodyStyleJson = (s: BodyStyle) => ({ key: s.key, name: s.name, name_ja: s.nameJa });

export const engineJson = (e: Engine) => ({
  key: e.key,
  name: e.name,
  description_ja: e.descriptionJa,
  fuel_type: e.fuelType,
  power_ps: e.powerPs,
  power_kw: e.powerKw,
  torque_nm: e.torqueNm,
});

export const specsJson = (s: DerivativeSpecs) => ({
  top_speed_kmh: s.topSpeedKmh,
  acceleration_0_100_s: s.acceleration0to100S,
  fuel_consumption_km_l: s.fuelConsumptionKmL,
  electric_consumption_wh_km: s.electricConsumptionWhKm,
  co2_g_km: s.co2GKm,
  electric_range_km: s.electricRangeKm,
  seats: s.seats,
});

export const derivativeDocumentJson = (d: Derivative) => ({
  key: d.key,
  nameplate_key: d.nameplateKey,
  model_year: d.modelYear,
  body_style_key: d.bodyStyleKey,
  engine_key: d.engineKey,
  trim: d.trim,
  name_ja: d.nameJa,
  price_from_jpy: d.priceFromJpy,
  specs: specsJson(d.specs),
  standard_equipment: d.standardEquipment,
  spec_groups: d.specGroups,
});

/** A derivative as the CMS calls answer it: the document record plus its id. */
export const derivativeJson = (d: Derivative) => ({ id: d.id, ...derivativeDocumentJson(d) });

/** The whole catalogue as the import document (what `GET /api/models/export` downloads). */
export function documentFromCatalogue(cat: ModelCatalogue): CatalogueDocument {
  return {
    brands: cat.brands.map(brandJson),
    families: cat.families.map(familyJson),
    nameplates: cat.nameplates.map(nameplateDocumentJson),
    body_styles: cat.bodyStyles.map(bodyStyleJson),
    engines: cat.engines.map(engineJson),
    derivatives: cat.derivatives.map(derivativeDocumentJson),
  };
}

/**
 * A checked document as a catalogue, derivative ids from `idOf` (the database's, or made up in
 * tests and previews). `canonicalCode` is the caller's mapping (site.md §3).
 */
export function catalogueFromDocument(
  doc: CatalogueDocument,
  { idOf, canonicalCode }: { idOf: (key: string, index: number) => number; canonicalCode: (code: string) => string },
): ModelCatalogue {
  return {
    brands: doc.brands.map((b) => ({ key: b.key, name: b.name, nameJa: b.name_ja, sortOrder: b.sort_order })),
    families: doc.families.map((f) => ({ key: f.key, brandKey: f.brand_key, name: f.name, nameJa: f.name_ja, sortOrder: f.sort_order })),
    nameplates: doc.nameplates.map((n) => ({
      key: n.key,
      brandKey: n.brand_key,
      familyKey: n.family_key,
      code: n.code,
      canonicalCode: canonicalCode(n.code),
      name: n.name,
      nameJa: n.name_ja,
      pagePath: n.page_path,
      imageId: n.image_id,
      sortOrder: n.sort_order,
    })),
    bodyStyles: doc.body_styles.map((s) => ({ key: s.key, name: s.name, nameJa: s.name_ja })),
    engines: doc.engines.map((e) => ({
      key: e.key,
      name: e.name,
      descriptionJa: e.description_ja,
      fuelType: e.fuel_type,
      powerPs: e.power_ps,
      powerKw: e.power_kw,
      torqueNm: e.torque_nm,
    })),
    derivatives: doc.derivatives.map((d, i) => ({
      id: idOf(d.key, i),
      key: d.key,
      nameplateKey: d.nameplate_key,
      modelYear: d.model_year,
      bodyStyleKey: d.body_style_key,
      engineKey: d.engine_key,
      trim: d.trim,
      nameJa: d.name_ja,
      priceFromJpy: d.price_from_jpy,
      specs: {
        topSpeedKmh: d.specs.top_speed_kmh,
        acceleration0to100S: d.specs.acceleration_0_100_s,
        fuelConsumptionKmL: d.specs.fuel_consumption_km_l,
        electricConsumptionWhKm: d.specs.electric_consumption_wh_km,
        co2GKm: d.specs.co2_g_km,
        electricRangeKm: d.specs.electric_range_km,
        seats: d.specs.seats,
      },
      standardEquipment: d.standard_equipment,
      specGroups: d.spec_groups,
    })),
  };
}
