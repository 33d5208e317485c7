'use server';

import { locate, searchMaxLength, type Located } from './locate.server';

/**
 * The retailer search islands' one call: what the visitor's words are and where distances start.
 * Public, read-only and answered from memory; anything but a short string finds nothing.
 */
export async function locateRetailerSearch(query: unknown): Promise<Located> {
  if (typeof query !== 'string' || query.length > searchMaxLength * 4) return { kind: 'text', text: '' };
  return locate(query);
}
