import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getDraftApi, PUT as saveDraftApi } from '@/app/api/pages/[id]/draft/route';
import { POST as duplicateApi } from '@/app/api/pages/[id]/duplicate/route';
import { POST as moveApi } from '@/app/api/pages/[id]/move/route';
import { POST as publishApi } from '@/app/api/pages/[id]/publish/route';
import { DELETE as deletePageApi, GET as getPageApi } from '@/app/api/pages/[id]/route';
import { GET as versionsApi } from '@/app/api/pages/[id]/versions/route';
import { POST as createPageApi } from '@/app/api/pages/route';
import { POST as restoreApi } from '@/app/api/trash/[id]/restore/route';
import { DELETE as purgeApi } from '@/app/api/trash/[id]/route';
import { GET as trashApi } from '@/app/api/trash/route';
import { findRedirect, getLivePage } from '@/features/pages/pages.server';
import { signedInAs } from '../fixtures/auth';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

type Json = Record<string, any>; // test payloads: read loosely, asserted precisely

let editor: string;
let publisher: string;

beforeAll(async () => {
  editor = (await signedInAs('editor')).cookie;
  publisher = (await signedInAs('publisher')).cookie;
});

function as(cookie: string, path: string, init: { method?: string; json?: unknown } = {}): Request {
  return request(path, { method: init.method ?? 'GET', json: init.json, headers: { cookie, origin: 'http://localhost:3000' } });
}

const snippet = (title: string) => ({ template_key: 'snippet', content: { fields: { title, header_tag: 'h1' }, field_groups: [] } });

async function body(response: Response): Promise<Json> {
  return (await response.json()) as Json;
}

async function createPage(path: string, title: string, status: 'published' | 'draft' = 'published', pageType = 'page'): Promise<number> {
  const res = await createPageApi(
    as(publisher, '/api/pages', { method: 'POST', json: { path, title, status, page_type: pageType, blocks: [snippet(title)] } }),
    undefined,
  );
  expect(res.status).toBe(201);
  return (await body(res)).data.id as number;
}

async function liveTitle(path: string): Promise<string | undefined> {
  const live = await getLivePage(path);
  return live?.blocks[0]?.content.fields.title as string | undefined;
}

async function trash(): Promise<Json[]> {
  return (await body(await trashApi(as(editor, '/api/trash'), undefined))).data;
}

