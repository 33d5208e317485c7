import Link from 'next/link';
import { VehicleCard } from '@/features/stock/components/vehicle-card';
import { emptySearch, stockUrlQuery, withPage } from '@/features/stock/url-state';
import { Heading } from '@/ui/heading';
import type { BlockContext } from '../types';
import { AppliedFilters, appliedFilterChips } from './applied-filters';
import { AreaPanel } from './area-panel';
import { FilterDrawer, ResultsFocus, SavedVehicles } from './islands';
import { FilterPanel } from './filter-panel';
import type { StockLocatorData } from './load.server';
import { Pagination } from './pagination';
import { ReverseCalculator } from './reverse-calculator';
import type { StockLocatorFields } from './template';
import styles from './stock-locator.module.css';

/**
 * Stock locator (blocks.md §2.12): results rendered on the server from the URL, filters with facet
 * counts, sort, pages, and the no-results state with its reset button. Its page renders per request
 * (the block is `dynamic`).
 */
export function StockLocatorView({ fields, data, context }: { fields: StockLocatorFields; data: StockLocatorData; context: BlockContext }) {
  const { t } = context;
  const { action, state, search, result, budget } = data;
  const formId = `stock-${context.blockId}`;
  // The search the results come from: islands re-sync when it changes.
  const stateKey = stockUrlQuery(state);
  const chips = appliedFilterChips(state, action, t, data.dealerNames);
  const hasFilters = Object.keys(search.checkbox).length > 0 || Object.keys(search.ranges).length > 0;
  const iconKeys = fields.card_icons
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <div id={`${formId}-root`} className={`grid-container ${styles.locator}`} data-page-kind="plp">
      {/* Past the area search and the filters straight to the cars (issue 7 item 25). */}
      <a href={`#${formId}-count`} className={styles.skipToResults}>
        {t('stock.skip_to_results')}
      </a>
      {fields.vehicles_headline ? (
        <Heading level="h1" size="xl">
          {fields.vehicles_headline}
        </Heading>
      ) : null}
      <SavedVehicles
        labels={{
          // Raw templates: the browser fills in `{{count}}` and `{{amount}}`.
          button: t('stock.saved_button', { skipInterpolation: true }),
          title: t('stock.saved_title'),
          empty: t('stock.saved_empty'),
          remove: t('stock.saved_remove'),
          close: t('stock.saved_close'),
          manYen: t('stock.man_yen', { skipInterpolation: true }),
          priceOnRequest: t('stock.price_on_request'),
        }}
      />
      <AreaPanel action={action} result={data.area} prefectures={data.prefectures} t={t} id={formId} />
      {fields.has_reverse_calculator ? <ReverseCalculator action={action} state={state} budget={budget} t={t} /> : null}
      <div className={styles.layout}>
        <FilterDrawer
          panelId={`${formId}-filters`}
          countId={`${formId}-count`}
          activeCount={chips.length}
          labels={{
            open: t('stock.filters'),
            close: t('stock.filters_close'),
            // Counts the server knows: the island re-renders with new ones after every search.
            show: t('stock.filters_show', { total: result.total.toLocaleString('ja-JP') }),
            active: t('stock.filters_active', { count: chips.length }),
          }}
        >
          <FilterPanel
            fields={fields}
            query={search}
            result={result}
            action={action}
            dealerNames={data.dealerNames}
            t={t}
            formId={formId}
            keep={data.keep}
            stateKey={stateKey}
          />
        </FilterDrawer>
        <div id={`${formId}-results`} className={styles.results}>
          <h2 className={styles.srOnly}>{t('stock.results_heading')}</h2>
          {/* Only the count is announced when results change, not the whole list. */}
          <p id={`${formId}-count`} className={styles.total} data-total={result.total} role="status" tabIndex={-1}>
            {t('stock.results_count', { count: result.total })}
          </p>
          <ResultsFocus rootId={`${formId}-root`} countId={`${formId}-count`} stateKey={stateKey} />
          <AppliedFilters
            chips={chips}
            clearHref={`${action}${stockUrlQuery({ ...state, search: { ...emptySearch(), sort: state.search.sort }, budget: null })}`}
            t={t}
          />
          {data.cards.length ? (
            <>
              <ul className={styles.grid}>
                {data.cards.map(({ vehicle, photo }, i) => (
                  <li key={vehicle.id}>
                    <VehicleCard
                      vehicle={vehicle}
                      photo={photo}
                      double={data.double}
                      loan={data.loan}
                      t={t}
                      priority={context.index < 2 && i < 2}
                      linkQuery={data.linkQuery}
                      iconKeys={iconKeys}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={result.page}
                pages={result.pages}
                hrefFor={(page) => `${action}${stockUrlQuery(withPage(state, page))}`}
                t={t}
              />
            </>
          ) : (
            <div className={styles.noResults} data-no-results="">
              <Heading level="h2" size="m">
                {t('stock.no_results_title')}
              </Heading>
              <p>{t('stock.no_results_text')}</p>
              {hasFilters ? (
                <Link href={action} className={`${styles.reset} ${styles[fields.reset_button_theme]}`}>
                  {t('stock.reset')}
                </Link>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
