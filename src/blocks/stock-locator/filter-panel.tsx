import type { Translate } from '@/i18n/i18n';
import { checkboxFilters, rangeFilters, sortOptions, type CheckboxFilterKey, type RangeFilterKey } from '@/features/stock/constants';
import type { StockQuery } from '@/features/stock/query';
import type { SearchResult } from '@/features/stock/search.server';
import { facetLabel } from './facet-labels';
import { FilterFormEnhancer } from './filter-form.client';
import type { FilterToggle, StockLocatorFields } from './template';
import styles from './stock-locator.module.css';

const rangeUnits: Record<RangeFilterKey, string> = {
  mileage: 'stock.unit_km',
  production_year: 'stock.unit_year',
  model_year: 'stock.unit_year',
  power: 'stock.unit_ps',
  display_price: 'stock.unit_yen',
  msrp_price: 'stock.unit_yen',
  number_of_seats: 'stock.unit_seats',
};

interface Props {
  fields: StockLocatorFields;
  query: StockQuery;
  result: SearchResult;
  action: string;
  dealerNames: Map<string, string>;
  t: Translate;
  formId: string;
  keep: URLSearchParams;
}

/**
 * A GET form: it works without JavaScript (submit reloads with the filters in the URL); the
 * island only submits on change and trims what the URL does not need.
 */
export function FilterPanel({ fields, query, result, action, dealerNames, t, formId, keep }: Props) {
  const checkboxKeys = (Object.keys(checkboxFilters) as CheckboxFilterKey[]).filter((k) => fields[k as FilterToggle]);
  const rangeKeys = (Object.keys(rangeFilters) as RangeFilterKey[]).filter((k) => fields[k as FilterToggle]);
  return (
    <form id={formId} method="get" action={action} className={styles.filters} aria-label={t('stock.filters')}>
      <div className={styles.sortRow}>
        <label htmlFor={`${formId}-sort`}>{t('stock.sort')}</label>
        <select id={`${formId}-sort`} name="sort" defaultValue={query.sort}>
          {Object.keys(sortOptions).map((key) => (
            <option key={key} value={key}>
              {t(`stock.sort_${key}`)}
            </option>
          ))}
        </select>
      </div>
      {checkboxKeys.map((key) => {
        const options = [...result.facets[key]]; // the result is cached: never mutate it
        const selected = new Set(query.checkbox[key] ?? []);
        // A selected value with no cars left still shows, so the visitor can untick it.
        for (const value of selected) if (!options.some((o) => o.value === value)) options.push({ value, count: 0 });
        if (!options.length) return null;
        const param = `filter[${checkboxFilters[key].param}][]`;
        return (
          <fieldset key={key} className={styles.group} data-filter-group={param} data-option-count={options.length}>
            <legend>{t(`stock.filter_${key}`)}</legend>
            {options.map((option) => (
              <label key={option.value} className={styles.option}>
                <input type="checkbox" name={param} value={option.value} defaultChecked={selected.has(option.value)} />
                <span>{facetLabel(key, option.value, t, dealerNames)}</span>
                <span className={styles.count}>({option.count})</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      {rangeKeys.map((key) => {
        const bounds = result.ranges[key];
        if (bounds.min === null || bounds.max === null) return null;
        const current = query.ranges[key] ?? {};
        const unit = t(rangeUnits[key]);
        return (
          <fieldset key={key} className={styles.group} data-range={key} data-min={bounds.min} data-max={bounds.max}>
            <legend>{t(`stock.filter_${key}`)}</legend>
            <div className={styles.range}>
              <label>
                <span className={styles.srOnly}>{`${t(`stock.filter_${key}`)} ${t('stock.min')}`}</span>
                <input type="number" inputMode="numeric" name={`filter[${key}_gteq]`} placeholder={String(bounds.min)} defaultValue={current.gteq ?? ''} min={0} />
              </label>
              <span aria-hidden="true">〜</span>
              <label>
                <span className={styles.srOnly}>{`${t(`stock.filter_${key}`)} ${t('stock.max')}`}</span>
                <input type="number" inputMode="numeric" name={`filter[${key}_lteq]`} placeholder={String(bounds.max)} defaultValue={current.lteq ?? ''} min={0} />
              </label>
              <span className={styles.unit}>{unit}</span>
            </div>
          </fieldset>
        );
      })}
      {/* The visitor's area and budget stay when filters change. */}
      {[...keep].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className={styles.submit}>
        {t('stock.search')}
      </button>
      <FilterFormEnhancer formId={formId} action={action} />
    </form>
  );
}
