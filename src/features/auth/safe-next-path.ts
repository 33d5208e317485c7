import { sameSitePath } from '@/lib/same-site-path';

/**
 * Where sign-in sends a person afterwards (`?next=`): a path of this site, or `fallback`. The one
 * check of same-site paths (`lib/same-site-path.ts`) refuses rather than repairs, so `/.//evil.example`
 * — which a URL parser would turn into `//evil.example` — is refused.
 */
export function safeNextPath(value: unknown, fallback = '/cms'): string {
  return sameSitePath(value) ?? fallback;
}
