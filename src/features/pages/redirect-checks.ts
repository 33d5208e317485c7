import type { PageRow } from '@/db/schema';
import { isAppRoute } from './app-routes';
import { normalizePath } from './paths';
import { isLive } from './visibility';

type Row = Pick<PageRow, 'id' | 'path' | 'pageType' | 'to' | 'status' | 'publishAt' | 'unpublishAt'>;

export type RedirectWarning =
  /** The internal target has no live page (visitors end on the 404 page). */
  | { kind: 'target_missing'; target: string }
  /** The target is itself a redirect: visitors make two hops (search engines may give up). */
  | { kind: 'chain'; via: string }
  /** Following the redirects comes back to where it started: browsers stop with an error. */
  | { kind: 'loop'; cycle: string[] };

/** The path an internal target points at (`/stock?type=new#top` → `/stock`), or null for an external URL. */
export function internalTarget(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  return normalizePath(to);
}

/**
 * What is wrong with each live redirect, judged against every page: a target with no live page, a
 * chain through another redirect, and loops (every redirect in the cycle is warned about).
 */
export function redirectWarnings(rows: readonly Row[], now = new Date()): Map<number, RedirectWarning[]> {
  const live = rows.filter((r) => isLive(r, now));
  const redirects = new Map(live.filter((r) => r.pageType === 'url_redirection' && r.to).map((r) => [r.path, r]));
  const pages = new Set(live.filter((r) => r.pageType === 'page').map((r) => r.path));
  const warnings = new Map<number, RedirectWarning[]>();
  const add = (id: number, warning: RedirectWarning) => warnings.set(id, [...(warnings.get(id) ?? []), warning]);
  for (const redirect of redirects.values()) {
    const target = internalTarget(redirect.to!);
    if (target === null) continue;
    const cycle = [redirect.path];
    let next: string | null = target;
    let looped = false;
    while (next !== null && redirects.has(next)) {
      if (cycle.includes(next)) {
        looped = next === redirect.path;
        break;
      }
      cycle.push(next);
      next = internalTarget(redirects.get(next)!.to!);
    }
    if (looped) add(redirect.id, { kind: 'loop', cycle: [...cycle, redirect.path] });
    else if (redirects.has(target)) add(redirect.id, { kind: 'chain', via: target });
    else if (!pages.has(target) && !isAppRoute(target)) add(redirect.id, { kind: 'target_missing', target });
  }
  return warnings;
}
