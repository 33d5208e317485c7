import { describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/settings/route';
import { getSetting, saveSetting } from '@/features/settings/settings.server';
import { problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';
import { systemActor } from '@/features/auth/permissions';

const tester = systemActor('test setup');

withFreshDatabase();

const save = (json: unknown) => POST(request('/api/settings', { method: 'POST', admin: true, json }), undefined);
const saveRaw = (body: string) =>
  POST(request('/api/settings', { method: 'POST', admin: true, headers: { 'content-type': 'application/json' }, body }), undefined);

describe('settings: what may be read without the admin token', () => {
  it('shows anonymous callers the visitor-facing settings only, without ids', async () => {
    await saveSetting(tester, 'seo.title_divider', '-');
    await saveSetting(tester, 'html_filter.iframe_hosts', JSON.stringify(['video.example.jp']));
    await saveSetting(tester, 'crm.api_secret', 'do-not-show-me');
    const res = await GET(request('/api/settings'), undefined);
    expect(res.status).toBe(200);
    const data = (await res.json()).data as { key: string; value: string; id?: number }[];
    const keys = data.map((s) => s.key);
    expect(data.find((s) => s.key === 'seo.title_divider')).toEqual({ key: 'seo.title_divider', value: '-' });
    expect(keys).toContain('footer.json');
    expect(keys).not.toContain('html_filter.iframe_hosts');
    expect(keys).not.toContain('crm.api_secret');
    expect(JSON.stringify(data)).not.toContain('do-not-show-me');
  });

  it('shows everything stored, with ids, to the admin token', async () => {
    const data = (await (await GET(request('/api/settings', { admin: true }), undefined)).json()).data as { key: string; id: number }[];
    expect(data.find((s) => s.key === 'crm.api_secret')?.id).toEqual(expect.any(Number));
  });

  it('refuses a wrong token instead of quietly showing the public list', async () => {
    const res = await GET(request('/api/settings', { headers: { authorization: 'Bearer not-the-token-at-all' } }), undefined);
    expect(res.status).toBe(401);
  });
});

describe('settings: hostile values are refused with problem+json naming the field', () => {
  it('refuses a NUL character in a value', async () => {
    const res = await saveRaw('{"key":"seo.site_name","value":"ブランド\\u0000"}');
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.[0]?.pointer).toBe('value');
    await expect(saveSetting(tester, 'seo.site_name', 'a\u0000b')).rejects.toMatchObject({ status: 422 });
  });

  it('refuses a value nested 100,000 levels deep without overflowing the stack', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const res = await saveRaw(`{"key":"footer.json","value":${deep}}`);
    expect(res.status).toBe(422);
    expect((await problem(res)).detail).toMatch(/nested deeper/);
    const asText = await save({ key: 'navigation.hidden_paths', value: deep });
    expect(asText.status).toBe(422);
  });

  it('refuses prototype keys anywhere in the body', async () => {
    const res = await saveRaw('{"key":"footer.json","value":{"columns":[],"__proto__":{"polluted":true}}}');
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.[0]?.pointer).toBe('value.__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stores a key named like an Object.prototype member as an ordinary unknown key', async () => {
    const res = await save({ key: 'constructor', value: 'x' });
    expect(res.status).toBe(201);
    expect(await getSetting('seo.title_divider')).toBe('-');
  });

  it('refuses javascript: links in the footer, predefined links and the cookie policy link', async () => {
    const footer = await save({
      key: 'footer.json',
      value: {
        columns: [
          { rows: [{ heading: 'リンク', items: [{ type: 'link', label: 'x', items: [{ label: 'y', url: 'javascript:alert(1)' }] }] }] },
        ],
      },
    });
    expect(footer.status).toBe(422);
    expect((await problem(footer)).errors?.[0]?.pointer).toBe('value.columns.0.rows.0.items.0.items.0.url');
    const links = await save({ key: 'predefined_links', value: [{ alias: 'evil', url: 'javascript:alert(1)' }] });
    expect(links.status).toBe(422);
    const cookie = await save({
      key: 'cookie_consent.content',
      value: { title: 't', accept_label: 'ok', policy_url: 'JAVASCRIPT:alert(1)' },
    });
    expect(cookie.status).toBe(422);
    const fine = await save({ key: 'predefined_links', value: [{ alias: 'dealers', url: '/dealers' }] });
    expect(fine.status).toBe(201);
  });

  it('falls back to the default for a deeply nested value stored before these checks', async () => {
    const { getDb } = await import('@/db/client.server');
    const { settings } = await import('@/db/schema');
    const { clearCache } = await import('@/lib/cache.server');
    await (await getDb()).insert(settings).values({ key: 'navigation.hidden_paths', value: '['.repeat(50_000) + ']'.repeat(50_000) });
    clearCache();
    expect(await getSetting('navigation.hidden_paths')).toEqual([]);
  });
});

describe('health', () => {
  it('answers ok to anyone and shows memory and cache sizes only to the admin token', async () => {
    const { GET: health } = await import('@/app/api/health/route');
    expect(await (await health(request('/api/health'), undefined)).json()).toEqual({ status: 'ok' });
    const detailed = await (await health(request('/api/health', { admin: true }), undefined)).json();
    expect(detailed.memory.rss_mb).toBeGreaterThan(0);
    expect(detailed.memory.data_cache.limit_mb).toBe(32);
    const wrong = await health(request('/api/health', { headers: { authorization: 'Bearer wrong-token-000000000' } }), undefined);
    expect(wrong.status).toBe(401);
  });
});
