import pg from 'pg';

/** The `n` of a `select count(*)::int as n …` on the database at `url` (benchmarks check their results with it). */
export async function countRows(url: string, sql: string, params: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows[0].n as number;
  } finally {
    await client.end();
  }
}