describe('the trash', () => {
  it('a deleted folder takes its pages along, and restoring brings back content, draft, versions and ids', async () => {
    const folder = await createPage('/trash-models', 'モデル一覧', 'published', 'folder');
    const child = await createPage('/trash-models/defender', 'ディフェンダー');
    const other = await createPage('/trash-modelsx', '別のページ');
    const draft = await saveDraftApi(
      as(editor, `/api/pages/${child}/draft`, {
        method: 'PUT',
        json: { content: { title: 'ディフェンダー', path: '/trash-models/defender', blocks: [snippet('下書きの見出し')] }, revision: 0 },
      }),
      ctx({ id: String(child) }),
    );
    expect(draft.status).toBe(200);

    const gone = await deletePageApi(as(publisher, `/api/pages/${folder}`, { method: 'DELETE' }), ctx({ id: String(folder) }));
    expect(gone.status).toBe(204);
    expect(await getLivePage('/trash-models/defender')).toBeNull();
    expect(await liveTitle('/trash-modelsx')).toBe('別のページ');
    expect((await getPageApi(as(editor, `/api/pages/${child}`), ctx({ id: String(child) }))).status).toBe(404);

    const entry = (await trash()).find((e) => e.page_id === folder)!;
    expect(entry).toMatchObject({ path: '/trash-models', title: 'モデル一覧', descendants: 1, path_taken: false });

    const restored = await restoreApi(
      as(publisher, `/api/trash/${entry.id}/restore`, { method: 'POST', json: {} }),
      ctx({ id: String(entry.id) }),
    );
    expect(restored.status).toBe(200);
    expect(await liveTitle('/trash-models/defender')).toBe('ディフェンダー');
    const draftBack = await body(await getDraftApi(as(editor, `/api/pages/${child}/draft`), ctx({ id: String(child) })));
    expect(draftBack.data.content.blocks[0].content.fields.title).toBe('下書きの見出し');
    const versions = await body(await versionsApi(as(editor, `/api/pages/${child}/versions`), ctx({ id: String(child) })));
    expect(versions.data).toHaveLength(1);
    expect((await trash()).some((e) => e.id === entry.id)).toBe(false);
    expect(other).toBeGreaterThan(0);
  });

  it('a path taken meanwhile is reported, and the page can come back under another path', async () => {
    const id = await createPage('/trash-taken', '古いページ');
    await deletePageApi(as(publisher, `/api/pages/${id}`, { method: 'DELETE' }), ctx({ id: String(id) }));
    await createPage('/trash-taken', '新しいページ');
    const entry = (await trash()).find((e) => e.page_id === id)!;
    expect(entry.path_taken).toBe(true);

    const refused = await restoreApi(
      as(publisher, `/api/trash/${entry.id}/restore`, { method: 'POST', json: {} }),
      ctx({ id: String(entry.id) }),
    );
    expect(refused.status).toBe(409);
    expect(await liveTitle('/trash-taken')).toBe('新しいページ');

    const elsewhere = await restoreApi(
      as(publisher, `/api/trash/${entry.id}/restore`, { method: 'POST', json: { path: '/trash-taken-old' } }),
      ctx({ id: String(entry.id) }),
    );
    expect(elsewhere.status).toBe(200);
    expect(await liveTitle('/trash-taken-old')).toBe('古いページ');
  });

  it('editors can neither delete nor restore; purging is for good', async () => {
    const id = await createPage('/trash-purge', '消すページ');
    const refused = await deletePageApi(as(editor, `/api/pages/${id}`, { method: 'DELETE' }), ctx({ id: String(id) }));
    expect(refused.status).toBe(403);
    await deletePageApi(as(publisher, `/api/pages/${id}`, { method: 'DELETE' }), ctx({ id: String(id) }));
    const entry = (await trash()).find((e) => e.page_id === id)!;
    expect(
      (await restoreApi(as(editor, `/api/trash/${entry.id}/restore`, { method: 'POST', json: {} }), ctx({ id: String(entry.id) }))).status,
    ).toBe(403);
    expect((await purgeApi(as(editor, `/api/trash/${entry.id}`, { method: 'DELETE' }), ctx({ id: String(entry.id) }))).status).toBe(403);
    expect((await purgeApi(as(publisher, `/api/trash/${entry.id}`, { method: 'DELETE' }), ctx({ id: String(entry.id) }))).status).toBe(204);
    expect((await trash()).some((e) => e.id === entry.id)).toBe(false);
    const again = await restoreApi(
      as(publisher, `/api/trash/${entry.id}/restore`, { method: 'POST', json: {} }),
      ctx({ id: String(entry.id) }),
    );
    expect(again.status).toBe(404);
  });
});

