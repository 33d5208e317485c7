import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteCampaign, GET as getCampaign } from '@/app/api/recalls/[id]/route';
import { DELETE as removeVehicles, POST as addVehicles } from '@/app/api/recalls/[id]/vehicles/route';
import { POST as check } from '@/app/api/recalls/check/route';
import { GET as list, POST as create } from '@/app/api/recalls/route';
import { auditLog, recallCampaigns, recallVehicles } from '@/db/schema';
import { systemActor, type Actor, type Role } from '@/features/auth/permissions';
import { demoRecalls, demoRecallVins } from '@/features/recalls/demo-recalls';
import { checkRecalls } from '@/features/recalls/recall-check.server';
import {
  addRecallVehicles,
  createRecallCampaign,
  listRecallCampaigns,
  removeRecallVehicles,
} from '@/features/recalls/recalls-admin.server';
import { seedDemoRecalls } from '@/features/recalls/seed-demo-recalls.server';
import { rateLimitPolicies } from '@/lib/rate-limit.server';
import { signedInAs } from '../fixtures/auth';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

const { db } = withFreshDatabase();
const origin = 'http://localhost:3000';
const system = systemActor('recalls test');

type Caller = Role | 'anonymous';
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ['viewer', 'editor', 'admin'] as const) cookies[role] = (await signedInAs(role)).cookie;
  expect(await seedDemoRecalls(system)).toBe(3);
});

function call(caller: Caller, method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Request {
  const all: Record<string, string> = { origin, ...headers };
  if (caller !== 'anonymous') all.cookie = cookies[caller];
  return request(path, { method, json, headers: all });
}

const api = {
  check: (vin: unknown, headers: Record<string, string> = {}) =>
    check(call('anonymous', 'POST', '/api/recalls/check', { vin }, headers), undefined),
  list: (caller: Caller) => list(call(caller, 'GET', '/api/recalls'), undefined),
  create: (caller: Caller, json: unknown) => create(call(caller, 'POST', '/api/recalls', json), undefined),
  get: (caller: Caller, id: number, query = '') => getCampaign(call(caller, 'GET', `/api/recalls/${id}${query}`), ctx({ id: String(id) })),
  delete: (caller: Caller, id: number) => deleteCampaign(call(caller, 'DELETE', `/api/recalls/${id}`), ctx({ id: String(id) })),
  add: (caller: Caller, id: number, json: unknown) =>
    addVehicles(call(caller, 'POST', `/api/recalls/${id}/vehicles`, json), ctx({ id: String(id) })),
  remove: (caller: Caller, id: number, json: unknown) =>
    removeVehicles(call(caller, 'DELETE', `/api/recalls/${id}/vehicles`, json), ctx({ id: String(id) })),
};

async function data<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { data: T }).data;
}

type Check = { vehicle_id: string; kind: string; status: string; campaigns: { code: string; remedied: boolean; starts_on: string }[] };
const campaignId = async (code: string) => (await db().select().from(recallCampaigns).where(eq(recallCampaigns.code, code)))[0]!.id;
const vehicleCount = async (id: number) => (await db().select().from(recallVehicles).where(eq(recallVehicles.campaignId, id))).length;

