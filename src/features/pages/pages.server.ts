import 'server-only';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { metaheads, pageBlocks, pages, type MetaheadRow, type PageRow } from '@/db/schema';
import type { StoredContent } from '@/blocks/types';
import { needsDynamicRendering } from '@/blocks/registry';
import { validateBlockContent } from '@/blocks/validate-content';
import { AppError } from '@/lib/app-error';
import { cached, invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { normalizePath, pathAncestors } from './paths';
import type { PageInput } from './page-input';
import { isLive } from './visibility';

export interface PageBlock {
  id: number;
  templateKey: string;
  activePositions: string[];
  content: StoredContent;
}

export interface LoadedPage {
  page: PageRow;
  blocks: PageBlock[];
}

/** Page row and blocks by path, whatever its status (visibility is decided per request). */
function loadByPath(path: string): Promise<LoadedPage | null> {
  return cached(`page:${path}`, [cacheTags.pages, cacheTags.page(path)], async () => {
    const db = await getDb();
    const [page] = await db.select().from(pages).where(eq(pages.path, path));
    if (!page) return null;
    const blocks = await db
      .select({ id: pageBlocks.id, templateKey: pageBlocks.templateKey, activePositions: pageBlocks.activePositions, content: pageBlocks.content })
      .from(pageBlocks)
      .where(eq(pageBlocks.pageId, page.id))
      .orderBy(asc(pageBlocks.position));
    return { page, blocks };
  });
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

/** All live redirects by source path: the proxy answers them before any page renders. */
export function getRedirectMap(): Promise<Map<string, RedirectRule & { page: Pick<PageRow, 'status' | 'publishAt' | 'unpublishAt'> }>> {
  return cached('redirects:all', [cacheTags.pages, cacheTags.redirects], async () => {
    const db = await getDb();
    const rows = await db
      .select({ path: pages.path, to: pages.to, httpCode: pages.httpCode, linkType: pages.linkType, status: pages.status, publishAt: pages.publishAt, unpublishAt: pages.unpublishAt })
      .from(pages)
      .where(eq(pages.pageType, 'url_redirection'));
    return new Map(rows.filter((r) => r.to).map((r) => [r.path, { to: r.to!, httpCode: r.httpCode, linkType: r.linkType, page: r }]));
  });
}

/**
 * Whether a live page or redirect is at this path right now (the proxy answers anything else with
 * 404); 'dynamic' when the page has blocks that render from the query.
 */
export async function isLivePath(rawPath: string, now = new Date()): Promise<boolean | 'dynamic'> {
  const path = normalizePath(rawPath);
  const index = await cached('pages:index', [cacheTags.pages], async () => {
    const db = await getDb();
    const rows = await db
      .select({ id: pages.id, path: pages.path, status: pages.status, publishAt: pages.publishAt, unpublishAt: pages.unpublishAt, pageType: pages.pageType })
      .from(pages);
    const blockRows = await db.select({ pageId: pageBlocks.pageId, templateKey: pageBlocks.templateKey }).from(pageBlocks);
    const keysByPage = new Map<number, string[]>();
    for (const b of blockRows) keysByPage.set(b.pageId, [...(keysByPage.get(b.pageId) ?? []), b.templateKey]);
    return new Map(rows.filter((r) => r.pageType !== 'folder').map((r) => [r.path, { ...r, dynamic: needsDynamicRendering(keysByPage.get(r.id) ?? []) }]));
  });
  const row = index.get(path);
  if (!row || !isLive(row, now)) return false;
  return row.dynamic ? 'dynamic' : true;
}

export async function findRedirect(rawPath: string, now = new Date()): Promise<RedirectRule | null> {
  const rule = (await getRedirectMap()).get(normalizePath(rawPath));
  return rule && isLive(rule.page, now) ? { to: rule.to, httpCode: rule.httpCode, linkType: rule.linkType } : null;
}

/** Global metaheads plus the page's own, in `sequence` order. */
export function getMetaheads(pageId: number | null): Promise<MetaheadRow[]> {
  return cached(`metaheads:${pageId ?? 'global'}`, [cacheTags.metaheads], async () => {
    const db = await getDb();
    const where = pageId === null ? isNull(metaheads.rdxCorePageId) : or(isNull(metaheads.rdxCorePageId), eq(metaheads.rdxCorePageId, pageId));
    return db.select().from(metaheads).where(where).orderBy(asc(metaheads.sequence), asc(metaheads.id));
  });
}

export interface Breadcrumb {
  path: string;
  title: string;
}

/** Breadcrumbs from the live pages (and folders) along the path. */
export function getBreadcrumbs(rawPath: string): Promise<Breadcrumb[]> {
  const path = normalizePath(rawPath);
  return cached(`breadcrumbs:${path}`, [cacheTags.pages], async () => {
    const ancestors = pathAncestors(path);
    const db = await getDb();
    const rows = await db
      .select({ path: pages.path, title: pages.title, status: pages.status, publishAt: pages.publishAt, unpublishAt: pages.unpublishAt, pageType: pages.pageType })
      .from(pages)
      .where(inArray(pages.path, ancestors));
    const byPath = new Map(rows.filter((r) => r.pageType === 'folder' || isLive(r)).map((r) => [r.path, r.title]));
    return ancestors.flatMap((p) => (byPath.has(p) ? [{ path: p, title: byPath.get(p)! }] : []));
  });
}

// ---- editor operations (authorised by the caller's route; see src/app/api/pages) ----

export async function listPages(): Promise<PageRow[]> {
  const db = await getDb();
  return db.select().from(pages).orderBy(asc(pages.path));
}

export async function getPageById(id: number): Promise<LoadedPage> {
  const db = await getDb();
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  if (!page) throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
  const blocks = await db
    .select({ id: pageBlocks.id, templateKey: pageBlocks.templateKey, activePositions: pageBlocks.activePositions, content: pageBlocks.content })
    .from(pageBlocks)
    .where(eq(pageBlocks.pageId, id))
    .orderBy(asc(pageBlocks.position));
  return { page, blocks };
}

/** Creates (id undefined) or replaces a page with its blocks, every block validated first. */
export async function savePage(input: PageInput, id?: number): Promise<LoadedPage> {
  const path = normalizePath(input.path);
  const blocks = input.blocks.map((b, i) => ({
    templateKey: b.template_key,
    activePositions: b.active_positions,
    content: validateBlockContent(b.template_key, b.content, `blocks.${i}.content`),
  }));
  const values = {
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
  const db = await getDb();
  const savedId = await db.transaction(async (tx) => {
    const clash = await tx.select({ id: pages.id }).from(pages).where(eq(pages.path, path));
    if (clash[0] && clash[0].id !== id) throw new AppError('CONFLICT', `Another page already uses the path ${path}.`, [{ pointer: 'path', detail: 'Path already in use' }]);
    let pageId = id;
    if (pageId === undefined) {
      const [row] = await tx.insert(pages).values(values).returning({ id: pages.id });
      pageId = row!.id;
    } else {
      const updated = await tx.update(pages).set(values).where(eq(pages.id, pageId)).returning({ id: pages.id });
      if (!updated.length) throw new AppError('NOT_FOUND', `Page ${pageId} does not exist.`);
      await tx.delete(pageBlocks).where(eq(pageBlocks.pageId, pageId));
    }
    if (blocks.length) await tx.insert(pageBlocks).values(blocks.map((b, position) => ({ ...b, pageId: pageId!, position })));
    return pageId;
  });
  invalidateTags(cacheTags.pages);
  return getPageById(savedId);
}

export async function deletePage(id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', `Page ${id} does not exist.`);
  invalidateTags(cacheTags.pages);
}

export async function pageExists(path: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: pages.id }).from(pages).where(and(eq(pages.path, normalizePath(path))));
  return rows.length > 0;
}
