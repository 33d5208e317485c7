import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client.server';
import { newsArticles, searchDocuments, type NewsArticleRow } from '@/db/schema';
import { newsArticlePath, siteNewsLocale, siteNewsMarket } from '@/features/news/news-paths';
import { htmlToText } from './page-text';
import { documentRow } from './search-document';

/**
 * News articles in the site search (decisions 0041, 0045): the site's published articles, found by
 * title, summary and body, shown from their date on (the publish window the search already filters
 * by), linking to /news/{slug}.
 */
type IndexedArticle = Pick<NewsArticleRow, 'id' | 'slug' | 'title' | 'summary' | 'body' | 'publishedAt'>;

const indexed = () =>
  and(eq(newsArticles.locale, siteNewsLocale), eq(newsArticles.market, siteNewsMarket), eq(newsArticles.status, 'published'));

function newsDocument(article: IndexedArticle) {
  return documentRow({
    kind: 'news',
    sourceKey: String(article.id),
    pageId: null,
    visibleFrom: article.publishedAt,
    visibleUntil: null,
    url: newsArticlePath(article.slug),
    title: article.title,
    body: [article.summary, htmlToText(article.body)].filter(Boolean).join('\n'),
  });
}

/** The article's current text in the index, or out of it when visitors may not read it. */
export async function indexNewsArticle(id: number): Promise<void> {
  const db = await getDb();
  const [article] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), indexed()));
  if (!article) {
    await db.delete(searchDocuments).where(and(eq(searchDocuments.kind, 'news'), eq(searchDocuments.sourceKey, String(id))));
    return;
  }
  const row = newsDocument(article);
  const { kind: _kind, sourceKey: _sourceKey, ...changes } = row;
  await db
    .insert(searchDocuments)
    .values(row)
    .onConflictDoUpdate({ target: [searchDocuments.kind, searchDocuments.sourceKey], set: changes });
}

/** Every published article again, in `tx` (the rebuild's transaction). */
export async function replaceNewsDocuments(tx: DbOrTx): Promise<number> {
  const articles = await tx.select().from(newsArticles).where(indexed()).orderBy(asc(newsArticles.id));
  await tx.delete(searchDocuments).where(eq(searchDocuments.kind, 'news'));
  for (let i = 0; i < articles.length; i += 200) await tx.insert(searchDocuments).values(articles.slice(i, i + 200).map(newsDocument));
  return articles.length;
}
