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
