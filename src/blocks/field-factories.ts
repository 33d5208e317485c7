import type { FieldDefinition, ImageSizeFamily, SelectOption } from './fields';

/** Shared field builders so that every block spells common fields the same way. */
const opts = (...values: string[]): SelectOption[] => values.map((value) => ({ label: value, value }));

export const headingLevels = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const headingSizes = ['xs', 's', 'm', 'l', 'xl', 'title'] as const;
export const paragraphSizes = ['xs', 's', 'm', 'l', 'quote', 'subcopy'] as const;
export const themes = ['white-theme', 'light-theme', 'grey-theme', 'dark-theme'] as const;
export const borderGridClasses = ['border-top', 'border-bottom', 'border-top-bottom', 'no-border'] as const;
export const paddingGridClasses = ['normal', 'top-space-0', 'bottom-space-0', 'y-space-0'] as const;

type Overrides = Partial<FieldDefinition>;

export const field = {
  scrollId: (): FieldDefinition => ({
    name: 'block_scroll_id',
    kind: 'String',
    label: 'Block Scroll ID',
    max_length: 64,
    help: 'Anchor for in-page navigation: letters, digits, - and _.',
  }),
  string: (name: string, label: string, o: Overrides = {}): FieldDefinition => ({ name, kind: 'String', label, max_length: 255, translatable: true, ...o }),
  text: (name: string, label: string, o: Overrides = {}): FieldDefinition => ({ name, kind: 'Text', label, max_length: 5000, translatable: true, ...o }),
  html: (name: string, label: string, o: Overrides = {}): FieldDefinition => ({ name, kind: 'Markdown', language: 'html', label, max_length: 100_000, translatable: true, ...o }),
  json: (name: string, label: string, o: Overrides = {}): FieldDefinition => ({ name, kind: 'Json', label, ...o }),
  number: (name: string, label: string, o: Overrides = {}): FieldDefinition => ({ name, kind: 'Number', label, ...o }),
  bool: (name: string, label: string, def: boolean, o: Overrides = {}): FieldDefinition => ({ name, kind: 'Bool', label, default: def, ...o }),
  select: (name: string, label: string, values: readonly string[], def: string, o: Overrides = {}): FieldDefinition => ({
    name,
    kind: 'Select',
    label,
    options: opts(...values),
    default: def,
    ...o,
  }),
  image: (name: string, label: string, sizes: ImageSizeFamily, o: Overrides = {}): FieldDefinition => ({ name, kind: 'Image', label, sizes, ...o }),
  link: (name: string, label: string, o: Overrides = {}): FieldDefinition => ({ name, kind: 'Link', label, ...o }),
  links: (name: string, label: string, max: number, o: Overrides = {}): FieldDefinition => ({ name, kind: 'LinksCollection', label, max, default: [], ...o }),
  icon: (name: string, label: string, o: Overrides = {}): FieldDefinition => ({ name, kind: 'Icon', label, ...o }),
  separator: (name: string, label: string): FieldDefinition => ({ name, kind: 'Separator', label }),
  headingLevel: (name = 'header_tag', def = 'h2'): FieldDefinition => field.select(name, 'Heading level', headingLevels, def),
  headingSize: (name = 'header_size', def = 'l'): FieldDefinition => field.select(name, 'Heading size', headingSizes, def),
  paragraphSize: (name = 'paragraph_size', def = 'm'): FieldDefinition => field.select(name, 'Paragraph size', paragraphSizes, def),
};

/** Layout fields every block shares (blocks.md §9). */
export function layoutFields(defaults: { theme?: string } = {}): FieldDefinition[] {
  return [
    field.separator('layout_separator', 'Layout'),
    field.select('theme', 'Theme', themes, defaults.theme ?? 'white-theme'),
    field.select('border_grid_class', 'Border', borderGridClasses, 'no-border'),
    field.select('padding_grid_class', 'Padding', paddingGridClasses, 'normal'),
    field.select('header_font', 'Header font', ['primary', 'secondary'], 'primary'),
  ];
}
