import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as discardDraft, GET as getDraftApi, PUT as saveDraftApi } from '@/app/api/pages/[id]/draft/route';
import { POST as publishApi } from '@/app/api/pages/[id]/publish/route';
import { PUT as replacePageApi } from '@/app/api/pages/[id]/route';
import { POST as scheduleApi } from '@/app/api/pages/[id]/schedule/route';
import { POST as unpublishApi } from '@/app/api/pages/[id]/unpublish/route';
import { GET as versionApi } from '@/app/api/pages/[id]/versions/[number]/route';
import { POST as restoreApi } from '@/app/api/pages/[id]/versions/[number]/restore/route';
import { GET as versionsApi } from '@/app/api/pages/[id]/versions/route';
import { POST as createPageApi } from '@/app/api/pages/route';
import { getLivePage } from '@/features/pages/pages.server';
import { publishDueDrafts } from '@/server/scheduled-publishing.server';
import { signedInAs } from '../fixtures/auth';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

type Json = Record<string, any>; // test payloads: read loosely, asserted precisely

let editor: string;
let otherEditor: string;
let publisher: string;

beforeAll(async () => {
  editor = (await signedInAs('editor')).cookie;
  otherEditor = (await signedInAs('editor')).cookie;
  publisher = (await signedInAs('publisher')).cookie;
});

function as(cookie: string, path: string, init: { method?: string; json?: unknown } = {}): Request {
  return request(path, { method: init.method ?? 'GET', json: init.json, headers: { cookie, origin: 'http://localhost:3000' } });
}

const snippet = (title: string) => ({ template_key: 'snippet', content: { fields: { title, header_tag: 'h1' }, field_groups: [] } });

async function body(response: Response): Promise<Json> {
  return (await response.json()) as Json;
}

async function livePage(path: string, title: string, blocks = [snippet(title)]): Promise<number> {
  const res = await createPageApi(
    as(publisher, '/api/pages', { method: 'POST', json: { path, title, status: 'published', blocks } }),
    undefined,
  );
  expect(res.status).toBe(201);
  return (await body(res)).data.id as number;
}

async function draftOf(cookie: string, id: number): Promise<Json> {
  return (await body(await getDraftApi(as(cookie, `/api/pages/${id}/draft`), ctx({ id: String(id) })))).data;
}

async function saveDraft(cookie: string, id: number, content: Json, revision: number): Promise<Response> {
  return saveDraftApi(as(cookie, `/api/pages/${id}/draft`, { method: 'PUT', json: { content, revision } }), ctx({ id: String(id) }));
}

async function liveTitle(path: string): Promise<string | undefined> {
  const live = await getLivePage(path);
  return live?.blocks[0]?.content.fields.title as string | undefined;
}

