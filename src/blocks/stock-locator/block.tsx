import Link from 'next/link';
import { listingDealers } from '@/features/stock/dealers.server';
import { defaultCompanyName, getCompanyConfig } from '@/features/stock/company-config.server';
import { VehicleCard } from '@/features/stock/components/vehicle-card';
import { getListing, searchVehicles } from '@/features/stock/search.server';
import { AppError } from '@/lib/app-error';
import { Heading } from '@/ui/heading';
import { defineBlock, type BlockContext } from '../types';
import { overseasFilterDefaults } from '@/features/stock/dealer-mode';
import { FilterPanel } from './filter-panel';
import { lenientStockQuery, withPage } from './page-query';
import { Pagination } from './pagination';
import { AreaPanel } from './area-panel';
import { readBudget, ReverseCalculator } from './reverse-calculator';
import { resolveArea } from './area.server';
import type { AreaQuery } from '@/features/stock/postcode-search';

/** Area and budget stay in the URL when filters change. */
function keptParams(area: URLSearchParams, budget: { monthly: number; months: number } | null): URLSearchParams {
  if (budget) {
    area.set('_budget', String(budget.monthly));
    area.set('_term', String(budget.months));
  }
  return area;
}

/** The resolved area as URL keys, so filter changes keep it (normalised, no second lookup). */
function areaParams(a: AreaQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (a.retailer) p.set('_retailer', a.retailer);
  if (a.state) p.set('_state', a.state);
  if (a.postcode) p.set('_postcode', a.postcode);
  if (a.locality) p.set('_locality', a.locality);
  return p;
}
import { SavedVehicles } from './saved-vehicles.client';
import { stockLocatorOverseasTemplate, stockLocatorTemplate, filterToggles, type StockLocatorFields } from './template';
import styles from './stock-locator.module.css';

/**
 * Stock locator (blocks.md §2.12): results rendered on the server from the URL, filters with facet
 * counts, sort, pages, and the no-results state with its reset button. Its page renders per request
 * (the block is `dynamic`).
 */
async function StockLocatorView({ fields, context, market }: { fields: StockLocatorFields; context: BlockContext; market: 'default' | 'overseas' }) {
    const { t } = context;
    // The overseas version needs an overseas listing (site.md §1 market setting), and vice versa.
    const listing = await getListing(fields.ci_key_list);
    if (listing.market !== market) throw new AppError('BAD_REQUEST', `Stock locator for the ${market} market used with listing "${listing.id}" (${listing.market}).`);
    const params = context.searchParams ?? new URLSearchParams();
    const query = lenientStockQuery(params);
    if (fields.sl_key_brand) query.brandEq = fields.sl_key_brand;
    if (fields.sl_key_model) query.modelGroup = fields.sl_key_model;
    const budget = fields.has_reverse_calculator ? readBudget(params, fields.reverse_calculator_apr) : null;
    if (budget) query.ranges.msrp_price = { ...query.ranges.msrp_price, lteq: Math.min(budget.maxPrice, query.ranges.msrp_price?.lteq ?? Infinity) };
    const area = await resolveArea(fields.ci_key_list, fields.sl_key_brand || undefined, params);
    if (area.dealerCodes?.length) query.ownerDealerCodes = area.dealerCodes;
    let result = await searchVehicles(fields.ci_key_list, query);
    // site.md §5: a model filter value must be in the allowed list and the available set.
    const available = new Set(result.facets.models.map((f) => f.value));
    const models = query.checkbox.models;
    if (models?.some((m) => !available.has(m))) {
      query.checkbox.models = models.filter((m) => available.has(m));
      result = await searchVehicles(fields.ci_key_list, query);
    }
    const { dealers } = await listingDealers(fields.ci_key_list, {});
    // site.md §2: with the postcode-search feature on, vehicle links carry the visitor's area.
    const additional = (await getCompanyConfig(defaultCompanyName, ['additional']))[0]?.data as { postcode_search?: boolean } | undefined;
    const linkQuery = additional?.postcode_search && area.dealerCodes?.length ? areaParams(area.area) : undefined;
    const dealerNames = new Map(dealers.map((d) => [String(d.id), d.name]));
    const action = context.pagePath ?? '/';
    const formId = `stock-${context.blockId}`;
    const hasFilters = Object.keys(query.checkbox).length > 0 || Object.keys(query.ranges).length > 0;
    return (
      <div className={`grid-container ${styles.locator}`} data-page-kind="plp">
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
        <AreaPanel action={action} result={area} t={t} id={formId} />
        {fields.has_reverse_calculator ? <ReverseCalculator action={action} params={params} budget={budget} apr={fields.reverse_calculator_apr} t={t} /> : null}
        <div className={styles.layout}>
          <details className={styles.filterToggle} open>
            <summary>{t('stock.filters')}</summary>
            <FilterPanel fields={fields} query={query} result={result} action={action} dealerNames={dealerNames} t={t} formId={formId} keep={keptParams(areaParams(area.area), budget)} />
          </details>
          <div id={`${formId}-results`} className={styles.results} aria-live="polite">
            <p className={styles.total} data-total={result.total}>
              {t('stock.results_count', { count: result.total })}
            </p>
            {result.vehicles.length ? (
              <>
                <ul className={styles.grid}>
                  {result.vehicles.map((v, i) => (
                    <li key={v.id}>
                      <VehicleCard vehicle={v} t={t} priority={context.index < 2 && i < 2} linkQuery={linkQuery} iconKeys={fields.card_icons.split(',').map((s) => s.trim()).filter(Boolean)} />
                    </li>
                  ))}
                </ul>
                <Pagination page={result.page} pages={result.pages} hrefFor={(p) => `${action}${withPage(params, p)}`} t={t} />
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

export const stockLocator = defineBlock<StockLocatorFields>({
  template: stockLocatorTemplate,
  dynamic: true,
  defaultContent: {
    fields: { ci_key_list: 'jp-main', vehicles_headline: '在庫車を探す', ...filterToggles },
    field_groups: [],
  },
  Component: ({ fields, context }) => <StockLocatorView fields={fields} context={context} market="default" />,
});

/** The overseas version: its own filter defaults; requires a listing whose market is `overseas`. */
export const stockLocatorOverseas = defineBlock<StockLocatorFields>({
  template: stockLocatorOverseasTemplate,
  dynamic: true,
  defaultContent: {
    fields: { ci_key_list: 'overseas', vehicles_headline: 'Stock', ...overseasFilterDefaults },
    field_groups: [],
  },
  Component: ({ fields, context }) => <StockLocatorView fields={fields} context={context} market="overseas" />,
});
