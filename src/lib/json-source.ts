/**
 * Where a JSON document named in block content comes from (the range calculator's `json_url`,
 * decision 0064; the Defender quiz's `images_data_url`, decision 0062): a path of the site's own
 * files (`/demo/range/range-data.json`, read from `public/` on the server) or a URL, fetched on
 * the server through the outbound guard (decision 0044). Pure, so the save rules refuse exactly
 * what the loader (json-document.server.ts) would not read.
 */
/** A site path comes decoded, every segment checked: joined to `public/` it cannot leave it. */
export type JsonSource = { kind: 'site'; path: string } | { kind: 'remote'; url: string };

/** Whitespace, backslashes and control characters: never in an address an editor means. */
const unusableCharacter = /[\s\\\u0000-\u001f\u007f]/;

/** The source of an address, or null when it is empty or neither a usable site path nor a URL. */
export function jsonSourceOf(value: string | null | undefined): JsonSource | null {
  const text = value?.trim() ?? '';
  if (!text || unusableCharacter.test(text)) return null;
  if (/^https?:\/\//i.test(text)) return remoteSource(text);
  return text.startsWith('/') ? siteSource(text) : null;
}

function remoteSource(text: string): JsonSource | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  // A key belongs in the query the service documents, never in the address's user part (it would be logged and shown).
  if (url.username || url.password) return null;
  // http gets past here only for the local stand-ins the outbound guard is told of; it refuses the rest when fetching.
  url.hash = '';
  return { kind: 'remote', url: url.href };
}

function siteSource(text: string): JsonSource | null {
  // A query (a cache-busting `?v=2`) or fragment means nothing to a file on disk.
  const [pathname = ''] = text.split(/[?#]/, 1);
  const segments: string[] = [];
  // Each segment is decoded on its own, so `%2F` cannot make a new one and `%2e%2e` is seen as `..`.
  for (const raw of pathname.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // Empty (`//`), `.`, `..` and hidden files (`.env.json`) all start with a dot or are empty.
    if (!segment || segment.startsWith('.') || segment.includes('/') || unusableCharacter.test(segment)) return null;
    segments.push(segment);
  }
  if (!segments.at(-1)?.endsWith('.json')) return null;
  return { kind: 'site', path: `/${segments.join('/')}` };
}
