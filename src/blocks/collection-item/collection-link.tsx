import { getT, type Translate } from '@/i18n/i18n';
import { isHttpUrl, isSafeLinkUrl } from '@/lib/safe-url';
import { itemHeadingLevel, type HeadingLevel } from '@/ui/heading';
import type { ContentIssue } from '../types';

/**
 * Collection links (blocks.md §2.21): an http(s) URL is external, anything else a path on this
 * site ("models/defender" is "/models/defender"). Other schemes (javascript:, mailto:…) and
 * protocol-relative URLs are no link at all; saving refuses them (`collectionUrlIssue`).
 */
export function collectionHref(url: string | undefined): { href: string; external: boolean } | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:/i.test(value)) return isHttpUrl(value) ? { href: value, external: true } : null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  const href = value.startsWith('/') || value.startsWith('#') ? value : `/${value}`;
  return isSafeLinkUrl(href) ? { href, external: false } : null;
}

/** The save rule of a collection `url` field, in the editor's language. */
export function collectionUrlIssue(url: string | undefined, path: ContentIssue['path'], t: Translate): ContentIssue[] {
  return url?.trim() && !collectionHref(url) ? [{ path, message: t('block_rules.collection_url') }] : [];
}

/** The save rule of a block whose field groups each have a collection `url` (the collection carousels). */
export function collectionGroupUrlIssues({ field_groups }: { field_groups: { url?: string }[] }): ContentIssue[] {
  const t = getT('ja');
  return field_groups.flatMap((group, i) => collectionUrlIssue(group.url, ['field_groups', i, 'url'], t));
}

/** `target`, `rel` and the screen-reader note of a collection link. */
export function linkAttributes(link: { external: boolean }, newTab: boolean) {
  return {
    target: newTab ? '_blank' : undefined,
    rel: newTab || link.external ? 'noopener noreferrer' : undefined,
  };
}

/** Said after the link text: it opens a new tab, or leaves the site. */
export function LinkNote({ external, newTab, t }: { external: boolean; newTab: boolean; t: Translate }) {
  if (newTab) return <span className="visually-hidden">{t('collection.new_tab')}</span>;
  return external ? <span className="visually-hidden">{t('collection.external')}</span> : null;
}

/** Items inside a titled block sit one heading level below the block's title (blocks use `itemHeadingLevel`). */
export function levelBelow(level: HeadingLevel): HeadingLevel {
  return itemHeadingLevel(level, true);
}
