import { describe, expect, it } from 'vitest';
import { DELETE } from '@/app/api/settings/[id]/route';
import { GET, POST } from '@/app/api/settings/route';
import { getSetting } from '@/features/settings/settings.server';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

describe('settings API', () => {
  it('refuses changes without the bearer token', async () => {
    const res = await POST(request('/api/settings', { method: 'POST', json: { key: 'seo.title_divider', value: '-' } }), undefined);
    expect(res.status).toBe(401);
    expect((await problem(res)).detail).toMatch(/bearer token/);
  });

  it('refuses a cross-site request even with the token', async () => {
    const res = await POST(
      request('/api/settings', {
        method: 'POST',
        admin: true,
        json: { key: 'seo.title_divider', value: '-' },
        headers: { origin: 'https://evil.example' },
      }),
      undefined,
    );
    expect(res.status).toBe(403);
    const nullOrigin = await POST(
      request('/api/settings', {
        method: 'POST',
        admin: true,
        json: { key: 'seo.title_divider', value: '-' },
        headers: { origin: 'null' },
      }),
      undefined,
    );
    expect(nullOrigin.status).toBe(403);
  });

  it('stores a setting, serves it, and the stored value wins over the default', async () => {
    expect(await getSetting('seo.title_divider')).toBe('|');
    const res = await POST(
      request('/api/settings', { method: 'POST', admin: true, json: { key: 'seo.title_divider', value: '–' } }),
      undefined,
    );
    expect(res.status).toBe(201);
    expect(await getSetting('seo.title_divider')).toBe('–');
    const list = await (await GET(request('/api/settings'), undefined)).json();
    expect(list.data).toContainEqual(expect.objectContaining({ key: 'seo.title_divider', value: '–' }));
  });

  it('accepts JSON values for JSON settings and stores their text', async () => {
    const res = await POST(
      request('/api/settings', {
        method: 'POST',
        admin: true,
        json: { key: 'navigation.breadcrumbs_disabled_paths', value: ['/', '/about'] },
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    expect(await getSetting('navigation.breadcrumbs_disabled_paths')).toEqual(['/', '/about']);
  });

  it('rejects a value that does not fit a known setting with 422 naming the field', async () => {
    const res = await POST(
      request('/api/settings', { method: 'POST', admin: true, json: { key: 'navigation.hidden_paths', value: '{not json' } }),
      undefined,
    );
    expect(res.status).toBe(422);
    expect((await problem(res)).errors).toEqual([{ pointer: 'value', detail: 'Invalid JSON' }]);
  });

  it('rejects keys that are not namespaced words', async () => {
    const res = await POST(request('/api/settings', { method: 'POST', admin: true, json: { key: 'Bad Key!', value: 'x' } }), undefined);
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.[0]?.pointer).toBe('key');
  });

  it('answers a body that is not JSON with 400 problem+json', async () => {
    const res = await POST(
      request('/api/settings', { method: 'POST', admin: true, body: '{oops', headers: { 'content-type': 'application/json' } }),
      undefined,
    );
    expect(res.status).toBe(400);
  });

  it('deletes a setting so the default applies again', async () => {
    const created = await (
      await POST(request('/api/settings', { method: 'POST', admin: true, json: { key: 'seo.site_name', value: 'テスト' } }), undefined)
    ).json();
    expect(await getSetting('seo.site_name')).toBe('テスト');
    const res = await DELETE(
      request(`/api/settings/${created.data.id}`, { method: 'DELETE', admin: true }),
      ctx({ id: String(created.data.id) }),
    );
    expect(res.status).toBe(204);
    expect(await getSetting('seo.site_name')).toBeNull();
    const again = await DELETE(
      request(`/api/settings/${created.data.id}`, { method: 'DELETE', admin: true }),
      ctx({ id: String(created.data.id) }),
    );
    expect(again.status).toBe(404);
  });

  it('falls back to the default when a stored JSON setting is broken', async () => {
    const { saveSetting } = await import('@/features/settings/settings.server');
    // written before validation existed, or by hand in the database
    const { settings } = await import('@/db/schema');
    const { getDb } = await import('@/db/client.server');
    await (await getDb()).insert(settings).values({ key: 'predefined_links', value: '[{broken' });
    const { invalidateTags } = await import('@/lib/cache.server');
    invalidateTags('settings');
    expect(await getSetting('predefined_links')).toEqual([]);
    expect(saveSetting).toBeTypeOf('function');
  });
});
