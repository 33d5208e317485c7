import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { newsArticles } from '@/db/schema';
import type { Actor } from '@/features/auth/permissions';
import { demoNews } from './demo-news';
import { createNewsArticle } from './news-admin.server';

/** The demo site's news articles, through the same checks as the API; skips slugs that exist. */
export async function seedDemoNews(actor: Actor): Promise<number> {
  const db = await getDb();
  const existing = new Set(
    (
      await db
        .select({ slug: newsArticles.slug })
        .from(newsArticles)
        .where(
          inArray(
            newsArticles.slug,
            demoNews.map((article) => article.slug),
          ),
        )
    ).map((row) => row.slug),
  );
  let created = 0;
  for (const article of demoNews) {
    if (existing.has(article.slug)) continue;
    await createNewsArticle(actor, article);
    created += 1;
  }
  return created;
}
