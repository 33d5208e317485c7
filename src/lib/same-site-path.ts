import { z } from 'zod';

/**
 * Where a server action may send the visitor back to: a path of this site, given as it will be
 * redirected to. Server action arguments come from the browser (bound arguments are serialised into
 * the page and can be edited), so anything that could leave the site is refused instead of repaired:
 *
 * - it starts with one `/` (no `//host`, no scheme such as `https:` or `javascript:`);
 * - no backslash, whitespace or control character (browsers read `/\host` as `//host` and drop tabs);
 * - no empty, `.` or `..` segment in the path (`/a/..//host` resolves to `//host`);
 * - no percent-encoded slash, backslash, percent or control character (`/%2F%2Fhost`, `/%252F…`):
 *   a proxy or router that decodes once more must not find one of the above. Paths this site builds
 *   never contain them (page paths are letters, digits and `-_.~`; tokens are base64url).
 */
const unsafeCharacter = /[\\\s\u0000-\u001f\u007f]/;
const unsafeEscape = /%(2f|5c|25|[01][0-9a-f]|7f)/i;
const base = 'http://site.invalid';

const sameSitePathSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine((value) => value.startsWith('/') && !unsafeCharacter.test(value) && !unsafeEscape.test(value))
  .refine((value) => {
    const path = value.split(/[?#]/, 1)[0]!;
    return (
      path === '/' ||
      path
        .slice(1)
        .split('/')
        .every((segment) => segment !== '' && segment !== '.' && segment !== '..')
    );
  })
  // Belt and braces: whatever the rules above missed, the URL parser must agree it stays here.
  .refine((value) => {
    try {
      const url = new URL(value, base);
      return url.origin === base && !url.pathname.startsWith('//');
    } catch {
      return false;
    }
  });

/** `value` when it is a safe path of this site, else null (the caller has its own fallback). */
export function sameSitePath(value: unknown): string | null {
  const parsed = sameSitePathSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
