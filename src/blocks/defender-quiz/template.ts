import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { defenderFuels, defenderSizes, emissionDefaults, packOptions, stepOptions } from './matching';

/** Maximum variant groups: every size × fuel × pack (2 × 2 × 4). */
export const defenderVariantsMax = 16;

const label = { max_length: 80 } as const;
const answersHelp = (keys: readonly string[]) =>
  `One answer per line, ${keys.length} lines, in this order: ${keys.join(', ')}. Empty: the default answers.`;

/**
 * blocks.md §2.10 (decision 0062): a welcome screen (video and image), three multi-select steps —
 * activities, journeys, companions — and the recommended accessory pack, one variant group per
 * size × fuel × pack with its image, description and continue link. images_data_url names the
 * answer cards' pictures; emission figures 204 (diesel) and 227 (petrol) g/km.
 */
export const defenderQuizTemplate = defineTemplate({
  key: 'defender_quiz',
  name: 'Defender quiz',
  description:
    'A three-step quiz (activities, journeys, companions; several answers each) that recommends a Defender 90 or 110, diesel or petrol, with the adventurer, country, explorer or urban accessory pack: the variant’s image, description, CO2 figure and a link to continue the build.',
  short_description: 'Find the Defender and accessory pack that fits',
  group: 'Tools',
  list_priority: 70,
  thumbnail_url: '/block-thumbnails/defender_quiz.svg',
  max_field_groups: defenderVariantsMax,
  fields: [
    field.scrollId(),
    field.string('title', 'Title (the welcome screen’s heading)', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Welcome text', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.image('welcome_image', 'Welcome image (1600×900, 1024×576, 640×360)', 'standard'),
    field.string('welcome_video', 'Welcome video: an MP4 (site path or https) or a YouTube or Vimeo address; empty: no play button', {
      max_length: 2048,
      translatable: false,
    }),
    field.string('images_data_url', 'Answer pictures: a JSON document (site path or https)', {
      max_length: 2048,
      translatable: false,
      help: '{ "images": { "<answer key>": "<picture address>" } }. Answer keys: the ones listed under each step’s answers. Another host must be in outbound.allowed_hosts.',
    }),
    field.string('start_label', 'Start button', label),
    field.string('activities_title', 'Step 1 (activities): question', { max_length: 160 }),
    field.string('activities_subtitle', 'Step 1 (activities): hint', { max_length: 300 }),
    field.text('activities_answers', 'Step 1 (activities): answers', { max_length: 1000, help: answersHelp(stepOptions.activities) }),
    field.string('journeys_title', 'Step 2 (journeys): question', { max_length: 160 }),
    field.string('journeys_subtitle', 'Step 2 (journeys): hint', { max_length: 300 }),
    field.text('journeys_answers', 'Step 2 (journeys): answers', { max_length: 1000, help: answersHelp(stepOptions.journeys) }),
    field.string('companions_title', 'Step 3 (companions): question', { max_length: 160 }),
    field.string('companions_subtitle', 'Step 3 (companions): hint', { max_length: 300 }),
    field.text('companions_answers', 'Step 3 (companions): answers', { max_length: 1000, help: answersHelp(stepOptions.companions) }),
    field.string('deselect_all_label', 'Deselect all button', label),
    field.string('previous_label', 'Previous question button', label),
    field.string('next_label', 'Next question button', label),
    field.string('see_results_label', 'See results button', label),
    field.string('result_title', 'Result heading', { max_length: 160 }),
    field.string('continue_label', 'Continue this build button (when the variant’s link has no label)', label),
    field.string('start_again_label', 'Start again button', label),
    field.string('emission_label', 'CO2 emission label', label),
    field.number('emission_diesel', 'CO2 emission of the diesel, g/km', { min: 0, max: 999, default: emissionDefaults.diesel }),
    field.number('emission_petrol', 'CO2 emission of the petrol, g/km', { min: 0, max: 999, default: emissionDefaults.petrol }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.select('size', 'Size', defenderSizes, '110'),
    field.select('fuel_type', 'Fuel', defenderFuels, 'diesel'),
    field.select('pack', 'Accessory pack', packOptions, 'explorer'),
    field.string('title', 'Name (empty: size, fuel and pack)', { max_length: 160 }),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.html('description', 'Description', { max_length: 5000 }),
    field.link('link', 'Continue this build link'),
  ],
});
