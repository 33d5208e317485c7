import type { Translate } from '@/i18n/i18n';
import type { DerivativeView } from '../model-spec-shared/derivative-view';
import { catalogueFigure, isFigureKey, type Figure } from '../model-spec-shared/figures';
import type { ContentIssue } from '../types';

export interface GlanceItem {
  spec_key: string;
  value?: string;
  unit?: string;
  label?: string;
}

/**
 * A figure of the block: the catalogue's when the item names a spec key and the derivative has it
 * (the editor's label wins over ours), else what the editor typed; nothing when neither is there.
 */
export function glanceFigure(item: GlanceItem, derivative: DerivativeView | null, t: Translate): Figure | null {
  const label = item.label?.trim();
  const fromCatalogue = isFigureKey(item.spec_key) && derivative ? catalogueFigure(item.spec_key, derivative, t) : null;
  if (fromCatalogue) return { ...fromCatalogue, label: label || fromCatalogue.label };
  const value = item.value?.trim();
  if (!value || !label) return null;
  return { label, value, unit: item.unit?.trim() ?? '' };
}

/**
 * Save-time checks in Japanese: a typed figure needs its value and label; a catalogue figure needs
 * the block's car.
 */
export function glanceIssues(carKey: string | undefined, items: readonly GlanceItem[], t: Translate): ContentIssue[] {
  return items.flatMap((item, i): ContentIssue[] => {
    const n = i + 1;
    if (item.spec_key) {
      return carKey?.trim() ? [] : [{ path: ['field_groups', i, 'spec_key'], message: t('block_rules.model_spec.glance_car', { n }) }];
    }
    return item.value?.trim() && item.label?.trim()
      ? []
      : [{ path: ['field_groups', i, 'value'], message: t('block_rules.model_spec.glance_typed', { n }) }];
  });
}
