import { field, layout } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';

/** blocks.md §2.20 and §9, with the limits of docs/decisions/0052. */
export const heroCarouselLimits = {
  /** Slides an editor may add (the spec gives no limit). */
  maxSlides: 10,
  /** `has_touch_devices_slides_limit`: slides shown on touch devices. */
  touchSlides: 4,
  /** `slide_duration` default (blocks.md §9) and the bounds of every duration. */
  defaultDurationMs: 6000,
  minDurationMs: 2000,
  maxDurationMs: 30_000,
} as const;

export const videoTypes = ['video', 'video_background'] as const;
export const videoStyles = ['cover', 'contain'] as const;

const duration = { min: heroCarouselLimits.minDurationMs, max: heroCarouselLimits.maxDurationMs };

/**
 * Both carousels offer the same fields (blocks.md §2.20 "Hero carousel (and 2.0)"); only their
 * defaults and the way the 2.0 draws its slide tabs differ. Full-bleed like the other heroes: no
 * padding field; the theme colours the text, its scrim or banner and the controls.
 */
function heroCarouselFields(defaults: { has_timer: boolean }) {
  return [
    field.scrollId(),
    field.bool('autoplay', 'Autoplay (never for visitors who ask for reduced motion)', true),
    field.bool('show_play_pause', 'Show the play/pause button (always shown while anything moves by itself)', true),
    field.number('slide_duration', 'Slide duration (ms)', { ...duration, default: heroCarouselLimits.defaultDurationMs }),
    field.bool('has_timer', 'Show the timer bar of the current slide', defaults.has_timer),
    field.bool('has_banner', 'Show the slide texts on a banner instead of over the image', false),
    field.bool('has_wide_ratio', 'Wide ratio on larger screens (uses the wide images)', false),
    field.bool('high_layout', 'High layout (fills the screen height on larger screens)', false),
    field.bool('has_touch_devices_slides_limit', 'Show at most 4 slides on touch devices', false),
    field.bool('has_mobile_video', 'Play background videos on phones too', false),
    field.bool('is_ffi', 'First-fold hero (load the first image at once wherever the block is)', false),
    field.string('offer_key', 'Offer key (sent with button clicks to analytics)', { max_length: 64, translatable: false }),
    field.bool('has_mxo', 'Personalised (MXO)', false),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'xl'),
    field.paragraphSize('paragraph_size', 'm'),
    layout.separator(),
    layout.theme('dark-theme'),
    layout.border(),
    layout.headerFont(),
    layout.dcStrategy(),
  ] as const;
}

const slideFields = [
  field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
  field.image('wide_image', 'Wide image (1600×650, 1024×416, 640×260), with the wide ratio', 'wide'),
  field.string('info', 'Headline', { max_length: 120 }),
  field.text('description', 'Description', { max_length: 400 }),
  field.string('price', 'Price (e.g. メーカー希望小売価格（消費税込）898万円〜)', { max_length: 120 }),
  field.link('button_link', 'Button link'),
  field.bool('custom_duration', 'Own duration for this slide', false),
  field.number('slide_duration_limit', 'This slide’s duration (ms), with its own duration', duration),
  field.select('video_type', 'Video type', videoTypes, 'video_background'),
  field.string('video_url', 'Video URL, desktop (MP4, https or a path of this site)', { max_length: 2048, translatable: false }),
  field.string('mobile_video_url', 'Video URL, phones (MP4; empty: the desktop video)', { max_length: 2048, translatable: false }),
  field.select('video_styles', 'Video fit', videoStyles, 'cover'),
] as const;

export const heroCarouselTemplate = defineTemplate({
  key: 'hero_carousel',
  name: 'Hero carousel',
  description: 'Full-width slides of images or videos with a headline, text, price and a button; autoplay with pause, arrows and dots.',
  short_description: 'Slides of images or videos',
  group: 'Heroes',
  list_priority: 30,
  thumbnail_url: '/block-thumbnails/hero_carousel.svg',
  max_field_groups: heroCarouselLimits.maxSlides,
  fields: heroCarouselFields({ has_timer: false }),
  field_groups_template: slideFields,
});

/** Hero carousel 2.0: the same slides, with named slide tabs and their timer under the image. */
export const heroCarousel2Template = defineTemplate({
  ...heroCarouselTemplate,
  key: 'hero_carousel_2',
  name: 'Hero carousel 2.0',
  description: 'The hero carousel with named slide tabs under the image, each with its timer bar.',
  short_description: 'Slides with named tabs',
  list_priority: 31,
  thumbnail_url: '/block-thumbnails/hero_carousel_2.svg',
  fields: heroCarouselFields({ has_timer: true }),
});

export type HeroCarouselFields = PropsOf<typeof heroCarouselTemplate.fields>;
export type HeroCarouselSlideFields = PropsOf<typeof slideFields>;
