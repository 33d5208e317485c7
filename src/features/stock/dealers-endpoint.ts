import { z } from 'zod';

/**
 * A dealers endpoint of settings (site.md §7: `stock_locator.endpoint_dealers`; the footer's
 * retailers API): either our own retailers API, `/public_api/listing/{id}/retailers` with its
 * optional query, read from our dealers table without any HTTP, or an http(s) URL of another
 * service answering the same contract, fetched through the outbound guard (decision 0044).
 */
const ownEndpoint = /^\/public_api\/listing\/([A-Za-z0-9_-]{1,64})\/retailers(\?[^#\s]*)?$/;

export type DealersEndpoint = { kind: 'own'; listingId: string; query: URLSearchParams } | { kind: 'remote'; url: string };

/** What an endpoint names, or null when it is neither our own API path nor an http(s) URL. */
export function parseDealersEndpoint(value: string): DealersEndpoint | null {
  const own = ownEndpoint.exec(value);
  if (own) return { kind: 'own', listingId: own[1]!, query: new URLSearchParams(own[2]?.slice(1) ?? '') };
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
      ? { kind: 'remote', url: url.href }
      : null;
  } catch {
    return null;
  }
}

/** An endpoint as stored: empty (none), our own retailers API path, or an http(s) URL. */
export const dealersEndpointSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || parseDealersEndpoint(value) !== null,
    'our retailers API (/public_api/listing/{id}/retailers) or an http(s) URL',
  );
