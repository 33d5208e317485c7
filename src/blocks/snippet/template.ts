import { field, layoutFields } from '../field-factories';
import type { BlockTemplate, LinkValue } from '../fields';

export const snippetTemplate: BlockTemplate = {
  key: 'snippet',
  name: 'Snippet',
  description: 'A heading, rich text and buttons in the content column.',
  short_description: 'Heading, text and buttons',
  group: 'Text',
  list_priority: 30,
  thumbnail_url: '/block-thumbnails/snippet.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.html('paragraph', 'Paragraph', { max_length: 20_000 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.select('alignment', 'Alignment', ['left', 'center'], 'left'),
    field.links('buttons', 'Buttons', 3),
    ...layoutFields(),
  ],
  field_groups_template: [],
};

export interface SnippetFields {
  block_scroll_id?: string;
  title?: string;
  header_tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  header_size: 'xs' | 's' | 'm' | 'l' | 'xl' | 'title';
  paragraph?: string;
  paragraph_size: string;
  alignment: 'left' | 'center';
  buttons: LinkValue[];
}
