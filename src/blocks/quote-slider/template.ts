import { carouselAutoplayFields, carouselHeadingFields } from '../carousel-kit/fields';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21: each quote has quote, author, author_position, alignment and justify_text. */
export const quoteSliderTemplate = defineTemplate({
  key: 'quote_slider',
  name: 'Quote slider',
  description: 'Quotes (owners, press, awards) one at a time, with their author. Can move on by itself, with a pause button.',
  short_description: 'Quotes, one per slide',
  group: 'Carousels',
  list_priority: 80,
  thumbnail_url: '/block-thumbnails/quote_slider.svg',
  max_field_groups: 10,
  fields: [field.scrollId(), ...carouselHeadingFields(), ...carouselAutoplayFields(), ...layoutFields({ theme: 'light-theme' })],
  field_groups_template: [
    field.text('quote', 'Quote', { required: true, max_length: 600 }),
    field.string('author', 'Author', { max_length: 100 }),
    field.string('author_position', 'Author position (title, company)', { max_length: 120 }),
    field.select('alignment', 'Alignment', ['left', 'center', 'right'], 'center'),
    field.bool('justify_text', 'Justify the quote (both edges straight)', false),
  ],
});
