import { overseasFilterDefaults } from '@/features/stock/dealer-mode';
import { buttonTypes } from '@/ui/link-button';
import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';

/** The seventeen filter toggles of blocks.md §2.12, with the panel a Japanese visitor needs by default. */
export const filterToggles = {
  brands: true,
  models: true,
  financing_options: false,
  states: true,
  statuses: false,
  msrp_price: false,
  display_price: true,
  mileage: true,
  production_year: true,
  model_year: false,
  power: false,
  engine_types: true,
  transmissions: false,
  colors: true,
  specific_colors: false,
  dealers: true,
  number_of_seats: false,
} as const;
export type FilterToggle = keyof typeof filterToggles;

/** Both versions offer the same fields; only the defaults differ. */
function stockLocatorFields(toggles: Record<FilterToggle, boolean>, listKey: string) {
  return [
    field.scrollId(),
    field.string('ci_key_list', 'Stock list key (ci_key_list)', {
      required: true,
      max_length: 64,
      translatable: false,
      default: listKey,
    }),
    field.select('sl_key_brand', "Brand shown (empty: the site's brand; all: every brand)", ['', 'land_rover', 'jaguar', 'all'], ''),
    field.string('sl_key_model', 'Model group or family key (e.g. defender_family; empty: all)', {
      max_length: 64,
      translatable: false,
      default: '',
    }),
    field.string('vehicles_headline', 'Headline', { max_length: 120 }),
    field.separator('filters_separator', 'Filters shown'),
    ...(Object.keys(filterToggles) as FilterToggle[]).map((name) => field.bool(name, `Filter: ${name}`, toggles[name])),
    field.select('reset_button_theme', 'Reset button style', buttonTypes, 'secondary'),
    field.string(
      'card_icons',
      'Card icons (up to 3, comma-separated: engines, power, color, mileage, productionYear, drivetrain, capacity, colorInterior, transmission, seats)',
      { max_length: 120, translatable: false, default: 'engines,power,color' },
    ),
    field.bool('has_reverse_calculator', 'Show the monthly budget search (reverse calculator)', true),
    ...layoutFields(),
  ] as const;
}

export const stockLocatorTemplate = defineTemplate({
  key: 'stock_locator',
  name: 'Stock locator',
  description: 'Search of new, approved and used vehicles with filters, facet counts, sort and pages. Filters live in the URL.',
  short_description: 'Vehicle search with filters',
  group: 'Stock locator',
  list_priority: 70,
  thumbnail_url: '/block-thumbnails/stock_locator.svg',
  fields: stockLocatorFields(filterToggles, 'jp-main'),
  field_groups_template: [],
});

/** The overseas version (blocks.md §2.12): same fields, overseas filter defaults. */
export const stockLocatorOverseasTemplate = defineTemplate({
  ...stockLocatorTemplate,
  key: 'stock_locator_overseas',
  name: 'Stock locator (overseas)',
  description: "The stock locator for a listing whose market is overseas, with that market's filter defaults.",
  short_description: 'Vehicle search, overseas market',
  list_priority: 72,
  thumbnail_url: '/block-thumbnails/stock_locator_overseas.svg',
  fields: stockLocatorFields(overseasFilterDefaults, 'overseas'),
});

/** What the view receives (inferred from the template). */
export type StockLocatorFields = PropsOf<typeof stockLocatorTemplate.fields>;
