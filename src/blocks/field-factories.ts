import type { ImageSizeFamily } from '@/features/media/sizes';
import { headingLevels, headingSizes, type HeadingLevel, type HeadingSize } from '@/ui/heading';
import { paragraphSizes, type ParagraphSize } from '@/ui/paragraph';
import type { ResolvedImage } from '@/ui/picture';
import type { SanitizedHtml } from '@/ui/rich-text';
import type { Field, FieldDefinition, Presence } from './fields';
import type { ImageValue, LinkValue } from './field-values';

/**
 * Shared field builders: every block spells common fields the same way, and each builder types
 * the field (its name, stored value, resolved value and presence) so that a block's content type
 * is inferred from its template instead of written by hand.
 */
type PresenceFrom<O> = O extends { default: string | number } ? 'defaulted' : O extends { required: true } ? 'required' : 'optional';

/** The options type when none are given. */
type NoOptions = Record<never, never>;

interface Common {
  required?: boolean;
  help?: string;
}
interface TextOptions extends Common {
  max_length?: number;
  translatable?: boolean;
  default?: string;
}
interface NumberOptions extends Common {
  min?: number;
  max?: number;
  default?: number;
}

/** The field record itself; the type arguments are the compile-time contract of its value. */
function make<N extends string, S, R, P extends Presence>(definition: FieldDefinition & { name: N }): Field<N, S, R, P> {
  return definition;
}

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

export const field = {
  scrollId: () =>
    make<'block_scroll_id', string, string, 'optional'>({
      name: 'block_scroll_id',
      kind: 'String',
      label: 'Block Scroll ID',
      max_length: 64,
      help: 'Anchor for in-page navigation: letters, digits, - and _.',
    }),
  string: <const N extends string, const O extends TextOptions = NoOptions>(name: N, label: string, o?: O) =>
    make<N, string, string, PresenceFrom<O>>({ name, kind: 'String', label, max_length: 255, translatable: true, ...o }),
  text: <const N extends string, const O extends TextOptions = NoOptions>(name: N, label: string, o?: O) =>
    make<N, string, string, PresenceFrom<O>>({ name, kind: 'Text', label, max_length: 5000, translatable: true, ...o }),
  /** Editor HTML: the block receives it sanitised (`html_filter.iframe_hosts`). */
  html: <const N extends string, const O extends TextOptions = NoOptions>(name: N, label: string, o?: O) =>
    make<N, string, SanitizedHtml, PresenceFrom<O>>({
      name,
      kind: 'Markdown',
      language: 'html',
      label,
      max_length: 100_000,
      translatable: true,
      ...o,
    }),
  number: <const N extends string, const O extends NumberOptions = NoOptions>(name: N, label: string, o?: O) =>
    make<N, number, number, PresenceFrom<O>>({ name, kind: 'Number', label, ...o }),
  bool: <const N extends string>(name: N, label: string, def: boolean, o: Common = {}) =>
    make<N, boolean, boolean, 'defaulted'>({ name, kind: 'Bool', label, default: def, ...o }),
  select: <const N extends string, const V extends readonly string[]>(
    name: N,
    label: string,
    values: V,
    def: NoInfer<V[number]>,
    o: Common = {},
  ) => make<N, V[number], V[number], 'defaulted'>({ name, kind: 'Select', label, options: options(values), default: def, ...o }),
  /** The block receives the image resolved to variant URLs of `sizes` (null when it has none). */
  image: <const N extends string, const O extends Common = NoOptions>(name: N, label: string, sizes: ImageSizeFamily, o?: O) =>
    make<N, O extends { required: true } ? ImageValue : ImageValue | null, ResolvedImage | null, PresenceFrom<O>>({
      name,
      kind: 'Image',
      label,
      sizes,
      ...o,
    }),
  /** Predefined link aliases (`alias:<name>`) reach the block as their URL. */
  link: <const N extends string, const O extends Common = NoOptions>(name: N, label: string, o?: O) => {
    type Value = O extends { required: true } ? LinkValue : LinkValue | null;
    return make<N, Value, Value, PresenceFrom<O>>({ name, kind: 'Link', label, ...o });
  },
  links: <const N extends string>(name: N, label: string, max: number, o: Common = {}) =>
    make<N, LinkValue[], LinkValue[], 'defaulted'>({ name, kind: 'LinksCollection', label, max, default: [], ...o }),
  /** The name of an icon of ui/icon.tsx. */
  icon: <const N extends string>(name: N, label: string, o: Common = {}) =>
    make<N, string, string, 'optional'>({
      name,
      kind: 'Icon',
      label,
      help: 'car, calendar, wrench, tag, phone, location, info, shield',
      ...o,
    }),
  /** A JSON object editors type (mappings of names to values); `{}` when left empty. */
  jsonMap: <const N extends string>(name: N, label: string, o: Common = {}) =>
    make<N, Record<string, unknown>, Record<string, unknown>, 'defaulted'>({ name, kind: 'Json', label, default: {}, ...o }),
  /** Any JSON value with a default (a table's rows): the block parses it with its own schema. */
  jsonValue: <const N extends string>(name: N, label: string, def: unknown, o: Common = {}) =>
    make<N, unknown, unknown, 'defaulted'>({ name, kind: 'Json', label, default: def, ...o }),
  separator: <const N extends string>(name: N, label: string) => make<N, never, never, 'none'>({ name, kind: 'Separator', label }),
  headingLevel: <const N extends string>(name: N, def: HeadingLevel) => field.select(name, 'Heading level', headingLevels, def),
  headingSize: <const N extends string>(name: N, def: HeadingSize) => field.select(name, 'Heading size', headingSizes, def),
  paragraphSize: <const N extends string>(name: N, def: ParagraphSize) => field.select(name, 'Paragraph size', paragraphSizes, def),
};

