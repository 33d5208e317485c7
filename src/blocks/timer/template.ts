import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21: timer colour dark-theme or light-theme; a countdown to a date (decision 0054). */
export const timerTemplate = defineTemplate({
  key: 'timer',
  name: 'Timer',
  description:
    'A countdown in days, hours, minutes and seconds to a date (a fair, a launch, the end of an offer); shows an end text afterwards.',
  short_description: 'Countdown to a date',
  group: 'Content',
  list_priority: 59,
  thumbnail_url: '/block-thumbnails/timer.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.string('end_date', 'Counts down to', {
      required: true,
      max_length: 32,
      translatable: false,
      help: 'YYYY-MM-DDTHH:mm, Japan time unless an offset is given (e.g. 2027-03-31T18:00 or 2027-03-31T09:00Z).',
    }),
    field.text('end_text', 'Text shown once the date has passed (empty = default)', { max_length: 300 }),
    field.select('timer_color', 'Timer colour', ['dark-theme', 'light-theme'], 'dark-theme'),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
