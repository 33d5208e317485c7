import { z } from 'zod';
import { isAppRoute } from './app-routes';

/**
 * What a page path may be: `/` or `/segment/segment…` where a segment is letters (any script,
 * so Japanese paths work), digits, `-`, `_`, `.` and `~`, but never `.` or `..` alone. No query,
 * fragment, percent-escapes, backslashes, doubled slashes, whitespace or control characters, and
 * nothing under the paths the application itself serves (/api, /showroom, /cms …).
 */
const segmentPattern = /^[\p{L}\p{N}\p{M}_.~ー-]+$/u;
const reservedPrefixes = ['/api', '/public_api', '/_next', '/media', '/fonts', '/__nextjs'];

export function pagePathProblem(path: string): string | null {
  if (path === '/') return null;
  if (!path.startsWith('/')) return 'must start with /';
  if (path.length > 512) return 'at most 512 characters';
  if (path.endsWith('/')) return 'must not end with /';
  const segments = path.slice(1).split('/');
  if (segments.some((s) => s === '')) return 'must not contain //';
  if (segments.some((s) => s === '.' || s === '..')) return 'must not contain . or .. segments';
  if (segments.some((s) => !segmentPattern.test(s))) return 'use letters, digits, - _ . ~ in each segment (no ?, #, %, spaces or symbols)';
  const lower = path.toLowerCase();
  if (reservedPrefixes.some((p) => lower === p || lower.startsWith(`${p}/`)) || isAppRoute(lower)) return 'is reserved by the application';
  return null;
}

export const pagePathSchema = z
  .string()
  .max(512)
  // A trailing slash is what people type, not a different page.
  .transform((p) => (p.length > 1 ? p.replace(/(?<=[^/])\/$/, '') : p).normalize('NFC'))
  .superRefine((path, ctx) => {
    const problem = pagePathProblem(path);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
