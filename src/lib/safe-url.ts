import { z } from 'zod';

/**
 * URLs that editors and administrators may store in links (footer, navigation, predefined links,
 * blocks, canonical URLs): a path on this site, an in-page anchor, http(s), mailto: or tel:.
 * Anything else — `javascript:`, `data:`, `vbscript:`, protocol-relative `//host`, `/\host`
 * (browsers read a backslash as a slash) or a scheme hidden behind control characters — is refused.
 */
const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function isSafeLinkUrl(raw: string, { allowAnchor = true }: { allowAnchor?: boolean } = {}): boolean {
  if (!raw || /[\u0000-\u001f\u007f\\]/.test(raw) || raw !== raw.trim()) return false;
  if (raw.startsWith('#')) return allowAnchor;
  if (raw.startsWith('/')) return !raw.startsWith('//');
  try {
    const url = new URL(raw);
    if (!allowedProtocols.has(url.protocol)) return false;
    // `https:host` parses, but only the spelled-out form is what an editor means.
    return url.protocol === 'http:' || url.protocol === 'https:' ? /^https?:\/\/[^/]/i.test(raw) && Boolean(url.hostname) : true;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL (canonical URLs, external images). */
export function isHttpUrl(raw: string): boolean {
  return isSafeLinkUrl(raw) && /^https?:\/\//i.test(raw);
}

export const safeLinkUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((v) => isSafeLinkUrl(v), 'Use a path starting with /, an anchor (#…), an http(s) URL, mailto: or tel:');
