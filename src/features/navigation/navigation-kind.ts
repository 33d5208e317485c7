import { compilePathPattern, normalizePath as withoutTrailingSlash } from '@/features/popups/path-patterns';
import { pathListed } from '@/features/pages/paths';
import type { NavigationSource } from './navigation-settings';

/**
 * Which navigation a page gets (site.md §2 "Navigation kind depends on settings", decision 0049):
 *
 * - `hidden`: none (`navigation.hidden_paths`, decision 0007);
 * - `logo_only`: the logo alone — the battery-electric page (`navigation.logo_only_paths`);
 * - `light`: logo and main links, no sub-menus or breadcrumbs — redesigned pages (`navigation.light_paths`);
 * - otherwise the site's navigation source (`navigation.kind`): our own, hosted or external.
 *
 * The most specific wins, in that order, so a page listed twice gets the slimmer header.
 */
export type NavigationKind = 'hidden' | 'logo_only' | 'light' | NavigationSource;

export interface NavigationKindSettings {
  source: NavigationSource;
  hiddenPaths: readonly string[];
  logoOnlyPaths: readonly string[];
  lightPaths: readonly string[];
}

/** Whether the path matches one of the patterns (`/electric`, `/new-defender/*`); invalid patterns match nothing. */
export function pathMatchesAny(path: string, patterns: readonly string[]): boolean {
  const bare = withoutTrailingSlash(path);
  return patterns.some((pattern) => compilePathPattern(pattern)?.test(bare) ?? false);
}

export function navigationKindFor(path: string, settings: NavigationKindSettings): NavigationKind {
  if (pathListed(path, settings.hiddenPaths)) return 'hidden';
  if (pathMatchesAny(path, settings.logoOnlyPaths)) return 'logo_only';
  if (pathMatchesAny(path, settings.lightPaths)) return 'light';
  return settings.source;
}

/** Footer settings per kind (site.md §2: redesigned and electric-vehicle pages use their own footer settings). */
export type FooterKind = 'main' | 'light' | 'logo_only';

export function footerKindFor(kind: NavigationKind): FooterKind {
  return kind === 'light' || kind === 'logo_only' ? kind : 'main';
}
