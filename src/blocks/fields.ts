import type { ImageSizeFamily } from '@/features/media/sizes';

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

/** One field as the templates API serves it (blocks.md §1). */
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

/**
 * Whether content must carry the field: `required` (no default), `defaulted` (always present after
 * parsing, may be left out when saving), `optional`, or `none` (a Separator stores nothing).
 */
export type Presence = 'required' | 'defaulted' | 'optional' | 'none';

declare const fieldTypes: unique symbol;

/**
 * A field definition that also carries, for the type checker only, the value it stores and the
 * value its block component receives after server-side resolution (an Image id becomes variant
 * URLs, editor HTML becomes sanitised HTML). The runtime object is the plain record above, so the
 * templates API serves the same JSON.
 */
export interface Field<
  N extends string = string,
  Stored = unknown,
  Resolved = Stored,
  P extends Presence = Presence,
> extends FieldDefinition {
  name: N;
  readonly [fieldTypes]?: { stored: Stored; resolved: Resolved; presence: P };
}

// `any` positions: a list may hold fields of every kind and presence.
export type AnyField = Field<string, any, any, Presence>;
export type AnyFields = readonly AnyField[];

type TypesOf<F> = F extends { readonly [fieldTypes]?: infer T } ? NonNullable<T> : never;
type PresenceOf<F> = TypesOf<F> extends { presence: infer P } ? P : never;
type ValueOf<F, K extends 'stored' | 'resolved'> =
  TypesOf<F> extends { stored: infer S; resolved: infer R } ? (K extends 'stored' ? S : R) : never;
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** Keys of the fields whose presence is `Present` are required, keys of `Optional` ones optional; separators have none. */
type ValuesOf<Fs extends AnyFields, K extends 'stored' | 'resolved', Present extends Presence, Optional extends Presence> = Flat<
  { [F in Fs[number] as PresenceOf<F> extends Present ? F['name'] : never]: ValueOf<F, K> } & {
    [F in Fs[number] as PresenceOf<F> extends Optional ? F['name'] : never]?: ValueOf<F, K>;
  }
>;

/** Content after parsing (defaults filled): what the render pipeline resolves. */
export type ContentOf<Fs extends AnyFields> = ValuesOf<Fs, 'stored', 'required' | 'defaulted', 'optional'>;
/** What a block component receives. */
export type PropsOf<Fs extends AnyFields> = ValuesOf<Fs, 'resolved', 'required' | 'defaulted', 'optional'>;
/** What may be saved: defaulted fields can be left out. */
export type InputOf<Fs extends AnyFields> = ValuesOf<Fs, 'stored', 'required', 'optional' | 'defaulted'>;

/** The record of blocks.md §1; `key` is also the registry key. */
export interface BlockTemplate<F extends AnyFields = AnyFields, G extends AnyFields = AnyFields> {
  key: string;
  name: string;
  description: string;
  short_description: string;
  group: string;
  list_priority: number;
  thumbnail_url: string;
  max_field_groups?: number;
  fields: F;
  field_groups_template: G;
}

/** Keeps the field tuples' types, so a block's content type is inferred from its template. */
export function defineTemplate<const F extends AnyFields, const G extends AnyFields>(template: BlockTemplate<F, G>): BlockTemplate<F, G> {
  return template;
}
