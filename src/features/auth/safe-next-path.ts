/**
 * Where to send someone after signing in: only a path of this site. Anything else — another host
 * (`//evil.example`, `/\evil.example`), a scheme, control characters — falls back, so the sign-in
 * page can never be used to bounce people to a lookalike site.
 */
export function safeNextPath(value: unknown, fallback = '/cms'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
