import 'server-only';
import { and as andOp, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, listings, vehicles, type DealerRow, type ListingRow, type VehicleRow } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { checkboxFilters, rangeFilters, type CheckboxFilterKey, type RangeFilterKey } from './constants';
import type { StockQuery } from './query';
import { activeFilters, and, baseConditions, facetsStatement, orderBy } from './search-sql';

export interface FacetValue {
  value: string;
  count: number;
}

export interface SearchResult {
  vehicles: VehicleRow[];
  dealers: Map<number, DealerRow>;
  total: number;
  page: number;
  items: number;
  pages: number;
  facets: Record<CheckboxFilterKey, FacetValue[]>;
  ranges: Record<RangeFilterKey, { min: number | null; max: number | null }>;
}

export async function getListing(id: string): Promise<ListingRow> {
  const db = await getDb();
  const [listing] = await db.select().from(listings).where(eq(listings.id, id));
  if (!listing) throw new AppError('NOT_FOUND', `Listing "${id}" does not exist.`);
  return listing;
}

interface FacetRow extends Record<string, unknown> {
  facet: string;
  value: string | null;
  n: number;
  lo: string | number | null;
  hi: string | number | null;
}

/** Results page, total, facet counts (each without its own filter) and range bounds. */
export async function searchVehicles(listingId: string, q: StockQuery): Promise<SearchResult> {
  await getListing(listingId);
  const db = await getDb();
  const where = and([...baseConditions(listingId, q), ...activeFilters(q).values()]);
  const [rows, facetRows] = await Promise.all([
    db.execute<{ id: number }>(sql`select v.id from vehicles v where ${where} order by ${orderBy(q)} limit ${q.items} offset ${(q.page - 1) * q.items}`),
    db.execute<FacetRow>(facetsStatement(listingId, q)),
  ]);
  const ids = rows.rows.map((r) => Number(r.id));
  const found = ids.length ? await db.select().from(vehicles).where(inArray(vehicles.id, ids)) : [];
  const byId = new Map(found.map((v) => [v.id, v]));
  const ordered = ids.map((id) => byId.get(id)!).filter(Boolean);

  const facets = Object.fromEntries(Object.keys(checkboxFilters).map((k) => [k, [] as FacetValue[]])) as Record<CheckboxFilterKey, FacetValue[]>;
  const ranges = Object.fromEntries(Object.keys(rangeFilters).map((k) => [k, { min: null, max: null }])) as SearchResult['ranges'];
  let total = 0;
  for (const r of facetRows.rows) {
    if (r.facet === 'total') total = Number(r.n);
    else if (r.facet.startsWith('range:')) ranges[r.facet.slice(6) as RangeFilterKey] = { min: r.lo === null ? null : Number(r.lo), max: r.hi === null ? null : Number(r.hi) };
    else if (r.value !== null) facets[r.facet as CheckboxFilterKey].push({ value: r.value, count: Number(r.n) });
  }
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

  return { vehicles: ordered, dealers: await dealersOf(ordered), total, page: q.page, items: q.items, pages: Math.max(1, Math.ceil(total / q.items)), facets, ranges };
}

export async function dealersOf(list: VehicleRow[]): Promise<Map<number, DealerRow>> {
  const ownerIds = [...new Set(list.map((v) => v.ownerId).filter((id): id is number => id !== null))];
  if (!ownerIds.length) return new Map();
  const db = await getDb();
  const rows = await db.select().from(dealers).where(inArray(dealers.id, ownerIds));
  return new Map(rows.map((d) => [d.id, d]));
}

/** One listed vehicle of a listing, or 404. */
export async function getVehicle(listingId: string, id: number): Promise<{ vehicle: VehicleRow; dealer: DealerRow | null }> {
  const db = await getDb();
  const [vehicle] = await db.select().from(vehicles).where(andOp(eq(vehicles.listingId, listingId), eq(vehicles.id, id), eq(vehicles.listed, true)));
  if (!vehicle) throw new AppError('NOT_FOUND', `Vehicle ${id} is not in listing "${listingId}".`);
  const dealer = vehicle.ownerId ? ((await db.select().from(dealers).where(eq(dealers.id, vehicle.ownerId)))[0] ?? null) : null;
  return { vehicle, dealer };
}
