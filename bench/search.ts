// Site search (decision 0041) over generated Japanese pages: the whole `searchSite` call (GIN
// narrowing, term check, live-page join, ranking, one page of 20 with highlighted excerpts) on
// PGlite and, with BENCH_DATABASE_URL, PostgreSQL. Reports p50/p95 per query and the index build.
// Target: p95 ≤ 50 ms at 10,000 documents on both.
// Usage: node --import tsx --import ./scripts/node-hooks.mjs bench/search.ts [10000 …]
//        (BENCH_RUNS=40; BENCH_EXPLAIN=1 prints each query's plan; BENCH_DATABASE_URL adds PostgreSQL)
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openPostgres, setDbHandle, type Db } from '@/db/client.server';
import * as schema from '@/db/schema';
import { pageBlocks, pages } from '@/db/schema';
import { rebuildSearchIndex } from '@/features/search/search-index.server';
import { searchStatement } from '@/features/search/search-sql';
import { searchSite } from '@/features/search/site-search.server';
import { parseQuery } from '@/features/search/tokenize';
import { clearCache } from '@/lib/cache.server';
import { timeRuns } from './lib/load';
import { freshPostgresDatabase } from './lib/server';

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const counts = sizes.length ? sizes : [10_000];
const runs = Number(process.env.BENCH_RUNS ?? 40);
const budgetMs = 50;

/** Frequent and rare words, one-character and Latin queries, a miss, and a deep page. */
const queries: [label: string, q: string, page: number][] = [
  ['katakana part (frequent)', 'ローバー', 1],
  ['half-width kana', 'ﾚﾝｼﾞ', 1],
  ['hiragana + number', 'でぃふぇんだー 110', 1],
  ['Latin words', 'range rover', 1],
  ['kanji word', '保証', 1],
  ['one kanji (very frequent)', '車', 1],
  ['two rare words', 'ヴェラール 京都', 1],
  ['no match', 'ぬぬぬぬ', 1],
  ['frequent, page 10', 'ローバー', 10],
];

/** Words of a car site, each in some pages (`common` in many), among thousands of rarer made-up words. */
const common = ['車', '在庫', '新車', '保証', '点検', '試乗', '予約', '販売店', 'の', 'と', 'を', 'に', 'です。', 'ます。', '、'];
const models = [
  'レンジローバー',
  'レンジローバー スポーツ',
  'ディフェンダー 110',
  'ディフェンダー 90',
  'ディスカバリー',
  'ヴェラール',
  'イヴォーク',
];
const places = ['東京', '大阪', '名古屋', '京都', '福岡', '札幌', '横浜', '神戸', '仙台', '広島'];
const latin = ['Range Rover', 'Defender', 'Discovery', 'PHEV', 'SUV', 'MHEV', 'V8', 'D300'];
const kana = [
  ...'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワンガギグゲゴザジズゼゾダデドバビブベボパピプペポー',
];
const kanji = [...'安心快適上質走行性能内装外装荷室静粛燃費電動技術設計伝統革新冒険旅行家族週末季節限定特別価格相談案内情報最新'];

/** Deterministic text: the same pages in every run and on both databases. */
function generator(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const made = Array.from({ length: 3000 }, (_, i) => Array.from({ length: 2 + (i % 4) }, () => pick(i % 3 === 0 ? kanji : kana)).join(''));
  const word = () => {
    const roll = next();
    return roll < 0.35
      ? pick(common)
      : roll < 0.4
        ? pick(models)
        : roll < 0.45
          ? pick(places)
          : roll < 0.5
            ? ` ${pick(latin)} `
            : pick(made);
  };
  return (n: number) => Array.from({ length: n }, word).join('').trim();
}

async function seedPages(db: Db, count: number): Promise<void> {
  const text = generator(20_261_121);
  for (let i = 0; i < count; i += 500) {
    const chunk = Array.from({ length: Math.min(500, count - i) }, (_, k) => i + k);
    const rows = await db
      .insert(pages)
      .values(chunk.map((n) => ({ path: `/bench/${n}`, title: text(3), metaDescription: text(12), status: 'published' as const })))
      .returning({ id: pages.id });
    await db.insert(pageBlocks).values(
      rows.map((row) => ({
        pageId: row.id,
        position: 0,
        templateKey: 'snippet',
        content: { fields: { title: text(4), paragraph: `<p>${text(80)}</p>` }, field_groups: [] },
      })),
    );
  }
}

async function measure(label: string, db: Db, count: number) {
  let t = performance.now();
  await seedPages(db, count);
  console.log(`\n${label}: ${count} pages inserted in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  const built = await rebuildSearchIndex();
  console.log(`${label}: index of ${built.pages} pages built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze`);
  const rows = [];
  for (const [name, q, page] of queries) {
    const { total } = await searchSite({ q, page });
    if (process.env.BENCH_EXPLAIN) {
      const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${searchStatement(parseQuery(q), page, new Date())}`);
      console.log(`\n${label} — ${q} (page ${page})\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    const timing = await timeRuns(() => searchSite({ q, page }), runs);
    rows.push({
      database: label,
      query: name,
      q,
      page,
      hits: total,
      'p50 ms': timing.p50,
      'p95 ms': timing.p95,
      budget: timing.p95 <= budgetMs ? 'ok' : 'OVER',
    });
  }
  console.table(rows);
}

for (const count of counts) {
  clearCache();
  const client = await PGlite.create();
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  setDbHandle({ db, driver: 'pglite', close: () => client.close() });
  await measure(`PGlite ${count}`, db, count);
  await client.close();

  if (process.env.BENCH_DATABASE_URL) {
    const pg = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL, 'bench');
    const handle = await openPostgres(pg.url);
    setDbHandle(handle);
    clearCache();
    await measure(`PostgreSQL ${count}`, handle.db, count);
    await handle.close();
    await pg.drop();
  }
}
