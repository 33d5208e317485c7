import { describe, expect, it } from 'vitest';
import { POST as createPage } from '@/app/api/pages/route';
import { DELETE as deletePage, GET as getPage, PUT as updatePage } from '@/app/api/pages/[id]/route';
import { GET as metaheads, POST as createMetahead } from '@/app/api/metaheads/route';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

const snippet = (title: string, id?: number) => ({
  ...(id ? { id } : {}),
  template_key: 'snippet',
  content: { fields: { title }, field_groups: [] },
});
const create = (body: Record<string, unknown>) => createPage(request('/api/pages', { method: 'POST', admin: true, json: body }), undefined);
const put = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  updatePage(request(`/api/pages/${id}`, { method: 'PUT', admin: true, json: body, headers }), ctx({ id: String(id) }));

describe('page paths and links', () => {
  it.each(['//evil.example', '/../../etc/passwd', '/api/settings', '/q?x=1', '/h#frag', '/a%2Fb', '/showroom/fake'])(
    'refuses the path %j',
    async (path) => {
      const res = await create({ path, title: 'x' });
      expect(res.status).toBe(422);
      expect((await problem(res)).errors?.map((e) => e.pointer)).toContain('path');
    },
  );

  it.each([
    ['canonical_url', 'javascript:alert(1)'],
    ['canonical_url', '//evil.example/page'],
    ['external_meta_image', 'javascript:alert(1)'],
  ])('refuses %s = %j', async (field, value) => {
    const res = await create({ path: '/ok', title: 'x', [field]: value });
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.map((e) => e.pointer)).toContain(field);
  });

  it('refuses a javascript: redirect target', async () => {
    const res = await create({ path: '/go', title: 'x', page_type: 'url_redirection', to: 'javascript:alert(1)', link_type: 'external' });
    expect(res.status).toBe(422);
  });

  it('refuses a meta image that does not exist, and accepts a canonical path', async () => {
    const missing = await create({ path: '/img', title: 'x', image_id: 999999 });
    expect(missing.status).toBe(422);
    expect((await problem(missing)).errors).toEqual([{ pointer: 'image_id', detail: 'Unknown image id' }]);
    const fine = await create({ path: '/canonical', title: 'x', canonical_url: '/other' });
    expect(fine.status).toBe(201);
  });
});

describe('stable block ids and concurrent editors', () => {
  it('keeps the ids of blocks sent back with their id, across saves and reordering', async () => {
    const created = await create({ path: '/stable', title: '安定', blocks: [snippet('一'), snippet('二')] });
    const page = (await created.json()).data;
    const [first, second] = page.blocks as { id: number }[];
    const res = await put(page.id, {
      path: '/stable',
      title: '安定',
      blocks: [snippet('二・改', second!.id), snippet('三'), snippet('一', first!.id)],
    });
    expect(res.status).toBe(200);
    const blocks = (await res.json()).data.blocks as { id: number; content: { fields: { title: string } } }[];
    expect(blocks.map((b) => b.content.fields.title)).toEqual(['二・改', '三', '一']);
    expect(blocks[0]!.id).toBe(second!.id);
    expect(blocks[2]!.id).toBe(first!.id);
    expect([first!.id, second!.id]).not.toContain(blocks[1]!.id);
  });

  it('deletes blocks that are left out, and refuses a block id of another page', async () => {
    const a = (await (await create({ path: '/a-page', title: 'A', blocks: [snippet('A1'), snippet('A2')] })).json()).data;
    const b = (await (await create({ path: '/b-page', title: 'B', blocks: [snippet('B1')] })).json()).data;
    const kept = await put(a.id, { path: '/a-page', title: 'A', blocks: [snippet('A1', a.blocks[0].id)] });
    expect((await kept.json()).data.blocks.map((x: { id: number }) => x.id)).toEqual([a.blocks[0].id]);
    const stolen = await put(a.id, { path: '/a-page', title: 'A', blocks: [snippet('B1', b.blocks[0].id)] });
    expect(stolen.status).toBe(422);
    expect((await problem(stolen)).errors?.[0]?.pointer).toBe('blocks.0.id');
  });

  it('gives an ETag and refuses a save over a newer revision with 412', async () => {
    const created = await create({ path: '/etag', title: '最初' });
    const etag = created.headers.get('etag');
    expect(etag).toBe('"r1"');
    const id = (await created.json()).data.id;
    const first = await put(id, { path: '/etag', title: '編集者A' }, { 'if-match': etag! });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"r2"');
    const second = await put(id, { path: '/etag', title: '編集者B' }, { 'if-match': etag! });
    expect(second.status).toBe(412);
    expect((await problem(second)).detail).toMatch(/changed by someone else/);
    const current = await getPage(request(`/api/pages/${id}`, { admin: true }), ctx({ id: String(id) }));
    expect((await current.json()).data.title).toBe('編集者A');
    expect(current.headers.get('etag')).toBe('"r2"');
  });

  it('refuses a malformed If-Match and a delete over a newer revision', async () => {
    const created = await create({ path: '/etag-delete', title: 'x' });
    const id = (await created.json()).data.id;
    expect((await put(id, { path: '/etag-delete', title: 'y' }, { 'if-match': '*' })).status).toBe(412);
    await put(id, { path: '/etag-delete', title: 'y' });
    const stale = await deletePage(
      request(`/api/pages/${id}`, { method: 'DELETE', admin: true, headers: { 'if-match': '"r1"' } }),
      ctx({ id: String(id) }),
    );
    expect(stale.status).toBe(412);
    const fresh = await deletePage(
      request(`/api/pages/${id}`, { method: 'DELETE', admin: true, headers: { 'if-match': '"r2"' } }),
      ctx({ id: String(id) }),
    );
    expect(fresh.status).toBe(204);
  });
});

describe('metaheads of pages visitors cannot see', () => {
  it('are hidden from anonymous callers, shown with the admin token', async () => {
    const draft = (await (await create({ path: '/draft-tags', title: '下書き', status: 'draft' })).json()).data;
    const live = (await (await create({ path: '/live-tags', title: '公開', status: 'published' })).json()).data;
    for (const page of [draft, live]) {
      const res = await createMetahead(
        request('/api/metaheads', {
          method: 'POST',
          admin: true,
          json: { content: `<meta name="p" content="${page.id}">`, language: 'html', rdx_core_page_id: page.id },
        }),
        undefined,
      );
      expect(res.status).toBe(201);
    }
    const url = (id: number) => `/api/metaheads?q%5Bpage_id_equal_or_null%5D=${id}`;
    expect((await metaheads(request(url(draft.id)), undefined)).status).toBe(404);
    expect((await metaheads(request(url(999_999)), undefined)).status).toBe(404);
    const liveList = await (await metaheads(request(url(live.id)), undefined)).json();
    expect(liveList.data.map((m: { content: string }) => m.content)).toEqual([`<meta name="p" content="${live.id}">`]);
    const adminList = await (await metaheads(request(url(draft.id), { admin: true }), undefined)).json();
    expect(adminList.data.map((m: { content: string }) => m.content)).toEqual([`<meta name="p" content="${draft.id}">`]);
    expect((await metaheads(request(url(draft.id), { headers: { authorization: 'Bearer wrong-token-xxxxxxxx' } }), undefined)).status).toBe(
      401,
    );
  });
});
