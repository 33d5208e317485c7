import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, listings, vehicleDetails, vehicles, type DealerRow, type ListingRow, type VehicleRow } from '@/db/schema';
import type { VehicleWithData } from '../types';
import { AppError } from '@/lib/app-error';
import { searchIndex } from './facet-index';
import { getFacetIndex } from './facet-index.server';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { rangeFilters, type CheckboxFilterKey, type RangeFilterKey } from '../constants';
import type { StockQuery } from './url-state';
import { activeFilters, and, baseConditions, facetKeyOrder, facetsStatement, orderBy, rangesStatement } from './search-sql';

export interface FacetValue {
  value: string;
  count: number;
}

export interface SearchResult {
  vehicles: VehicleWithData[];
  dealers: Map<number, DealerRow>;
  total: number;
  page: number;
  items: number;
  pages: number;
  facets: Record<CheckboxFilterKey, FacetValue[]>;
  ranges: Record<RangeFilterKey, { min: number | null; max: number | null }>;
}

export async function getListing(id: string): Promise<ListingRow> {
  // Listing ids are short keys; anything else (NUL, which PostgreSQL refuses in text) cannot exist.
  if (!/^[^\p{Cc}]{1,64}$/u.test(id)) throw new AppError('NOT_FOUND', 'This listing does not exist.');
  const db = await getDb();
  const [listing] = await db.select().from(listings).where(eq(listings.id, id));
  if (!listing) throw new AppError('NOT_FOUND', `Listing "${id}" does not exist.`);
  return listing;
}

/**
 * Results page, total, facet counts (each without its own filter) and range bounds. Identical
 * searches are answered from memory until the listing's stock changes (import, reservation).
 */
export function searchVehicles(listingId: string, q: StockQuery): Promise<SearchResult> {
  return cached(`stock-search:${listingId}:${JSON.stringify(q)}`, [cacheTags.stock(listingId)], () => runSearch(listingId, q));
}

/**
 * The uncached search: facets, total and the page's ids from the listing's in-memory index; the
 * database only reads the shown cars by primary key (docs/decisions/0011).
 */
export async function runSearch(listingId: string, q: StockQuery): Promise<SearchResult> {
  await getListing(listingId);
  const found = searchIndex(await getFacetIndex(listingId), q);
  const ordered = await withDetails(found.ids);
  return {
    vehicles: ordered,
    dealers: await dealersOf(ordered),
    total: found.total,
    page: q.page,
    items: q.items,
    pages: Math.max(1, Math.ceil(found.total / q.items)),
    facets: found.facets,
    ranges: found.ranges,
  };
}

/** The same search in SQL: the reference the index is tested against, and the benchmark's baseline. */
export async function sqlSearch(listingId: string, q: StockQuery): Promise<SearchResult> {
  await getListing(listingId);
  const db = await getDb();
  const where = and([...baseConditions(listingId, q), ...activeFilters(q).values()]);
  // Independent statements: PostgreSQL runs them on parallel connections; PGlite queues them.
  const [rows, facetRows, rangeRows] = await Promise.all([
    db.execute<{ id: number }>(
      sql`select v.id from vehicles v where ${where} order by ${orderBy(q)} limit ${q.items} offset ${(q.page - 1) * q.items}`,
    ),
    db.execute<Record<string, unknown>>(facetsStatement(listingId, q)),
    db.execute<Record<string, unknown>>(rangesStatement(listingId, q)),
  ]);
  const ordered = await withDetails(rows.rows.map((r) => Number(r.id)));

  const keys = facetKeyOrder();
  const counts = new Map<CheckboxFilterKey, Map<string, number>>(keys.map((k) => [k, new Map()]));
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  let total = 0;
  const ranges = Object.fromEntries(Object.keys(rangeFilters).map((k) => [k, { min: null, max: null }])) as SearchResult['ranges'];
  for (const r of facetRows.rows) {
    const g = Number(r.g);
    // grouping() sets bit (n-1-i) for every facet column not grouped in this row.
    const i = keys.findIndex((_, idx) => (g & (1 << (keys.length - 1 - idx))) === 0);
    if (i < 0) {
      total = Number(r.n_all ?? 0);
      continue;
    }
    const count = Number(r[`n${i}`] ?? r.n_all);
    const raw = r[`v${i}`];
    if (!count || raw === null || raw === undefined || raw === '') continue;
    const bucket = counts.get(keys[i]!)!;
    for (const value of Array.isArray(raw) ? raw : [raw]) bucket.set(String(value), (bucket.get(String(value)) ?? 0) + count);
  }
  const bounds = rangeRows.rows[0] ?? {};
  for (const k of Object.keys(rangeFilters)) ranges[k as RangeFilterKey] = { min: num(bounds[`${k}_min`]), max: num(bounds[`${k}_max`]) };
  const facets = Object.fromEntries(
    keys.map((k) => [
      k,
      [...counts.get(k)!].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    ]),
  ) as Record<CheckboxFilterKey, FacetValue[]>;

  return {
    vehicles: ordered,
    dealers: await dealersOf(ordered),
    total,
    page: q.page,
    items: q.items,
    pages: Math.max(1, Math.ceil(total / q.items)),
    facets,
    ranges,
  };
}

/** Full rows with details for these ids, in the given order. */
export async function withDetails(ids: number[]): Promise<VehicleWithData[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const found = await db
    .select({ vehicle: vehicles, data: vehicleDetails.data })
    .from(vehicles)
    .leftJoin(vehicleDetails, eq(vehicleDetails.vehicleId, vehicles.id))
    .where(inArray(vehicles.id, ids));
  const byId = new Map(found.map((r) => [r.vehicle.id, { ...r.vehicle, data: r.data ?? {} }]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

async function dealersOf(list: VehicleRow[]): Promise<Map<number, DealerRow>> {
  const ownerIds = [...new Set(list.map((v) => v.ownerId).filter((id): id is number => id !== null))];
  if (!ownerIds.length) return new Map();
  const db = await getDb();
  const rows = await db.select().from(dealers).where(inArray(dealers.id, ownerIds));
  return new Map(rows.map((d) => [d.id, d]));
}