/** Layout fields (blocks.md §9); each value is a global class (src/app/globals.css). */
export const themes = ['white-theme', 'light-theme', 'grey-theme', 'dark-theme'] as const;
export const borderGridClasses = ['border-top', 'border-bottom', 'border-top-bottom', 'no-border'] as const;
export const paddingGridClasses = ['normal', 'top-space-0', 'bottom-space-0', 'y-space-0'] as const;
export const headerFonts = ['primary', 'secondary'] as const;
export type Theme = (typeof themes)[number];

export const layout = {
  separator: () => field.separator('layout_separator', 'Layout'),
  theme: (def: Theme = 'white-theme') => field.select('theme', 'Theme', themes, def),
  border: () => field.select('border_grid_class', 'Border', borderGridClasses, 'no-border'),
  padding: () => field.select('padding_grid_class', 'Padding', paddingGridClasses, 'normal'),
  headerFont: () => field.select('header_font', 'Header font', headerFonts, 'primary'),
  /**
   * Every block may carry a dynamic-content strategy (site.md §4–§5, decision 0048): checked on the
   * server before the block renders; a block it hides is not rendered at all. Left out: none.
   */
  dcStrategy: () =>
    make<'dc_strategy', Record<string, unknown>, Record<string, unknown>, 'optional'>({
      name: 'dc_strategy',
      kind: 'Json',
      label: 'Dynamic content strategy',
      help: '{ "key": "model_list" | "offers" | "external" | "REFFINE_SL", "value": a model name (or a list of them); for offers a category or { field: value }, "fallback": what a failed check shows, "show" | "hide" (default: the block error) }. Empty: always shown.',
    }),
};

/** All layout fields, for blocks drawn inside the page grid (full-bleed blocks pick theirs from `layout`). */
export function layoutFields(defaults: { theme?: Theme } = {}) {
  return [
    layout.separator(),
    layout.theme(defaults.theme),
    layout.border(),
    layout.padding(),
    layout.headerFont(),
    layout.dcStrategy(),
  ] as const;
}