describe('POST /api/recalls/check (the VIN checker)', () => {
  it('names the open campaign of an affected vehicle, with the defect and the remedy', async () => {
    const result = await data<Check>(await api.check(demoRecallVins.affected));
    expect(result).toMatchObject({ vehicle_id: demoRecallVins.affected, kind: 'vin', status: 'affected' });
    expect(result.campaigns).toEqual([
      {
        code: '外-4512',
        title: 'ディフェンダー 後退時車両直後確認装置（リヤビューカメラ）の不具合',
        description: demoRecalls[0]!.campaign.description,
        remedy: '全車両、制御プログラムを対策プログラムに書き換えます。作業時間は約1時間です。',
        starts_on: '2026-10-23',
        remedied: false,
      },
    ]);
  });

  it('names every campaign of a vehicle, the latest first, each with its own repair state', async () => {
    const result = await data<Check>(await api.check(demoRecallVins.twoCampaigns));
    expect(result.status).toBe('affected');
    expect(result.campaigns.map((c) => [c.code, c.remedied])).toEqual([
      ['外-4512', false],
      ['外-4388', true],
    ]);
  });

  it('tells a repaired vehicle from an unaffected one', async () => {
    expect(await data<Check>(await api.check(demoRecallVins.remedied))).toMatchObject({
      status: 'remedied',
      campaigns: [{ code: '外-4388' }],
    });
    expect(await data<Check>(await api.check(demoRecallVins.notAffected))).toMatchObject({ status: 'not_affected', campaigns: [] });
  });

  it('reads the identifier as people type it: lower case, full-width, spaced', async () => {
    const typed = ' ｓａｌｅａ７ａｎ４ｒ２１０４８１５ ';
    expect(await data<Check>(await api.check(typed))).toMatchObject({ vehicle_id: demoRecallVins.affected, status: 'affected' });
  });

  it('answers a bad identifier with 422 problem+json, the Japanese message at vin, and never looks it up', async () => {
    const body = await problem(await api.check('SALEA7AN4R21O4815'));
    expect(body.status).toBe(422);
    expect(body.errors).toEqual([
      { pointer: 'vin', detail: 'VINには I・O・Q の文字は使われません。数字の 1・0 と取り違えていないかご確認ください。' },
    ]);
    expect((await problem(await api.check('SALEA7'))).errors![0]!.detail).toBe(
      'VINは17桁です（入力は6桁）。車検証の「車台番号」欄をご確認ください。',
    );
    expect((await problem(await api.check(17))).errors![0]!.pointer).toBe('vin');
  });

  it('refuses other bodies, other sites and floods, always as problem+json', async () => {
    const extra = await check(call('anonymous', 'POST', '/api/recalls/check', { vin: demoRecallVins.affected, campaign: 'x' }), undefined);
    expect((await problem(extra)).status).toBe(422);
    const form = await check(
      request('/api/recalls/check', {
        method: 'POST',
        body: `vin=${demoRecallVins.affected}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      undefined,
    );
    expect((await problem(form)).status).toBe(415);
    expect((await problem(await api.check(demoRecallVins.affected, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await problem(await api.check(demoRecallVins.affected, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
  });

  describe('rate limit', () => {
    const limit = rateLimitPolicies.publicApi.limit;
    const recallLimit = rateLimitPolicies.recallChecksPerClient.limit;
    afterEach(() => {
      rateLimitPolicies.publicApi.limit = limit;
      rateLimitPolicies.recallChecksPerClient.limit = recallLimit;
    });

    it('stops one client walking through serial numbers well before the public API budget would', async () => {
      expect(recallLimit).toBeLessThan(limit);
      rateLimitPolicies.recallChecksPerClient.limit = 3;
      const from = { 'x-client-ip': 'recall-walker' };
      for (let i = 0; i < 3; i++) expect((await api.check(demoRecallVins.notAffected, from)).status).toBe(200);
      expect((await problem(await api.check(demoRecallVins.notAffected, from))).status).toBe(429);
      expect((await api.check(demoRecallVins.notAffected, { 'x-client-ip': 'an-owner' })).status).toBe(200);
    });

    it('counts checks against the public API’s per-client budget', async () => {
      rateLimitPolicies.publicApi.limit = 2;
      const from = { 'x-client-ip': 'recall-flood' };
      expect((await api.check(demoRecallVins.notAffected, from)).status).toBe(200);
      expect((await api.check(demoRecallVins.notAffected, from)).status).toBe(200);
      const refused = await api.check(demoRecallVins.notAffected, from);
      expect((await problem(refused)).status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api.check(demoRecallVins.notAffected, { 'x-client-ip': 'someone-else' })).status).toBe(200);
    });
  });

  it('counts a campaign from its start date in Japan, whatever the server’s clock zone', async () => {
    const row = await createRecallCampaign(system, { code: 'R-FUTURE', title: '開始前のキャンペーン', starts_on: '2026-12-01' });
    await addRecallVehicles(system, row.id, [{ vin: 'ABC123-1234567', remedied: false }]);
    expect((await checkRecalls('abc123ー1234567', new Date('2026-11-30T14:59:59Z'))).status).toBe('not_affected');
    const started = await checkRecalls('ABC123-1234567', new Date('2026-11-30T15:00:00Z'));
    expect(started).toMatchObject({ vehicle_id: 'ABC123-1234567', kind: 'frame', status: 'affected', campaigns: [{ code: 'R-FUTURE' }] });
  });
});

describe('/api/recalls (the recall list)', () => {
  it('lets admins read it with counts, and nobody else', async () => {
    expect((await problem(await api.list('anonymous'))).status).toBe(401);
    expect((await problem(await api.list('editor'))).status).toBe(403);
    const campaigns = await data<{ code: string; vehicles: number; remedied: number; starts_on: string }[]>(await api.list('admin'));
    expect(campaigns.find((c) => c.code === '外-4512')).toMatchObject({ vehicles: 6, remedied: 2, starts_on: '2026-10-23' });
    expect(campaigns.find((c) => c.code === '外-4388')).toMatchObject({ vehicles: 5, remedied: 3 });
    const starts = campaigns.map((c) => c.starts_on);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('creates a campaign, audited; refuses a used code at code and a date that does not exist at starts_on, in Japanese', async () => {
    const input = { code: 'SC-2026-11', title: 'テストキャンペーン', description: '内容', remedy: '措置', starts_on: '2026-11-01' };
    expect((await problem(await api.create('editor', input))).status).toBe(403);
    const created = await data<{ id: number; code: string; starts_on: string }>(await api.create('admin', input), 201);
    expect(created).toMatchObject({ code: 'SC-2026-11', starts_on: '2026-11-01' });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recalls.create'), eq(auditLog.subjectId, String(created.id))));
    expect(audit!.after).toMatchObject({ code: 'SC-2026-11', title: 'テストキャンペーン' });

    const taken = await problem(await api.create('admin', input));
    expect([taken.status, taken.errors]).toEqual([
      409,
      [{ pointer: 'code', detail: '届出番号「SC-2026-11」のキャンペーンはすでにあります。' }],
    ]);
    const bad = await problem(await api.create('admin', { ...input, code: 'SC 2026', title: '  ', starts_on: '2026-02-30' }));
    expect(bad.errors).toEqual([
      { pointer: 'code', detail: '届出番号に空白は使えません。' },
      { pointer: 'title', detail: '入力してください。' },
      { pointer: 'starts_on', detail: '開始日は実在する日付を YYYY-MM-DD の形で入力してください。' },
    ]);
  });

  it('adds vehicles from CSV as Excel writes it, then updates their repair state; all or nothing', async () => {
    const id = (
      await data<{ id: number }>(await api.create('admin', { code: 'CSV-1', title: 'CSVの取り込み', starts_on: '2026-01-05' }), 201)
    ).id;
    const csv = '\uFEFF車台番号,改修\r\nSALEA7AN2R2107342\t済み\r\n"salea7bw0s2113590",\r\n\r\nSALEA7AN2R2107342,未\r\nZVW30-1234567,1\r\n';
    expect(await data(await api.add('admin', id, { csv }))).toEqual({ added: 3, updated: 0, unchanged: 0 });
    const rows = await db().select().from(recallVehicles).where(eq(recallVehicles.campaignId, id));
    // The later line of a vehicle listed twice wins.
    expect(Object.fromEntries(rows.map((r) => [r.vin, r.remedied]))).toEqual({
      SALEA7AN2R2107342: false,
      SALEA7BW0S2113590: false,
      'ZVW30-1234567': true,
    });
    expect(
      await data(
        await api.add('admin', id, {
          vehicles: [
            { vin: 'SALEA7AN2R2107342', remedied: true },
            { vin: 'ZVW30-1234567', remedied: true },
          ],
        }),
      ),
    ).toEqual({
      added: 0,
      updated: 1,
      unchanged: 1,
    });

    const refused = await problem(await api.add('admin', id, { csv: 'SALEA7ANXR2119027\nSALEA7AN2R210734\nSALEA7BW1S2120418,たぶん\n' }));
    expect(refused.status).toBe(422);
    expect(refused.errors).toEqual([
      { pointer: 'csv.line.2', detail: '2行目：VINは17桁です（入力は16桁）。車検証の「車台番号」欄をご確認ください。' },
      { pointer: 'csv.line.3', detail: '3行目：2列目の「たぶん」は改善状態として読めません（済・1、または空欄・0）。' },
    ]);
    expect(await vehicleCount(id)).toBe(3);
    const badList = await problem(await api.add('admin', id, { vehicles: [{ vin: 'SALEA7ANXR2119027' }, { vin: 'O' }] }));
    expect(badList.errors!.map((e) => e.pointer)).toEqual(['vehicles.1.vin']);
    expect((await problem(await api.add('admin', 999_999, { csv: 'SALEA7ANXR2119027' }))).status).toBe(404);
    expect((await problem(await api.add('viewer', id, { csv: 'SALEA7ANXR2119027' }))).status).toBe(403);
  });

  it('lists a campaign’s vehicles in order, up to the limit asked', async () => {
    const id = await campaignId('外-4512');
    const one = await data<{ code: string; vehicles: number; vehicle_list: { vin: string; remedied: boolean }[] }>(
      await api.get('admin', id, '?limit=2'),
    );
    expect(one).toMatchObject({ code: '外-4512', vehicles: 6 });
    expect(one.vehicle_list).toEqual([
      { vin: 'SALEA7AN2R2107342', remedied: true },
      { vin: 'SALEA7AN4R2104815', remedied: false },
    ]);
    expect((await problem(await api.get('admin', id, '?limit=0'))).errors).toEqual([
      { pointer: 'limit', detail: 'must be an integer from 1 to 10000' },
    ]);
    expect((await problem(await api.get('admin', 999_999))).status).toBe(404);
  });

  it('removes vehicles by identifier, saying which it did not have, audited', async () => {
    const id = (await data<{ id: number }>(await api.create('admin', { code: 'RM-1', title: '削除の確認', starts_on: '2026-01-05' }), 201))
      .id;
    await data(await api.add('admin', id, { csv: 'SALCA2BN6SH520117\nSALCA2BN3SH523458' }));
    const result = await data(await api.remove('admin', id, { vins: ['salca2bn6sh520117', 'SALCA2BN6SH526709'] }));
    expect(result).toEqual({ removed: 1, not_found: ['SALCA2BN6SH526709'] });
    expect(await vehicleCount(id)).toBe(1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recalls.vehicles_remove'), eq(auditLog.subjectId, String(id))));
    expect(audit!.before).toEqual({ vehicles: ['SALCA2BN6SH520117'], more: 0 });
    expect((await problem(await api.remove('admin', id, { vins: ['nope'] }))).errors![0]!.pointer).toBe('vins.0');
  });

  it('deletes a campaign with its vehicles: visitors stop seeing it at once', async () => {
    const id = await campaignId('SC-2026-07');
    expect((await data<Check>(await api.check('SALCA2BN6SH520117'))).campaigns.map((c) => c.code)).toEqual(['SC-2026-07']);
    expect((await problem(await api.delete('editor', id))).status).toBe(403);
    const crossSite = await deleteCampaign(
      call('admin', 'DELETE', `/api/recalls/${id}`, undefined, { origin: 'https://evil.example' }),
      ctx({ id: String(id) }),
    );
    expect((await problem(crossSite)).status).toBe(403);
    expect((await api.delete('admin', id)).status).toBe(204);
    expect(await data<Check>(await api.check('SALCA2BN6SH520117'))).toMatchObject({ status: 'not_affected' });
    expect(await vehicleCount(id)).toBe(0);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recalls.delete'), eq(auditLog.subjectId, String(id))));
    expect(audit!.before).toMatchObject({ code: 'SC-2026-07', vehicles: 3 });
    expect((await problem(await api.delete('admin', id))).status).toBe(404);
  });

  it('asks the permission in the data functions too, whoever calls them', async () => {
    const viewer: Actor = { kind: 'user', userId: 'u', name: 'v', email: 'v@example.com', role: 'viewer', sessionId: 's' };
    await expect(listRecallCampaigns(viewer)).rejects.toMatchObject({ status: 403 });
    await expect(removeRecallVehicles({ kind: 'anonymous' }, 1, ['SALEA7AN4R2104815'])).rejects.toMatchObject({ status: 401 });
    expect(await seedDemoRecalls(system)).toBe(1);
  });
});
