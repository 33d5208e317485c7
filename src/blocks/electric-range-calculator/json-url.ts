/**
 * Where a calculator's range data comes from (decision 0064): a path of the site's own files
 * (`/demo/range/range-data.json`, read from `public/` on the server) or an https URL (fetched on
 * the server through the outbound guard, hosts of `outbound.allowed_hosts`). Anything else is
 * refused on save, and renders nothing.
 */
export type JsonSource = { kind: 'site'; path: string } | { kind: 'remote'; url: string };

/** A site path: segments of letters, digits, `-`, `_` and `.` not starting with a dot (so no `..`), no `//`, ending in `.json`. */
const sitePath = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.json$/;

export function jsonSourceOf(value: string | undefined): JsonSource | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (text.startsWith('/')) {
    return sitePath.test(text) ? { kind: 'site', path: text } : null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  // http only reaches the local stand-ins the outbound guard is told of; it refuses the rest when fetching.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  return { kind: 'remote', url: url.href };
}
