import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import { view360Fields } from '../view-360/fields';

/** blocks.md §2.21: 'RESET TO DASH', 'EXIT'; the panorama is decision 0059's. */
export const interior360Template = defineTemplate({
  key: 'interior_360',
  name: 'Interior 360',
  description:
    'A look round the cabin: one panorama of the whole interior, moved by dragging or with the arrow keys after CLICK TO INTERACT; RESET TO DASH returns to the dashboard, EXIT leaves.',
  short_description: 'Look round the interior',
  group: 'Media',
  list_priority: 87,
  thumbnail_url: '/block-thumbnails/interior_360.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    view360Fields.panoramaUrl({ required: true }),
    view360Fields.dashPosition(),
    view360Fields.alt({ required: true }),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
