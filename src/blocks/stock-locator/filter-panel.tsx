import type { Translate } from '@/i18n/i18n';
import { checkboxFilters, rangeFilters, sortOptions, type CheckboxFilterKey, type RangeFilterKey } from '@/features/stock/constants';
import type { SearchResult } from '@/features/stock/search.server';
import { checkboxParam, rangeParam, type StockSearch } from '@/features/stock/url-state';
import { rangeUnitKeys } from './applied-filters';
import { facetLabel } from './facet-labels';
import { FilterFormEnhancer } from './islands';
import { sliderNumber, sliderScales } from './slider-format';
import type { FormLimits } from './query-from-form';
import type { FilterToggle, StockLocatorFields } from './template';
import styles from './stock-locator.module.css';

/** Slider steps: 1,000 km, 100,000 yen, one year, 10 PS, one seat. */
const rangeSteps: Record<RangeFilterKey, number> = {
  mileage: 1_000,
  production_year: 1,
  model_year: 1,
  power: 10,
  display_price: 100_000,
  msrp_price: 100_000,
  number_of_seats: 1,
};

interface Props {
  fields: StockLocatorFields;
  query: StockSearch;
  result: Pick<SearchResult, 'facets' | 'ranges'>;
  action: string;
  dealerNames: Map<string, string>;
  t: Translate;
  formId: string;
  keep: URLSearchParams;
  /** The URL state the panel was rendered from. */
  stateKey: string;
}

/** Checkbox groups with something to show: the facet values, plus selected values with no cars left. */
function checkboxGroups(keys: CheckboxFilterKey[], query: StockSearch, facets: SearchResult['facets']) {
  return keys.flatMap((key) => {
    const options = [...facets[key]]; // the result is cached: never mutate it
    const selected = new Set(query.checkbox[key] ?? []);
    // A selected value with no cars left still shows, so the visitor can untick it.
    for (const value of selected) if (!options.some((o) => o.value === value)) options.push({ value, count: 0 });
    return options.length ? [{ key, options, selected }] : [];
  });
}

/**
 * Sliders of the ranges the results span. A slider snaps to min + k × step: both ends are aligned
 * to the step so each is reachable and a thumb left at an end equals the bound (and stays out of the URL).
 */
function rangeSliders(keys: RangeFilterKey[], ranges: SearchResult['ranges']) {
  return keys.flatMap((key) => {
    const { min, max } = ranges[key];
    if (min === null || max === null) return [];
    const step = rangeSteps[key];
    const low = Math.floor(min / step) * step;
    return [{ key, step, bounds: { min: low, max: Math.max(Math.ceil(max / step) * step, low + step) } }];
  });
}

/**
 * A GET form: it works without JavaScript (submit reloads with the filters in the URL); the
 * island only submits on change and trims what the URL does not need.
 */
export function FilterPanel({ fields, query, result, action, dealerNames, t, formId, keep, stateKey }: Props) {
  const groups = checkboxGroups(
    // A block that shows one brand has nothing to choose in the brand group (decision 0024).
    (Object.keys(checkboxFilters) as CheckboxFilterKey[]).filter((k) => fields[k as FilterToggle] && !(k === 'brands' && query.brandEq)),
    query,
    result.facets,
  );
  const sliders = rangeSliders(
    (Object.keys(rangeFilters) as RangeFilterKey[]).filter((k) => fields[k as FilterToggle]),
    result.ranges,
  );
  // What the form shows, so the island leaves out of the URL what changes nothing (site.md §5).
  const limits: FormLimits = {
    optionCounts: Object.fromEntries(groups.map((g) => [g.key, g.options.length])),
    bounds: Object.fromEntries(sliders.map((s) => [s.key, s.bounds])),
  };
  return (
    <form id={formId} method="get" action={action} className={styles.filters} aria-label={t('stock.filters')}>
      <div className={styles.sortRow}>
        <label htmlFor={`${formId}-sort`}>{t('stock.sort')}</label>
        <select id={`${formId}-sort`} name="sort" defaultValue={query.sort} data-url-value={query.sort}>
          {Object.keys(sortOptions).map((key) => (
            <option key={key} value={key}>
              {t(`stock.sort_${key}`)}
            </option>
          ))}
        </select>
      </div>
      {groups.map(({ key, options, selected }) => {
        const param = `${checkboxParam(key)}[]`;
        return (
          <fieldset key={key} className={styles.group} data-filter-group={param}>
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
      {sliders.map(({ key, step, bounds }) => {
        const current = query.ranges[key] ?? {};
        const unit = t(rangeUnitKeys[key]);
        return (
          <fieldset key={key} className={styles.group} data-range={key}>
            <legend>{t(`stock.filter_${key}`)}</legend>
            {/* Two native sliders (keyboard and screen-reader ready); a value equal to the available
                bound is left out of the URL by the form island. */}
            <div className={styles.slider}>
              {(['gteq', 'lteq'] as const).map((bound) => {
                const value = Math.min(bounds.max, Math.max(bounds.min, current[bound] ?? (bound === 'gteq' ? bounds.min : bounds.max)));
                const label = `${t(`stock.filter_${key}`)} ${t(bound === 'gteq' ? 'stock.min' : 'stock.max')}`;
                const scale = sliderScales[key];
                const shown = sliderNumber(scale, value);
                return (
                  <label key={bound}>
                    <span className={styles.sliderLabel}>
                      {t(bound === 'gteq' ? 'stock.min' : 'stock.max')}{' '}
                      <output data-for={rangeParam(key, bound)} data-scale={scale}>
                        {shown}
                      </output>
                      {unit}
                    </span>
                    <input
                      type="range"
                      name={rangeParam(key, bound)}
                      min={bounds.min}
                      max={bounds.max}
                      step={step}
                      defaultValue={value}
                      aria-label={label}
                      aria-valuetext={`${shown}${unit}`}
                      data-unit={unit}
                    />
                  </label>
                );
              })}
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
      <FilterFormEnhancer formId={formId} action={action} limits={limits} stateKey={stateKey} />
    </form>
  );
}
