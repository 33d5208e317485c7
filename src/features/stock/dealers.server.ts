import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, type DealerRow } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { DEALERS_LIST_SIZE } from './constants';
import { getListing } from './search.server';
import { dealerSummary } from './vehicle-resource';

export interface DealerQuery {
  brand?: string;
  state?: string;
  postcode?: string;
  locality?: string;
}

const postcodePattern = /^\d{3}-?\d{4}$/;

/** Japanese postcodes arrive full-width, with or without hyphen look-alikes: 107-0062 form. */
export function normalizePostcode(raw: string): string | null {
  const ascii = raw.normalize('NFKC').replace(/[‐–—―−ー－]/g, '-').replace(/\s/g, '');
  if (!postcodePattern.test(ascii)) return null;
  const digits = ascii.replace('-', '');
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

export function parseDealerQuery(params: URLSearchParams): DealerQuery {
  const q: DealerQuery = {};
  const brand = params.get('q[brand_eq]') ?? params.get('filter[brands_name_eq]');
  if (brand) q.brand = brand;
  const state = params.get('q[state_eq]');
  if (state) q.state = state.normalize('NFKC').trim();
  const locality = params.get('q[locality_eq]');
  if (locality) q.locality = locality.normalize('NFKC').trim();
  const postcode = params.get('q[postcode_eq]');
  if (postcode) {
    const normal = normalizePostcode(postcode);
    if (!normal) throw new AppError('BAD_REQUEST', 'Invalid query parameter: q[postcode_eq]', [{ pointer: 'q[postcode_eq]', detail: '7 digits, e.g. 107-0062' }]);
    q.postcode = normal;
  }
  return q;
}

/**
 * Dealers with listed vehicles in the listing, by name (sort=name), at most 50, narrowed by brand,
 * prefecture, locality or postcode. The answer carries the de-duplicated dealer codes used to
 * filter stock (site.md §4 search flow).
 */
export async function listingDealers(listingId: string, q: DealerQuery): Promise<{ dealers: ReturnType<typeof dealerSummary>[]; dealerCodes: string[] }> {
  await getListing(listingId);
  const db = await getDb();
  const conditions: SQL[] = [sql`exists (select 1 from vehicles v where v.owner_id = ${dealers.id} and v.listing_id = ${listingId} and v.listed)`];
  if (q.brand) conditions.push(sql`${q.brand} = any(${dealers.brands})`);
  if (q.state) conditions.push(eq(dealers.state, q.state));
  if (q.locality) conditions.push(eq(dealers.locality, q.locality));
  if (q.postcode) conditions.push(eq(dealers.postcode, q.postcode));
  const rows: DealerRow[] = await db.select().from(dealers).where(and(...conditions)).orderBy(asc(dealers.name)).limit(DEALERS_LIST_SIZE);
  return { dealers: rows.map((d) => dealerSummary(d, q.brand ?? 'land_rover')), dealerCodes: [...new Set(rows.map((d) => d.dealerCode))] };
}
