import 'server-only';
import { asc, desc, eq, lt } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { listings, stockImports, type StockImportRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { actorLabel, type Actor } from '@/features/auth/permissions';
import { reindexStockModels } from '@/features/search/search-index.server';
import { AppError, isAppError } from '@/lib/app-error';
import { parseFeed, type FeedFormat, type FeedProblem } from './feed-parse';
import { getListing } from '../search/vehicle-search.server';
import { upsertVehicles, type UpsertOutcome } from './upsert.server';

/** Problems kept per import in the history (the total is kept too). */
const keptProblems = 1000;

export interface ImportOptions {
  full: boolean;
  /** Where the feed came from, for the history: the admin screen, the API or the CLI. */
  source?: 'admin' | 'api' | 'cli';
  fileName?: string | null;
  /** The language of the problems' reasons (field rules): Japanese for the admin screen. */
  language?: 'en' | 'ja';
}

/**
 * Imports a dealer feed into a listing. A file with any invalid row is rejected whole, with every
 * problem's row, field and reason, and changes nothing; an accepted file is upserted by listing
 * and VIN in one transaction. A full feed unlists vehicles it no longer contains. Either way the
 * import is written to the history the stock-import screen shows.
 */
export async function importFeed(
  actor: Actor,
  listingId: string,
  text: string,
  format: FeedFormat,
  { full, source = 'api', fileName = null, language = 'en' }: ImportOptions,
): Promise<UpsertOutcome & { rows: number; importId: number }> {
  assertCan(actor, 'stock.import');
  await getListing(listingId);
  const startedAt = new Date();
  const entry = {
    listingId,
    fileName,
    format,
    mode: full ? ('full' as const) : ('partial' as const),
    source,
    actorLabel: actorLabel(actor),
    startedAt,
  };
  const { rows, rowNumbers, problems } = parseFeed(text, format, { language });
  if (problems.length) {
    const badRows = new Set(problems.filter((p) => p.row > 0).map((p) => p.row)).size;
    await recordImport({ ...entry, outcome: 'rejected', rows: rowNumbers.length + badRows, problems });
    throw new AppError(
      'VALIDATION_FAILED',
      `The feed was rejected: ${problems.length} problem(s). Nothing was changed.`,
      problems.slice(0, 200).map((p) => ({ pointer: p.pointer, detail: p.detail })),
    );
  }
  let outcome: UpsertOutcome;
  try {
    outcome = await upsertVehicles(listingId, rows, { full, rowNumbers });
  } catch (error) {
    // Refused while upserting (a dealer that does not exist): nothing changed, and the history says why.
    if (isAppError(error) && error.status === 422) {
      const found = error.errors.map((e) => {
        const match = /^rows\.(\d+)\.?(.*)$/.exec(e.pointer);
        return { row: Number(match?.[1] ?? 0), field: match?.[2] ?? e.pointer, pointer: e.pointer, detail: e.detail };
      });
      await recordImport({ ...entry, outcome: 'rejected', rows: rows.length, problems: found });
    }
    throw error;
  }
  const importId = await recordImport({ ...entry, outcome: 'applied', rows: rows.length, ...outcome, problems: [] });
  await recordAudit(actor, 'stock.import', 'listing', listingId, null, { format, full, rows: rows.length, ...outcome });
  await reindexStockModels();
  return { ...outcome, rows: rows.length, importId };
}

async function recordImport(
  entry: Omit<typeof stockImports.$inferInsert, 'problems' | 'problemCount'> & { problems: FeedProblem[] },
): Promise<number> {
  const { problems, ...rest } = entry;
  const db = await getDb();
  const [row] = await db
    .insert(stockImports)
    .values({
      ...rest,
      problemCount: problems.length,
      problems: problems.slice(0, keptProblems).map((p) => ({ row: p.row, field: p.field, detail: p.detail })),
    })
    .returning({ id: stockImports.id });
  return row!.id;
}

/** The import history, newest first; `beforeId` pages back. */
export async function listStockImports(
  actor: Actor,
  { limit = 50, beforeId }: { limit?: number; beforeId?: number } = {},
): Promise<StockImportRow[]> {
  assertCan(actor, 'stock.import');
  const db = await getDb();
  return db
    .select()
    .from(stockImports)
    .where(beforeId ? lt(stockImports.id, beforeId) : undefined)
    .orderBy(desc(stockImports.id))
    .limit(Math.min(limit, 200));
}

export async function getStockImport(actor: Actor, id: number): Promise<StockImportRow> {
  assertCan(actor, 'stock.import');
  const db = await getDb();
  const [row] = await db.select().from(stockImports).where(eq(stockImports.id, id));
  if (!row) throw new AppError('NOT_FOUND', `Import ${id} does not exist.`);
  return row;
}

/** The listings a feed can go into, for the import screen. */
export async function listListingsForImport(actor: Actor): Promise<{ id: string; name: string }[]> {
  assertCan(actor, 'stock.import');
  const db = await getDb();
  return db.select({ id: listings.id, name: listings.name }).from(listings).orderBy(asc(listings.id));
}
