import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';
import { view360Fields } from '../view-360/fields';

/** blocks.md §2.21: a tab's component_type (jlr-hero-slider, jlr-exterior360, jlr-interior-360). */
export const componentTypes = ['jlr-hero-slider', 'jlr-exterior360', 'jlr-interior-360'] as const;
export type ComponentType = (typeof componentTypes)[number];

/** Tabs an editor may add (the spec gives no limit; the radio fallback's CSS names each one). */
export const maxTabs = 6;
export const slideImageNames = ['slide_image_1', 'slide_image_2', 'slide_image_3', 'slide_image_4'] as const;

const slideImage = (n: number) =>
  field.image(slideImageNames[n - 1]!, `Slide image ${n} (1600×900, 1024×576, 640×360), for jlr-hero-slider`, 'standard');

const tabFields = [
  field.string('tab_label', 'Tab label', { required: true, max_length: 40 }),
  field.select('component_type', 'Component', componentTypes, 'jlr-hero-slider'),
  slideImage(1),
  slideImage(2),
  slideImage(3),
  slideImage(4),
  view360Fields.framesUrl(),
  view360Fields.framesCount(),
  view360Fields.startFrame(),
  view360Fields.panoramaUrl(),
  view360Fields.dashPosition(),
  view360Fields.alt(),
] as const;

export const tabbedComponentTemplate = defineTemplate({
  key: 'tabbed_component',
  name: 'Tabbed component',
  description:
    'Tabs that each show one component: a slider of images (jlr-hero-slider), the exterior 360 (jlr-exterior360) or the interior 360 (jlr-interior-360). A tab uses the fields of its component and ignores the others.',
  short_description: 'Image slider and 360 views in tabs',
  group: 'Media',
  list_priority: 89,
  thumbnail_url: '/block-thumbnails/tabbed_component.svg',
  max_field_groups: maxTabs,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    ...layoutFields(),
  ],
  field_groups_template: tabFields,
});

export type TabFields = PropsOf<typeof tabFields>;
