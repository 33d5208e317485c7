import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client.server';
import {
  metaheads,
  pageBlocks,
  pageDrafts,
  pages,
  pageTrash,
  pageVersions,
  type MetaheadRow,
  type PageBlockRow,
  type PageDraftRow,
  type PageRow,
  type PageVersionRow,
} from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { actorLabel, type Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { descendantsOf, movedPath } from './page-tree';
import { pagePathProblem } from './page-path';
import { normalizePath } from './paths';

/**
 * The trash (decision 0029). Deleting a page moves it — with the pages under it, their blocks,
 * drafts, versions and own metaheads — into one `page_trash` row, so nothing an editor made is lost
 * by a wrong click, and the live tables never hold deleted rows that every query would have to skip.
 */
interface TrashedPage {
  page: PageRow;
  blocks: PageBlockRow[];
  draft: PageDraftRow | null;
  versions: PageVersionRow[];
  metaheads: MetaheadRow[];
}

interface TrashSnapshot {
  pages: TrashedPage[];
}

export interface TrashEntry {
  id: number;
  pageId: number;
  path: string;
  title: string;
  pageType: PageRow['pageType'];
  /** How many pages under it went with it. */
  descendants: number;
  deletedBy: string;
  deletedAt: Date;
  /** Another page took the path since: restoring needs a new path. */
  pathTaken: boolean;
}

async function snapshotOf(tx: Db, rows: PageRow[]): Promise<TrashSnapshot> {
  const ids = rows.map((p) => p.id);
  const [blocks, drafts, versions, heads] = await Promise.all([
    tx.select().from(pageBlocks).where(inArray(pageBlocks.pageId, ids)),
    tx.select().from(pageDrafts).where(inArray(pageDrafts.pageId, ids)),
    tx.select().from(pageVersions).where(inArray(pageVersions.pageId, ids)),
    tx.select().from(metaheads).where(inArray(metaheads.rdxCorePageId, ids)),
  ]);
  return {
    pages: rows.map((page) => ({
      page,
      blocks: blocks.filter((b) => b.pageId === page.id).sort((a, b) => a.position - b.position),
      draft: drafts.find((d) => d.pageId === page.id) ?? null,
      versions: versions.filter((v) => v.pageId === page.id),
      metaheads: heads.filter((m) => m.rdxCorePageId === page.id),
    })),
  };
}

/**
 * Moves a page and everything under its path to the trash. With `expectedRevision` (If-Match) a
 * page somebody changed since the caller looked is refused with 412.
 */
export async function movePageToTrash(actor: Actor, id: number, expectedRevision: number | null = null): Promise<TrashEntry> {
  assertCan(actor, 'pages.publish');
  const db = await getDb();
  const { entry, paths } = await db.transaction(async (tx) => {
    const [root] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    if (!root) throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
    if (expectedRevision !== null && root.revision !== expectedRevision) {
      throw new AppError('PRECONDITION_FAILED', `Page ${id} was changed by someone else since you opened it.`);
    }
    const all = await tx.select().from(pages);
    const under = root.path === '/' ? [] : descendantsOf(root.path, all);
    const rows = [root, ...under];
    const snapshot = await snapshotOf(tx as unknown as Db, rows);
    const [entry] = await tx
      .insert(pageTrash)
      .values({
        pageId: root.id,
        path: root.path,
        title: root.title,
        pageType: root.pageType,
        snapshot: snapshot as unknown as Record<string, unknown>,
        deletedBy: actorLabel(actor),
      })
      .returning();
    await tx.delete(pages).where(
      inArray(
        pages.id,
        rows.map((r) => r.id),
      ),
    );
    await recordAudit(actor, 'page.trash', 'page', root.id, { path: root.path, title: root.title, pages: rows.length }, null, tx);
    return { entry: entry!, paths: rows.map((r) => r.path) };
  });
  await invalidatePaths(paths);
  return toEntry(entry, new Set());
}

function toEntry(row: typeof pageTrash.$inferSelect, takenPaths: ReadonlySet<string>): TrashEntry {
  const snapshot = row.snapshot as unknown as TrashSnapshot;
  return {
    id: row.id,
    pageId: row.pageId,
    path: row.path,
    title: row.title,
    pageType: row.pageType,
    descendants: Math.max(0, (snapshot.pages?.length ?? 1) - 1),
    deletedBy: row.deletedBy,
    deletedAt: row.deletedAt,
    pathTaken: takenPaths.has(row.path),
  };
}

/** The trash, newest first. */
export async function listTrash(actor: Actor): Promise<TrashEntry[]> {
  assertCan(actor, 'pages.read');
  const db = await getDb();
  const rows = await db.select().from(pageTrash).orderBy(desc(pageTrash.deletedAt), desc(pageTrash.id));
  if (!rows.length) return [];
  const taken = await db
    .select({ path: pages.path })
    .from(pages)
    .where(
      inArray(
        pages.path,
        rows.map((r) => r.path),
      ),
    );
  return rows.map((row) => toEntry(row, new Set(taken.map((t) => t.path))));
}

/** JSON turned the snapshot's dates into strings; the tables want dates back. */
function date(value: unknown): Date | null {
  return value === null || value === undefined ? null : new Date(value as string);
}

/**
 * Puts a trashed page (and the pages that went with it) back, under their old ids, so links to
 * /cms/pages/{id} and version history keep working. `path` restores it somewhere else when another
 * page took the old path since (409 names the path otherwise); the pages under it move along.
 * A schedule the draft had is dropped: its time may have passed while it lay in the trash.
 */
export async function restoreFromTrash(
  actor: Actor,
  trashId: number,
  { path }: { path?: string } = {},
): Promise<{ pageId: number; path: string }> {
  assertCan(actor, 'pages.publish');
  const db = await getDb();
  const restored = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(pageTrash).where(eq(pageTrash.id, trashId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', `Trash entry ${trashId} does not exist.`);
    const snapshot = row.snapshot as unknown as TrashSnapshot;
    const target = path === undefined ? row.path : normalizePath(path);
    const problem = pagePathProblem(target);
    if (problem) throw new AppError('VALIDATION_FAILED', 'The path is not valid.', [{ pointer: 'path', detail: problem }]);
    const moved = snapshot.pages.map((p) => ({ ...p, page: { ...p.page, path: movedPath(p.page.path, row.path, target) } }));
    const wanted = moved.map((p) => p.page.path);
    const clashes = await tx.select({ path: pages.path }).from(pages).where(inArray(pages.path, wanted));
    if (clashes.length) {
      throw new AppError('CONFLICT', `Another page now uses ${clashes.map((c) => c.path).join(', ')}. Restore it under another path.`, [
        { pointer: 'path', detail: 'Path already in use' },
      ]);
    }
    for (const { page, blocks, draft, versions, metaheads: heads } of moved) {
      await tx
        .insert(pages)
        .overridingSystemValue()
        .values({
          ...page,
          publishAt: date(page.publishAt),
          unpublishAt: date(page.unpublishAt),
          createdAt: date(page.createdAt)!,
          updatedAt: new Date(),
          revision: page.revision + 1,
        });
      if (blocks.length) await tx.insert(pageBlocks).overridingSystemValue().values(blocks);
      if (draft) {
        const content = { ...draft.content, path: page.path };
        await tx.insert(pageDrafts).values({ ...draft, content, updatedAt: date(draft.updatedAt)!, scheduledAt: null, scheduledBy: null });
      }
      if (versions.length) {
        await tx
          .insert(pageVersions)
          .overridingSystemValue()
          .values(versions.map((v) => ({ ...v, publishedAt: date(v.publishedAt)! })));
      }
      if (heads.length) await tx.insert(metaheads).overridingSystemValue().values(heads);
    }
    await tx.delete(pageTrash).where(eq(pageTrash.id, trashId));
    await recordAudit(actor, 'page.restore', 'page', row.pageId, null, { path: target, pages: moved.length }, tx);
    return { pageId: row.pageId, path: target, paths: wanted };
  });
  await invalidatePaths(restored.paths);
  return { pageId: restored.pageId, path: restored.path };
}

/** Deletes a trash entry for good. */
export async function purgeFromTrash(actor: Actor, trashId: number): Promise<void> {
  assertCan(actor, 'pages.publish');
  const db = await getDb();
  const [gone] = await db.delete(pageTrash).where(eq(pageTrash.id, trashId)).returning();
  if (!gone) throw new AppError('NOT_FOUND', `Trash entry ${trashId} does not exist.`);
  await recordAudit(actor, 'page.purge', 'page', gone.pageId, { path: gone.path, title: gone.title }, null);
}

async function invalidatePaths(paths: string[]): Promise<void> {
  await invalidateTags(cacheTags.pages, cacheTags.redirects, cacheTags.navigation, ...paths.map((p) => cacheTags.page(p)));
}
