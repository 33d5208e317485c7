import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { view360Fields } from '../view-360/fields';

/** blocks.md §2.21: 'CLICK TO INTERACT' or 'TOUCH TO INTERACT'; the frames are decision 0059's. */
export const exterior360Template = defineTemplate({
  key: 'exterior_360',
  name: 'Exterior 360',
  description:
    'The car turning under the visitor’s hand: a numbered sequence of pictures round the car, turned by dragging or with the arrow keys after CLICK TO INTERACT (TOUCH TO INTERACT on phones).',
  short_description: 'Turn the car round by dragging',
  group: 'Media',
  list_priority: 86,
  thumbnail_url: '/block-thumbnails/exterior_360.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    view360Fields.framesUrl({ required: true }),
    view360Fields.framesCount(),
    view360Fields.startFrame(),
    view360Fields.alt({ required: true }),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
