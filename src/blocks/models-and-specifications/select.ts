import type { FuelType, ModelCatalogue } from '@/features/models/types';
import { pickDerivatives, type DerivativeView, type Picked } from '../model-spec-shared/derivative-view';
import { readAccordionSchema } from './accordion-schema';

/** What a card needs from the catalogue: the derivative its accordion shows, and the range's fuels. */
export interface ModelCard {
  headline: DerivativeView;
  /** Fuel types of all the car's derivatives (every engine, every model year listed): the card's fuel-type labels. */
  fuels: FuelType[];
}

/** One card per shown group, by its position among the block's groups. */
export type CardPick = { index: number } & Picked<ModelCard>;

/**
 * The cards of the groups editors did not disable. The accordion's derivative is the entry one of
 * the schema's engine (or of the car); the fuel labels describe the car's whole range in the
 * catalogue, so a card showing the diesel still says the car also comes as a hybrid.
 */
export function pickModelCards(
  catalogue: ModelCatalogue,
  groups: readonly { car_key: string; is_disabled: boolean; accordion_schema: unknown }[],
): CardPick[] {
  return groups.flatMap((group, index): CardPick[] => {
    if (group.is_disabled) return [];
    const car = group.car_key.trim();
    const range = pickDerivatives(catalogue, car);
    if (!range.ok) return [{ index, ok: false as const, problem: range.problem }];
    const engine = readAccordionSchema(group.accordion_schema).engine_key;
    const chosen = engine === undefined ? range : pickDerivatives(catalogue, car, engine);
    if (!chosen.ok) return [{ index, ok: false as const, problem: chosen.problem }];
    const fuels = [...new Set(range.value.map((d) => d.engine.fuelType))];
    return [{ index, ok: true as const, value: { headline: chosen.value[0]!, fuels } }];
  });
}
