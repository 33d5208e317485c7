// Stock search with facet counts (results + total + every facet + ranges) at 10k and 100k
// vehicles, on PGlite and, with BENCH_DATABASE_URL, PostgreSQL. Reports p50/p95 per query mix.
// Targets (quality.md): p95 ≤ 25 ms on PGlite and ≤ 15 ms on PostgreSQL at 100k.
// Usage: node --import tsx --import ./scripts/node-hooks.mjs bench/stock-search.ts [10000 100000]
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openPostgres, setDbHandle, type Db } from '@/db/client.server';
import * as schema from '@/db/schema';
import { sql } from 'drizzle-orm';
import { seedDemoStock } from '@/features/stock/demo.server';
import { dropFacetIndex, getFacetIndex, runSearch, sqlSearch } from '@/features/stock/search.server';
import { parseStockUrl } from '@/features/stock/url-state';
import { clearCache } from '@/lib/cache.server';
import { timeRuns } from './lib/load';
import { freshPostgresDatabase } from './lib/server';

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const counts = sizes.length ? sizes : [10_000, 100_000];
const runs = Number(process.env.BENCH_RUNS ?? 40);

const mixes: Record<string, string> = {
  'no filter': '',
  'used, price asc': 'filter[state_in]=used&sort=priceAsc',
  'brand+engine+mileage': 'filter[nameplate_brand_name_in]=land_rover&filter[engine_type_includes]=phev&filter[mileage_lteq]=30000',
  'family, page 5': 'filter[nameplate_model_group_eq]=defender_family&page=5',
  'dealer+status+price range':
    'filter[owner_id_in]=1,2,3&filter[status_in]=stock&filter[display_price_gteq]=8000000&filter[display_price_lteq]=15000000',
};

/** Whole search (facets, total, page of cars with details and dealers): in-memory index vs all-SQL. */
async function measure(label: string) {
  const t = performance.now();
  await getFacetIndex('jp-main');
  console.log(`${label}: facet index built in ${(performance.now() - t).toFixed(0)} ms`);
  const rows = [];
  for (const [name, qs] of Object.entries(mixes)) {
    const q = parseStockUrl(new URLSearchParams(qs), 'strict').search;
    const fast = await timeRuns(() => runSearch('jp-main', q), runs);
    const reference = process.env.BENCH_SKIP_SQL ? null : await timeRuns(() => sqlSearch('jp-main', q), runs);
    rows.push({
      database: label,
      query: name,
      'index p50 ms': fast.p50,
      'index p95 ms': fast.p95,
      'SQL p50 ms': reference?.p50 ?? '-',
      'SQL p95 ms': reference?.p95 ?? '-',
    });
  }
  console.table(rows);
}

for (const count of counts) {
  clearCache();
  dropFacetIndex();
  const client = await PGlite.create();
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  setDbHandle({ db, driver: 'pglite', close: () => client.close() });
  let t = performance.now();
  await seedDemoStock(count, { force: true });
  console.log(`\nPGlite: ${count} vehicles inserted in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await client.exec('analyze');
  await measure(`PGlite ${count}`);
  await client.close();

  if (process.env.BENCH_DATABASE_URL) {
    const pg = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL, 'bench');
    const handle = await openPostgres(pg.url);
    setDbHandle(handle);
    dropFacetIndex();
    t = performance.now();
    await seedDemoStock(count, { force: true });
    console.log(`PostgreSQL: ${count} vehicles inserted in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await handle.db.execute(sql`analyze`);
    await measure(`PostgreSQL ${count}`);
    await handle.close();
    await pg.drop();
  }
}
