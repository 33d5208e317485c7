import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { pageDrafts, pages, type PageRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { actorLabel, type Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { getDraft } from './page-drafts.server';
import { pagePathProblem } from './page-path';
import { descendantsOf, movedPath } from './page-tree';
import { normalizePath } from './paths';
import { isLive } from './visibility';

/** Path and title changes of the page tree: rename, move (with everything under it), duplicate. */

/** Reasons a move is refused that the editor screens explain in their own words. */
export const moveProblems = {
  homeStays: 'The home page stays at /.',
  notUnderItself: 'Choose a path outside this page.',
} as const;

function checkedPath(raw: string): string {
  const path = normalizePath(raw);
  const problem = pagePathProblem(path);
  if (problem) throw new AppError('VALIDATION_FAILED', 'The path is not valid.', [{ pointer: 'path', detail: problem }]);
  return path;
}

function checkedTitle(raw: string): string {
  const title = raw.trim();
  if (!title || title.length > 200) {
    throw new AppError('VALIDATION_FAILED', 'The title is not valid.', [{ pointer: 'title', detail: 'Use 1 to 200 characters.' }]);
  }
  return title;
}

export interface MoveInput {
  title: string;
  path: string;
  /** Leave a 301 from each old path of a live page to its new one, so links and search results keep working. */
  redirect: boolean;
}

/**
 * Renames a page and/or moves it to another path; the pages under it move along. Changing a live
 * page changes what visitors see, so that needs `pages.publish`; a draft is an editor's business.
 * Open drafts move too (their revision is bumped, so an editor with the page open is told).
 */
export async function movePage(
  actor: Actor,
  id: number,
  input: MoveInput,
  expectedRevision: number | null = null,
): Promise<{ page: PageRow; moved: number; redirects: number }> {
  assertCan(actor, 'pages.edit');
  const title = checkedTitle(input.title);
  const target = checkedPath(input.path);
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [root] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    if (!root) throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
    if (expectedRevision !== null && root.revision !== expectedRevision) {
      throw new AppError('PRECONDITION_FAILED', `Page ${id} was changed by someone else since you opened it.`);
    }
    const all = await tx.select().from(pages);
    const pathChanges = target !== root.path;
    if (pathChanges && root.path === '/') {
      throw new AppError('VALIDATION_FAILED', 'The home page cannot move.', [{ pointer: 'path', detail: moveProblems.homeStays }]);
    }
    if (pathChanges && target.startsWith(`${root.path}/`)) {
      throw new AppError('VALIDATION_FAILED', 'A page cannot move under itself.', [
        { pointer: 'path', detail: 'Choose a path outside this page.' },
      ]);
    }
    const affected = pathChanges ? [root, ...descendantsOf(root.path, all)] : [root];
    if (affected.some((p) => p.status !== 'draft')) assertCan(actor, 'pages.publish');
    const moves = affected.map((page) => ({ page, to: movedPath(page.path, root.path, target) }));
    const affectedIds = new Set(affected.map((p) => p.id));
    const taken = new Set(all.filter((p) => !affectedIds.has(p.id)).map((p) => p.path));
    const clash = moves.find((m) => taken.has(m.to));
    if (clash) {
      throw new AppError('CONFLICT', `Another page already uses the path ${clash.to}.`, [
        { pointer: 'path', detail: 'Path already in use' },
      ]);
    }
    const now = new Date();
    for (const { page, to } of moves) {
      const changes = { path: to, ...(page.id === root.id ? { title } : {}) };
      await tx
        .update(pages)
        .set({ ...changes, updatedAt: now, revision: sql`${pages.revision} + 1` })
        .where(eq(pages.id, page.id));
      await tx
        .update(pageDrafts)
        .set({
          content: sql`${pageDrafts.content} || ${JSON.stringify(changes)}::jsonb`,
          revision: sql`${pageDrafts.revision} + 1`,
          updatedBy: actorLabel(actor),
          updatedAt: now,
        })
        .where(eq(pageDrafts.pageId, page.id));
    }
    const leaveRedirects = input.redirect && pathChanges ? moves.filter(({ page }) => page.pageType === 'page' && isLive(page, now)) : [];
    for (const { page, to } of leaveRedirects) {
      await tx.insert(pages).values({
        path: page.path,
        title: `${page.title} → ${to}`,
        pageType: 'url_redirection',
        status: 'published',
        to,
        httpCode: 301,
        linkType: 'internal',
      });
    }
    await recordAudit(
      actor,
      'page.move',
      'page',
      root.id,
      { path: root.path, title: root.title },
      { path: target, title, pages: moves.length, redirects: leaveRedirects.length },
      tx,
    );
    const [page] = await tx.select().from(pages).where(eq(pages.id, id));
    return { page: page!, moved: moves.length, redirects: leaveRedirects.length, paths: moves.flatMap((m) => [m.page.path, m.to]) };
  });
  await invalidateTags(cacheTags.pages, cacheTags.redirects, cacheTags.navigation, ...outcome.paths.map((p) => cacheTags.page(p)));
  return { page: outcome.page, moved: outcome.moved, redirects: outcome.redirects };
}

/**
 * Copies a page into a new draft page at `path`: what the editor sees of the original (its draft
 * when it has one) becomes the copy's draft, with fresh blocks, no schedule, and nothing live until
 * somebody publishes it.
 */
export async function duplicatePage(actor: Actor, id: number, input: { title: string; path: string }): Promise<PageRow> {
  assertCan(actor, 'pages.edit');
  const title = checkedTitle(input.title);
  const path = checkedPath(input.path);
  const source = await getDraft(actor, id);
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [original] = await tx.select().from(pages).where(eq(pages.id, id));
    if (!original) throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
    const [clash] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(inArray(pages.path, [path]));
    if (clash)
      throw new AppError('CONFLICT', `Another page already uses the path ${path}.`, [{ pointer: 'path', detail: 'Path already in use' }]);
    const { id: _id, createdAt: _c, updatedAt: _u, revision: _r, ...attributes } = original;
    const [copy] = await tx
      .insert(pages)
      .values({ ...attributes, path, title, status: 'draft', publishAt: null, unpublishAt: null })
      .returning();
    const blocks = Array.isArray(source.content.blocks) ? (source.content.blocks as Record<string, unknown>[]) : [];
    const content = {
      ...source.content,
      id: copy!.id,
      path,
      title,
      status: 'draft',
      publish_at: null,
      unpublish_at: null,
      blocks: blocks.map(({ id: _blockId, ...block }) => block),
    };
    await tx.insert(pageDrafts).values({ pageId: copy!.id, content, revision: 1, updatedBy: actorLabel(actor) });
    await recordAudit(actor, 'page.duplicate', 'page', copy!.id, null, { from: original.path, path, title }, tx);
    return copy!;
  });
  await invalidateTags(cacheTags.pages);
  return created;
}
