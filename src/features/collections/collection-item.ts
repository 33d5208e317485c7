import { z } from 'zod';
import { isHttpUrl, isSafeLinkUrl } from '@/lib/safe-url';

/**
 * An item of a collection feed (decision 0060): the answer is `{ "data": [item, …] }` and an item is
 * `{ id, title, description, image_url, url, group?, price_jpy? }`. Items the card cannot show —
 * no id or title, an image that is not https (the page would mix content, CSP allows https: only),
 * a link that is not https or a path on this site — are dropped, as are repeated ids. An optional
 * value that does not fit is left out rather than losing the item: a malformed price hides the
 * price, not the product.
 */
export interface CollectionItem {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  /** An https URL (another site) or a path on this site. */
  url: string;
  /** The category the item is shown under when the block groups. */
  group?: string;
  /** Whole yen including consumption tax. */
  priceJpy?: number;
}

/** blocks.md §9 "collection limit 10": the most items a block shows, and so the most a feed needs to keep. */
export const collectionLimit = 10;

export const collectionItemLimits = { title: 200, description: 1000, group: 80, id: 100, url: 2048 } as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().catch(undefined);

const httpsImage = text(collectionItemLimits.url).refine((v) => /^https:\/\//i.test(v) && isHttpUrl(v));
const link = text(collectionItemLimits.url).refine(
  (v) => (/^https:\/\//i.test(v) && isHttpUrl(v)) || (v.startsWith('/') && isSafeLinkUrl(v, { allowAnchor: false })),
);

const itemSchema = z.object({
  id: z.union([text(collectionItemLimits.id), z.number().int().nonnegative().transform(String)]),
  title: text(collectionItemLimits.title),
  description: optional(z.string().trim().max(collectionItemLimits.description)),
  image_url: httpsImage,
  url: link,
  group: optional(text(collectionItemLimits.group)),
  price_jpy: optional(z.number().int().positive().max(1e10)),
});

export type FeedReading = { ok: true; items: CollectionItem[]; dropped: number } | { ok: false; problem: string };

/** The usable items of a feed's answer, at most `collectionLimit`, in the feed's order. */
export function readCollectionFeed(body: unknown): FeedReading {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !Array.isArray((body as { data?: unknown }).data)) {
    return { ok: false, problem: 'expected an object with a "data" array' };
  }
  const data = (body as { data: unknown[] }).data;
  const items: CollectionItem[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  for (const raw of data) {
    if (items.length === collectionLimit) break;
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success || seen.has(parsed.data.id)) {
      dropped++;
      continue;
    }
    const { id, title, description, image_url, url, group, price_jpy } = parsed.data;
    seen.add(id);
    items.push({
      id,
      title,
      description: description ?? '',
      imageUrl: image_url,
      url,
      ...(group ? { group } : {}),
      ...(price_jpy ? { priceJpy: price_jpy } : {}),
    });
  }
  return { ok: true, items, dropped };
}
