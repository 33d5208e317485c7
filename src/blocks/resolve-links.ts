import type { BlockTemplate, FieldDefinition } from './fields';

/**
 * Predefined links (site.md §3): editors may write `alias:<name>` as a link URL and administrators
 * keep the real address in the `predefined_links` setting. Resolved before render, for every Link
 * and LinksCollection field of the template; an unknown alias leaves the link without a URL, so the
 * button rule of site.md §5 hides it instead of linking nowhere.
 */
export type AliasMap = ReadonlyMap<string, string>;

const aliasPrefix = 'alias:';

function resolveUrl(url: unknown, aliases: AliasMap): unknown {
  if (typeof url !== 'string' || !url.startsWith(aliasPrefix)) return url;
  return aliases.get(url.slice(aliasPrefix.length).trim());
}

function resolveLink(link: unknown, aliases: AliasMap): unknown {
  if (!link || typeof link !== 'object') return link;
  const l = link as Record<string, unknown>;
  return 'url' in l ? { ...l, url: resolveUrl(l.url, aliases) } : l;
}

function resolveRecord(record: Record<string, unknown>, defs: FieldDefinition[], aliases: AliasMap): Record<string, unknown> {
  const out = { ...record };
  for (const def of defs) {
    if (def.kind === 'Link') out[def.name] = resolveLink(out[def.name], aliases);
    if (def.kind === 'LinksCollection' && Array.isArray(out[def.name])) out[def.name] = (out[def.name] as unknown[]).map((l) => resolveLink(l, aliases));
  }
  return out;
}

export function resolvePredefinedLinks<C extends { fields: Record<string, unknown>; field_groups: Record<string, unknown>[] }>(
  template: BlockTemplate,
  content: C,
  aliases: AliasMap,
): C {
  if (!aliases.size) return content;
  return {
    ...content,
    fields: resolveRecord(content.fields, template.fields, aliases),
    field_groups: content.field_groups.map((g) => resolveRecord(g, template.field_groups_template, aliases)),
  };
}
