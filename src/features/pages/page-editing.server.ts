import 'server-only';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client.server';
import { images, pageBlocks, pages, pageVersions, type BlockContent, type PageRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { actorLabel, type Actor } from '@/features/auth/permissions';
import { reindexPage } from '@/features/search/search-index.server';
import { AppError } from '@/lib/app-error';
import { revisionEtag, revisionFromIfMatch as revisionOf } from '@/lib/revision-etag';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import type { PageInput } from './page-input';
import { getPageById, readBlocks, type LoadedPage } from './pages.server';
import { pageSnapshot } from './page-snapshot';
import { normalizePath } from './paths';

declare const validatedBlocks: unique symbol;

/**
 * A page's blocks after each one's content was checked against its block template. Only the block
 * layer can produce this (src/blocks/validate-page-blocks.ts), so a page can never be saved with
 * content nobody validated — and this feature needs to know nothing about blocks.
 */
export type ValidatedBlocks = readonly {
  id?: number;
  template_key: string;
  active_positions: string[];
  content: BlockContent;
}[] & { readonly [validatedBlocks]: true };

export type PageSaveInput = Omit<PageInput, 'blocks'> & { blocks: ValidatedBlocks };

/** The page's ETag: its revision, bumped by every save. */
export function pageEtag(page: Pick<PageRow, 'revision'>): string {
  return revisionEtag(page.revision);
}

/** `If-Match` from an editor: null when absent (last write wins), else the revision it names. */
export function revisionFromIfMatch(header: string | null): number | null {
  return revisionOf(header, 'page');
}

/**
 * Creates (no id) or replaces a page. Blocks that carry the id of one of this page's blocks keep
 * it; new blocks get new ids; blocks left out are deleted. With `expectedRevision` (from If-Match)
 * the save succeeds only if nobody saved the page since, otherwise 412: two editors never silently
 * overwrite each other.
 */
export async function savePage(
  actor: Actor,
  input: PageSaveInput,
  { id, expectedRevision = null, note = null }: { id?: number; expectedRevision?: number | null; note?: string | null } = {},
): Promise<LoadedPage> {
  // A page that is or becomes live changes what visitors see: that is publishing (decision 0028).
  // A page that stays a draft is an editor's business.
  assertCan(actor, input.status === 'draft' ? 'pages.edit' : 'pages.publish');
  const path = normalizePath(input.path);
  const db = await getDb();
  if (input.image_id) await assertImageExists(db, input.image_id);
  const values = pageValues(input, path);
  const { savedId, previousPath } = await db.transaction(async (tx) => {
    const clash = await tx.select({ id: pages.id }).from(pages).where(eq(pages.path, path));
    if (clash[0] && clash[0].id !== id) {
      throw new AppError('CONFLICT', `Another page already uses the path ${path}.`, [{ pointer: 'path', detail: 'Path already in use' }]);
    }
    if (id === undefined) {
      const [row] = await tx.insert(pages).values(values).returning({ id: pages.id });
      await writeBlocks(tx as unknown as Db, row!.id, input.blocks);
      await recordAudit(actor, 'page.create', 'page', row!.id, null, auditView(values, input.blocks), tx);
      if (values.status === 'published') await recordVersion(tx as unknown as Db, row!.id, actor, note);
      return { savedId: row!.id, previousPath: null };
    }
    const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
    if (before.status !== 'draft') assertCan(actor, 'pages.publish');
    if (expectedRevision !== null && before.revision !== expectedRevision) {
      throw new AppError(
        'PRECONDITION_FAILED',
        `Page ${id} was changed by someone else since you opened it (now revision ${before.revision}). Reload it and apply your changes again.`,
      );
    }
    await tx
      .update(pages)
      .set({ ...values, revision: sql`${pages.revision} + 1` })
      .where(eq(pages.id, id));
    await writeBlocks(tx as unknown as Db, id, input.blocks);
    await recordAudit(actor, 'page.update', 'page', id, before, auditView(values, input.blocks), tx);
    if (values.status === 'published') await recordVersion(tx as unknown as Db, id, actor, note);
    return { savedId: id, previousPath: before.path };
  });
  await invalidateTags(
    cacheTags.pages,
    cacheTags.redirects,
    cacheTags.page(path),
    ...(previousPath && previousPath !== path ? [cacheTags.page(previousPath)] : []),
  );
  // Every publish (editor, scheduler, API, seed) saves here: the site search follows (decision 0041).
  await reindexPage(savedId);
  return getPageById(savedId);
}

/** Stores the page as it now stands, in the same transaction, as its next numbered version. */
async function recordVersion(tx: Db, pageId: number, actor: Actor, note: string | null): Promise<void> {
  const [page] = await tx.select().from(pages).where(eq(pages.id, pageId));
  const blocks = await readBlocks(pageId, tx);
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${pageVersions.number}), 0)` })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId));
  await tx.insert(pageVersions).values({
    pageId,
    number: Number(last?.number ?? 0) + 1,
    content: pageSnapshot({ page: page!, blocks }),
    publishedBy: actorLabel(actor),
    note,
  });
}

/** What the audit log keeps of a saved page: its attributes and which blocks it had, not their content. */
function auditView(values: object, blocks: ValidatedBlocks): object {
  return { ...values, blocks: blocks.map((b) => ({ id: b.id ?? null, template_key: b.template_key })) };
}

async function assertImageExists(db: Db, imageId: number): Promise<void> {
  const [image] = await db.select({ id: images.id }).from(images).where(eq(images.id, imageId));
  if (!image)
    throw new AppError('VALIDATION_FAILED', `Image ${imageId} does not exist.`, [{ pointer: 'image_id', detail: 'Unknown image id' }]);
}

/** Keeps the ids of blocks that already belong to the page, inserts the rest, deletes what is gone. */
async function writeBlocks(tx: Db, pageId: number, blocks: ValidatedBlocks): Promise<void> {
  const kept = blocks.flatMap((b) => (b.id === undefined ? [] : [b.id]));
  if (kept.length) {
    const owned = await tx
      .select({ id: pageBlocks.id })
      .from(pageBlocks)
      .where(and(eq(pageBlocks.pageId, pageId), inArray(pageBlocks.id, kept)));
    const ownedIds = new Set(owned.map((r) => r.id));
    const foreign = blocks.findIndex((b) => b.id !== undefined && !ownedIds.has(b.id));
    if (foreign >= 0) {
      throw new AppError('VALIDATION_FAILED', `Block ${blocks[foreign]!.id} is not a block of this page.`, [
        { pointer: `blocks.${foreign}.id`, detail: 'Unknown block id for this page' },
      ]);
    }
  }
  await tx
    .delete(pageBlocks)
    .where(kept.length ? and(eq(pageBlocks.pageId, pageId), notInArray(pageBlocks.id, kept)) : eq(pageBlocks.pageId, pageId));
  for (const [position, block] of blocks.entries()) {
    const values = { templateKey: block.template_key, activePositions: block.active_positions, content: block.content, position };
    if (block.id === undefined) await tx.insert(pageBlocks).values({ ...values, pageId });
    else await tx.update(pageBlocks).set(values).where(eq(pageBlocks.id, block.id));
  }
}

function pageValues(input: PageSaveInput, path: string) {
  return {
    path,
    pageType: input.page_type,
    title: input.title,
    metaTitle: input.meta_title ?? null,
    metaDescription: input.meta_description ?? null,
    canonicalUrl: input.canonical_url ?? null,
    imageId: input.image_id ?? null,
    externalMetaImage: input.external_meta_image ?? null,
    disableSeoTracking: input.disable_seo_tracking,
    status: input.status,
    publishAt: input.publish_at ? new Date(input.publish_at) : null,
    unpublishAt: input.unpublish_at ? new Date(input.unpublish_at) : null,
    to: input.to ?? null,
    httpCode: input.http_code,
    linkType: input.link_type ?? null,
    linkNewWindow: input.link_new_window,
    updatedAt: new Date(),
  };
}
