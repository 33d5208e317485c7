import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemActor } from '@/features/auth/permissions';
import { checkRecallsAction } from '@/features/recalls/check-recalls.action';
import { demoRecallVins } from '@/features/recalls/demo-recalls';
import { initialRecallCheckState } from '@/features/recalls/recall-check-state';
import { seedDemoRecalls } from '@/features/recalls/seed-demo-recalls.server';
import { rateLimitPolicies } from '@/lib/rate-limit.server';
import { withFreshDatabase } from '../../../../../tests/fixtures/test-db';
import { POST as checkApi } from './route';

/**
 * The VIN checker's form without JavaScript (decision 0065, addendum): a browser's post of the
 * block's form, as Next hands it to the server action, against the demo recall list — admitted as
 * this route admits its checks, and counted with them. The route's own cases are in
 * tests/integration/recalls.test.ts.
 */
const browser = vi.hoisted(() => ({ headers: {} as Record<string, string> }));
vi.mock('next/headers', () => ({ headers: async () => new Headers(browser.headers) }));

withFreshDatabase();
beforeAll(async () => {
  expect(await seedDemoRecalls(systemActor('recall form test'))).toBe(3);
});

const sameSite = (client: string) => ({ host: 'localhost:3000', origin: 'http://localhost:3000', 'x-client-ip': client });

/** The form as the browser sends it: the typed identifier under `vin`, beside Next's own fields. */
async function post(vin: string | null, headers: Record<string, string> = sameSite(`form-${Math.random()}`)) {
  browser.headers = headers;
  const data = new FormData();
  data.set('$ACTION_REF_1', '');
  if (vin !== null) data.set('vin', vin);
  return checkRecallsAction(initialRecallCheckState, data);
}

describe('checkRecallsAction (the VIN checker without JavaScript)', () => {
  it('answers a vehicle in a recall with the positive state and its campaign, keeping what was typed', async () => {
    const state = await post(' salea7an4r2104815 ');
    expect(state).toMatchObject({
      status: 'answered',
      vin: ' salea7an4r2104815 ',
      check: { vehicle_id: demoRecallVins.affected, kind: 'vin', status: 'affected', campaigns: [{ code: '外-4512', remedied: false }] },
    });
  });

  it('tells a repaired vehicle and an unaffected one apart', async () => {
    expect(await post(demoRecallVins.remedied)).toMatchObject({ status: 'answered', check: { status: 'remedied' } });
    expect(await post(demoRecallVins.notAffected)).toMatchObject({ status: 'answered', check: { status: 'not_affected', campaigns: [] } });
  });

  it('answers a bad identifier with the Japanese message for the field, as the API does', async () => {
    expect(await post('SALEA7AN4R21O4815')).toEqual({
      status: 'invalid',
      vin: 'SALEA7AN4R21O4815',
      error: 'VINには I・O・Q の文字は使われません。数字の 1・0 と取り違えていないかご確認ください。',
    });
    expect(await post('SALEA7')).toMatchObject({
      status: 'invalid',
      error: 'VINは17桁です（入力は6桁）。車検証の「車台番号」欄をご確認ください。',
    });
    expect(await post(null)).toMatchObject({ status: 'invalid', vin: '', error: '車台番号（VIN）を入力してください。' });
    // A pasted paragraph is refused without being looked at, and only its start is put back.
    const long = await post('S'.repeat(300));
    expect(long).toMatchObject({ status: 'invalid' });
    expect(long.status === 'invalid' && long.vin.length).toBe(64);
  });

  it('refuses a post from another site, before it counts or looks anything up', async () => {
    const client = 'form-cross-site';
    const limit = rateLimitPolicies.recallChecksPerClient.limit;
    rateLimitPolicies.recallChecksPerClient.limit = 1;
    try {
      expect(await post(demoRecallVins.affected, { ...sameSite(client), origin: 'https://evil.example' })).toEqual({
        status: 'failed',
        vin: demoRecallVins.affected,
        rateLimited: false,
      });
      expect(await post(demoRecallVins.affected, { ...sameSite(client), origin: 'null' })).toMatchObject({ status: 'failed' });
      expect(await post(demoRecallVins.affected, { ...sameSite(client), 'sec-fetch-site': 'cross-site' })).toMatchObject({
        status: 'failed',
        rateLimited: false,
      });
      // None of those counted: the client's one check is still there.
      expect(await post(demoRecallVins.affected, { ...sameSite(client), 'sec-fetch-site': 'same-origin' })).toMatchObject({
        status: 'answered',
      });
    } finally {
      rateLimitPolicies.recallChecksPerClient.limit = limit;
    }
  });

  describe('rate limits', () => {
    const { limit } = rateLimitPolicies.publicApi;
    const recallLimit = rateLimitPolicies.recallChecksPerClient.limit;
    afterEach(() => {
      rateLimitPolicies.publicApi.limit = limit;
      rateLimitPolicies.recallChecksPerClient.limit = recallLimit;
    });

    it('counts the form’s checks against the recall budget, bad ones too, per client', async () => {
      rateLimitPolicies.recallChecksPerClient.limit = 3;
      const walker = sameSite('form-walker');
      expect((await post(demoRecallVins.notAffected, walker)).status).toBe('answered');
      expect((await post('SALEA7', walker)).status).toBe('invalid');
      expect((await post(demoRecallVins.notAffected, walker)).status).toBe('answered');
      expect(await post(demoRecallVins.notAffected, walker)).toEqual({
        status: 'failed',
        vin: demoRecallVins.notAffected,
        rateLimited: true,
      });
      expect((await post(demoRecallVins.notAffected, sameSite('form-owner'))).status).toBe('answered');
    });

    it('shares the budgets with POST /api/recalls/check: switching from one to the other gains nothing', async () => {
      rateLimitPolicies.recallChecksPerClient.limit = 2;
      const client = 'form-and-api';
      const api = () =>
        checkApi(
          new Request('http://localhost:3000/api/recalls/check', {
            method: 'POST',
            headers: { ...sameSite(client), 'content-type': 'application/json' },
            body: JSON.stringify({ vin: demoRecallVins.notAffected }),
          }),
          undefined,
        );
      expect((await api()).status).toBe(200);
      expect((await post(demoRecallVins.notAffected, sameSite(client))).status).toBe('answered');
      expect((await api()).status).toBe(429);
      expect(await post(demoRecallVins.notAffected, sameSite(client))).toMatchObject({ status: 'failed', rateLimited: true });
    });

    it('counts against the public API’s per-client budget', async () => {
      rateLimitPolicies.publicApi.limit = 1;
      const flood = sameSite('form-flood');
      expect((await post(demoRecallVins.notAffected, flood)).status).toBe('answered');
      expect(await post(demoRecallVins.notAffected, flood)).toMatchObject({ status: 'failed', rateLimited: true });
    });
  });
});
