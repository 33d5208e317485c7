import 'server-only';
import { getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type DbOrTx } from '@/db/client.server';
import { modelBodyStyles, modelBrands, modelDerivatives, modelEngines, modelFamilies, modelNameplates } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { checkCatalogueDocument, type CatalogueDocument } from './catalogue-document';
import { catalogueFromDocument, documentFromCatalogue } from './catalogue-json';
import { readModelCatalogue } from './catalogue-store.server';
import type { ModelCatalogue } from './types';

/**
 * Importing and exporting the model catalogue (decision 0056), at the site-settings level: the
 * catalogue feeds every model page, so changing it is `settings.manage` and reading the document
 * `settings.read`. An import is a full replace — rows whose key the document does not have are
 * removed — applied as upserts by key in one transaction (derivatives keep their ids), audited in it,
 * then the `models` tag is invalidated. A refused document changes nothing.
 */

/** `SET col = excluded.col` for every column but the key (and the identity id). */
function excludedSet(table: PgTable, keep: readonly string[] = ['key']): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => ![...keep, 'id'].includes(name))
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** Rows per INSERT: far below PostgreSQL's 65 535 bind parameters at 20 columns a row. */
const batchSize = 500;

async function upsert<T extends PgTable>(tx: DbOrTx, table: T, key: PgColumn, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + batchSize))
      .onConflictDoUpdate({ target: key, set: excludedSet(table) });
  }
}

/**
 * The table rows of a document: the catalogue it reads as (one mapping from the wire format), without
 * what the database makes itself (derivative ids) or works out on read (canonical codes).
 */
function rowsOf(doc: CatalogueDocument, now: Date) {
  const cat = catalogueFromDocument(doc, { idOf: () => 0, canonicalCode: (code) => code });
  return {
    brands: cat.brands,
    families: cat.families,
    nameplates: cat.nameplates.map(({ canonicalCode: _derived, ...row }) => row),
    bodyStyles: cat.bodyStyles,
    engines: cat.engines,
    derivatives: cat.derivatives.map(({ id: _assigned, specs, ...row }) => ({ ...row, ...specs, updatedAt: now })),
  };
}

/** What the audit entry keeps of a catalogue: the keys of each list (the figures are in the export). */
type Keyed = { key: string }[];

function auditSummary(cat: Record<'brands' | 'families' | 'nameplates' | 'bodyStyles' | 'engines' | 'derivatives', Keyed>) {
  const keys = (rows: Keyed) => rows.map((r) => r.key);
  return {
    brands: keys(cat.brands),
    families: keys(cat.families),
    nameplates: keys(cat.nameplates),
    body_styles: keys(cat.bodyStyles),
    engines: keys(cat.engines),
    derivatives: keys(cat.derivatives),
  };
}

export interface CatalogueImportResult {
  counts: Record<'brands' | 'families' | 'nameplates' | 'body_styles' | 'engines' | 'derivatives', number>;
  /** Derivative keys new in this import, and those it removed. */
  addedDerivatives: string[];
  removedDerivatives: string[];
}

/** Throws 422 with every problem at its pointer, in Japanese, when the document does not fit. */
export function parseCatalogueDocument(value: unknown): CatalogueDocument {
  const checked = checkCatalogueDocument(value);
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', 'The model catalogue contains invalid values.', checked.errors);
  return checked.document;
}

/** Replaces the whole catalogue with `value` (a parsed JSON document). */
export async function importModelCatalogue(actor: Actor, value: unknown, now = new Date()): Promise<CatalogueImportResult> {
  assertCan(actor, 'settings.manage');
  const doc = parseCatalogueDocument(value);
  const rows = rowsOf(doc, now);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // One import at a time; visitors keep reading the old catalogue until this one commits.
    await tx.execute(
      sql`lock table ${modelBrands}, ${modelFamilies}, ${modelNameplates}, ${modelBodyStyles}, ${modelEngines}, ${modelDerivatives} in exclusive mode`,
    );
    const before = await readModelCatalogue(tx);
    // Parents first, so every reference finds its row; then children, then the parents they freed.
    await upsert(tx, modelBrands, modelBrands.key, rows.brands);
    await upsert(tx, modelFamilies, modelFamilies.key, rows.families);
    await upsert(tx, modelNameplates, modelNameplates.key, rows.nameplates);
    await upsert(tx, modelBodyStyles, modelBodyStyles.key, rows.bodyStyles);
    await upsert(tx, modelEngines, modelEngines.key, rows.engines);
    await upsert(tx, modelDerivatives, modelDerivatives.key, rows.derivatives);
    const keep = (rowsOfList: { key: string }[]) => rowsOfList.map((r) => r.key);
    await tx.delete(modelDerivatives).where(notInArray(modelDerivatives.key, keep(rows.derivatives)));
    await tx.delete(modelNameplates).where(notInArray(modelNameplates.key, keep(rows.nameplates)));
    await tx.delete(modelFamilies).where(notInArray(modelFamilies.key, keep(rows.families)));
    await tx.delete(modelBrands).where(notInArray(modelBrands.key, keep(rows.brands)));
    await tx.delete(modelEngines).where(notInArray(modelEngines.key, keep(rows.engines)));
    await tx.delete(modelBodyStyles).where(notInArray(modelBodyStyles.key, keep(rows.bodyStyles)));
    await recordAudit(actor, 'models.import', 'model_catalogue', null, auditSummary(before), auditSummary(rows), tx);
    const beforeKeys = new Set(before.derivatives.map((d) => d.key));
    const afterKeys = new Set(keep(rows.derivatives));
    return {
      counts: {
        brands: rows.brands.length,
        families: rows.families.length,
        nameplates: rows.nameplates.length,
        body_styles: rows.bodyStyles.length,
        engines: rows.engines.length,
        derivatives: rows.derivatives.length,
      },
      addedDerivatives: [...afterKeys].filter((k) => !beforeKeys.has(k)),
      removedDerivatives: [...beforeKeys].filter((k) => !afterKeys.has(k)),
    };
  });
  await invalidateTags(cacheTags.models);
  return result;
}

/** The stored catalogue as the import document (read fresh, not from the cache). */
export async function exportModelCatalogue(actor: Actor): Promise<CatalogueDocument> {
  assertCan(actor, 'settings.read');
  return documentFromCatalogue(await readModelCatalogue(await getDb()));
}

/** The stored catalogue for the admin screen (fresh: an admin checks what the import just did). */
export async function modelCatalogueForAdmin(actor: Actor): Promise<ModelCatalogue> {
  assertCan(actor, 'settings.read');
  return readModelCatalogue(await getDb());
}
