import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { newsArticles } from '@/db/schema';
import { cacheTags } from '@/lib/cache-tags';
import { cached } from '@/lib/cache.server';
import { newsPageSize, pageWindow } from './news-paging';
import { isNewsSlug, newsArticlePath, siteNewsLocale, siteNewsMarket } from './news-paths';

/**
 * What visitors read of the news (decision 0045). Both reads are cached under the `news` tag, which
 * every change invalidates — with the pages rendered from them. The cached values keep published
 * articles whatever their date; each read shows only those whose date has come, so an article
 * dated tomorrow appears tomorrow without anyone invalidating anything.
 */
export interface NewsSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  imageId: number | null;
  imageAlt: string;
  publishedAt: Date;
}

export interface NewsArticle extends NewsSummary {
  /** Stored sanitised; sanitise again when rendering (the allowed iframe hosts may have changed). */
  body: string;
  updatedAt: Date;
}

export interface NewsListPage {
  items: NewsSummary[];
  /** The page shown (the last one when a larger one was asked for). */
  page: number;
  pageCount: number;
  total: number;
}

const published = () =>
  and(eq(newsArticles.locale, siteNewsLocale), eq(newsArticles.market, siteNewsMarket), eq(newsArticles.status, 'published'));

/** The site's published articles, newest first: summaries only (no bodies), so the list stays small. */
function publishedIndex(): Promise<NewsSummary[]> {
  return cached(`news:index:${siteNewsLocale}:${siteNewsMarket}`, [cacheTags.news], async () => {
    const db = await getDb();
    return db
      .select({
        id: newsArticles.id,
        slug: newsArticles.slug,
        title: newsArticles.title,
        summary: newsArticles.summary,
        imageId: newsArticles.imageId,
        imageAlt: newsArticles.imageAlt,
        publishedAt: newsArticles.publishedAt,
      })
      .from(newsArticles)
      .where(published())
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
  });
}

/** Where the articles visitors may read now live and when each last changed: the sitemap's news entries. */
export async function publishedNewsPaths(now = new Date()): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await cached(`news:sitemap:${siteNewsLocale}:${siteNewsMarket}`, [cacheTags.news], async () => {
    const db = await getDb();
    return db
      .select({ slug: newsArticles.slug, publishedAt: newsArticles.publishedAt, updatedAt: newsArticles.updatedAt })
      .from(newsArticles)
      .where(published())
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
  });
  return rows.filter((row) => row.publishedAt <= now).map((row) => ({ path: newsArticlePath(row.slug), updatedAt: row.updatedAt }));
}

/** One page of the articles visitors may read now, newest first. */
export async function listPublishedNews({
  page = 1,
  pageSize = newsPageSize,
  now = new Date(),
}: { page?: number; pageSize?: number; now?: Date } = {}): Promise<NewsListPage> {
  const visible = (await publishedIndex()).filter((article) => article.publishedAt <= now);
  const window = pageWindow(visible.length, page, pageSize);
  return { items: visible.slice(window.start, window.end), page: window.page, pageCount: window.pageCount, total: visible.length };
}

/**
 * The article at `/news/{slug}` if visitors may read it now, else null. Only found articles are
 * cached: slugs come from visitors, and "no such article" is one indexed query.
 */
export async function getPublishedNewsArticle(slug: string, now = new Date()): Promise<NewsArticle | null> {
  if (!isNewsSlug(slug)) return null;
  const article = await cached(
    `news:article:${siteNewsLocale}:${siteNewsMarket}:${slug}`,
    [cacheTags.news],
    async (): Promise<NewsArticle | null> => {
      const db = await getDb();
      const [row] = await db
        .select()
        .from(newsArticles)
        .where(and(published(), eq(newsArticles.slug, slug)));
      if (!row) return null;
      const { id, title, summary, body, imageId, imageAlt, publishedAt, updatedAt } = row;
      return { id, slug, title, summary, body, imageId, imageAlt, publishedAt, updatedAt };
    },
    { keep: (value) => value !== null },
  );
  return article && article.publishedAt <= now ? article : null;
}
