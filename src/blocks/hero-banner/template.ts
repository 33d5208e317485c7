import { field, layoutFields } from '../field-factories';
import type { BlockTemplate, ImageValue, LinkValue } from '../fields';

export const heroBannerTemplate: BlockTemplate = {
  key: 'hero_banner',
  name: 'Hero banner',
  description: 'Full-width image with a title, text and up to two buttons. Use it at the top of a page.',
  short_description: 'Image with title and buttons',
  group: 'Heroes',
  list_priority: 10,
  thumbnail_url: '/block-thumbnails/hero_banner.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { required: true, max_length: 120 }),
    field.headingLevel('header_tag', 'h1'),
    field.headingSize('header_size', 'title'),
    field.text('paragraph', 'Paragraph', { max_length: 400 }),
    field.paragraphSize('paragraph_size', 'l'),
    field.image('image', 'Image (1600×900, 1024×576, 640×360)', 'standard', { required: true }),
    field.select('content_position', 'Content position', ['left', 'center'], 'left'),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields({ theme: 'dark-theme' }),
  ],
  field_groups_template: [],
};

export interface HeroBannerFields {
  block_scroll_id?: string;
  title: string;
  header_tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  header_size: 'xs' | 's' | 'm' | 'l' | 'xl' | 'title';
  paragraph?: string;
  paragraph_size: string;
  image: ImageValue;
  content_position: 'left' | 'center';
  buttons: LinkValue[];
}