describe('drafts', () => {
  it('an editor changes a draft; visitors keep the live page until somebody publishes', async () => {
    const id = await livePage('/winter', '冬のキャンペーン');
    const draft = await draftOf(editor, id);
    expect(draft.revision).toBe(0);
    expect(draft.content.blocks[0].content.fields.title).toBe('冬のキャンペーン');
    const saved = await saveDraft(
      editor,
      id,
      {
        ...draft.content,
        blocks: [{ ...draft.content.blocks[0], content: { fields: { title: '春のキャンペーン', header_tag: 'h1' }, field_groups: [] } }],
      },
      0,
    );
    expect(saved.status).toBe(200);
    expect((await body(saved)).data).toMatchObject({ revision: 1, problems: [] });
    expect(await liveTitle('/winter')).toBe('冬のキャンペーン');
  });

  it('an editor cannot publish, nor replace a live page directly', async () => {
    const id = await livePage('/editor-cannot', 'A');
    const draft = await draftOf(editor, id);
    await saveDraft(editor, id, { ...draft.content, title: 'B' }, 0);
    const publish = await publishApi(
      as(editor, `/api/pages/${id}/publish`, { method: 'POST', json: { revision: 1 } }),
      ctx({ id: String(id) }),
    );
    expect(publish.status).toBe(403);
    const replace = await replacePageApi(
      as(editor, `/api/pages/${id}`, { method: 'PUT', json: { path: '/editor-cannot', title: 'X', status: 'published', blocks: [] } }),
      ctx({ id: String(id) }),
    );
    expect(replace.status).toBe(403);
    expect(await liveTitle('/editor-cannot')).toBe('A');
  });

  it('an editor creates a new page as a draft, which visitors cannot see', async () => {
    const res = await createPageApi(
      as(editor, '/api/pages', { method: 'POST', json: { path: '/new-model', title: '新型', status: 'draft', blocks: [snippet('新型')] } }),
      undefined,
    );
    expect(res.status).toBe(201);
    expect(await getLivePage('/new-model')).toBeNull();
    const live = await createPageApi(
      as(editor, '/api/pages', { method: 'POST', json: { path: '/new-live', title: 'x', status: 'published', blocks: [] } }),
      undefined,
    );
    expect(live.status).toBe(403);
  });

  it('the second of two editors is told who saved in between, and the first one’s save is kept', async () => {
    const id = await livePage('/two-editors', '元');
    const base = await draftOf(editor, id);
    expect((await saveDraft(editor, id, { ...base.content, title: '一人目' }, 0)).status).toBe(200);
    const late = await saveDraft(otherEditor, id, { ...base.content, title: '二人目' }, 0);
    expect(late.status).toBe(412);
    expect((await problem(late)).detail).toMatch(/saved by editor-\d+@example\.jp \(editor\) at .* since you opened it/);
    expect((await draftOf(editor, id)).content.title).toBe('一人目');
  });

  it('keeps a draft that is not valid yet, says what stops publishing, and refuses to publish it', async () => {
    const id = await livePage('/invalid', '有効');
    const draft = await draftOf(editor, id);
    const broken = {
      ...draft.content,
      title: '',
      blocks: [{ ...draft.content.blocks[0], content: { fields: { title: 'x'.repeat(500), header_tag: 'h1' }, field_groups: [] } }],
    };
    const saved = await body(await saveDraft(editor, id, broken, 0));
    expect(saved.data.problems.map((p: { pointer: string }) => p.pointer)).toContain('title');
    expect((await draftOf(editor, id)).content.title).toBe('');
    const publish = await publishApi(
      as(publisher, `/api/pages/${id}/publish`, { method: 'POST', json: { revision: 1 } }),
      ctx({ id: String(id) }),
    );
    expect(publish.status).toBe(422);
    expect(await liveTitle('/invalid')).toBe('有効');
  });

  it('discarding the draft returns to the live page', async () => {
    const id = await livePage('/discard', '元');
    await saveDraft(editor, id, { ...(await draftOf(editor, id)).content, title: '変更' }, 0);
    expect((await discardDraft(as(editor, `/api/pages/${id}/draft`, { method: 'DELETE' }), ctx({ id: String(id) }))).status).toBe(204);
    expect(await draftOf(editor, id)).toMatchObject({ revision: 0, content: { title: '元' } });
  });
});

