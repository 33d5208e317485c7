/** Stock locator constants (site.md §9). */
export const API_ITEMS_MAX = 12;
export const API_ITEMS_MIN = 1;
export const SIMILAR_VEHICLES_DEFAULT = 6;
export const DEALERS_LIST_SIZE = 50;
const CARD_ICONS_MAX = 3;

/** The group's main brand: omitted from vehicle slugs (site.md §2). */
export const mainBrand = 'land_rover';

/**
 * The brand a listing block shows (decision 0024): empty is the site's brand, `all` is every brand,
 * anything else that brand. Undefined means no brand filter.
 */
export function listingBrand(key: string): string | undefined {
  if (key === 'all') return undefined;
  return key || mainBrand;
}

/** Statuses of cars still for sale: 成約済 (sold) is no new arrival (issue 7 item 14). Listed by hand so
 * browser code does not pull in the database schema. */
export const onSaleStatuses = ['stock', 'available_soon', 'reserved', 'in_production', 'on_demand', 'delivery', 'demo'];

/** Model families (site.md §9). */
export const modelFamilies: Record<string, readonly string[]> = {
  defender_family: ['defender_90', 'defender_110', 'defender_130'],
  discovery_family: ['discovery', 'discovery_sport'],
  range_rover_family: ['range_rover', 'range_rover_sport', 'range_rover_velar', 'range_rover_evoque'],
  any_jag: ['i-pace', 'f-pace', 'e-pace', 'f-type', 'xe', 'xf', 'xj'],
};
modelFamilies.any_lr = [...modelFamilies.defender_family!, ...modelFamilies.discovery_family!, ...modelFamilies.range_rover_family!];

/**
 * The models of a family key, or undefined for any other key. The key comes from visitors' URLs:
 * `toString` or `constructor` must not find the object's prototype (a 500 before this guard).
 */
export function modelFamily(key: string): readonly string[] | undefined {
  return Object.hasOwn(modelFamilies, key) ? modelFamilies[key] : undefined;
}

/** Platform code → canonical nameplate code (site.md §3); codes beginning with l are kept. */
const nameplateCodes: Record<string, string> = { 'f-pace': 'x761', 'i-pace': 'x590', 'f-type': 'x152', xe: 'x760', xf: 'x260' };
export function canonicalNameplateCode(code: string): string {
  const lower = code.toLowerCase();
  if (lower.startsWith('l')) return lower;
  return nameplateCodes[lower] ?? lower;
}

/** The nine sort options (site.md §9) with their database column: one table for API, page and select. */
export const sortOptions = {
  // Listed in the order buyers expect (decision 0023): newest arrivals first, the default.
  createdAtDesc: { column: 'created_at', direction: 'desc' },
  priceAsc: { column: 'display_price', direction: 'asc' },
  priceDesc: { column: 'display_price', direction: 'desc' },
  mileageAsc: { column: 'mileage', direction: 'asc' },
  productionYearDesc: { column: 'production_year', direction: 'desc' },
  status: { column: 'status', direction: 'asc' },
  createdAtAsc: { column: 'created_at', direction: 'asc' },
  mileageDesc: { column: 'mileage', direction: 'desc' },
  productionYearAsc: { column: 'production_year', direction: 'asc' },
} as const;
export type SortKey = keyof typeof sortOptions;
export const defaultSort: SortKey = 'createdAtDesc';

/**
 * Checkbox filters: the stock-locator filter key, the query parameter and the database column
 * (site.md §3 "Stock filter keys mapped to backend fields").
 */
export const checkboxFilters = {
  brands: { param: 'nameplate_brand_name_in', column: 'nameplate_brand_name', kind: 'in' },
  models: { param: 'nameplate_name_in', column: 'nameplate_name', kind: 'in' },
  financing_options: { param: 'financing_options_includes', column: 'financing_options', kind: 'includes' },
  states: { param: 'state_in', column: 'state', kind: 'in' },
  statuses: { param: 'status_in', column: 'status', kind: 'in' },
  engine_types: { param: 'engine_type_includes', column: 'engine_type', kind: 'includes' },
  transmissions: { param: 'transmission_in', column: 'transmission', kind: 'in' },
  colors: { param: 'color_canonical_in', column: 'color_canonical', kind: 'in' },
  specific_colors: { param: 'color_name_in', column: 'color_name', kind: 'in' },
  dealers: { param: 'owner_id_in', column: 'owner_id', kind: 'in' },
} as const;
export type CheckboxFilterKey = keyof typeof checkboxFilters;

/** Range filters (`filter[<name>_gteq]`, `filter[<name>_lteq]`) and their database column. */
export const rangeFilters = {
  mileage: 'mileage',
  production_year: 'production_year',
  model_year: 'model_year',
  power: 'power',
  display_price: 'display_price',
  msrp_price: 'msrp_price',
  number_of_seats: 'number_of_seats',
} as const;
export type RangeFilterKey = keyof typeof rangeFilters;

/** Reverse calculator (site.md §9 loan helper): payment terms offered, the default one, the largest monthly budget. */
export const budgetTerms = [36, 48, 60, 72, 84] as const;
export type BudgetTerm = (typeof budgetTerms)[number];
export const defaultBudgetTerm: BudgetTerm = 60;
export const BUDGET_MONTHLY_MAX = 10_000_000;

/** Default vehicle card attributes and the allowed card icons (site.md §3). */
export const defaultCardAttributes = [
  'productionYear',
  'model',
  'mileage',
  'engines',
  'color',
  'drivetrain',
  'vin',
  'power',
  'capacity',
  'status',
  'state',
  'colorInterior',
] as const;
const allowedCardIcons = [
  'engines',
  'power',
  'color',
  'mileage',
  'productionYear',
  'drivetrain',
  'capacity',
  'colorInterior',
  'transmission',
  'seats',
] as const;
const defaultCardIcons = ['engines', 'power', 'color'] as const;

/** The 3 icons of a card: all from the allowed set and at most 3, else the default (site.md §3). */
export function cardIcons(requested: readonly string[] | undefined): readonly string[] {
  if (!requested?.length || requested.length > CARD_ICONS_MAX) return defaultCardIcons;
  return requested.every((i) => (allowedCardIcons as readonly string[]).includes(i)) ? requested : defaultCardIcons;
}
