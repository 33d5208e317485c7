import { beforeAll, describe, expect, it } from 'vitest';
import { POST as importApi } from '@/app/api/stock/import/route';
import { getDb } from '@/db/client.server';
import { vehicles } from '@/db/schema';
import type { Actor } from '@/features/auth/permissions';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { getStockImport, listStockImports } from '@/features/stock/import.server';
import { request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

const admin: Actor = { kind: 'user', userId: 'u1', name: '管理 花子', email: 'hanako@example.jp', role: 'admin', sessionId: 's1' };
const publisher: Actor = { kind: 'user', userId: 'u2', name: '公開 太郎', email: 'taro@example.jp', role: 'publisher', sessionId: 's2' };
const rows = generateDemoVehicles(3);

beforeAll(async () => {
  await seedDemoStock(0, { force: true });
});

function post(body: string, qs: string, headers: Record<string, string> = {}) {
  return importApi(
    request(`/api/stock/import${qs}`, {
      method: 'POST',
      admin: true,
      body,
      headers: { 'content-type': 'application/x-ndjson', ...headers },
    }),
    undefined,
  );
}

async function vehicleCount(): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: vehicles.id }).from(vehicles)).length;
}

describe('stock import history', () => {
  it('keeps an accepted import with its counts, and a rejected one with every problem and no change to stock', async () => {
    const accepted = await post(rows.map((r) => JSON.stringify(r)).join('\n'), '?mode=partial&file_name=feed-1.jsonl');
    expect(accepted.status).toBe(200);
    const before = await vehicleCount();

    const bad = [JSON.stringify(rows[0]), JSON.stringify({ ...rows[1], status: 'nonsense' }), '{not json'].join('\n');
    const rejected = await post(bad, '?mode=full&file_name=feed-2.jsonl', { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(rejected.status).toBe(422);
    expect(await vehicleCount()).toBe(before);

    const [second, first] = await listStockImports(admin);
    expect(first).toMatchObject({
      outcome: 'applied',
      fileName: 'feed-1.jsonl',
      mode: 'partial',
      source: 'api',
      rows: 3,
      inserted: 3,
      problemCount: 0,
    });
    expect(second).toMatchObject({ outcome: 'rejected', fileName: 'feed-2.jsonl', mode: 'full', rows: 3, inserted: 0, problemCount: 2 });
    expect(second!.problems.map((p) => [p.row, p.field])).toEqual([
      [2, 'status'],
      [3, ''],
    ]);
    // Asked in Japanese: the field rule's reason is Japanese.
    expect(second!.problems[0]!.detail).toMatch(/[ぁ-んァ-ン一-龯]/);
    expect((await getStockImport(admin, second!.id)).id).toBe(second!.id);
  });

  it('keeps a feed refused for a dealer that does not exist, naming the row', async () => {
    const unknownDealer = [JSON.stringify(rows[0]), JSON.stringify({ ...rows[1], dealer_code: 'NO-SUCH' })].join('\n');
    const res = await post(unknownDealer, '?mode=partial&file_name=feed-3.jsonl');
    expect(res.status).toBe(422);
    const [latest] = await listStockImports(admin, { limit: 1 });
    expect(latest).toMatchObject({ outcome: 'rejected', fileName: 'feed-3.jsonl', problemCount: 1, inserted: 0 });
    expect(latest!.problems).toEqual([{ row: 2, field: 'dealer_code', detail: 'unknown dealer NO-SUCH' }]);
  });

  it('is for people who may import stock only', async () => {
    await expect(listStockImports(publisher)).rejects.toMatchObject({ status: 403 });
    await expect(getStockImport(publisher, 1)).rejects.toMatchObject({ status: 403 });
  });
});
