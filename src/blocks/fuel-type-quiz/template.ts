import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';
import { fuelTypes } from './matching';

/**
 * blocks.md §2.1: an intro, five questions (the fourth and fifth each in one of two versions), and
 * one result view per fuel type — each an item of the block, at most one per type (decision 0061).
 */
export const fuelTypeQuizTemplate = defineTemplate({
  key: 'fuel_type_quiz',
  name: 'Fuel type quiz',
  description:
    'Five questions about how the visitor drives (yearly kilometres, journey distance, kinds of driving, charge point access or road type, journeys over 300 km or driving style), then the fuel type that suits them best — petrol, diesel, plug-in hybrid or battery electric — with a second one they could also consider. Each result view is an item.',
  short_description: 'Which fuel type suits me: five questions',
  group: 'Tools',
  list_priority: 60,
  thumbnail_url: '/block-thumbnails/fuel_type_quiz.svg',
  max_field_groups: fuelTypes.length,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Intro text', { max_length: 600 }),
    field.image('image', 'Intro image (1600×900, 1024×576, 640×360)', 'standard'),
    field.bool('ask_road_type', 'Question 4 asks the road type instead of charge point access', false),
    field.bool('ask_driving_style', 'Question 5 asks the driving style instead of journeys over 300 km', false),
    field.string('also_consider_label', "'You could also consider' label (empty = default)", { max_length: 60 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.select('fuel_type', 'Fuel type of this result view', fuelTypes, 'petrol'),
    field.string('title', 'Heading', { required: true, max_length: 120 }),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard'),
    field.text('introduction', 'Introduction', { max_length: 300 }),
    field.text('description', 'Description', { max_length: 1500 }),
    field.text('advantages', 'Advantages (one per line)', { max_length: 1000 }),
    field.text('disadvantages', 'Disadvantages (one per line)', { max_length: 1000 }),
    field.link('vehicle_link', 'Vehicle link'),
    field.link('other_option_link', "Other-option link (shown when this fuel type is 'You could also consider')"),
    field.string('aside_title', 'Aside box heading', { max_length: 120 }),
    field.text('aside_text', 'Aside box text', { max_length: 400 }),
    field.link('aside_primary_link', 'Aside box primary link'),
    field.link('aside_secondary_link', 'Aside box secondary link'),
  ],
});

/** A result view as the block component receives it (images and links resolved). */
export type FuelResultFields = PropsOf<typeof fuelTypeQuizTemplate.field_groups_template>;
