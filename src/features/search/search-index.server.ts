import 'server-only';
import { getDb, withAdvisoryLock } from '@/db/client.server';
import { logger } from '@/lib/logger.server';
import { countDocuments, indexPage, removePageDocuments, replaceAllPageDocuments } from './index-pages.server';
import { indexStockModels, replaceModelDocuments } from './index-models.server';
import { indexNewsArticle, replaceNewsDocuments } from './index-news.server';

/**
 * Keeping the site search index (decision 0041) up to date. The index is derived data: a failure
 * to update it is logged and never fails the publish or import that asked for it — the content
 * is saved, and a rebuild puts the index right.
 */
const searchIndexLockId = 724521;

async function logged(what: string, details: Record<string, unknown>, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error({ err: error, ...details }, `search index: ${what} failed`);
  }
}

/** After a page was saved or published: its text now, and the models again if it is (or was) the stock page. */
export function reindexPage(pageId: number): Promise<void> {
  return logged('page update', { pageId }, async () => {
    const { modelsMoved } = await indexPage(pageId);
    if (modelsMoved) await indexStockModels();
  });
}

/** After a page was unpublished: out of the search, with whatever lived on it. */
export function unindexPage(pageId: number): Promise<void> {
  return logged('page removal', { pageId }, async () => {
    const { kinds } = await removePageDocuments(pageId);
    // The models lived on this stock page: another stock page may list them now.
    if (kinds.includes('model')) await indexStockModels();
  });
}

/** After a stock import: the models the stock page lists. */
export function reindexStockModels(): Promise<void> {
  return logged('models update', {}, indexStockModels);
}

/** After a news article was saved or deleted (decision 0045): its text now, or out of the search. */
export function reindexNewsArticle(articleId: number): Promise<void> {
  return logged('news update', { articleId }, () => indexNewsArticle(articleId));
}

/** Every page, model and news article again, in one transaction: searches see the old index until it commits. */
export async function rebuildSearchIndex(): Promise<{ pages: number; models: number; news: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => ({
    pages: await replaceAllPageDocuments(tx),
    models: await replaceModelDocuments(tx),
    news: await replaceNewsDocuments(tx),
  }));
}

/**
 * Builds the index when it is empty — a database from before the search, or one filled without
 * it. Call at start-up after the demo seed; instances starting together build it once.
 */
export async function ensureSearchIndex(): Promise<void> {
  await withAdvisoryLock(searchIndexLockId, async () => {
    if ((await countDocuments()) > 0) return;
    const started = Date.now();
    const built = await rebuildSearchIndex();
    logger.info({ ...built, ms: Date.now() - started }, 'search index built');
  });
}
