import { describe, expect, it } from 'vitest';
import type { FieldDefinition as FieldSpec } from './fields';
import { blockRegistry, getBlockDefinition } from './registry';

/**
 * The field names, options, defaults and limits blocks.md (§2.20, §2.21, §3, §9) gives the blocks of the
 * catalogue, copied here because the spec is not part of the repository. A template may offer more
 * fields than these; it may not rename or drop one, nor change an option value, default or limit.
 */
interface SpecBlock {
  fields?: string[];
  groups?: string[];
  max?: number;
  options?: Record<string, string[]>;
  defaults?: Record<string, unknown>;
}

const heroCarousel: SpecBlock = {
  fields: [
    'has_timer',
    'has_banner',
    'has_touch_devices_slides_limit',
    'has_mobile_video',
    'has_wide_ratio',
    'is_ffi',
    'offer_key',
    'has_mxo',
    'show_play_pause',
    'autoplay',
    'high_layout',
    'slide_duration',
  ],
  groups: [
    'image',
    'wide_image',
    'custom_duration',
    'slide_duration_limit',
    'video_type',
    'video_url',
    'mobile_video_url',
    'video_styles',
    'button_link',
    'info',
    'description',
    'price',
  ],
  options: { video_type: ['video', 'video_background'] },
  defaults: { slide_duration: 6000 },
};

const retailerSchemaFields = [
  'image',
  'name',
  'description',
  'keywords',
  'opening_hours',
  'payment_accepted',
  'price_range',
  'address',
  'latitude',
  'longitude',
  'contact_info',
  'offers_info',
];

const specBlocks: Record<string, SpecBlock> = {
  hero_carousel: heroCarousel,
  hero_carousel_2: heroCarousel,
  collection_slider_feed: {
    fields: ['lang', 'market', 'collection', 'limit', 'grouped', 'show_pagination'],
    options: { lang: ['en', 'ar'] },
    defaults: { lang: 'en', limit: 10, grouped: true, show_pagination: true },
  },
  collection_carousel_card: { groups: ['image', 'url', 'title', 'description'] },
  collection_item: {},
  collection_slider: {},
  models_carousel: { groups: ['nameplate', 'car_image', 'transparent_image', 'specs'] },
  same_size_carousel: {},
  color_button_carousel: { max: 20 },
  quote_slider: { groups: ['quote', 'author', 'author_position', 'alignment', 'justify_text'] },
  model_summary: { fields: ['car_key', 'engine_key', 'has_columns', 'tab_id'] },
  models_and_specifications: { groups: ['car_key', 'is_disabled'], max: 20 },
  specification_accordion: { max: 100 },
  specification_at_a_glance: { max: 20 },
  derivatives: {},
  hotspots_container: { fields: ['image', 'hotspots'] },
  gallery: { max: 40 },
  masonry_grid: { options: { layout_variant: ['video-top', 'video-bottom'] } },
  inspired_collection: {},
  parallax_image: { max: 40 },
  exterior_360: {},
  interior_360: {},
  seat_slider: { fields: ['counter'], defaults: { counter: 1200 } },
  section_tabs: { fields: ['has_modal', 'modal_title'], groups: ['blocks_count', 'tab_icon', 'tab_label', 'tab_id'] },
  section_image_tabs: { groups: ['tab_label', 'tab_id', 'blocks_count'] },
  tabbed_component: {
    groups: ['component_type'],
    options: { component_type: ['jlr-hero-slider', 'jlr-exterior360', 'jlr-interior-360'] },
  },
  text_steps: {},
  timeline: { max: 20 },
  sign_post: {},
  accolade_image_box: {},
  electrifying_power: {},
  house_of_brands: {
    fields: ['layout_variant', 'enable_animation', 'brand'],
    options: { layout_variant: ['single-cta', 'dual-cta'], brand: ['defender', 'range-rover', 'discovery'] },
  },
  location_map: { fields: ['latitude', 'longitude', 'content'], defaults: { latitude: 52.2297, longitude: 21.0122 } },
  timer: { options: { timer_color: ['dark-theme', 'light-theme'] } },
  ready_to_go_bar: { max: 5 },
  accordion: { fields: ['open_all_label', 'close_all_label'], max: 30 },
  in_page_navigation: { groups: ['label', 'blockId'], max: 10 },
  content_blocks: { max: 1000 },
  // §2.4, §2.5, §2.14, §2.15 (decision 0065): the mapper's keys live inside its JSON (checked by its rule).
  select_vehicle_to_update: {},
  local_vin_checker: {},
  infotainment_system_identifier: { max: 30 },
  dropdown_sections_select: { groups: ['option_label', 'option_blocks'] },
  // §2.1 and §2.2 name no fields: their four result views and four products, one item each (decision 0061).
  fuel_type_quiz: { groups: ['fuel_type'], options: { fuel_type: ['petrol', 'diesel', 'phev', 'bev'] }, max: 4 },
  subscription_quiz: { groups: ['product'], options: { product: ['subscription', 'loan', 'full_service', 'leasing_to_go'] }, max: 4 },
  electric_range_calculator: {
    fields: ['json_url', 'select_label', 'range_disclaimer', 'range_unit', 'range_label', 'modals', 'translations'],
    groups: ['image', 'car_name', 'car_description', 'car_link', 'engine_mapper', 'wheel_size_mapper'],
    options: { range_unit: ['km', 'mile'] },
    defaults: { range_unit: 'km' },
    max: 30,
  },
  // §2.18 names its fields in words (decision 0067); the additional settings' spec values sit in one JSON default.
  rent_a_car: {
    fields: [
      'styling',
      'translations',
      'locations',
      'vehicles',
      'extras',
      'contact_form_id',
      'form_hidden_field_mapping',
      'form_summary_template',
      'thank_you_heading',
      'thank_you_disclaimer',
      'thank_you_button_label',
      'error_heading',
      'error_disclaimer',
      'location_disclaimer',
      'additional_settings',
    ],
    defaults: {
      additional_settings: expect.objectContaining({
        allow_different_dropoff: expect.any(Boolean),
        allow_custom_pickup: expect.any(Boolean),
        allow_custom_dropoff: expect.any(Boolean),
        distance_unit: 'km',
        datepicker_disabled_days: [0],
        date_locale: 'ja',
      }),
    },
  },
  car_rent: {
    groups: [1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [`icon_${n}`, `icon_text_${n}`]).concat([1, 2, 3, 4, 5].map((n) => `equipment_${n}`)),
    max: 20,
  },
  // §2.6 (decision 0066): the locator's three variants, the cards' fields and limit, the schema blocks' shape.
  retailer_locator: { options: { variant: ['plain', 'mena', 'with_map'], distance_unit: ['km', 'mi'] }, defaults: { distance_unit: 'km' } },
  retailer_cards: {
    fields: ['distance_unit', 'show_on_map'],
    groups: ['name', 'address', 'city', 'latitude', 'longitude', 'contact_info', 'services', 'link'],
    max: 30,
    options: { distance_unit: ['km', 'mi'] },
    defaults: { distance_unit: 'km' },
  },
  retailer_schema: { fields: retailerSchemaFields },
  service_schema: { fields: retailerSchemaFields },
  // §2.10 and §9: the Defender quiz's data source, welcome media, variant groups and emission figures (decision 0062).
  defender_quiz: {
    fields: ['images_data_url', 'welcome_video', 'welcome_image', 'emission_diesel', 'emission_petrol'],
    groups: ['size', 'fuel_type', 'pack', 'image', 'description', 'link'],
    options: { size: ['90', '110'], fuel_type: ['diesel', 'petrol'], pack: ['adventurer', 'country', 'explorer', 'urban'] },
    defaults: { emission_diesel: 204, emission_petrol: 227 },
    max: 16,
  },
  // §2.11: per question title, subtitle, answers and summary answer texts; per result phev / diesel / petrol × private / business.
  powertrains_quiz: {
    fields: [1, 2, 3, 4, 5].flatMap((n) => ['title', 'subtitle', 'answers', 'summary_answers'].map((part) => `question_${n}_${part}`)),
    groups: ['powertrain', 'owner', 'image', 'title', 'name', 'description', 'button', 'link', 'benefits', 'disclaimer'],
    options: { powertrain: ['phev', 'diesel', 'petrol'], owner: ['private', 'business'] },
    max: 6,
  },
  // §2.3: the calculator's fields and its finance products (~30 hire-purchase variants, default HirePurchaseSample; decision 0063).
  finance_calculator: {
    fields: ['nameplate_key_filter', 'calculator_style', 'header_tag', 'hide_free_items', 'models_info', 'disclaimers'],
    groups: [
      'finance_product',
      'name',
      'description',
      'link',
      'main_button',
      'additional_buttons',
      'input_configuration',
      'output_configuration',
      'disclaimer',
    ],
    options: { calculator_style: ['default', 'mena'] },
    defaults: { calculator_style: 'default', finance_product: 'HirePurchaseSample' },
  },
  finance_options_table: {},
};

