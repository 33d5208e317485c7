import 'server-only';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client.server';
import { newsArticles, type NewsArticleRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { editorHtmlSanitizer } from '@/features/html/editor-html.server';
import { getImage } from '@/features/media/images.server';
import { reindexNewsArticle } from '@/features/search/search-index.server';
import { AppError } from '@/lib/app-error';
import { cacheTags } from '@/lib/cache-tags';
import { invalidateTags } from '@/lib/cache.server';
import { newsInputSchema, type CheckedNewsInput, type NewsInput, type NewsListQuery } from './news-input';

/**
 * Managing news articles (decision 0045), with the page roles (decision 0027): viewers read,
 * editors write drafts, and whatever visitors would see — publishing, changing or unpublishing a
 * published article, deleting one — needs `pages.publish`. Every change is audited in its
 * transaction, then invalidates the `news` tag (lists, article pages) and updates the site search.
 */
export async function listNewsForEditors(
  actor: Actor,
  { page, per_page: perPage, status }: NewsListQuery,
): Promise<{ rows: NewsArticleRow[]; total: number }> {
  assertCan(actor, 'pages.read');
  const db = await getDb();
  const where = status ? eq(newsArticles.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(newsArticles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getNewsArticle(actor: Actor, id: number): Promise<NewsArticleRow> {
  assertCan(actor, 'pages.read');
  const db = await getDb();
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!row) throw new AppError('NOT_FOUND', `No news article with id ${id}.`);
  return row;
}

/** Checked input as stored: the body sanitised, the image known, the date given or now. */
async function columns(input: CheckedNewsInput, now: Date) {
  if (input.image_id !== null && !(await getImage(input.image_id))) {
    throw new AppError('VALIDATION_FAILED', 'The request contains invalid values.', [
      { pointer: 'image_id', detail: `No image with id ${input.image_id} in the media library` },
    ]);
  }
  const sanitize = await editorHtmlSanitizer();
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    body: sanitize(input.body).__html,
    imageId: input.image_id,
    imageAlt: input.image_alt,
    status: input.status,
    publishedAt: input.published_at ? new Date(input.published_at) : now,
    locale: input.locale,
    market: input.market,
  };
}

async function assertSlugFree(tx: DbOrTx, input: CheckedNewsInput, exceptId: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(
      and(
        eq(newsArticles.locale, input.locale),
        eq(newsArticles.market, input.market),
        eq(newsArticles.slug, input.slug),
        exceptId === null ? undefined : ne(newsArticles.id, exceptId),
      ),
    );
  if (taken) throw slugTaken(input.slug);
}

function slugTaken(slug: string): AppError {
  return new AppError('CONFLICT', `Another news article already uses the slug ${slug}.`, [
    { pointer: 'slug', detail: 'Slug already in use' },
  ]);
}

/** Two saves racing for one slug: the unique index decides, and the loser gets the same 409. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function afterChange(id: number): Promise<void> {
  await invalidateTags(cacheTags.news);
  await reindexNewsArticle(id);
}

export async function createNewsArticle(actor: Actor, input: NewsInput, now = new Date()): Promise<NewsArticleRow> {
  assertCan(actor, 'pages.edit');
  const checked = newsInputSchema.parse(input);
  if (checked.status === 'published') assertCan(actor, 'pages.publish');
  const values = await columns(checked, now);
  const db = await getDb();
  const row = await db
    .transaction(async (tx) => {
      await assertSlugFree(tx, checked, null);
      const [created] = await tx.insert(newsArticles).values(values).returning();
      await recordAudit(actor, 'news.create', 'news_article', created!.id, null, values, tx);
      return created!;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? slugTaken(checked.slug) : error;
    });
  await afterChange(row.id);
  return row;
}

/**
 * Replaces an article. Touching a published article, or publishing a draft, needs `pages.publish`.
 * Without `published_at` a published article keeps its date, and a draft takes the time of this save.
 */
export async function updateNewsArticle(actor: Actor, id: number, input: NewsInput, now = new Date()): Promise<NewsArticleRow> {
  assertCan(actor, 'pages.edit');
  const checked = newsInputSchema.parse(input);
  const values = await columns(checked, now);
  const db = await getDb();
  const row = await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', `No news article with id ${id}.`);
      if (before.status === 'published' || checked.status === 'published') assertCan(actor, 'pages.publish');
      await assertSlugFree(tx, checked, id);
      // Without a date, a published article keeps its own (a corrected typo does not make it news again).
      if (!checked.published_at && before.status === 'published') values.publishedAt = before.publishedAt;
      const [after] = await tx
        .update(newsArticles)
        .set({ ...values, updatedAt: now })
        .where(eq(newsArticles.id, id))
        .returning();
      await recordAudit(actor, 'news.update', 'news_article', id, before, values, tx);
      return after!;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? slugTaken(checked.slug) : error;
    });
  await afterChange(row.id);
  return row;
}

export async function deleteNewsArticle(actor: Actor, id: number): Promise<void> {
  assertCan(actor, 'pages.publish');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(newsArticles).where(eq(newsArticles.id, id)).returning();
    if (!before) throw new AppError('NOT_FOUND', `No news article with id ${id}.`);
    await recordAudit(actor, 'news.delete', 'news_article', id, before, null, tx);
  });
  await afterChange(id);
}
