import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client.server';
import { pageBlocks, pages, searchDocuments, type BlockContent, type PageRow } from '@/db/schema';
import { blockText } from './page-text';
import { documentRow } from './search-document';

/** Pages visitors can be sent to: published pages (folders and redirects have nothing to read). */
function isIndexable(page: Pick<PageRow, 'pageType' | 'status'>): boolean {
  return page.pageType === 'page' && page.status === 'published';
}

type IndexedPage = Pick<PageRow, 'id' | 'path' | 'title' | 'metaDescription' | 'publishAt' | 'unpublishAt'>;

function pageDocument(page: IndexedPage, blocks: { content: BlockContent }[]) {
  return documentRow({
    kind: 'page',
    sourceKey: String(page.id),
    pageId: page.id,
    visibleFrom: page.publishAt,
    visibleUntil: page.unpublishAt,
    url: page.path,
    title: page.title,
    // A hero or snippet heading that repeats the title would only repeat it in the excerpt.
    body: [page.metaDescription ?? '', ...blocks.flatMap((b) => blockText(b.content))].filter((text) => text !== page.title).join('\n'),
  });
}

/**
 * Puts the page's current text and publish window in the index, or takes it and whatever lived on
 * it out when it is not published. `modelsMoved`: the models may now belong elsewhere (the page
 * holds a stock locator, or held the models before).
 */
export async function indexPage(pageId: number): Promise<{ indexed: boolean; modelsMoved: boolean }> {
  const db = await getDb();
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!page || !isIndexable(page)) {
    const { kinds } = await removePageDocuments(pageId);
    return { indexed: false, modelsMoved: kinds.includes('model') };
  }
  const blocks = await db
    .select({ templateKey: pageBlocks.templateKey, content: pageBlocks.content })
    .from(pageBlocks)
    .where(eq(pageBlocks.pageId, pageId))
    .orderBy(asc(pageBlocks.position));
  const row = pageDocument(page, blocks);
  const { kind: _kind, sourceKey: _sourceKey, ...changes } = row;
  await db
    .insert(searchDocuments)
    .values(row)
    .onConflictDoUpdate({ target: [searchDocuments.kind, searchDocuments.sourceKey], set: changes });
  const heldModels = await db
    .select({ id: searchDocuments.id })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.kind, 'model'), eq(searchDocuments.pageId, pageId)))
    .limit(1);
  return { indexed: true, modelsMoved: heldModels.length > 0 || blocks.some((b) => b.templateKey === 'stock_locator') };
}

/** Takes out everything that lives on the page (its own document and, on the stock page, the models). */
export async function removePageDocuments(pageId: number): Promise<{ kinds: string[] }> {
  const db = await getDb();
  const gone = await db.delete(searchDocuments).where(eq(searchDocuments.pageId, pageId)).returning({ kind: searchDocuments.kind });
  return { kinds: gone.map((row) => row.kind) };
}

const chunkSize = 200;

/** Every indexable page again, in `tx` (the rebuild's transaction): page documents only. */
export async function replaceAllPageDocuments(tx: DbOrTx): Promise<number> {
  const live = await tx
    .select({
      id: pages.id,
      path: pages.path,
      title: pages.title,
      metaDescription: pages.metaDescription,
      publishAt: pages.publishAt,
      unpublishAt: pages.unpublishAt,
    })
    .from(pages)
    .where(and(eq(pages.pageType, 'page'), eq(pages.status, 'published')))
    .orderBy(asc(pages.id));
  await tx.delete(searchDocuments).where(eq(searchDocuments.kind, 'page'));
  for (let i = 0; i < live.length; i += chunkSize) {
    const chunk = live.slice(i, i + chunkSize);
    const blocks = await tx
      .select({ pageId: pageBlocks.pageId, content: pageBlocks.content })
      .from(pageBlocks)
      .where(
        inArray(
          pageBlocks.pageId,
          chunk.map((p) => p.id),
        ),
      )
      .orderBy(asc(pageBlocks.pageId), asc(pageBlocks.position));
    const byPage = new Map<number, { content: BlockContent }[]>();
    for (const block of blocks) byPage.set(block.pageId, [...(byPage.get(block.pageId) ?? []), block]);
    await tx.insert(searchDocuments).values(chunk.map((page) => pageDocument(page, byPage.get(page.id) ?? [])));
  }
  return live.length;
}

/** How many documents the index holds (0: never built). */
export async function countDocuments(tx?: DbOrTx): Promise<number> {
  const db = tx ?? (await getDb());
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchDocuments);
  return Number(row?.n ?? 0);
}
