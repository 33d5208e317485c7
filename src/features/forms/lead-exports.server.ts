import 'server-only';
import { and, asc, desc, eq, getTableColumns, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { leadExports, leads, locations, type LeadExportRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { actorLabel, type Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { logger } from '@/lib/logger.server';
import { csvRow, utf8Bom } from './csv';
import { localise } from './definition';
import { readableValue } from './deliveries.server';
import { findForm, getForm } from './forms.server';

/**
 * Lead exports (site.md §4: created → polled → downloaded). Creating one records the filters and
 * the moment; a job writes the CSV (UTF-8 with BOM, for Excel) in pages of 500 leads and keeps it
 * until downloaded. Leads are personal data: only `leads.read`, and each export is audited.
 */

export interface ExportFilters {
  createdFrom?: string;
  createdTo?: string;
  sort: 'created_at' | '-created_at';
}

export function exportJson(row: LeadExportRow) {
  return {
    id: row.id,
    form_id: row.formId,
    status: row.status,
    filters: row.filters,
    row_count: row.rowCount,
    byte_size: row.byteSize,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function createLeadExport(actor: Actor, formId: number, filters: ExportFilters): Promise<LeadExportRow> {
  assertCan(actor, 'leads.read');
  await getForm(actor, formId);
  const db = await getDb();
  const stored: Record<string, string> = { sort: filters.sort };
  if (filters.createdFrom) stored.created_from = filters.createdFrom;
  if (filters.createdTo) stored.created_to = filters.createdTo;
  // Leads arriving after this moment are not in the export, however long the job takes.
  stored.until = new Date().toISOString();
  const [row] = await db
    .insert(leadExports)
    .values({ formId, filters: stored, createdBy: actorLabel(actor) })
    .returning();
  await recordAudit(actor, 'lead_export.create', 'form', formId, null, stored);
  void runPendingExports().catch((error: unknown) => logger.error({ err: error }, 'lead export failed to start'));
  return row!;
}

export async function getLeadExport(actor: Actor, formId: number, exportId: number): Promise<LeadExportRow> {
  assertCan(actor, 'leads.read');
  const db = await getDb();
  const [row] = await db
    .select()
    .from(leadExports)
    .where(and(eq(leadExports.id, exportId), eq(leadExports.formId, formId)));
  if (!row) throw new AppError('NOT_FOUND', `No export ${exportId} of form ${formId}.`);
  return row;
}

export async function listLeadExports(actor: Actor, formId: number): Promise<LeadExportRow[]> {
  assertCan(actor, 'leads.read');
  const db = await getDb();
  return db
    .select({ ...columnsWithoutCsv })
    .from(leadExports)
    .where(eq(leadExports.formId, formId))
    .orderBy(desc(leadExports.id))
    .limit(20)
    .then((rows) => rows.map((r) => ({ ...r, csv: null })));
}

const { csv: _csv, ...columnsWithoutCsv } = getTableColumns(leadExports);

/** The finished CSV, streamed to the browser in 64 KB pieces; 409 while it is not ready. */
export async function downloadLeadExport(
  actor: Actor,
  formId: number,
  exportId: number,
): Promise<{ stream: ReadableStream<Uint8Array>; fileName: string }> {
  const row = await getLeadExport(actor, formId, exportId);
  if (row.status !== 'completed' || !row.csv) throw new AppError('CONFLICT', `The export is ${row.status}; poll it until completed.`);
  await recordAudit(actor, 'lead_export.download', 'form', formId, null, { export_id: exportId, rows: row.rowCount });
  const bytes = row.csv;
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + 65_536)));
      offset += 65_536;
    },
  });
  const form = await findForm(formId);
  const stamp = row.createdAt.toISOString().slice(0, 10);
  return { stream, fileName: `leads-${form?.name ?? formId}-${stamp}-${exportId}.csv` };
}

async function claimPending(): Promise<LeadExportRow | null> {
  const db = await getDb();
  const result = await db.execute(sql`
    UPDATE lead_exports SET status = 'processing'
     WHERE id = (SELECT id FROM lead_exports WHERE status = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
 RETURNING id`);
  const id = (result.rows as { id: number }[])[0]?.id;
  if (id === undefined) return null;
  const [row] = await db
    .select()
    .from(leadExports)
    .where(eq(leadExports.id, Number(id)));
  return row ?? null;
}

async function buildCsv(row: LeadExportRow): Promise<{ csv: Buffer; count: number }> {
  const form = await findForm(row.formId);
  if (!form) throw new Error('the form no longer exists');
  const db = await getDb();
  const fields = form.fields.filter((f) => f.type !== 'file');
  const locationNames = new Map((await db.select({ id: locations.id, name: locations.name }).from(locations)).map((l) => [l.id, l.name]));
  const parts: string[] = [
    utf8Bom,
    csvRow([
      '受付番号',
      '受付日時（日本時間）',
      '販売店',
      ...fields.map((f) => localise(f.label, 'ja')),
      '同意した文書の版',
      'メール配信の同意',
      '送信元ページ',
    ]),
  ];
  const filters = row.filters;
  const conditions: SQL[] = [eq(leads.formId, row.formId), lte(leads.createdAt, new Date(filters.until!))];
  if (filters.created_from) conditions.push(gte(leads.createdAt, new Date(filters.created_from)));
  if (filters.created_to) conditions.push(lte(leads.createdAt, new Date(filters.created_to)));
  const ascending = filters.sort === 'created_at';
  let count = 0;
  // Keyset pages of 500: a large export never holds every lead in memory at once.
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const page: (typeof leads.$inferSelect)[] = await db
      .select()
      .from(leads)
      .where(
        and(
          ...conditions,
          after
            ? ascending
              ? sql`(${leads.createdAt}, ${leads.id}) > (${after.createdAt}, ${after.id})`
              : sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(...(ascending ? [asc(leads.createdAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)]))
      .limit(500);
    for (const lead of page) {
      const when = new Date(lead.createdAt.getTime() + 9 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
      parts.push(
        csvRow([
          lead.id,
          when,
          lead.locationId === null ? '' : (locationNames.get(lead.locationId) ?? lead.locationId),
          ...fields.map((f) => readableValue(f, lead.attributes[f.name], 'ja')),
          lead.consentVersion,
          lead.marketingOptIn ? 'はい' : 'いいえ',
          lead.sourcePath ?? '',
        ]),
      );
    }
    count += page.length;
    if (page.length < 500) break;
    const last = page.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
  return { csv: Buffer.from(parts.join(''), 'utf8'), count };
}

/** Works off every pending export (run after one is created, and by the outbox poller). */
export async function runPendingExports(): Promise<number> {
  let done = 0;
  for (let row = await claimPending(); row; row = await claimPending()) {
    const db = await getDb();
    try {
      const { csv, count } = await buildCsv(row);
      await db
        .update(leadExports)
        .set({ status: 'completed', csv, rowCount: count, byteSize: csv.byteLength, finishedAt: new Date() })
        .where(eq(leadExports.id, row.id));
    } catch (error) {
      logger.error({ err: error, exportId: row.id }, 'lead export failed');
      await db
        .update(leadExports)
        .set({ status: 'failed', error: error instanceof Error ? error.message : String(error), finishedAt: new Date() })
        .where(eq(leadExports.id, row.id));
    }
    done += 1;
  }
  return done;
}

/** Exports older than a day are dropped: a CSV of personal data should not linger (APPI). */
export async function dropOldExports(now = new Date()): Promise<void> {
  const db = await getDb();
  await db.delete(leadExports).where(lt(leadExports.createdAt, new Date(now.getTime() - 86_400_000)));
}
