import type { AnyField, BlockTemplate } from '@/blocks/fields';
import { resources, type Translate } from '@/i18n/i18n';
import type { CatalogueEntry } from './editor-types';

/**
 * The editor shows block templates in Japanese, but the templates themselves stay English: they are
 * the data contract the templates API serves (blocks.md). So the editor gets a translated copy.
 *
 * Keys (namespace `templates`):
 * - `groups.<group slug>`
 * - `blocks.<key>.name|short_description|description`
 * - `blocks.<key>.fields.<name>.label|help` and `blocks.<key>.group_fields.<name>.label|help`: what
 *   only that block has (group fields apart, since a group's `title` is not the block's `title`)
 * - `fields.<name>.label|help`: fields shared between blocks, used when the block has no key
 * - `options.<field name>.<value>`: select option labels (`_empty` for the value '')
 * Anything without a key keeps its English text.
 */
export type HasKey = (key: string) => boolean;

/** i18next warns about every missing key, so probing with `t` would flood the log: look first. */
export const hasBundledKey: HasKey = (key) => [resources.ja, resources.en].some((tree) => typeof leaf(tree, key) === 'string');

function leaf(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** 'Stock locator' → 'stock_locator'. */
export function groupSlug(group: string): string {
  return group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** A key segment for an option value: '' and dots cannot be key segments. */
export function optionSlug(value: string): string {
  return value === '' ? '_empty' : value.replace(/\./g, '_');
}

export function localiseCatalogue(
  catalogue: Record<string, CatalogueEntry>,
  t: Translate,
  has: HasKey = hasBundledKey,
): Record<string, CatalogueEntry> {
  /** The first of `keys` that exists, translated; else the English text. */
  const pick = (english: string, ...keys: string[]): string => {
    const key = keys.find(has);
    return key === undefined ? english : t(key, { fallback: english });
  };

  const localiseField = (def: AnyField, blockPrefix: string): AnyField => {
    const own = `${blockPrefix}.${def.name}`;
    const shared = `templates.fields.${def.name}`;
    const out: AnyField = { ...def, label: pick(def.label, `${own}.label`, `${shared}.label`) };
    if (def.help !== undefined) out.help = pick(def.help, `${own}.help`, `${shared}.help`);
    if (def.options) {
      out.options = def.options.map((o) => ({ ...o, label: pick(o.label, `templates.options.${def.name}.${optionSlug(o.value)}`) }));
    }
    return out;
  };

  const localiseTemplate = (template: BlockTemplate): BlockTemplate => {
    const block = `templates.blocks.${template.key}`;
    return {
      ...template,
      name: pick(template.name, `${block}.name`),
      short_description: pick(template.short_description, `${block}.short_description`),
      description: pick(template.description, `${block}.description`),
      group: pick(template.group, `templates.groups.${groupSlug(template.group)}`),
      fields: template.fields.map((def) => localiseField(def, `${block}.fields`)),
      field_groups_template: template.field_groups_template.map((def) => localiseField(def, `${block}.group_fields`)),
    };
  };

  return Object.fromEntries(
    Object.entries(catalogue).map(([key, entry]) => [key, { ...entry, template: localiseTemplate(entry.template) }]),
  );
}
