import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { metaheads, pages, type MetaheadRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { compileStyle } from './compile-style.server';
import type { MetaheadInput } from './metahead-input';

/**
 * Adds a metahead. SCSS and Sass are compiled now, with time, memory and size limits, and stored as
 * CSS: pages only ever read the stored CSS. A stylesheet that cannot be compiled is refused (422
 * naming `content`). Plain CSS is stored as written.
 */
export async function createMetahead(actor: Actor, input: MetaheadInput): Promise<MetaheadRow> {
  assertCan(actor, 'metaheads.manage');
  const db = await getDb();
  if (input.rdx_core_page_id !== null) {
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, input.rdx_core_page_id));
    if (!page) throw new AppError('VALIDATION_FAILED', 'No such page.', [{ pointer: 'rdx_core_page_id', detail: 'Unknown page id' }]);
  }
  const compiledCss = input.language === 'scss' || input.language === 'sass' ? await compileStyle(input.content, input.language) : null;
  const [row] = await db
    .insert(metaheads)
    .values({
      content: input.content,
      language: input.language,
      sequence: input.sequence,
      inBody: input.in_body,
      reloadOnEachPage: input.reload_on_each_page,
      rdxCorePageId: input.rdx_core_page_id,
      compiledCss,
    })
    .returning();
  await recordAudit(actor, 'metahead.create', 'metahead', row!.id, null, row);
  invalidateTags(cacheTags.metaheads);
  return row!;
}

export async function deleteMetahead(actor: Actor, id: number): Promise<void> {
  assertCan(actor, 'metaheads.manage');
  const db = await getDb();
  const [deleted] = await db.delete(metaheads).where(eq(metaheads.id, id)).returning();
  if (!deleted) throw new AppError('NOT_FOUND', `Metahead ${id} does not exist.`);
  await recordAudit(actor, 'metahead.delete', 'metahead', id, deleted, null);
  invalidateTags(cacheTags.metaheads);
}
