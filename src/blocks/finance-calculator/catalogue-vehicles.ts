import { derivativesOf, findEngine, findNameplate, groupedNameplates } from '@/features/models/catalogue';
import type { ModelCatalogue } from '@/features/models/types';
import type { FinanceVehicle } from './vehicles';

/**
 * From the model catalogue to the calculator's vehicles (decision 0063): the nameplates of
 * `nameplate_key_filter` in the editor's order (all of them, in the catalogue's order, when empty),
 * each with its derivatives latest model year first, cheapest first. A derivative without a price
 * cannot have a payment example (japan.md: no monthly figure without a price) and is left out.
 */

/** `defender_110, discovery` → ['defender_110', 'discovery']: commas (also 、 and ，) or spaces, repeats once. */
export function parseNameplateFilter(value: string | undefined): string[] {
  const keys = (value ?? '')
    .split(/[\s,、，]+/)
    .map((key) => key.trim())
    .filter(Boolean);
  return [...new Set(keys)];
}

/** What `models_info` may say about a model (decision 0063). */
export interface ModelInfo {
  /** The name the calculator shows for the model. */
  label?: string;
  /** A line shown with the chosen model (a campaign, a delivery note). */
  note?: string;
}
export const modelInfoLimits = { label: 60, note: 160 } as const;

/** The usable entries of `models_info`; the save rule names the rest, the render ignores them. */
export function readModelsInfo(value: unknown): Record<string, ModelInfo> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, ModelInfo> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const { label, note } = entry as Record<string, unknown>;
    const info: ModelInfo = {};
    if (typeof label === 'string' && label.trim() && label.trim().length <= modelInfoLimits.label) info.label = label.trim();
    if (typeof note === 'string' && note.trim() && note.trim().length <= modelInfoLimits.note) info.note = note.trim();
    out[key] = info;
  }
  return out;
}

export interface CatalogueVehicles {
  vehicles: FinanceVehicle[];
  /** Filter keys the catalogue does not have (saved before a model was removed). */
  unknownKeys: string[];
}

export function catalogueVehicles(cat: ModelCatalogue, filter: string[], info: Record<string, ModelInfo>): CatalogueVehicles {
  const unknownKeys = filter.filter((key) => !findNameplate(cat, key));
  const keys = filter.length
    ? filter.filter((key) => !unknownKeys.includes(key))
    : groupedNameplates(cat).flatMap((brand) => brand.families.flatMap((family) => family.nameplates.map((n) => n.key)));
  const bodyNames = new Map(cat.bodyStyles.map((body) => [body.key, body.nameJa]));
  const vehicles = keys.flatMap((key) => {
    const nameplate = findNameplate(cat, key)!;
    const own = info[key] ?? {};
    return derivativesOf(cat, key).flatMap((derivative): FinanceVehicle[] => {
      const engine = findEngine(cat, derivative.engineKey);
      if (!engine || !(derivative.priceFromJpy > 0)) return [];
      return [
        {
          key: derivative.key,
          model: key,
          modelName: own.label ?? nameplate.nameJa,
          ...(own.note ? { modelNote: own.note } : {}),
          year: derivative.modelYear,
          body: derivative.bodyStyleKey,
          bodyName: bodyNames.get(derivative.bodyStyleKey) ?? derivative.bodyStyleKey,
          engine: engine.key,
          engineName: engine.name,
          trim: derivative.trim,
          name: derivative.nameJa,
          price: derivative.priceFromJpy,
        },
      ];
    });
  });
  return { vehicles, unknownKeys };
}
