/** Canonical form of a page path: leading slash, no trailing slash (except `/`), no query or hash. */
export function normalizePath(input: string): string {
  let path = input.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw text: a malformed escape simply will not match a page
  }
  path = `/${path}`.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.normalize('NFC');
}

/** `/a/b/c` → [`/`, `/a`, `/a/b`, `/a/b/c`] — the ancestors that form breadcrumbs. */
export function pathAncestors(path: string): string[] {
  const parts = normalizePath(path).split('/').filter(Boolean);
  return ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
}

/** Whether `path` is one of `list` (exact match after normalisation). */
export function pathListed(path: string, list: readonly string[]): boolean {
  const normal = normalizePath(path);
  return list.some((p) => normalizePath(p) === normal);
}
