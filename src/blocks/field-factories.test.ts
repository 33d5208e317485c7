import { describe, expect, it } from 'vitest';
import { borderGridClasses, field, headerFonts, layout, layoutFields, paddingGridClasses, themes } from './field-factories';

/** The field records the builders make are what the templates API serves to the editor (blocks.md §1, §9). */
const options = (...values: string[]) => values.map((value) => ({ label: value, value }));

describe('field builders', () => {
  it('start every block with the Block Scroll ID field', () => {
    expect(field.scrollId()).toEqual({
      name: 'block_scroll_id',
      kind: 'String',
      label: 'Block Scroll ID',
      max_length: 64,
      help: 'Anchor for in-page navigation: letters, digits, - and _.',
    });
  });

  it('make translatable text fields with the kind limits, which options override', () => {
    expect(field.string('title', 'Title')).toEqual({ name: 'title', kind: 'String', label: 'Title', max_length: 255, translatable: true });
    expect(field.text('body', 'Body')).toEqual({ name: 'body', kind: 'Text', label: 'Body', max_length: 5000, translatable: true });
    expect(field.html('html', 'HTML')).toEqual({
      name: 'html',
      kind: 'Markdown',
      language: 'html',
      label: 'HTML',
      max_length: 100_000,
      translatable: true,
    });
    expect(field.string('code', 'Code', { max_length: 8, translatable: false, required: true })).toEqual({
      name: 'code',
      kind: 'String',
      label: 'Code',
      max_length: 8,
      translatable: false,
      required: true,
    });
  });

  it('make number, switch, select, image, link and separator fields', () => {
    expect(field.number('slide_duration', 'Slide duration', { min: 1000, default: 6000 })).toEqual({
      name: 'slide_duration',
      kind: 'Number',
      label: 'Slide duration',
      min: 1000,
      default: 6000,
    });
    expect(field.bool('has_timer', 'Timer', true, { help: 'h' })).toEqual({
      name: 'has_timer',
      kind: 'Bool',
      label: 'Timer',
      default: true,
      help: 'h',
    });
    expect(field.bool('has_timer', 'Timer', false)).toEqual({ name: 'has_timer', kind: 'Bool', label: 'Timer', default: false });
    expect(field.select('size', 'Size', ['a', 'b'], 'b')).toEqual({
      name: 'size',
      kind: 'Select',
      label: 'Size',
      options: options('a', 'b'),
      default: 'b',
    });
    expect(field.image('image', 'Image', 'wide', { required: true })).toEqual({
      name: 'image',
      kind: 'Image',
      label: 'Image',
      sizes: 'wide',
      required: true,
    });
    expect(field.link('cta', 'CTA')).toEqual({ name: 'cta', kind: 'Link', label: 'CTA' });
    expect(field.links('buttons', 'Buttons', 3)).toEqual({
      name: 'buttons',
      kind: 'LinksCollection',
      label: 'Buttons',
      max: 3,
      default: [],
    });
    expect(field.separator('sep', 'Section')).toEqual({ name: 'sep', kind: 'Separator', label: 'Section' });
  });

  it('offer the spec heading levels, heading sizes and paragraph sizes', () => {
    expect(field.headingLevel('header_tag', 'h2')).toEqual({
      name: 'header_tag',
      kind: 'Select',
      label: 'Heading level',
      options: options('h1', 'h2', 'h3', 'h4', 'h5', 'h6'),
      default: 'h2',
    });
    expect(field.headingSize('header_size', 'l')).toMatchObject({
      label: 'Heading size',
      options: options('xs', 's', 'm', 'l', 'xl', 'title'),
      default: 'l',
    });
    expect(field.paragraphSize('paragraph_size', 'm')).toMatchObject({
      label: 'Paragraph size',
      options: options('xs', 's', 'm', 'l', 'quote', 'subcopy'),
      default: 'm',
    });
  });
});

describe('layout fields', () => {
  it('use the class names of blocks.md §9', () => {
    expect(themes).toEqual(['white-theme', 'light-theme', 'grey-theme', 'dark-theme']);
    expect(borderGridClasses).toEqual(['border-top', 'border-bottom', 'border-top-bottom', 'no-border']);
    expect(paddingGridClasses).toEqual(['normal', 'top-space-0', 'bottom-space-0', 'y-space-0']);
    expect(headerFonts).toEqual(['primary', 'secondary']);
  });

  it('come after a Layout separator, in order, with their defaults', () => {
    expect(layoutFields()).toEqual([
      { name: 'layout_separator', kind: 'Separator', label: 'Layout' },
      { name: 'theme', kind: 'Select', label: 'Theme', options: options(...themes), default: 'white-theme' },
      { name: 'border_grid_class', kind: 'Select', label: 'Border', options: options(...borderGridClasses), default: 'no-border' },
      { name: 'padding_grid_class', kind: 'Select', label: 'Padding', options: options(...paddingGridClasses), default: 'normal' },
      { name: 'header_font', kind: 'Select', label: 'Header font', options: options(...headerFonts), default: 'primary' },
      { name: 'dc_strategy', kind: 'Json', label: 'Dynamic content strategy', help: expect.stringContaining('REFFINE_SL') },
    ]);
  });

  it('let a block choose its default theme', () => {
    expect(layoutFields({ theme: 'dark-theme' })[1]).toMatchObject({ name: 'theme', default: 'dark-theme' });
    expect(layout.theme('grey-theme')).toMatchObject({ name: 'theme', default: 'grey-theme' });
    expect(layout.theme()).toMatchObject({ default: 'white-theme' });
  });
});
