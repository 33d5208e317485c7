import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { cacheTags } from '@/lib/cache-tags';
import { isLabelStale, tagVersion, versionLabel } from '@/lib/tag-versions';
import { onTagInvalidated } from '@/lib/cache.server';
import { logger } from '@/lib/logger.server';
import { buildFacetIndex, patchIndexedStatus, type FacetIndex, type IndexRow } from './facet-index';

/**
 * One facet index per listing and process, kept while the listing's cache tag is unchanged. A
 * stock change on this instance or on any other (the invalidation bus bumps the tag) makes the
 * next search compare the listing's stock version (count and last update) and rebuild the index
 * only if the vehicles really changed. No timer: between changes a search costs no database round
 * trip for the index, and a change elsewhere shows as soon as its invalidation arrives.
 */
interface Entry {
  index: Promise<FacetIndex>;
  version: string;
  /** `stock:<listing>@n#epoch` when the entry was last known to be current. */
  label: string;
}

const key = Symbol.for('brand-site.facet-index');
const g = globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>;
const entries: Map<string, Entry> = (g[key] ??= new Map());

function currentLabel(listingId: string): string {
  const tag = cacheTags.stock(listingId);
  return versionLabel(tag, tagVersion(tag));
}

/**
 * What the listing's index was built from: feed imports move the count or the last update; an
 * online reservation moves only the reserved count, and is patched in (patchFacetIndexStatus), so
 * an instance that missed that patch (a bus outage) still sees a different version and rebuilds.
 */
async function stockVersion(listingId: string): Promise<string> {
  const db = await getDb();
  const { rows } = await db.execute<{ n: number; at: string | null; held: number }>(
    sql`select count(*)::int as n, max(updated_at)::text as at,
               count(*) filter (where status in ('reserved', 'sold'))::int as held
          from vehicles where listing_id = ${listingId}`,
  );
  return `${rows[0]?.n}:${rows[0]?.at}:${rows[0]?.held}`;
}

async function load(listingId: string): Promise<FacetIndex> {
  const db = await getDb();
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select v.id, v.state, v.status, v.nameplate_brand_name, v.nameplate_name, v.nameplate_model_group, v.transmission,
           v.color_canonical, v.color_name, v.owner_id, d.dealer_code, v.engine_type, v.financing_options, v.mileage,
           v.production_year, v.model_year, v.power, v.display_price, v.msrp_price, v.number_of_seats, v.created_at
    from vehicles v left join dealers d on d.id = v.owner_id
    where v.listing_id = ${listingId} and v.listed`);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return buildFacetIndex(
    rows.map((r): IndexRow => ({
      ...(r as unknown as IndexRow),
      id: Number(r.id),
      owner_id: num(r.owner_id),
      mileage: num(r.mileage),
      production_year: num(r.production_year),
      model_year: num(r.model_year),
      power: num(r.power),
      display_price: num(r.display_price),
      msrp_price: num(r.msrp_price),
      number_of_seats: num(r.number_of_seats),
      created_at: new Date(r.created_at as string | Date).getTime(),
    })),
  );
}

export async function getFacetIndex(listingId: string): Promise<FacetIndex> {
  const entry = entries.get(listingId);
  // Taken before reading the version: an invalidation arriving meanwhile leaves this label stale.
  const label = currentLabel(listingId);
  if (entry && !isLabelStale(entry.label)) return entry.index;
  const version = await stockVersion(listingId);
  if (entry && entry.version === version) {
    entry.label = label;
    return entry.index;
  }
  const index = load(listingId);
  entries.set(listingId, { index, version, label });
  index.catch(() => entries.delete(listingId));
  return index;
}

/** Called after this process changes stock, so the next search sees it at once. */
export function dropFacetIndex(listingId?: string): void {
  if (listingId) entries.delete(listingId);
  else entries.clear();
}

/**
 * One car's status changed in the database without a feed import (an online reservation): patch
 * this process's index of its listing in place and record the version it now matches, so the next
 * search neither rebuilds it nor shows the old status. Runs for `vehicleStatus` tags, whether this
 * instance or another changed the car.
 */
export async function patchFacetIndexStatus(listingId: string, vehicleId: number, status: string): Promise<void> {
  const entry = entries.get(listingId);
  if (!entry) return;
  const label = currentLabel(listingId);
  const [index, version] = await Promise.all([entry.index, stockVersion(listingId)]);
  if (entries.get(listingId) !== entry) return;
  patchIndexedStatus(index, vehicleId, status);
  entry.version = version;
  entry.label = label;
}

onTagInvalidated('vehicle-status:', (tag) => {
  try {
    const [listingId, vehicleId, status] = JSON.parse(tag.slice('vehicle-status:'.length)) as [string, number, string];
    patchFacetIndexStatus(listingId, vehicleId, status).catch((error: unknown) => {
      logger.warn({ err: error, tag }, 'facet index patch failed: dropping the index');
      dropFacetIndex(listingId);
    });
  } catch (error) {
    logger.warn({ err: error, tag }, 'unreadable vehicle status tag ignored');
  }
});
