import 'server-only';
import { defaultCompanyName, getCompanyConfig } from '@/features/stock/company-config.server';
import { listingDealers, prefectures } from '@/features/stock/dealers.server';
import { getSetting } from '@/features/settings/settings.server';
import { maxPriceForBudget } from '@/features/stock/loan';
import { listingBrand, mainBrand } from '@/features/stock/constants';
import { getListing, searchVehicles, type SearchResult } from '@/features/stock/search.server';
import {
  areaParams,
  emptySearch,
  parseStockUrl,
  serializeStockUrl,
  withPage,
  type StockSearch,
  type StockUrlState,
} from '@/features/stock/url-state';
import { loadVehicleCards, type VehicleCardsData } from '@/features/stock/vehicle-cards.server';
import { AppError } from '@/lib/app-error';
import type { LoadContext } from '../types';
import { resolveArea, type AreaResult } from './area.server';
import type { Budget } from './reverse-calculator';
import type { StockLocatorFields } from './template';

/** Everything the stock locator view draws, resolved from the block's fields and the request's URL. */
export interface StockLocatorData extends VehicleCardsData {
  /** The page's own path: forms and links of the search point at it. */
  action: string;
  /** The URL's state as the visitor sent it (bad parameters dropped): page links and the budget form start from it. */
  state: StockUrlState;
  /** What the search ran on: the URL's filters plus the block's brand and model, the area's dealers and the budget. */
  search: StockSearch;
  budget: Budget | null;
  area: AreaResult;
  prefectures: string[];
  result: Omit<SearchResult, 'vehicles'>;
  dealerNames: Map<string, string>;
  /** site.md §2: with the postcode-search feature on, vehicle links carry the visitor's area. */
  linkQuery: URLSearchParams | undefined;
  /** Area and budget, kept in the URL when filters change. */
  keep: URLSearchParams;
}

/** The facet values of `found`, plus every value of `all` it lacks, counted zero. */
function keepEveryValue(found: SearchResult['facets'], all: SearchResult['facets']): SearchResult['facets'] {
  const merged = { ...found };
  for (const key of Object.keys(all) as (keyof SearchResult['facets'])[]) {
    const present = new Set(found[key].map((f) => f.value));
    merged[key] = [...found[key], ...all[key].filter((f) => !present.has(f.value)).map((f) => ({ ...f, count: 0 }))];
  }
  return merged;
}

/** The resolved area (normalised, no second lookup) and the budget as URL keys. */
const urlOf = (area: StockUrlState['area'], budget: StockUrlState['budget'] = null) =>
  serializeStockUrl({ search: emptySearch(), area, budget });

/**
 * Stock locator (blocks.md §2.12): the search of the request's URL with the block's fixed brand and
 * model, the visitor's area (site.md §4) and monthly budget (site.md §8).
 */
export async function loadStockLocator(
  fields: StockLocatorFields,
  context: LoadContext,
  market: 'default' | 'overseas',
): Promise<StockLocatorData> {
  // The overseas version needs an overseas listing (site.md §1 market setting), and vice versa.
  const listing = await getListing(fields.ci_key_list);
  if (listing.market !== market)
    throw new AppError('BAD_REQUEST', `Stock locator for the ${market} market used with listing "${listing.id}" (${listing.market}).`);
  const params = context.searchParams ?? new URLSearchParams();
  // A page URL is typed by people and shared around: unlike the API (400), bad parameters are dropped.
  let state = parseStockUrl(params, 'lenient');
  const search: StockSearch = { ...state.search, checkbox: { ...state.search.checkbox }, ranges: { ...state.search.ranges } };
  const brand = listingBrand(fields.sl_key_brand);
  if (brand) search.brandEq = brand;
  if (fields.sl_key_model) search.modelGroup = fields.sl_key_model;
  const loanTerms = await getSetting('finance.loan_example');
  // The visitor's term with the site's other assumptions: the cards' monthly figures use the same.
  const budgetTerms = state.budget ? { ...loanTerms, months: state.budget.months } : null;
  const budget =
    fields.has_reverse_calculator && state.budget && budgetTerms
      ? { ...state.budget, terms: budgetTerms, maxPrice: maxPriceForBudget(state.budget.monthly, budgetTerms) }
      : null;
  // japan.md: a budget filters on what the visitor pays — 支払総額 for used and approved cars, the
  // new-car price for new ones — which is the shown price (`display_price`).
  if (budget)
    search.ranges.display_price = {
      ...search.ranges.display_price,
      lteq: Math.min(budget.maxPrice, search.ranges.display_price?.lteq ?? Infinity),
    };
  const area = await resolveArea(fields.ci_key_list, brand, state.area, params.has(areaParams.state));
  if (area.dealerCodes?.length) search.ownerDealerCodes = area.dealerCodes;
  let result = await searchVehicles(fields.ci_key_list, search);
  // site.md §5: a model filter value must be in the allowed list and the available set.
  const available = new Set(result.facets.models.map((f) => f.value));
  const models = search.checkbox.models;
  if (models?.some((m) => !available.has(m))) {
    search.checkbox.models = models.filter((m) => available.has(m));
    result = await searchVehicles(fields.ci_key_list, search);
  }
  // A page past the end (an old link, ?page=999) shows the last page rather than nothing.
  if (result.total > 0 && result.page > result.pages) {
    search.page = result.pages;
    state = withPage(state, result.pages);
    result = await searchVehicles(fields.ci_key_list, search);
  }
  // With nothing found every group stays (with zero counts) so the visitor can loosen the search.
  if (result.total === 0) {
    const open = await searchVehicles(fields.ci_key_list, { ...search, checkbox: {}, ranges: {}, page: 1 });
    result = { ...result, facets: keepEveryValue(result.facets, open.facets), ranges: open.ranges };
  }
  const [{ dealers }, configs, cards] = await Promise.all([
    // The dealer filter names dealers with the listing's brand (decision 0024).
    listingDealers(fields.ci_key_list, { brand: brand ?? mainBrand }),
    getCompanyConfig(defaultCompanyName, ['additional']),
    loadVehicleCards(result.vehicles),
  ]);
  const additional = configs[0]?.data as { postcode_search?: boolean } | undefined;
  const { vehicles: _shown, ...counts } = result;
  return {
    action: context.pagePath ?? '/',
    state,
    search,
    budget,
    area,
    prefectures,
    result: counts,
    ...cards,
    dealerNames: new Map(dealers.map((d) => [String(d.id), d.name])),
    linkQuery: additional?.postcode_search && area.dealerCodes?.length ? urlOf(area.area) : undefined,
    keep: urlOf(area.area, budget),
  };
}