describe('rename and move', () => {
  it('moving a live page moves the pages under it and leaves 301s from the old paths', async () => {
    const root = await createPage('/move-src', 'キャンペーン', 'published', 'folder');
    const child = await createPage('/move-src/spring', '春');
    const res = await moveApi(
      as(publisher, `/api/pages/${root}/move`, { method: 'POST', json: { title: 'キャンペーン一覧', path: '/campaigns', redirect: true } }),
      ctx({ id: String(root) }),
    );
    expect(res.status).toBe(200);
    expect((await body(res)).data).toMatchObject({ path: '/campaigns', title: 'キャンペーン一覧', moved: 2, redirects: 1 });
    expect(await liveTitle('/campaigns/spring')).toBe('春');
    expect((await getLivePage('/move-src/spring'))?.page.pageType).toBe('url_redirection');
    expect(await findRedirect('/move-src/spring')).toMatchObject({ to: '/campaigns/spring', httpCode: 301 });
    // The folder itself is not a page visitors see: no redirect is left for it.
    expect(await findRedirect('/move-src')).toBeNull();
    expect(child).toBeGreaterThan(0);
  });

  it('an open draft moves with its page, so publishing it later does not move the page back', async () => {
    const id = await createPage('/move-draft', '移動前');
    await saveDraftApi(
      as(editor, `/api/pages/${id}/draft`, {
        method: 'PUT',
        json: { content: { title: '移動前', path: '/move-draft', blocks: [snippet('新しい見出し')] }, revision: 0 },
      }),
      ctx({ id: String(id) }),
    );
    await moveApi(
      as(publisher, `/api/pages/${id}/move`, { method: 'POST', json: { title: '移動後', path: '/moved-draft', redirect: false } }),
      ctx({ id: String(id) }),
    );
    const draft = await body(await getDraftApi(as(editor, `/api/pages/${id}/draft`), ctx({ id: String(id) })));
    expect(draft.data.content).toMatchObject({ path: '/moved-draft', title: '移動後' });
    expect(draft.data.revision).toBe(2);
    const published = await publishApi(
      as(publisher, `/api/pages/${id}/publish`, { method: 'POST', json: { revision: 2 } }),
      ctx({ id: String(id) }),
    );
    expect(published.status).toBe(200);
    expect(await liveTitle('/moved-draft')).toBe('新しい見出し');
    expect(await findRedirect('/move-draft')).toBeNull();
  });

  it('refuses a taken path, a path under the page itself and moving the home page; an editor may not move a live page', async () => {
    const id = await createPage('/move-a', 'A');
    await createPage('/move-b', 'B');
    const move = (cookie: string, path: string) =>
      moveApi(
        as(cookie, `/api/pages/${id}/move`, { method: 'POST', json: { title: 'A', path, redirect: false } }),
        ctx({ id: String(id) }),
      );
    expect((await move(publisher, '/move-b')).status).toBe(409);
    const under = await move(publisher, '/move-a/inner');
    expect(under.status).toBe(422);
    expect((await problem(under)).errors?.[0]?.pointer).toBe('path');
    expect((await move(editor, '/move-c')).status).toBe(403);
    expect(await liveTitle('/move-a')).toBe('A');
  });

  it('an editor may rename a draft page', async () => {
    const id = await createPage('/move-mine', '下書き', 'draft');
    const res = await moveApi(
      as(editor, `/api/pages/${id}/move`, { method: 'POST', json: { title: '名前を変えた下書き', path: '/move-mine-2' } }),
      ctx({ id: String(id) }),
    );
    expect(res.status).toBe(200);
    expect((await body(res)).data).toMatchObject({ path: '/move-mine-2', title: '名前を変えた下書き', redirects: 0 });
  });
});

describe('duplicate', () => {
  it('copies what the editor sees into a new draft page that visitors cannot see', async () => {
    const id = await createPage('/dup-src', '元のページ');
    await saveDraftApi(
      as(editor, `/api/pages/${id}/draft`, {
        method: 'PUT',
        json: { content: { title: '元のページ', path: '/dup-src', blocks: [snippet('下書きの内容')] }, revision: 0 },
      }),
      ctx({ id: String(id) }),
    );
    const res = await duplicateApi(
      as(editor, `/api/pages/${id}/duplicate`, { method: 'POST', json: { title: 'コピー', path: '/dup-copy' } }),
      ctx({ id: String(id) }),
    );
    expect(res.status).toBe(201);
    const copy = (await body(res)).data;
    expect(copy).toMatchObject({ path: '/dup-copy', title: 'コピー', status: 'draft' });
    expect(await getLivePage('/dup-copy')).toBeNull();
    const draft = await body(await getDraftApi(as(editor, `/api/pages/${copy.id}/draft`), ctx({ id: String(copy.id) })));
    expect(draft.data.content.blocks[0].content.fields.title).toBe('下書きの内容');
    expect(draft.data.content.blocks[0].id).toBeUndefined();
    expect(draft.data.content).toMatchObject({ path: '/dup-copy', title: 'コピー', status: 'draft' });
    // The original is untouched.
    expect(await liveTitle('/dup-src')).toBe('元のページ');
    const taken = await duplicateApi(
      as(editor, `/api/pages/${id}/duplicate`, { method: 'POST', json: { title: 'コピー', path: '/dup-copy' } }),
      ctx({ id: String(id) }),
    );
    expect(taken.status).toBe(409);
  });
});
