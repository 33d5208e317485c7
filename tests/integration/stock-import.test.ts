import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as importApi } from '@/app/api/stock/import/route';
import { getDb } from '@/db/client.server';
import { vehicles } from '@/db/schema';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { parseFeed } from '@/features/stock/import.server';
import { problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();
const rows = generateDemoVehicles(5);
const jsonl = rows.map((r) => JSON.stringify(r)).join('\n');

beforeAll(async () => {
  await seedDemoStock(0, { force: true });
});

function post(body: string, type: string, qs = '', admin = true) {
  return importApi(request(`/api/stock/import${qs}`, { method: 'POST', admin, body, headers: { 'content-type': type } }), undefined);
}

const csv = [
  'vin,dealer_code,state,status,nameplate_brand_name,nameplate_name,nameplate_model_group,model_display_name,engine_type,msrp_price,sale_price,mileage,japan_used_and_approved_cars_field.repair_record,japan_used_and_approved_cars_field.on_the_road_price,japan_used_and_approved_cars_field.date_registered',
  'SALGA2AE5MA123456,JP001,used,stock,land_rover,defender_110,defender_family,ディフェンダー 110,diesel_mhev,"11,200,000",8950000,"23,400",なし,9280000,2022-04',
  'SALGA2AE5MA654321,JP002,new,stock,land_rover,range_rover,range_rover_family,レンジローバー,phev|petrol_mhev,21500000,,,,,',
].join('\n');

describe('feed parsing', () => {
  it('reads CSV with dotted columns, lists, Japanese booleans and grouped numbers', () => {
    const { rows: parsed, problems } = parseFeed(csv, 'csv');
    expect(problems).toEqual([]);
    expect(parsed[0]).toMatchObject({
      vin: 'SALGA2AE5MA123456',
      msrp_price: 11_200_000,
      mileage: 23_400,
      japan_used_and_approved_cars_field: { repair_record: false, on_the_road_price: 9_280_000 },
    });
    expect(parsed[1]!.engine_type).toEqual(['phev', 'petrol_mhev']);
  });

  it('reports every bad row with its row, field and reason', () => {
    const bad = [
      JSON.stringify({ ...rows[0], vin: 'bad vin!' }),
      '{not json',
      JSON.stringify({ ...rows[1], state: 'used', japan_used_and_approved_cars_field: undefined }),
      JSON.stringify(rows[0]),
    ].join('\n');
    const { problems } = parseFeed(bad, 'jsonl');
    expect(problems.map((p) => `${p.row}:${p.field}`)).toEqual(['1:vin', '2:', '3:japan_used_and_approved_cars_field']);
    expect(problems.map((p) => p.detail)).toEqual([
      'VIN: 6–17 letters and digits (no I, O, Q)',
      expect.stringContaining('Not valid JSON'),
      'required for used and approved cars (repair record at least)',
    ]);
  });

  it('refuses the same VIN twice in one file', () => {
    const { problems } = parseFeed([JSON.stringify(rows[0]), JSON.stringify(rows[0])].join('\n'), 'jsonl');
    expect(problems).toEqual([expect.objectContaining({ row: 2, field: 'vin', detail: 'duplicate of row 1' })]);
  });
});

describe('import API', () => {
  it('imports a JSON-lines feed and reports counts', async () => {
    const res = await post(jsonl, 'application/x-ndjson');
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ rows: 5, inserted: 5, updated: 0, unlisted: 0 });
  });

  it('rejects a file with a bad row as a whole, naming row and field, and changes nothing', async () => {
    const bad = [JSON.stringify({ ...rows[0], status: 'sold' }), JSON.stringify({ ...rows[1], msrp_price: -5 })].join('\n');
    const res = await post(bad, 'application/x-ndjson');
    expect(res.status).toBe(422);
    const body = await problem(res);
    expect(body.detail).toContain('Nothing was changed');
    expect(body.errors?.map((e) => e.pointer)).toEqual(['rows.2.msrp_price']);
    // The first row's valid change (status sold) did not happen either.
    const db = await getDb();
    const [first] = await db.select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.vin, rows[0]!.vin.toUpperCase()));
    expect(first?.status).toBe(rows[0]!.status);
    expect(rows[0]!.status).not.toBe('sold');
  });

  it('imports CSV as a full feed, unlisting vehicles it no longer contains', async () => {
    const res = await post(csv, 'text/csv; charset=utf-8');
    expect((await res.json()).data).toEqual({ rows: 2, inserted: 2, updated: 0, unlisted: 5 });
  });

  it('names an unknown dealer by its row in the file', async () => {
    const lines = csv.split('\n');
    const res = await post([lines[0], lines[1], lines[2]!.replace('JP002', 'JP999')].join('\n'), 'text/csv', '?mode=partial');
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual([{ pointer: 'rows.3.dealer_code', detail: 'unknown dealer JP999' }]);
  });

  it('needs the admin token, a known listing and a feed content type', async () => {
    expect((await post(jsonl, 'application/x-ndjson', '', false)).status).toBe(401);
    expect((await post(jsonl, 'application/x-ndjson', '?listing=nope')).status).toBe(404);
    expect((await post(jsonl, 'application/json')).status).toBe(415);
    expect((await post(jsonl, 'application/x-ndjson', '?mode=sometimes')).status).toBe(400);
  });
});
