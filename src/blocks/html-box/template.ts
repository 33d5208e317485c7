import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

export const htmlBoxTemplate = defineTemplate({
  key: 'html_box',
  name: 'HTML box',
  description: 'Free HTML from the editor. It is sanitised: scripts, event handlers and foreign iframes are removed.',
  short_description: 'Sanitised custom HTML',
  group: 'Text',
  list_priority: 90,
  thumbnail_url: '/block-thumbnails/html_box.svg',
  fields: [field.scrollId(), field.html('html', 'HTML', { required: true }), ...layoutFields()],
  field_groups_template: [],
});
