import type { Translate } from '@/i18n/i18n';
import type { CheckboxFilterKey } from '@/features/stock/constants';

/** The visitor-facing label of a facet value (codes are translated, names shown as they are). */
export function facetLabel(key: CheckboxFilterKey, value: string, t: Translate, dealerNames: Map<string, string>): string {
  const prefix: Partial<Record<CheckboxFilterKey, string>> = {
    brands: 'brand',
    models: 'model',
    financing_options: 'financing',
    states: 'state',
    statuses: 'status',
    engine_types: 'engine',
    transmissions: 'transmission',
    colors: 'color',
  };
  if (key === 'dealers') return dealerNames.get(value) ?? value;
  const p = prefix[key];
  return p ? t(`stock.${p}_${value}`, { fallback: value }) : value;
}
