import 'server-only';
import type { Metadata } from 'next';
import { getSetting } from '@/features/settings/settings.server';
import { chooseFavicon, faviconMetadata } from './favicon';

/** The favicon of a page by its path and the brand settings (site.md §4), as page metadata. */
export async function brandFaviconMetadata(path: string): Promise<Pick<Metadata, 'icons'>> {
  const [theme, identities] = await Promise.all([getSetting('theme.brand'), getSetting('navigation.logo_by_path')]);
  return faviconMetadata(chooseFavicon(theme, path, identities));
}
