import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import type { CheckboxFilterKey, RangeFilterKey } from '@/features/stock/constants';
import { stockUrlQuery, type StockUrlState } from '@/features/stock/url-state';
import { facetLabel } from './facet-labels';
import { sliderNumber, sliderScales } from './slider-format';
import styles from './stock-locator.module.css';

export const rangeUnitKeys: Record<RangeFilterKey, string> = {
  mileage: 'stock.unit_km',
  production_year: 'stock.unit_year',
  model_year: 'stock.unit_year',
  power: 'stock.unit_ps',
  display_price: 'stock.unit_man_yen',
  msrp_price: 'stock.unit_man_yen',
  number_of_seats: 'stock.unit_seats',
};

interface Chip {
  key: string;
  label: string;
  href: string;
}

/** The same search without one filter, from page 1. */
function without(state: StockUrlState, change: (search: StockUrlState['search']) => void): StockUrlState {
  const search = { ...state.search, checkbox: { ...state.search.checkbox }, ranges: { ...state.search.ranges }, page: 1 };
  change(search);
  return { ...state, search };
}

export function appliedFilterChips(state: StockUrlState, action: string, t: Translate, dealerNames: Map<string, string>): Chip[] {
  const chips: Chip[] = [];
  for (const [key, values] of Object.entries(state.search.checkbox) as [CheckboxFilterKey, string[]][]) {
    for (const value of values) {
      const next = without(state, (s) => {
        const rest = values.filter((v) => v !== value);
        if (rest.length) s.checkbox[key] = rest;
        else delete s.checkbox[key];
      });
      chips.push({ key: `${key}:${value}`, label: facetLabel(key, value, t, dealerNames), href: `${action}${stockUrlQuery(next)}` });
    }
  }
  for (const [key, range] of Object.entries(state.search.ranges) as [RangeFilterKey, { gteq?: number; lteq?: number }][]) {
    const unit = t(rangeUnitKeys[key]);
    const show = (v: number | undefined) => (v === undefined ? '' : `${sliderNumber(sliderScales[key], v)}${unit}`);
    const next = without(state, (s) => delete s.ranges[key]);
    chips.push({
      key,
      label: `${t(`stock.filter_${key}`)} ${show(range.gteq)}〜${show(range.lteq)}`,
      href: `${action}${stockUrlQuery(next)}`,
    });
  }
  if (state.budget) {
    chips.push({
      key: 'budget',
      label: t('stock.chip_budget', { amount: state.budget.monthly.toLocaleString('ja-JP'), months: state.budget.months }),
      href: `${action}${stockUrlQuery({ ...state, search: { ...state.search, page: 1 }, budget: null })}`,
    });
  }
  return chips;
}

/**
 * The filters in force above the results, each a link that removes it (issue 7 item 5), and one
 * that clears them all. Plain links: they work without JavaScript and keep the rest of the URL.
 */
export function AppliedFilters({ chips, clearHref, t }: { chips: Chip[]; clearHref: string; t: Translate }) {
  if (!chips.length) return null;
  return (
    <div className={styles.chips} aria-label={t('stock.applied_filters')} role="group">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={chip.href} scroll={false} aria-label={t('stock.chip_remove', { label: chip.label })} data-chip={chip.key}>
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <Link href={clearHref} scroll={false} className={styles.clearAll}>
          {t('stock.clear_all')}
        </Link>
      ) : null}
    </div>
  );
}