/** Every block of this list is in the registry: the catalogue offers what the spec names. */
const specKeys = Object.keys(specBlocks);

function findField(fields: readonly FieldSpec[], name: string): FieldSpec | undefined {
  return fields.find((f) => f.name === name);
}

describe('block templates against blocks.md', () => {
  it('offers every block the spec names', () => {
    expect(specKeys.filter((key) => !getBlockDefinition(key))).toEqual([]);
  });

  it('offers the common layout fields on every block of the spec list', () => {
    const missing = specKeys.filter((key) => {
      const names = getBlockDefinition(key)?.template.fields.map((f) => f.name) ?? [];
      return !names.includes('theme') || !names.includes('border_grid_class');
    });
    expect(missing).toEqual([]);
  });

  it.each(specKeys.filter((key) => key in blockRegistry))('%s: field names, options, defaults and limit as the spec says', (key) => {
    const spec = specBlocks[key]!;
    const template = getBlockDefinition(key)!.template;
    const all = [...template.fields, ...template.field_groups_template];
    expect((spec.fields ?? []).filter((name) => !findField(template.fields, name))).toEqual([]);
    expect((spec.groups ?? []).filter((name) => !findField(template.field_groups_template, name))).toEqual([]);
    if (spec.max !== undefined) expect(template.max_field_groups).toBe(spec.max);
    for (const [name, values] of Object.entries(spec.options ?? {})) {
      expect(
        findField(all, name)?.options?.map((o) => o.value),
        name,
      ).toEqual(values);
    }
    for (const [name, value] of Object.entries(spec.defaults ?? {})) {
      expect(findField(all, name)?.default, name).toEqual(value);
    }
  });
});
