import 'server-only';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client.server';
import { metaheads, pageBlocks, pages, type BlockContent, type MetaheadRow, type PageRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import type { Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { normalizePath, pathAncestors } from './paths';
import { isLive } from './visibility';

export interface PageBlock {
  id: number;
  templateKey: string;
  activePositions: string[];
  content: BlockContent;
}

export interface LoadedPage {
  page: PageRow;
  blocks: PageBlock[];
}

/** A page's blocks in order (inside `db` when given: a transaction that just wrote them). */
export async function readBlocks(pageId: number, db?: Db): Promise<PageBlock[]> {
  const handle = db ?? (await getDb());
  return handle
    .select({
      id: pageBlocks.id,
      templateKey: pageBlocks.templateKey,
      activePositions: pageBlocks.activePositions,
      content: pageBlocks.content,
    })
    .from(pageBlocks)
    .where(eq(pageBlocks.pageId, pageId))
    .orderBy(asc(pageBlocks.position));
}

/**
 * Page row and blocks by path, whatever its status (visibility is decided per request). Only pages
 * that exist are cached: "no page here" is one indexed query, and paths come from visitors.
 */
function loadByPath(path: string): Promise<LoadedPage | null> {
  return cached(
    `page:${path}`,
    [cacheTags.page(path)],
    async () => {
      const db = await getDb();
      const [page] = await db.select().from(pages).where(eq(pages.path, path));
      return page ? { page, blocks: await readBlocks(page.id) } : null;
    },
    { keep: (loaded) => loaded !== null },
  );
}

/** The page a visitor may see at this path: live pages and redirects only. */
export async function getLivePage(rawPath: string, now = new Date()): Promise<LoadedPage | null> {
  const loaded = await loadByPath(normalizePath(rawPath));
  if (!loaded || loaded.page.pageType === 'folder' || !isLive(loaded.page, now)) return null;
  return loaded;
}

export interface RedirectRule {
  to: string;
  httpCode: number;
  linkType: string | null;
}

type Schedule = Pick<PageRow, 'status' | 'publishAt' | 'unpublishAt'>;

/** All redirects by source path: the proxy answers them before any page renders. */
export function getRedirectMap(): Promise<Map<string, RedirectRule & { page: Schedule }>> {
  return cached('redirects:all', [cacheTags.redirects], async () => {
    const db = await getDb();
    const rows = await db
      .select({
        path: pages.path,
        to: pages.to,
        httpCode: pages.httpCode,
        linkType: pages.linkType,
        status: pages.status,
        publishAt: pages.publishAt,
        unpublishAt: pages.unpublishAt,
      })
      .from(pages)
      .where(eq(pages.pageType, 'url_redirection'));
    return new Map(rows.filter((r) => r.to).map((r) => [r.path, { to: r.to!, httpCode: r.httpCode, linkType: r.linkType, page: r }]));
  });
}

export interface PathIndexEntry extends Schedule {
  /** Template keys of the page's blocks, in order (the app layer decides how such a page renders). */
  templateKeys: string[];
}

/** Every page and redirect by path (folders excluded), for the proxy's per-request checks. */
function getPathIndex(): Promise<Map<string, PathIndexEntry>> {
  return cached('pages:index', [cacheTags.pages], async () => {
    const db = await getDb();
    const rows = await db
      .select({
        id: pages.id,
        path: pages.path,
        status: pages.status,
        publishAt: pages.publishAt,
        unpublishAt: pages.unpublishAt,
        pageType: pages.pageType,
      })
      .from(pages);
    const blockRows = await db
      .select({ pageId: pageBlocks.pageId, templateKey: pageBlocks.templateKey })
      .from(pageBlocks)
      .orderBy(asc(pageBlocks.pageId), asc(pageBlocks.position));
    const keysByPage = new Map<number, string[]>();
    for (const b of blockRows) keysByPage.set(b.pageId, [...(keysByPage.get(b.pageId) ?? []), b.templateKey]);
    const live = rows.filter((r) => r.pageType !== 'folder');
    return new Map(
      live.map(({ path, status, publishAt, unpublishAt, id }) => [
        path,
        { status, publishAt, unpublishAt, templateKeys: keysByPage.get(id) ?? [] },
      ]),
    );
  });
}

/** The live page or redirect at this path right now, or null (the proxy answers 404 for null). */
export async function findLivePath(rawPath: string, now = new Date()): Promise<PathIndexEntry | null> {
  const entry = (await getPathIndex()).get(normalizePath(rawPath));
  return entry && isLive(entry, now) ? entry : null;
}

export async function findRedirect(rawPath: string, now = new Date()): Promise<RedirectRule | null> {
  const rule = (await getRedirectMap()).get(normalizePath(rawPath));
  return rule && isLive(rule.page, now) ? { to: rule.to, httpCode: rule.httpCode, linkType: rule.linkType } : null;
}

/** Global metaheads plus the page's own, in `sequence` order. */
export function getMetaheads(pageId: number | null): Promise<MetaheadRow[]> {
  return cached(`metaheads:${pageId ?? 'global'}`, [cacheTags.metaheads], async () => {
    const db = await getDb();
    const where =
      pageId === null ? isNull(metaheads.rdxCorePageId) : or(isNull(metaheads.rdxCorePageId), eq(metaheads.rdxCorePageId, pageId));
    return db.select().from(metaheads).where(where).orderBy(asc(metaheads.sequence), asc(metaheads.id));
  });
}

export interface Breadcrumb {
  path: string;
  title: string;
}

/** Breadcrumbs from the live pages (and folders) along the path; changes when any of them changes. */
export function getBreadcrumbs(rawPath: string): Promise<Breadcrumb[]> {
  const path = normalizePath(rawPath);
  const ancestors = pathAncestors(path);
  return cached(`breadcrumbs:${path}`, ancestors.map(cacheTags.page), async () => {
    const db = await getDb();
    const rows = await db
      .select({
        path: pages.path,
        title: pages.title,
        status: pages.status,
        publishAt: pages.publishAt,
        unpublishAt: pages.unpublishAt,
        pageType: pages.pageType,
      })
      .from(pages)
      .where(inArray(pages.path, ancestors));
    const byPath = new Map(rows.filter((r) => r.pageType === 'folder' || isLive(r)).map((r) => [r.path, r.title]));
    return ancestors.flatMap((p) => (byPath.has(p) ? [{ path: p, title: byPath.get(p)! }] : []));
  });
}

// ---- editor reads (authorised by the caller's route; see src/app/api/pages) ----

/** Every page, drafts and disabled ones included: for people who may read the editor. */
export async function listPages(actor: Actor): Promise<PageRow[]> {
  assertCan(actor, 'pages.read');
  const db = await getDb();
  return db.select().from(pages).orderBy(asc(pages.path));
}

/** A page in any state, with its blocks, for the editor. */
export async function getPageForEditing(actor: Actor, id: number): Promise<LoadedPage> {
  assertCan(actor, 'pages.read');
  return getPageById(id);
}

/**
 * The page at `path` in whatever state, for /disabled-preview: people who may preview drafts see a
 * disabled (or not yet, or no longer, live) page as it would look. Null when no page has the path.
 */
export async function getPageForPreview(actor: Actor, rawPath: string): Promise<LoadedPage | null> {
  assertCan(actor, 'drafts.preview');
  const db = await getDb();
  const [page] = await db
    .select()
    .from(pages)
    .where(eq(pages.path, normalizePath(rawPath)));
  return page ? { page, blocks: await readBlocks(page.id) } : null;
}

/** A page visitors can see right now, or null (unknown, draft, disabled or outside its window). */
export async function getLivePageById(id: number): Promise<LoadedPage | null> {
  const loaded = await getPageById(id).catch(() => null);
  return loaded && isLive(loaded.page) ? loaded : null;
}

/**
 * A block visitors can see right now — its page is live — by its id and template, or null. Lets a
 * journey that starts on a page (a reservation flow) find that block's content again later.
 */
export async function getLiveBlock(blockId: number, templateKey: string): Promise<{ block: PageBlock; path: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ path: pages.path })
    .from(pageBlocks)
    .innerJoin(pages, eq(pages.id, pageBlocks.pageId))
    .where(and(eq(pageBlocks.id, blockId), eq(pageBlocks.templateKey, templateKey)));
  if (!row) return null;
  const live = await getLivePage(row.path);
  const block = live?.blocks.find((b) => b.id === blockId && b.templateKey === templateKey);
  return block ? { block, path: live!.page.path } : null;
}

/** Within this feature only: a page in any state. Callers outside use the two functions above. */
export async function getPageById(id: number): Promise<LoadedPage> {
  const db = await getDb();
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  if (!page) throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
  return { page, blocks: await readBlocks(id) };
}

export async function pageExists(path: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(eq(pages.path, normalizePath(path)));
  return rows.length > 0;
}
