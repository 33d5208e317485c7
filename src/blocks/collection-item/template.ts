import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** The fields of one collection item, shared with the collection slider's slides. */
export function collectionItemFields() {
  return [
    field.image('image', 'Image (420×495, 325×383)', 'collection', { required: true }),
    field.string('title', 'Title', { required: true, max_length: 120 }),
    field.text('description', 'Description', { max_length: 600 }),
    field.string('url', 'Link URL (http/https: another site; otherwise a path on this site)', { max_length: 2048, translatable: false }),
    field.bool('open_in_new_tab', 'Open the link in a new tab', false),
    field.string('link_label', 'Link text (empty: the default text)', { max_length: 60 }),
  ] as const;
}

export const collectionItemTemplate = defineTemplate({
  key: 'collection_item',
  name: 'Collection item',
  description: 'One item of a collection (a model, an accessory, a lifestyle piece): a portrait image beside its title, text and link.',
  short_description: 'Image beside title, text and link',
  group: 'Carousels',
  list_priority: 86,
  thumbnail_url: '/block-thumbnails/collection_item.svg',
  fields: [
    field.scrollId(),
    ...collectionItemFields(),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.select('image_position', 'Image position', ['left', 'right'], 'left'),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
