import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as importApi } from '@/app/api/stock/import/route';
import { GET as listing } from '@/app/public_api/listing/[id]/route';
import { getDb } from '@/db/client.server';
import { vehicles } from '@/db/schema';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { adminToken, ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();
const [car] = generateDemoVehicles(1);

beforeAll(async () => {
  await seedDemoStock(4, { force: true });
});

function post(body: string, type: string) {
  return importApi(
    request('/api/stock/import?mode=partial', { method: 'POST', admin: true, body, headers: { 'content-type': type } }),
    undefined,
  );
}

async function stockSnapshot() {
  const db = await getDb();
  const rows = await db
    .select({ vin: vehicles.vin, status: vehicles.status, listed: vehicles.listed })
    .from(vehicles)
    .orderBy(vehicles.vin);
  return JSON.stringify(rows);
}

const header = 'vin,dealer_code,state,status,nameplate_brand_name,nameplate_name,nameplate_model_group,model_display_name,msrp_price';
const row = `${car!.vin},JP001,new,stock,land_rover,defender_110,defender_family,ディフェンダー 110,11200000`;

describe('hostile dealer feeds', () => {
  it.each(['__proto__.status', 'constructor.prototype.status', 'prototype'])(
    'a CSV column %s is refused with 422 naming it in row 1, Object.prototype stays clean and nothing is imported',
    async (column) => {
      const before = await stockSnapshot();
      const res = await post(`${header},${column}\n${row},sold`, 'text/csv');
      expect(res.status).toBe(422);
      expect((await problem(res)).errors).toEqual([{ pointer: `rows.1.${column}`, detail: expect.stringContaining('unknown column') }]);
      expect(({} as Record<string, unknown>).status).toBeUndefined();
      expect(await stockSnapshot()).toBe(before);
    },
  );

  it('JSON lines with a prototype key, deep nesting or a NUL are refused per row with row, field and reason', async () => {
    const before = await stockSnapshot();
    const good = JSON.stringify(car);
    const feed = [
      good,
      `{"__proto__":{"status":"sold"},${good.slice(1)}`,
      `{"vin":${'['.repeat(100)}${']'.repeat(100)}}`,
      JSON.stringify({ ...car, model_display_name: 'x\u0000y' }),
    ].join('\n');
    const res = await post(feed, 'application/x-ndjson');
    expect(res.status).toBe(422);
    const { errors } = await problem(res);
    expect(errors).toEqual([
      { pointer: 'rows.2.__proto__', detail: 'The key "__proto__" is not allowed.' },
      { pointer: 'rows.3', detail: expect.stringContaining('nested deeper than') },
      { pointer: 'rows.4.model_display_name', detail: 'A NUL character is not allowed.' },
    ]);
    expect(({} as Record<string, unknown>).status).toBeUndefined();
    expect(await stockSnapshot()).toBe(before);
  });

  it('a NUL in a CSV cell is refused with its row and column', async () => {
    const res = await post(`${header}\n${row.replace('ディフェンダー', 'ディフェン\u0000ダー')}`, 'text/csv');
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.map((e) => e.pointer)).toEqual(['rows.2.model_display_name']);
  });

  it('the JSON APIs still answer normally afterwards', async () => {
    const ok = await listing(request('/public_api/listing/jp-main'), ctx({ id: 'jp-main' }));
    expect(ok.status).toBe(200);
    expect((await ok.json()).meta.total).toBe(4);
    const bad = await listing(request('/public_api/listing/jp-main?sort=nope'), ctx({ id: 'jp-main' }));
    expect((await problem(bad)).status).toBe(400);
  });

  it('a valid CSV still imports (the header check refuses only what is not a feed field)', async () => {
    const res = await post(`${header}\n${row}`, 'text/csv');
    expect(res.status).toBe(200);
    const db = await getDb();
    const [saved] = await db.select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.vin, car!.vin.toUpperCase()));
    expect(saved?.status).toBe('stock');
  });
});

describe('import body size', () => {
  it('refuses an over-limit chunked upload with 413 problem+json, without reading it to the end', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x61); // 1 MB of "a", sent again and again
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await importApi(
      new Request('http://localhost:3000/api/stock/import', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv' },
      } as RequestInit),
      undefined,
    );
    expect(res.status).toBe(413);
    expect((await problem(res)).detail).toContain('50 MB');
    expect(sent).toBeLessThan(60); // stopped near the 50 MB limit, not after the whole gigabyte
  });

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const res = await importApi(
      request('/api/stock/import', {
        method: 'POST',
        admin: true,
        body: 'vin\n',
        headers: { 'content-type': 'text/csv', 'content-length': String(60 * 1024 * 1024) },
      }),
      undefined,
    );
    expect(res.status).toBe(413);
  });
});
