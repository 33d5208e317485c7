import type { ModelCatalogue } from '@/features/models/types';
import { pickDerivatives, type DerivativeView, type Picked } from '../model-spec-shared/derivative-view';

/** The grades to list, latest model year then cheapest first; only the latest model year's when asked. */
export function pickDerivativeList(
  catalogue: ModelCatalogue,
  carKey: string,
  engineKey: string | undefined,
  latestOnly: boolean,
): Picked<DerivativeView[]> {
  const picked = pickDerivatives(catalogue, carKey, engineKey);
  if (!picked.ok || !latestOnly) return picked;
  const latest = picked.value[0]!.modelYear;
  return { ok: true, value: picked.value.filter((d) => d.modelYear === latest) };
}
