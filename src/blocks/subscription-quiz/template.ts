import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';
import { products } from './matching';

/**
 * blocks.md §2.2: a welcome screen, three steps (purpose, usage period, mileage), results with a
 * main and alternative products, and a summary. Each product the quiz may recommend is an item,
 * at most one per product; a product without an item is never recommended (decision 0061).
 */
export const subscriptionQuizTemplate = defineTemplate({
  key: 'subscription_quiz',
  name: 'Subscription quiz',
  description:
    'Three questions (private or business use, how many months, below or above 20,000 km a year), then the way of paying that suits the visitor best — subscription, loan, full service leasing or leasing to go — with alternatives and a summary of the answers that can be changed. Each product is an item.',
  short_description: 'Which way of paying suits me: three questions',
  group: 'Tools',
  list_priority: 61,
  thumbnail_url: '/block-thumbnails/subscription_quiz.svg',
  max_field_groups: products.length,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Welcome text', { max_length: 600 }),
    field.image('image', 'Welcome image (1600×900, 1024×576, 640×360)', 'standard'),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.select('product', 'Product', products, 'subscription'),
    field.string('title', 'Name', { required: true, max_length: 120 }),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard'),
    field.text('description', 'Description', { max_length: 800 }),
    field.text('benefits', 'Benefits (one per line)', { max_length: 800 }),
    field.links('buttons', 'Buttons', 2),
  ],
});

/** A product as the block component receives it (image and links resolved). */
export type ProductFields = PropsOf<typeof subscriptionQuizTemplate.field_groups_template>;
