import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.21 and §9: a counter (1200 by default) and four animation frames (decision 0059). */
export const seatCounterDefault = 1200;

const frameLabel = (n: number) => `Frame ${n} (1600×900, 1024×576, 640×360); its alt text names the step`;

export const seatSliderTemplate = defineTemplate({
  key: 'seat_slider',
  name: 'Seat slider',
  description:
    'Four pictures of the seats, stepped through with a four-stop slider (fold the third row, the second…), beside a figure that counts up when it comes into view, such as the load space in litres.',
  short_description: 'Seat positions in four steps, with a figure',
  group: 'Media',
  list_priority: 88,
  thumbnail_url: '/block-thumbnails/seat_slider.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.number('counter', 'Counter (the figure it counts up to)', { min: 0, max: 999_999, default: seatCounterDefault }),
    field.string('counter_unit', 'Counter unit (e.g. L)', { max_length: 20 }),
    field.string('counter_label', 'What the counter counts', { max_length: 120 }),
    field.image('frame_1', frameLabel(1), 'standard', { required: true }),
    field.image('frame_2', frameLabel(2), 'standard', { required: true }),
    field.image('frame_3', frameLabel(3), 'standard', { required: true }),
    field.image('frame_4', frameLabel(4), 'standard', { required: true }),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
