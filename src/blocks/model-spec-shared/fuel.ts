import type { FuelType } from '@/features/models/types';
import type { Translate } from '@/i18n/i18n';

/**
 * The three fuel-type labels of blocks.md §2.21 (electric, petrol, hybrid), in the order a card
 * shows them. A mild hybrid counts as a hybrid (it is sold as マイルドハイブリッド); "petrol" is
 * the label of every engine that only burns fuel, diesel included.
 */
export const fuelLabelKinds = ['electric', 'hybrid', 'petrol'] as const;
export type FuelLabelKind = (typeof fuelLabelKinds)[number];

const kindOf: Record<FuelType, FuelLabelKind> = { bev: 'electric', phev: 'hybrid', mhev: 'hybrid', petrol: 'petrol', diesel: 'petrol' };

export interface FuelLabel {
  kind: FuelLabelKind;
  /** The fuel types behind it, so the default text can say ディーゼル for a diesel-only range. */
  fuels: FuelType[];
}

/** The labels a range of engines earns, each once, in `fuelLabelKinds` order. */
export function fuelLabels(fuels: readonly FuelType[]): FuelLabel[] {
  return fuelLabelKinds.flatMap((kind) => {
    const mine = [...new Set(fuels.filter((fuel) => kindOf[fuel] === kind))];
    return mine.length ? [{ kind, fuels: mine }] : [];
  });
}

/**
 * What a label reads: the editor's text for its kind, else ours. Without an editor's text a
 * combustion range reads ガソリン, ディーゼル or both, whichever its engines are.
 */
export function fuelLabelText(label: FuelLabel, editorText: string | undefined, t: Translate): string {
  if (editorText?.trim()) return editorText.trim();
  if (label.kind !== 'petrol') return t(`model_spec.fuel.${label.kind}`);
  const petrol = label.fuels.includes('petrol');
  const diesel = label.fuels.includes('diesel');
  return t(petrol && diesel ? 'model_spec.fuel.petrol_diesel' : diesel ? 'model_spec.fuel.diesel' : 'model_spec.fuel.petrol');
}
