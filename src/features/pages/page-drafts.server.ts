import 'server-only';
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { pageDrafts, pages, pageVersions, type PageDraftRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { actorLabel, type Actor } from '@/features/auth/permissions';
import { unindexPage } from '@/features/search/search-index.server';
import { AppError } from '@/lib/app-error';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { savePage, type PageSaveInput } from './page-editing.server';
import { pageSnapshot } from './page-snapshot';
import { getPageById } from './pages.server';

/**
 * Drafts, publishing, scheduling and versions (decision 0028). Visitors read `pages`/`page_blocks`;
 * editors change a draft beside it; publishing copies the draft over the live page and stores an
 * immutable numbered version.
 */
export interface DraftView {
  pageId: number;
  /** The page as the editor API speaks it (attributes and blocks); not necessarily valid yet. */
  content: Record<string, unknown>;
  /** 0 while nobody has changed the live page: the draft is the live page. */
  revision: number;
  updatedBy: string | null;
  updatedAt: Date | null;
  scheduledAt: Date | null;
  scheduledBy: string | null;
}

async function livePageContent(pageId: number): Promise<Record<string, unknown>> {
  const loaded = await getPageById(pageId).catch(() => {
    throw new AppError('NOT_FOUND', `Page ${pageId} does not exist.`);
  });
  const { revision: _revision, ...content } = pageSnapshot(loaded);
  return content;
}

function view(row: PageDraftRow): DraftView {
  return {
    pageId: row.pageId,
    content: row.content,
    revision: row.revision,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
    scheduledAt: row.scheduledAt,
    scheduledBy: row.scheduledBy,
  };
}

/** No stored draft: the draft is the live page, at revision 0. */
async function liveDraft(pageId: number): Promise<DraftView> {
  const content = await livePageContent(pageId);
  return { pageId, content, revision: 0, updatedBy: null, updatedAt: null, scheduledAt: null, scheduledBy: null };
}

export async function getDraft(actor: Actor, pageId: number): Promise<DraftView> {
  assertCan(actor, 'pages.read');
  const db = await getDb();
  const [row] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId));
  return row ? view(row) : liveDraft(pageId);
}

function staleDraft(row: PageDraftRow | undefined, expected: number): AppError {
  const who = row ? `${row.updatedBy} at ${row.updatedAt.toISOString()}` : 'somebody';
  const error = new AppError(
    'PRECONDITION_FAILED',
    `The draft was saved by ${who} since you opened it (now revision ${row?.revision ?? 0}, you had ${expected}). Reload it: nothing of theirs or yours is lost until you choose.`,
  );
  error.headers = { etag: `"d${row?.revision ?? 0}"` };
  return error;
}

/**
 * Saves the editor's working copy. `expectedRevision` is the revision the editor loaded: when
 * somebody saved in between, 412 says who and when, and neither save is lost (theirs is stored,
 * yours is still in your browser).
 */
export async function saveDraft(
  actor: Actor,
  pageId: number,
  content: Record<string, unknown>,
  expectedRevision: number,
): Promise<DraftView> {
  assertCan(actor, 'pages.edit');
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for('update');
    if (!page) throw new AppError('NOT_FOUND', `Page ${pageId} does not exist.`);
    const [row] = await tx.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId));
    if ((row?.revision ?? 0) !== expectedRevision) throw staleDraft(row, expectedRevision);
    const values = { content, revision: expectedRevision + 1, updatedBy: actorLabel(actor), updatedAt: new Date() };
    const [written] = row
      ? await tx.update(pageDrafts).set(values).where(eq(pageDrafts.pageId, pageId)).returning()
      : await tx
          .insert(pageDrafts)
          .values({ pageId, ...values })
          .returning();
    return written!;
  });
  return view(saved);
}

/** Throws the draft away: the editor starts again from the live page. */
export async function discardDraft(actor: Actor, pageId: number): Promise<void> {
  assertCan(actor, 'pages.edit');
  const db = await getDb();
  const [gone] = await db.delete(pageDrafts).where(eq(pageDrafts.pageId, pageId)).returning();
  if (gone) await recordAudit(actor, 'page.discard_draft', 'page', pageId, { revision: gone.revision }, null);
}

/**
 * Publishes the draft the editor saw (`expectedRevision`), already validated by the caller: the
 * live page becomes it, a version is stored, and the draft is gone (the live page is the baseline
 * again).
 */