describe('publishing and versions', () => {
  it('publishing makes the draft live, stores a version, and the version can be compared and restored', async () => {
    const id = await livePage('/models/defender', 'ディフェンダー');
    const draft = await draftOf(editor, id);
    const changed = {
      ...draft.content,
      blocks: [{ ...draft.content.blocks[0], content: { fields: { title: '新しいディフェンダー', header_tag: 'h1' }, field_groups: [] } }],
    };
    await saveDraft(editor, id, changed, 0);
    const published = await publishApi(
      as(publisher, `/api/pages/${id}/publish`, { method: 'POST', json: { revision: 1, note: '春の改訂' } }),
      ctx({ id: String(id) }),
    );
    expect(published.status).toBe(200);
    expect(await liveTitle('/models/defender')).toBe('新しいディフェンダー');
    expect((await draftOf(editor, id)).revision).toBe(0);

    const versions = (await body(await versionsApi(as(editor, `/api/pages/${id}/versions`), ctx({ id: String(id) })))).data;
    expect(versions.map((v: Json) => [v.number, v.note])).toEqual([
      [2, '春の改訂'],
      [1, null],
    ]);
    expect(versions[0].published_by).toMatch(/^publisher-\d+@example\.jp \(publisher\)$/);

    // Version 1 against the current state: one field of the first block differs.
    const first = (await body(await versionApi(as(editor, `/api/pages/${id}/versions/1`), ctx({ id: String(id), number: '1' })))).data;
    expect(first.changes).toEqual([
      expect.objectContaining({ kind: 'field', field: 'fields.title', before: 'ディフェンダー', after: '新しいディフェンダー' }),
    ]);

    const restored = await restoreApi(
      as(editor, `/api/pages/${id}/versions/1/restore`, { method: 'POST', json: { revision: 0 } }),
      ctx({ id: String(id), number: '1' }),
    );
    expect(restored.status).toBe(200);
    expect(await liveTitle('/models/defender')).toBe('新しいディフェンダー');
    await publishApi(as(publisher, `/api/pages/${id}/publish`, { method: 'POST', json: { revision: 1 } }), ctx({ id: String(id) }));
    expect(await liveTitle('/models/defender')).toBe('ディフェンダー');
    const after = (await body(await versionsApi(as(editor, `/api/pages/${id}/versions`), ctx({ id: String(id) })))).data;
    expect(after).toHaveLength(3);
  });

  it('publishing what you did not see is refused (somebody saved the draft since)', async () => {
    const id = await livePage('/stale-publish', 'A');
    await saveDraft(editor, id, { ...(await draftOf(editor, id)).content, title: 'B' }, 0);
    const res = await publishApi(
      as(publisher, `/api/pages/${id}/publish`, { method: 'POST', json: { revision: 0 } }),
      ctx({ id: String(id) }),
    );
    expect(res.status).toBe(412);
  });

  it('unpublishing takes the page off the site and keeps its versions', async () => {
    const id = await livePage('/unpublish-me', 'ある');
    expect((await unpublishApi(as(publisher, `/api/pages/${id}/unpublish`, { method: 'POST' }), ctx({ id: String(id) }))).status).toBe(204);
    expect(await getLivePage('/unpublish-me')).toBeNull();
    expect((await body(await versionsApi(as(editor, `/api/pages/${id}/versions`), ctx({ id: String(id) })))).data).toHaveLength(1);
  });
});

describe('scheduled publishing', () => {
  it('publishes the draft when its time comes, not before; a time in the past is refused', async () => {
    const id = await livePage('/scheduled', '今');
    await saveDraft(editor, id, { ...(await draftOf(editor, id)).content, blocks: [snippet('明日')] }, 0);
    const past = await scheduleApi(
      as(publisher, `/api/pages/${id}/schedule`, { method: 'POST', json: { revision: 1, at: '2020-01-01T00:00:00+09:00' } }),
      ctx({ id: String(id) }),
    );
    expect(past.status).toBe(422);
    const at = new Date(Date.now() + 60_000);
    const scheduled = await scheduleApi(
      as(publisher, `/api/pages/${id}/schedule`, { method: 'POST', json: { revision: 1, at: at.toISOString() } }),
      ctx({ id: String(id) }),
    );
    expect(scheduled.status).toBe(200);
    expect(await publishDueDrafts(new Date())).toBe(0);
    expect(await liveTitle('/scheduled')).toBe('今');
    expect(await publishDueDrafts(new Date(at.getTime() + 1000))).toBe(1);
    expect(await liveTitle('/scheduled')).toBe('明日');
    const versions = (await body(await versionsApi(as(editor, `/api/pages/${id}/versions`), ctx({ id: String(id) })))).data;
    expect(versions[0].published_by).toMatch(/^system \(scheduled by publisher-\d+@example\.jp \(publisher\)\)$/);
    // Once published it is not published again.
    expect(await publishDueDrafts(new Date(at.getTime() + 120_000))).toBe(0);
  });

  it('an editor cannot schedule', async () => {
    const id = await livePage('/editor-schedule', 'x');
    await saveDraft(editor, id, { ...(await draftOf(editor, id)).content, title: 'y' }, 0);
    const res = await scheduleApi(
      as(editor, `/api/pages/${id}/schedule`, { method: 'POST', json: { revision: 1, at: new Date(Date.now() + 60_000).toISOString() } }),
      ctx({ id: String(id) }),
    );
    expect(res.status).toBe(403);
  });
});
