import 'server-only';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { parseFeed, type FeedFormat } from './feed-parse';
import { getListing } from '../search/vehicle-search.server';
import { upsertVehicles, type UpsertOutcome } from './upsert.server';

/**
 * Imports a dealer feed into a listing. A file with any invalid row is rejected whole, with every
 * problem's row, field and reason, and changes nothing; an accepted file is upserted by listing
 * and VIN in one transaction. A full feed unlists vehicles it no longer contains.
 */
export async function importFeed(
  actor: Actor,
  listingId: string,
  text: string,
  format: FeedFormat,
  { full }: { full: boolean },
): Promise<UpsertOutcome & { rows: number }> {
  assertCan(actor, 'stock.import');
  await getListing(listingId);
  const { rows, rowNumbers, problems } = parseFeed(text, format);
  if (problems.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The feed was rejected: ${problems.length} problem(s). Nothing was changed.`,
      problems.slice(0, 200).map((p) => ({ pointer: p.pointer, detail: p.detail })),
    );
  }
  const outcome = await upsertVehicles(listingId, rows, { full, rowNumbers });
  await recordAudit(actor, 'stock.import', 'listing', listingId, null, { format, full, rows: rows.length, ...outcome });
  return { ...outcome, rows: rows.length };
}
