import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { dealers, type DealerRow } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { DEALERS_LIST_SIZE, mainBrand } from '../constants';
import { getListing } from '../search/vehicle-search.server';
import { dealerSummary } from './dealer-resource';
import { normalizePostcode } from './postcode';

export interface DealerQuery {
  brand?: string;
  state?: string;
  postcode?: string;
  locality?: string;
}

// Names as people type them (NFKC, trimmed); control characters (NUL) would fail in PostgreSQL.
const text = z
  .string()
  .transform((v) => v.normalize('NFKC').trim())
  .pipe(
    z
      .string()
      .max(80, 'at most 80 characters')
      .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters'),
  );
const dealerQuerySchema = z.object({
  'q[brand_eq]': text.optional(),
  'filter[brands_name_eq]': text.optional(),
  'q[state_eq]': text.optional(),
  'q[locality_eq]': text.optional(),
  'q[postcode_eq]': z
    .string()
    .transform((v, ctx) => normalizePostcode(v) ?? (ctx.addIssue({ code: 'custom', message: '7 digits, e.g. 107-0062' }), z.NEVER))
    .optional(),
});

/** The retailers API query (site.md §7 postcode dealer search); a bad parameter is a 400 naming it. */
export function parseDealerQuery(params: URLSearchParams): DealerQuery {
  const raw = Object.fromEntries([...dealerQuerySchema.keyof().options].flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
  const parsed = dealerQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ pointer: String(i.path[0]), detail: i.message }));
    throw new AppError('BAD_REQUEST', `Invalid query parameter: ${errors.map((e) => e.pointer).join(', ')}`, errors);
  }
  const d = parsed.data;
  const q: DealerQuery = {};
  const brand = d['q[brand_eq]'] || d['filter[brands_name_eq]'];
  if (brand) q.brand = brand;
  if (d['q[state_eq]']) q.state = d['q[state_eq]'];
  if (d['q[locality_eq]']) q.locality = d['q[locality_eq]'];
  if (d['q[postcode_eq]']) q.postcode = d['q[postcode_eq]'];
  return q;
}

/**
 * Dealers with listed vehicles in the listing, by name (sort=name), at most 50, narrowed by brand,
 * prefecture, locality or postcode. The answer carries the de-duplicated dealer codes used to
 * filter stock (site.md §4 search flow).
 */
export async function listingDealers(
  listingId: string,
  q: DealerQuery,
): Promise<{ dealers: ReturnType<typeof dealerSummary>[]; dealerCodes: string[] }> {
  await getListing(listingId);
  const db = await getDb();
  const conditions: SQL[] = [
    sql`exists (select 1 from vehicles v where v.owner_id = ${dealers.id} and v.listing_id = ${listingId} and v.listed)`,
  ];
  if (q.brand) conditions.push(sql`${q.brand} = any(${dealers.brands})`);
  if (q.state) conditions.push(eq(dealers.state, q.state));
  if (q.locality) conditions.push(eq(dealers.locality, q.locality));
  if (q.postcode) conditions.push(eq(dealers.postcode, q.postcode));
  const rows: DealerRow[] = await db
    .select()
    .from(dealers)
    .where(and(...conditions))
    .orderBy(asc(dealers.name))
    .limit(DEALERS_LIST_SIZE);
  return { dealers: rows.map((d) => dealerSummary(d, q.brand ?? mainBrand)), dealerCodes: [...new Set(rows.map((d) => d.dealerCode))] };
}
