import 'server-only';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.server';
import { modelBodyStyles, modelBrands, modelDerivatives, modelEngines, modelFamilies, modelNameplates } from '@/db/schema';
import { canonicalNameplateCode } from '@/features/stock/constants';
import { fuelTypes, type FuelType, type ModelCatalogue } from './types';

// Only the import writes these rows, with a checked fuel type; anything else reads as the plainest kind.
const asFuelType = (value: string): FuelType => ((fuelTypes as readonly string[]).includes(value) ? (value as FuelType) : 'petrol');

/** The whole catalogue as stored, in sort order (uncached: `getModelCatalogue` caches it). */
export async function readModelCatalogue(db: DbOrTx): Promise<ModelCatalogue> {
  const [brands, families, nameplates, bodyStyles, engines, derivatives] = await Promise.all([
    db.select().from(modelBrands).orderBy(asc(modelBrands.sortOrder), asc(modelBrands.key)),
    db.select().from(modelFamilies).orderBy(asc(modelFamilies.sortOrder), asc(modelFamilies.key)),
    db.select().from(modelNameplates).orderBy(asc(modelNameplates.sortOrder), asc(modelNameplates.key)),
    db.select().from(modelBodyStyles).orderBy(asc(modelBodyStyles.key)),
    db.select().from(modelEngines).orderBy(asc(modelEngines.key)),
    db.select().from(modelDerivatives).orderBy(asc(modelDerivatives.id)),
  ]);
  return {
    brands,
    families,
    nameplates: nameplates.map((n) => ({ ...n, canonicalCode: canonicalNameplateCode(n.code) })),
    bodyStyles,
    engines: engines.map((e) => ({ ...e, fuelType: asFuelType(e.fuelType) })),
    derivatives: derivatives.map((d) => ({
      id: d.id,
      key: d.key,
      nameplateKey: d.nameplateKey,
      modelYear: d.modelYear,
      bodyStyleKey: d.bodyStyleKey,
      engineKey: d.engineKey,
      trim: d.trim,
      nameJa: d.nameJa,
      priceFromJpy: d.priceFromJpy,
      specs: {
        topSpeedKmh: d.topSpeedKmh,
        acceleration0to100S: d.acceleration0to100S,
        fuelConsumptionKmL: d.fuelConsumptionKmL,
        electricConsumptionWhKm: d.electricConsumptionWhKm,
        co2GKm: d.co2GKm,
        electricRangeKm: d.electricRangeKm,
        seats: d.seats,
      },
      standardEquipment: d.standardEquipment,
      specGroups: d.specGroups,
    })),
  };
}
