import { describe, expect, it } from 'vitest';
import { GET as byPath } from '@/app/public_api/pages/by_path/[[...path]]/route';
import { POST as createPage } from '@/app/api/pages/route';
import { PUT as updatePage, GET as getPage } from '@/app/api/pages/[id]/route';
import { GET as metaheadsApi } from '@/app/api/metaheads/route';
import { findLivePath, findRedirect } from '@/features/pages/pages.server';
import { getDb } from '@/db/client.server';
import { metaheads } from '@/db/schema';
import { invalidateTags } from '@/lib/cache.server';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

const snippetBlock = { template_key: 'snippet', content: { fields: { title: 'ようこそ', paragraph: '<p>本文</p>' }, field_groups: [] } };

async function create(body: Record<string, unknown>) {
  return createPage(request('/api/pages', { method: 'POST', admin: true, json: body }), undefined);
}

describe('pages API', () => {
  it('creates a published page and serves it by path with blocks and metaheads', async () => {
    const res = await create({ path: '/guide/', title: 'ガイド', status: 'published', blocks: [snippetBlock] });
    expect(res.status).toBe(201);
    const created = (await res.json()).data;
    expect(created.path).toBe('/guide');
    await (await getDb()).insert(metaheads).values([
      { content: 'body{}', language: 'css', sequence: 2 },
      { content: '<meta name="x" content="y">', language: 'html', sequence: 1, rdxCorePageId: created.id },
    ]);
    await invalidateTags('metaheads');

    const page = await (await byPath(request('/public_api/pages/by_path/guide'), ctx({ path: ['guide'] }))).json();
    expect(page.data).toMatchObject({ type: 'page', path: '/guide', title: 'ガイド' });
    expect(page.data.blocks).toEqual([expect.objectContaining({ key: 'snippet', active_positions: [] })]);
    expect(page.data.blocks[0].content.fields).toMatchObject({ title: 'ようこそ', header_tag: 'h2', theme: 'white-theme' });
    expect(page.data.metaheads.map((m: { sequence: number }) => m.sequence)).toEqual([1, 2]);

    const forPage = await (await metaheadsApi(request(`/api/metaheads?q%5Bpage_id_equal_or_null%5D=${created.id}`), undefined)).json();
    expect(forPage.data).toHaveLength(2);
    const globalOnly = await (await metaheadsApi(request('/api/metaheads'), undefined)).json();
    expect(globalOnly.data).toHaveLength(1);
  });

  it('requires a pathname', async () => {
    const res = await byPath(request('/public_api/pages/by_path'), ctx({}));
    expect(res.status).toBe(400);
    expect((await problem(res)).detail).toBe('You have to provide current page pathname.');
  });

  it('hides drafts, disabled pages and pages outside their schedule', async () => {
    const hour = 3_600_000;
    await create({ path: '/draft', title: '下書き', status: 'draft' });
    await create({ path: '/disabled', title: '無効', status: 'disabled' });
    await create({ path: '/later', title: '予約', status: 'published', publish_at: new Date(Date.now() + hour).toISOString() });
    await create({
      path: '/ended',
      title: '終了',
      status: 'published',
      unpublish_at: new Date(Date.now() - hour).toISOString(),
      publish_at: new Date(Date.now() - 2 * hour).toISOString(),
    });
    for (const path of ['draft', 'disabled', 'later', 'ended']) {
      const res = await byPath(request(`/public_api/pages/by_path/${path}`), ctx({ path: [path] }));
      expect(res.status, path).toBe(404);
      expect(await findLivePath(`/${path}`)).toBeNull();
    }
  });

  it('answers a redirect record with its target and code', async () => {
    await create({ path: '/old', title: '旧', status: 'published', page_type: 'url_redirection', to: '/guide', link_type: 'internal' });
    await create({
      path: '/moved',
      title: '移転',
      status: 'published',
      page_type: 'url_redirection',
      to: 'https://example.com/x',
      link_type: 'external',
      http_code: 302,
    });
    expect(await findRedirect('/old/')).toEqual({ to: '/guide', httpCode: 301, linkType: 'internal' });
    expect(await findRedirect('/moved')).toEqual({ to: 'https://example.com/x', httpCode: 302, linkType: 'external' });
    const res = await (await byPath(request('/public_api/pages/by_path/old'), ctx({ path: ['old'] }))).json();
    expect(res.data).toMatchObject({ type: 'url_redirection', to: '/guide', http_code: 301 });
  });

  it('rejects a redirect without a usable target', async () => {
    const res = await create({
      path: '/bad-redirect',
      title: 'x',
      page_type: 'url_redirection',
      link_type: 'external',
      to: 'javascript:alert(1)',
    });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.[0]?.pointer).toBe('to');
  });

  it('validates every block against its template on save', async () => {
    const res = await create({
      path: '/invalid',
      title: '不正',
      blocks: [
        {
          template_key: 'hero_banner',
          content: { fields: { title: 'x'.repeat(121), header_tag: 'h9', image: { id: 1 } }, field_groups: [] },
        },
        { template_key: 'accordion', content: { fields: {}, field_groups: Array.from({ length: 31 }, () => ({ title: 'q' })) } },
        { template_key: 'snippet', content: { fields: { nonsense: 1 }, field_groups: [] } },
      ],
    });
    expect(res.status).toBe(422);
    const body = await problem(res);
    const pointers = body.errors?.map((e) => e.pointer) ?? [];
    expect(pointers).toEqual(expect.arrayContaining(['blocks.0.content.fields.title', 'blocks.0.content.fields.header_tag']));
    expect(body.errors?.find((e) => e.pointer === 'blocks.0.content.fields.title')?.detail).toBe('Character limit exceeded');
  });

  it('rejects more groups than max_field_groups and unknown templates', async () => {
    const tooMany = await create({
      path: '/acc',
      title: 'a',
      blocks: [{ template_key: 'accordion', content: { fields: {}, field_groups: Array.from({ length: 31 }, () => ({ title: 'q' })) } }],
    });
    expect((await problem(tooMany)).errors?.[0]).toEqual({ pointer: 'blocks.0.content.field_groups', detail: 'At most 30 items' });
    const unknown = await create({
      path: '/unk',
      title: 'u',
      blocks: [{ template_key: 'no_such_block', content: { fields: {}, field_groups: [] } }],
    });
    expect(unknown.status).toBe(422);
  });

  it('normalises heading levels 1-6 and forces tertiary buttons small', async () => {
    const res = await create({
      path: '/norm',
      title: 'n',
      status: 'published',
      blocks: [
        {
          template_key: 'snippet',
          content: {
            fields: { header_tag: '3', buttons: [{ type: 'internal', url: '/a', label: 'A', button_type: 'tertiary', size: 'medium' }] },
            field_groups: [],
          },
        },
      ],
    });
    const fields = (await res.json()).data.blocks[0].content.fields;
    expect(fields.header_tag).toBe('h3');
    expect(fields.buttons[0].size).toBe('small');
  });

  it('refuses a second page on the same path with 409 and updates in place', async () => {
    const first = (await (await create({ path: '/same', title: '一', status: 'published' })).json()).data;
    const clash = await create({ path: '/same', title: '二' });
    expect(clash.status).toBe(409);
    const updated = await updatePage(
      request(`/api/pages/${first.id}`, {
        method: 'PUT',
        admin: true,
        json: { path: '/same', title: '更新', status: 'published', blocks: [snippetBlock] },
      }),
      ctx({ id: String(first.id) }),
    );
    expect(updated.status).toBe(200);
    const read = await (await getPage(request(`/api/pages/${first.id}`, { admin: true }), ctx({ id: String(first.id) }))).json();
    expect(read.data).toMatchObject({ title: '更新', blocks: [expect.objectContaining({ template_key: 'snippet' })] });
  });

  it('keeps the editor API closed to anonymous callers', async () => {
    const res = await getPage(request('/api/pages/1'), ctx({ id: '1' }));
    expect(res.status).toBe(401);
    const bad = await getPage(request('/api/pages/abc', { admin: true }), ctx({ id: 'abc' }));
    expect(bad.status).toBe(400);
  });
});
