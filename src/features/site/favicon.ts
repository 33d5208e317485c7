import type { Metadata } from 'next';
import { matchLogoEntry, type LogoEntry } from '@/features/navigation/logo';
import { defaultIconTheme } from './brand-theme';

/**
 * site.md §4 favicon: the default icon when the theme is jdx; otherwise the favicon of the brand
 * identity matching the path (`navigation.logo_by_path`), falling back to the default icon. Null
 * means the default: app/icon.svg and app/favicon.ico, which Next links on every page.
 */
export function chooseFavicon(theme: string | null, path: string, identities: LogoEntry[]): string | null {
  if (theme === defaultIconTheme) return null;
  return matchLogoEntry(path, identities)?.favicon ?? null;
}

const iconTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };

/**
 * The page metadata that links the icon. Setting `icons` replaces app/icon.svg (Next adds the
 * file icons only to pages that set none). Next still links favicon.ico first; the brand icon
 * follows it, marked `sizes="any"` when it is an SVG (scalable to any size the browser wants).
 */
export function faviconMetadata(href: string | null): Pick<Metadata, 'icons'> {
  if (!href) return {};
  const extension = /\.([a-z]+)(?:[?#]|$)/i.exec(href)?.[1]?.toLowerCase() ?? '';
  const type = iconTypes[extension];
  return { icons: { icon: [{ url: href, ...(type ? { type } : {}), ...(extension === 'svg' ? { sizes: 'any' } : {}) }] } };
}
