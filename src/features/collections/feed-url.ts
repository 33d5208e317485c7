import { z } from 'zod';

/**
 * The address of a collection feed (blocks.md §2.21 "Collection slider feed"; decision 0060): the
 * setting `collections.feed_url` is a URL template in which each block's fields fill placeholders,
 * RFC 6570 simple expansion — `{lang}`, `{market}`, `{collection}`, `{limit}`, `{grouped}` —
 * every value percent-encoded, so no field can add a path segment or a query parameter.
 */
export const feedUrlPlaceholders = ['lang', 'market', 'collection', 'limit', 'grouped'] as const;
export type FeedUrlPlaceholder = (typeof feedUrlPlaceholders)[number];
export type FeedUrlValues = Record<FeedUrlPlaceholder, string | number | boolean>;

const known: ReadonlySet<string> = new Set(feedUrlPlaceholders);
const placeholder = /\{([^{}]*)\}/g;

/**
 * `.` and `..` (also as `%2E`) survive percent-encoding and the URL parser resolves them as path
 * steps: as values they would let a field climb out of the template's path. They name no
 * collection or market, so they are left out (an empty segment).
 */
const encodeValue = (value: string) => (/^\.{1,2}$/.test(value) ? '' : encodeURIComponent(value));

export function fillFeedUrl(template: string, values: FeedUrlValues): string {
  return template.replace(placeholder, (whole, name: string) =>
    known.has(name) ? encodeValue(String(values[name as FeedUrlPlaceholder])) : whole,
  );
}

/** Why a URL template cannot be used, in the words the settings screen shows; null when it can. */
export function feedUrlTemplateProblem(template: string): string | null {
  const unknown = [...template.matchAll(placeholder)].map((m) => m[1]!).filter((name) => !known.has(name));
  if (unknown.length) return `unknown placeholder {${unknown[0]}}: use ${feedUrlPlaceholders.map((p) => `{${p}}`).join(', ')}`;
  // Fields choose what is asked, never whom: the scheme, host and port are the setting's alone.
  if (/^[^:/?#]*:\/\/[^/?#]*[{}]/.test(template)) return 'placeholders belong in the path or query, not in the host';
  let url: URL;
  try {
    url = new URL(fillFeedUrl(template, { lang: 'en', market: 'jp', collection: 'lifestyle', limit: 10, grouped: true }));
  } catch {
    return 'not a URL';
  }
  // http only reaches the local stand-ins the outbound guard is told of (decision 0044).
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https://';
  // Whatever the fields hold, the filled URL must stay on the template's origin.
  const probe = new URL(fillFeedUrl(template, { lang: 'x.example', market: '..', collection: '@x.example', limit: 1, grouped: false }));
  if (probe.origin !== url.origin) return 'placeholders belong in the path or query, not in the host';
  return null;
}

/** `collections.feed_url`: empty (no feed) or a usable URL template. */
export const feedUrlSettingSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .superRefine((template, ctx) => {
      const problem = feedUrlTemplateProblem(template);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
]);
