/**
 * Which pages a popup may appear on (`matching_paths` of the scheduled popup, the exit-intent
 * whitelist and blacklist). A pattern is the pathname part of the URL Pattern standard, cut down
 * to what editors need: literal text, `*` for any run of characters (slashes included) and
 * `:name` for one non-empty path segment — `/news/*`, `/models/:model`, `*`. Keeping to a subset
 * of the standard means a later switch to `URLPattern` (Node 24, browsers) changes no meaning.
 *
 * Anything outside the subset (groups, modifiers, a missing leading slash, bad percent-encoding)
 * is an invalid pattern: reported to the caller, who warns, and matching nothing (site.md §5).
 */

/** One trailing slash is not a different page: `/news/` and `/news` are the same path. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

// Characters that have a meaning in URL patterns that this subset does not support.
const unsupported = /[\s?#(){}+\\]/;
const paramName = /^:[A-Za-z_][A-Za-z0-9_]*/;

/** The pattern as an anchored regular expression, or null when it is invalid. */
export function compilePathPattern(pattern: string): RegExp | null {
  if (typeof pattern !== 'string' || pattern.length > 500) return null;
  if (pattern !== '*' && !pattern.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pattern);
  } catch {
    return null;
  }
  if (unsupported.test(decoded)) return null;
  const text = normalizePath(decoded);
  let source = '';
  for (let i = 0; i < text.length;) {
    const char = text[i]!;
    if (char === '*') {
      source += '.*';
      i += 1;
    } else if (char === ':') {
      const name = paramName.exec(text.slice(i));
      if (!name) return null;
      source += '[^/]+';
      i += name[0].length;
    } else {
      source += char.replace(/[.^$|[\]]/g, '\\$&');
      i += 1;
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * Whether `path` (decoded, as the site shell has it) matches any of `patterns`. No patterns means
 * every path (the spec's default: all). Every invalid pattern is reported, whatever the outcome, so
 * warnings do not depend on the order of the list.
 */
export function matchesPathPatterns(path: string, patterns: readonly string[], onInvalid?: (pattern: string) => void): boolean {
  if (patterns.length === 0) return true;
  const target = normalizePath(path);
  let matched = false;
  for (const pattern of patterns) {
    const compiled = compilePathPattern(pattern);
    if (!compiled) onInvalid?.(pattern);
    else if (!matched && compiled.test(target)) matched = true;
  }
  return matched;
}
