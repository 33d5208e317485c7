import { z } from 'zod';
import { newsStatuses, type NewsArticleRow } from '@/db/schema/news';
import { newsArticlePath, newsSlugMaxLength, newsSlugPattern } from './news-paths';

/**
 * A news article as the API takes it (POST creates, PUT replaces). Unknown keys are refused, so a
 * misspelt field is a 422 rather than silently lost. `published_at` left out means "now".
 */
export const newsInputSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(newsSlugMaxLength)
    .regex(newsSlugPattern, 'use lower-case letters, digits and single hyphens, e.g. new-defender-2026'),
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(500).default(''),
  /** Editor HTML: stored sanitised. */
  body: z.string().max(100_000).default(''),
  image_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  image_alt: z.string().trim().max(200).default(''),
  status: z.enum(newsStatuses).default('draft'),
  published_at: z.iso.datetime({ offset: true }).nullable().default(null),
  locale: z.enum(['ja', 'en']).default('ja'),
  market: z
    .string()
    .regex(/^[A-Z]{2}$/, 'a two-letter market code such as JP')
    .default('JP'),
});

export type NewsInput = z.input<typeof newsInputSchema>;
export type CheckedNewsInput = z.output<typeof newsInputSchema>;

/** The editors' list: `?page=&per_page=&status=`. */
export const newsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(newsStatuses).optional(),
});

export type NewsListQuery = z.output<typeof newsListQuerySchema>;

/** An article as the API answers it (snake_case, like the other resources). */
export function newsJson(row: NewsArticleRow) {
  return {
    id: row.id,
    slug: row.slug,
    url: newsArticlePath(row.slug),
    title: row.title,
    summary: row.summary,
    body: row.body,
    image_id: row.imageId,
    image_alt: row.imageAlt,
    status: row.status,
    published_at: row.publishedAt.toISOString(),
    locale: row.locale,
    market: row.market,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