export async function publishDraft(
  actor: Actor,
  pageId: number,
  input: PageSaveInput,
  { expectedRevision, note = null }: { expectedRevision: number; note?: string | null },
): Promise<void> {
  assertCan(actor, 'pages.publish');
  const db = await getDb();
  const [row] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId));
  if ((row?.revision ?? 0) !== expectedRevision) throw staleDraft(row, expectedRevision);
  await savePage(actor, { ...input, status: 'published' }, { id: pageId, note });
  await db.delete(pageDrafts).where(and(eq(pageDrafts.pageId, pageId), eq(pageDrafts.revision, expectedRevision)));
}

/** Publishes the draft at `at` (null cancels). The scheduler (src/server) does the publishing. */
export async function scheduleDraft(
  actor: Actor,
  pageId: number,
  at: Date | null,
  expectedRevision: number,
  now = new Date(),
): Promise<DraftView> {
  assertCan(actor, 'pages.publish');
  if (at && at <= now) {
    throw new AppError('VALIDATION_FAILED', 'Choose a time in the future, or publish now.', [{ pointer: 'at', detail: 'in the past' }]);
  }
  const db = await getDb();
  const [row] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId));
  if (!row) throw new AppError('CONFLICT', 'There is no draft to schedule: the page has no unpublished changes.');
  if (row.revision !== expectedRevision) throw staleDraft(row, expectedRevision);
  const [updated] = await db
    .update(pageDrafts)
    .set({ scheduledAt: at, scheduledBy: at ? actorLabel(actor) : null })
    .where(eq(pageDrafts.pageId, pageId))
    .returning();
  await recordAudit(actor, at ? 'page.schedule' : 'page.unschedule', 'page', pageId, { scheduledAt: row.scheduledAt }, { scheduledAt: at });
  return view(updated!);
}

/** Drafts whose time has come, oldest first. */
export async function dueDrafts(now = new Date()): Promise<PageDraftRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(pageDrafts)
    .where(and(isNotNull(pageDrafts.scheduledAt), lte(pageDrafts.scheduledAt, now)))
    .orderBy(asc(pageDrafts.scheduledAt));
}

/** Takes the page off the site; its content, draft and versions stay. */
export async function unpublishPage(actor: Actor, pageId: number): Promise<void> {
  assertCan(actor, 'pages.publish');
  const db = await getDb();
  const [page] = await db
    .update(pages)
    .set({ status: 'draft', revision: sql`${pages.revision} + 1`, updatedAt: new Date() })
    .where(eq(pages.id, pageId))
    .returning({ path: pages.path });
  if (!page) throw new AppError('NOT_FOUND', `Page ${pageId} does not exist.`);
  await recordAudit(actor, 'page.unpublish', 'page', pageId, { status: 'published' }, { status: 'draft' });
  await invalidateTags(cacheTags.pages, cacheTags.redirects, cacheTags.page(page.path));
  await unindexPage(pageId);
}

export interface VersionSummary {
  number: number;
  publishedBy: string;
  publishedAt: Date;
  note: string | null;
}

export async function listVersions(actor: Actor, pageId: number): Promise<VersionSummary[]> {
  assertCan(actor, 'pages.read');
  const db = await getDb();
  return db
    .select({
      number: pageVersions.number,
      publishedBy: pageVersions.publishedBy,
      publishedAt: pageVersions.publishedAt,
      note: pageVersions.note,
    })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.number));
}

export async function getVersion(
  actor: Actor,
  pageId: number,
  number: number,
): Promise<VersionSummary & { content: Record<string, unknown> }> {
  assertCan(actor, 'pages.read');
  const db = await getDb();
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.number, number)));
  if (!row) throw new AppError('NOT_FOUND', `Page ${pageId} has no version ${number}.`);
  return { number: row.number, publishedBy: row.publishedBy, publishedAt: row.publishedAt, note: row.note, content: row.content };
}

/** Puts an old version into the draft; it goes live only when somebody publishes it. */
export async function restoreVersion(actor: Actor, pageId: number, number: number, expectedRevision: number): Promise<DraftView> {
  const version = await getVersion(actor, pageId, number);
  const { revision: _revision, ...content } = version.content;
  const draft = await saveDraft(actor, pageId, content, expectedRevision);
  await recordAudit(actor, 'page.restore', 'page', pageId, null, { version: number });
  return draft;
}

/**
 * Takes a due draft for publishing: clears its schedule only if it is still the one seen, so of
 * several instances polling the same database exactly one publishes it.
 */
export async function claimScheduledDraft(row: PageDraftRow): Promise<boolean> {
  if (!row.scheduledAt) return false;
  const db = await getDb();
  const claimed = await db
    .update(pageDrafts)
    .set({ scheduledAt: null })
    .where(and(eq(pageDrafts.pageId, row.pageId), eq(pageDrafts.revision, row.revision), eq(pageDrafts.scheduledAt, row.scheduledAt)))
    .returning({ pageId: pageDrafts.pageId });
  return claimed.length === 1;
}
