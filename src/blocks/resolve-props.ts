import type { ImageSizeFamily } from '@/features/media/sizes';
import type { ResolvedImage } from '@/ui/picture';
import type { SanitizedHtml } from '@/ui/rich-text';
import type { FieldDefinition } from './fields';
import type { ImageValue } from './field-values';

/**
 * What a block needs from outside its content, resolved by field kind before the block renders,
 * so block components do no data access and the same props render a stored page, a draft preview
 * or an editor canvas. The server supplies the real resolvers (block-environment.server.ts).
 */
export interface PropResolvers {
  /** Image field → variant URLs of the field's size family. */
  image(value: ImageValue, family: ImageSizeFamily): Promise<ResolvedImage | null>;
  /** Markdown field with language html → sanitised HTML. */
  html(html: string): SanitizedHtml;
  /**
   * Predefined links (site.md §3): editors may write `alias:<name>` as a link URL; the
   * `predefined_links` setting holds the real address.
   */
  aliases: ReadonlyMap<string, string>;
}

const aliasPrefix = 'alias:';

/** An unknown alias leaves the link without a URL, so the button rule of site.md §5 hides it. */
function resolveLink(link: unknown, aliases: ReadonlyMap<string, string>): unknown {
  if (!link || typeof link !== 'object' || !('url' in link)) return link;
  const { url } = link;
  if (typeof url !== 'string' || !url.startsWith(aliasPrefix)) return link;
  return { ...link, url: aliases.get(url.slice(aliasPrefix.length).trim()) };
}

async function resolveValue(def: FieldDefinition, value: unknown, r: PropResolvers): Promise<unknown> {
  switch (def.kind) {
    case 'Image':
      return value ? r.image(value as ImageValue, def.sizes ?? 'standard') : value;
    case 'Markdown':
      return def.language === 'html' && typeof value === 'string' ? r.html(value) : value;
    case 'Link':
      return resolveLink(value, r.aliases);
    case 'LinksCollection':
      return Array.isArray(value) ? value.map((link) => resolveLink(link, r.aliases)) : value;
    default:
      return value;
  }
}

async function resolveRecord(record: Record<string, unknown>, defs: readonly FieldDefinition[], r: PropResolvers) {
  const entries = await Promise.all(
    defs.filter((def) => def.name in record).map(async (def) => [def.name, await resolveValue(def, record[def.name], r)] as const),
  );
  return { ...record, ...Object.fromEntries(entries) };
}

/** Parsed content → the block component's `fields` and `groups`. */
export async function resolveProps(
  template: { fields: readonly FieldDefinition[]; field_groups_template: readonly FieldDefinition[] },
  content: { fields: Record<string, unknown>; field_groups: Record<string, unknown>[] },
  resolvers: PropResolvers,
): Promise<{ fields: Record<string, unknown>; groups: Record<string, unknown>[] }> {
  const [fields, groups] = await Promise.all([
    resolveRecord(content.fields, template.fields, resolvers),
    Promise.all(content.field_groups.map((group) => resolveRecord(group, template.field_groups_template, resolvers))),
  ]);
  return { fields, groups };
}
