/**
 * The twelve field kinds of blocks.md §1 and the shape of a block template record.
 * Client-safe: the editor, the templates API and the content validator all read these.
 */
export const fieldKinds = [
  'String',
  'Text',
  'Markdown',
  'Number',
  'Bool',
  'Select',
  'Image',
  'Link',
  'LinksCollection',
  'Icon',
  'Json',
  'Separator',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

export interface SelectOption {
  label: string;
  value: string;
}

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  label: string;
  required?: boolean;
  translatable?: boolean;
  /** String/Text/Markdown: maximum characters. */
  max_length?: number;
  /** Number: bounds. LinksCollection: `max` = maximum links. */
  min?: number;
  max?: number;
  options?: SelectOption[];
  /** Markdown: the language of the stored text. */
  language?: 'html' | 'json';
  /** Image: the variant family it is cut to (site.md §9). */
  sizes?: ImageSizeFamily;
  default?: unknown;
  help?: string;
}

export type ImageSizeFamily = 'standard' | 'wide' | 'square' | 'tall' | 'collection';

/** The record of blocks.md §1; `key` is also the registry key. */
export interface BlockTemplate {
  key: string;
  name: string;
  description: string;
  short_description: string;
  group: string;
  list_priority: number;
  thumbnail_url: string;
  max_field_groups?: number;
  fields: FieldDefinition[];
  field_groups_template: FieldDefinition[];
}

export const linkTypes = ['internal', 'external', 'file', 'form'] as const;
export const linkTargets = ['_self', '_blank'] as const;
export const buttonTypes = ['primary', 'secondary', 'tertiary'] as const;
export const buttonSizes = ['medium', 'small'] as const;

export interface LinkValue {
  type: (typeof linkTypes)[number];
  url?: string;
  label?: string;
  target: (typeof linkTargets)[number];
  button_type: (typeof buttonTypes)[number];
  size: (typeof buttonSizes)[number];
  form_id?: string;
}

export interface ImageValue {
  id: number;
  alt?: string;
}
