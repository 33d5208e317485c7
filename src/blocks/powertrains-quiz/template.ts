import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { owners, powertrainQuestions, powertrains } from './matching';

/** One result group per powertrain × owner (3 × 2). */
export const powertrainResultsMax = 6;

export type QuestionNumber = 1 | 2 | 3 | 4 | 5;

const answersHelp = (n: QuestionNumber) => {
  const keys = powertrainQuestions[n - 1]!.answers;
  return `One per line, ${keys.length} lines, in this order: ${keys.join(', ')}. Empty: the default texts.`;
};

/** Question n's fields: title, subtitle, answers and the answers' summary texts (one per line each). */
function questionFields<const N extends QuestionNumber>(n: N) {
  return [
    field.string(`question_${n}_title`, `Question ${n}: title`, { max_length: 160 }),
    field.string(`question_${n}_subtitle`, `Question ${n}: subtitle`, { max_length: 300 }),
    field.text(`question_${n}_answers`, `Question ${n}: answers`, { max_length: 1000, help: answersHelp(n) }),
    field.text(`question_${n}_summary_answers`, `Question ${n}: the answers as the result’s summary says them`, {
      max_length: 1000,
      help: answersHelp(n),
    }),
  ] as const;
}

/**
 * blocks.md §2.11 (decision 0062): five questions with previous / next / see results, and a result
 * per powertrain (phev, diesel, petrol) and owner (private, business) with image, title, name,
 * description, button, link, benefits and disclaimer, beside a how-we-matched-you summary made of
 * the answers' summary texts. Question 4 is the daily distance in the spec's bands; question 5 how
 * often the car tows (never, occasionally, frequently); question 1 says private or business.
 */
export const powertrainsQuizTemplate = defineTemplate({
  key: 'powertrains_quiz',
  name: 'Powertrains quiz',
  description:
    'Five questions (owner, charging, roads, daily distance, towing) that recommend a plug-in hybrid, a diesel mild hybrid or a petrol mild hybrid, for a private or a business owner: the result’s image, name, description, benefits, button and disclaimer, and a summary of the answers it was matched on.',
  short_description: 'Which powertrain fits: plug-in hybrid, diesel or petrol',
  group: 'Tools',
  list_priority: 69,
  thumbnail_url: '/block-thumbnails/powertrains_quiz.svg',
  max_field_groups: powertrainResultsMax,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    ...questionFields(1),
    ...questionFields(2),
    ...questionFields(3),
    ...questionFields(4),
    ...questionFields(5),
    field.string('previous_label', 'Previous button', { max_length: 80 }),
    field.string('next_label', 'Next button', { max_length: 80 }),
    field.string('see_results_label', 'See results button', { max_length: 80 }),
    field.string('start_again_label', 'Start again button', { max_length: 80 }),
    field.string('benefits_title', 'Heading of the benefits', { max_length: 120 }),
    field.string('summary_title', 'Heading of the how-we-matched-you summary', { max_length: 120 }),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.select('powertrain', 'Powertrain', powertrains, 'phev'),
    field.select('owner', 'Owner', owners, 'private'),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.string('title', 'Title (above the name)', { max_length: 160 }),
    field.string('name', 'Name of the powertrain', { max_length: 160 }),
    field.text('description', 'Description', { max_length: 1000 }),
    field.string('button', 'Button label (empty: the link’s label)', { max_length: 80 }),
    field.link('link', 'Button link'),
    field.text('benefits', 'Benefits, one per line', { max_length: 2000 }),
    field.text('disclaimer', 'Disclaimer', { max_length: 2000 }),
  ],
});
