import { describe, expect, it } from 'vitest';
import { GET as breadcrumbs } from '@/app/api/nav_entries/breadcrumbs/[id]/route';
import { GET as getNav, PUT as putNav } from '@/app/api/nav_entries/route';
import { DELETE as deleteMetahead } from '@/app/api/metaheads/[id]/route';
import { GET as listMetaheads, POST as createMetahead } from '@/app/api/metaheads/route';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { savePage, type PageSaveInput } from '@/features/pages/page-editing.server';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';
import { systemActor } from '@/features/auth/permissions';

const tester = systemActor('test setup');

withFreshDatabase();

const page = (path: string, title: string, extra: Partial<PageSaveInput> = {}): PageSaveInput => ({
  path,
  title,
  page_type: 'page',
  status: 'published',
  disable_seo_tracking: false,
  http_code: 301,
  link_new_window: false,
  blocks: validatePageBlocks([]),
  ...extra,
});

describe('navigation API', () => {
  it('replaces the tree and serves it in order', async () => {
    const tree = [
      { label: 'モデル', url: '/models', children: [{ label: 'ディフェンダー', url: '/models/defender' }] },
      { label: '販売店', url: '/dealers' },
    ];
    const res = await putNav(request('/api/nav_entries', { method: 'PUT', admin: true, json: tree }), undefined);
    expect(res.status).toBe(200);
    const body = await (await getNav(request('/api/nav_entries'), undefined)).json();
    expect(body.data.map((e: { label: string }) => e.label)).toEqual(['モデル', '販売店']);
    expect(body.data[0].children).toEqual([expect.objectContaining({ label: 'ディフェンダー', url: '/models/defender' })]);
  });

  it('refuses unsafe URLs and anonymous changes', async () => {
    const bad = await putNav(
      request('/api/nav_entries', { method: 'PUT', admin: true, json: [{ label: 'x', url: 'javascript:alert(1)' }] }),
      undefined,
    );
    expect(bad.status).toBe(422);
    expect((await problem(bad)).errors?.[0]?.pointer).toBe('0.url');
    const anon = await putNav(request('/api/nav_entries', { method: 'PUT', json: [] }), undefined);
    expect(anon.status).toBe(401);
  });

  it('gives breadcrumbs through folders and pages, skipping drafts', async () => {
    await savePage(tester, page('/models', 'モデル一覧', { page_type: 'folder' }));
    await savePage(tester, page('/models/defender', 'ディフェンダー', { status: 'draft' }));
    const leaf = await savePage(tester, page('/models/defender/110', 'ディフェンダー110'));
    const res = await (
      await breadcrumbs(request(`/api/nav_entries/breadcrumbs/${leaf.page.id}`), ctx({ id: String(leaf.page.id) }))
    ).json();
    expect(res.data).toEqual([
      { path: '/models', title: 'モデル一覧' },
      { path: '/models/defender/110', title: 'ディフェンダー110' },
    ]);
  });
});

describe('metaheads API', () => {
  it('creates global and page metaheads and deletes them', async () => {
    const { page: p } = await savePage(tester, page('/with-tags', 'タグ'));
    const global = await createMetahead(
      request('/api/metaheads', { method: 'POST', admin: true, json: { content: 'body{margin:0}', language: 'css' } }),
      undefined,
    );
    expect(global.status).toBe(201);
    const own = await createMetahead(
      request('/api/metaheads', {
        method: 'POST',
        admin: true,
        json: { content: 'console.log(1)', language: 'javascript', rdx_core_page_id: p.id, reload_on_each_page: true, sequence: 5 },
      }),
      undefined,
    );
    const ownBody = (await own.json()).data;
    expect(ownBody).toMatchObject({ language: 'javascript', reload_on_each_page: true, rdx_core_page_id: p.id });
    const list = await (await listMetaheads(request(`/api/metaheads?q%5Bpage_id_equal_or_null%5D=${p.id}`), undefined)).json();
    expect(list.data).toHaveLength(2);
    const del = await deleteMetahead(
      request(`/api/metaheads/${ownBody.id}`, { method: 'DELETE', admin: true }),
      ctx({ id: String(ownBody.id) }),
    );
    expect(del.status).toBe(204);
    const after = await (await listMetaheads(request(`/api/metaheads?q%5Bpage_id_equal_or_null%5D=${p.id}`), undefined)).json();
    expect(after.data).toHaveLength(1);
  });

  it('refuses an unknown language or page, and a bad page id filter', async () => {
    const lang = await createMetahead(
      request('/api/metaheads', { method: 'POST', admin: true, json: { content: 'x', language: 'php' } }),
      undefined,
    );
    expect((await problem(lang)).errors?.[0]?.pointer).toBe('language');
    const unknownPage = await createMetahead(
      request('/api/metaheads', { method: 'POST', admin: true, json: { content: 'x', language: 'css', rdx_core_page_id: 99999 } }),
      undefined,
    );
    expect(unknownPage.status).toBe(422);
    const filter = await listMetaheads(request('/api/metaheads?q%5Bpage_id_equal_or_null%5D=abc'), undefined);
    expect(filter.status).toBe(400);
    expect((await problem(filter)).errors?.[0]?.pointer).toBe('q[page_id_equal_or_null]');
  });
});
