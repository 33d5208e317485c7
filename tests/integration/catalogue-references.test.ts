import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getDraftApi, PUT as saveDraftApi } from '@/app/api/pages/[id]/draft/route';
import { POST as publishApi } from '@/app/api/pages/[id]/publish/route';
import { PUT as replacePageApi } from '@/app/api/pages/[id]/route';
import { POST as createPageApi } from '@/app/api/pages/route';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoModels } from '@/features/models/seed-demo-models.server';
import { getLivePage } from '@/features/pages/pages.server';
import { signedInAs } from '../fixtures/auth';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

// Blocks name the model catalogue by key (`car_key`, `engine_key`, decision 0056): a key the
// catalogue does not have is refused when the page is saved or published, at the field, in Japanese.
withFreshDatabase();

type Json = Record<string, any>; // test payloads: read loosely, asserted precisely
let publisher: string;

beforeAll(async () => {
  await seedDemoModels(systemActor('catalogue references test'));
  publisher = (await signedInAs('publisher')).cookie;
});

const as = (path: string, method = 'GET', json?: unknown) =>
  request(path, { method, json, headers: { cookie: publisher, origin: 'http://localhost:3000' } });

const summary = (car_key: string, engine_key = '') => ({
  template_key: 'model_summary',
  content: { fields: { car_key, ...(engine_key ? { engine_key } : {}) }, field_groups: [] },
});
const snippet = { template_key: 'snippet', content: { fields: { title: 'モデル', header_tag: 'h1' }, field_groups: [] } };

async function create(path: string, blocks: unknown[]): Promise<Response> {
  return createPageApi(as('/api/pages', 'POST', { path, title: 'モデル', status: 'published', blocks }), undefined);
}

describe('model catalogue keys in blocks', () => {
  it('saves a page whose blocks name models and engines of the catalogue', async () => {
    const res = await create('/models/known', [snippet, summary('defender_110', 'd300')]);
    expect(res.status).toBe(201);
    expect((await getLivePage('/models/known'))?.blocks[1]?.content.fields.car_key).toBe('defender_110');
  });

  it('refuses an unknown model and an unknown engine, each at its field, and saves nothing', async () => {
    const res = await create('/models/unknown', [snippet, summary('defender_111', 'd301')]);
    expect(res.status).toBe(422);
    const body = await problem(res);
    expect(body.errors).toEqual([
      { pointer: 'blocks.1.content.fields.car_key', detail: 'モデル「defender_111」はモデルカタログにありません。' },
      { pointer: 'blocks.1.content.fields.engine_key', detail: 'エンジン「d301」はモデルカタログにありません。' },
    ]);
    expect(await getLivePage('/models/unknown')).toBeNull();
  });

  it('refuses replacing a page with a key the catalogue lacks, keeping the page as it was', async () => {
    const created = (await (await create('/models/replace', [summary('range_rover')])).json()) as Json;
    const id = String(created.data.id);
    const res = await replacePageApi(
      as(`/api/pages/${id}`, 'PUT', {
        path: '/models/replace',
        title: 'モデル',
        status: 'published',
        blocks: [summary('range_rover_classic')],
      }),
      ctx({ id }),
    );
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.[0]?.pointer).toBe('blocks.0.content.fields.car_key');
    expect((await getLivePage('/models/replace'))?.blocks[0]?.content.fields.car_key).toBe('range_rover');
  });

  it('keeps a draft with an unknown key, shows the problem at the field and refuses to publish it', async () => {
    const created = (await (await create('/models/draft', [summary('discovery')])).json()) as Json;
    const id = String(created.data.id);
    const draft = ((await (await getDraftApi(as(`/api/pages/${id}/draft`), ctx({ id }))).json()) as Json).data;
    const content = { ...draft.content, blocks: [summary('discovery_vision')] };
    const saved = (await (
      await saveDraftApi(as(`/api/pages/${id}/draft`, 'PUT', { content, revision: draft.revision }), ctx({ id }))
    ).json()) as Json;
    expect(saved.data.problems).toEqual([
      { pointer: 'blocks.0.content.fields.car_key', detail: 'モデル「discovery_vision」はモデルカタログにありません。' },
    ]);
    const published = await publishApi(as(`/api/pages/${id}/publish`, 'POST', { revision: saved.data.revision }), ctx({ id }));
    expect(published.status).toBe(422);
    expect((await problem(published)).errors?.[0]?.pointer).toBe('blocks.0.content.fields.car_key');
    expect((await getLivePage('/models/draft'))?.blocks[0]?.content.fields.car_key).toBe('discovery');
  });
});
