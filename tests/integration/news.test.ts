import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getOne, PUT as putOne, DELETE as deleteOne } from '@/app/api/news/[id]/route';
import { GET as list, POST as create } from '@/app/api/news/route';
import { newsSectionTexts } from '@/blocks/news/section-texts.server';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { auditLog, images, newsArticles } from '@/db/schema';
import { systemActor, type Role } from '@/features/auth/permissions';
import { demoNews } from '@/features/news/demo-news';
import { createNewsArticle } from '@/features/news/news-admin.server';
import { getPublishedNewsArticle, listPublishedNews } from '@/features/news/news.server';
import { seedDemoNews } from '@/features/news/seed-demo-news.server';
import { savePage } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { searchSite } from '@/features/search/site-search.server';
import { getT } from '@/i18n/i18n';
import { proxy } from '@/proxy';
import { signedInAs } from '../fixtures/auth';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

const { db } = withFreshDatabase();
const origin = 'http://localhost:3000';
const system = systemActor('news test');

type Caller = Role | 'anonymous';
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ['viewer', 'editor', 'publisher', 'admin'] as const) cookies[role] = (await signedInAs(role)).cookie;
  // Library images the articles may show (rows are enough: the check is that the id exists).
  await db()
    .insert(images)
    .values(
      [101300, 101301, 101302, 101303, 101304, 101327].map((id) => ({ id, alt: `画像${id}`, width: 1600, height: 900, hash: `h${id}` })),
    );
});

function call(caller: Caller, method: string, path: string, json?: unknown): Request {
  const headers: Record<string, string> = { origin };
  if (caller !== 'anonymous') headers.cookie = cookies[caller];
  return request(path, { method, json, headers });
}

const api = {
  list: (caller: Caller, query = '') => list(call(caller, 'GET', `/api/news${query}`), undefined),
  create: (caller: Caller, json: unknown) => create(call(caller, 'POST', '/api/news', json), undefined),
  get: (caller: Caller, id: number | string) => getOne(call(caller, 'GET', `/api/news/${id}`), ctx({ id: String(id) })),
  put: (caller: Caller, id: number, json: unknown) => putOne(call(caller, 'PUT', `/api/news/${id}`, json), ctx({ id: String(id) })),
  delete: (caller: Caller, id: number) => deleteOne(call(caller, 'DELETE', `/api/news/${id}`), ctx({ id: String(id) })),
};

let counter = 0;
const article = (overrides: Record<string, unknown> = {}) => ({
  slug: `article-${++counter}`,
  title: `お知らせ${counter}`,
  summary: '概要',
  body: '<p>本文</p>',
  ...overrides,
});

async function created(response: Response): Promise<{ id: number; slug: string; status: string; published_at: string; body: string }> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).data;
}

async function countBySlug(slug: string): Promise<number> {
  return (await db().select().from(newsArticles).where(eq(newsArticles.slug, slug))).length;
}

describe('who may do what (pages roles, decision 0027)', () => {
  it('answers nobody with 401 problem+json, reading or writing', async () => {
    for (const response of [await api.list('anonymous'), await api.create('anonymous', article()), await api.get('anonymous', 1)]) {
      expect(response.status).toBe(401);
      expect((await problem(response)).title).toBe('Unauthorized');
    }
  });

  it('lets viewers read but not write (403 problem+json)', async () => {
    expect((await api.list('viewer')).status).toBe(200);
    const refused = await api.create('viewer', article());
    expect(refused.status).toBe(403);
    expect((await problem(refused)).detail).toContain('pages.edit');
  });

  it('lets editors write drafts, but not publish, change a published article or delete', async () => {
    const draft = await created(await api.create('editor', article()));
    expect(draft.status).toBe('draft');
    expect((await api.put('editor', draft.id, article({ slug: draft.slug, title: '修正' }))).status).toBe(200);

    const publishing = article();
    const refused = await api.create('editor', { ...publishing, status: 'published' });
    expect(refused.status).toBe(403);
    expect((await problem(refused)).detail).toContain('pages.publish');
    expect(await countBySlug(publishing.slug)).toBe(0);

    expect((await api.put('editor', draft.id, article({ slug: draft.slug, status: 'published' }))).status).toBe(403);
    const live = await created(await api.create('publisher', article({ status: 'published' })));
    expect((await api.put('editor', live.id, article({ slug: live.slug, status: 'draft' }))).status).toBe(403);
    expect((await api.delete('editor', draft.id)).status).toBe(403);
  });

  it('lets publishers and admins publish, change and delete', async () => {
    for (const role of ['publisher', 'admin'] as const) {
      const live = await created(await api.create(role, article({ status: 'published' })));
      expect((await api.put(role, live.id, article({ slug: live.slug, status: 'published', title: '更新' }))).status).toBe(200);
      expect((await api.delete(role, live.id)).status).toBe(204);
      expect((await api.get(role, live.id)).status).toBe(404);
    }
  });

  it('refuses a change sent from another site with the session cookie', async () => {
    const response = await create(
      request('/api/news', { method: 'POST', json: article(), headers: { cookie: cookies.admin, origin: 'https://evil.example' } }),
      undefined,
    );
    expect(response.status).toBe(403);
  });

  it('audits every change', async () => {
    const live = await created(await api.create('publisher', article({ status: 'published' })));
    await api.put('publisher', live.id, article({ slug: live.slug, status: 'published' }));
    await api.delete('publisher', live.id);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'news_article'), eq(auditLog.subjectId, String(live.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['news.create', 'news.delete', 'news.update']);
  });
});

describe('validation', () => {
  it('answers 422 problem+json naming each wrong field', async () => {
    const response = await api.create('publisher', { slug: 'Not A Slug', title: '', status: 'live', published_at: 'yesterday', extra: 1 });
    expect(response.status).toBe(422);
    const body = await problem(response);
    expect(body.errors!.map((e) => e.pointer).sort()).toEqual(['', 'published_at', 'slug', 'status', 'title']);
  });

  it('refuses an image that is not in the media library', async () => {
    const response = await api.create('publisher', article({ image_id: 999_999 }));
    expect(response.status).toBe(422);
    expect((await problem(response)).errors).toEqual([expect.objectContaining({ pointer: 'image_id' })]);
    expect((await api.create('publisher', article({ image_id: 101302 }))).status).toBe(201);
  });

  it('answers 409 for a slug in use, on create and on rename', async () => {
    const first = await created(await api.create('publisher', article()));
    const second = await created(await api.create('publisher', article()));
    const duplicate = await api.create('publisher', article({ slug: first.slug }));
    expect(duplicate.status).toBe(409);
    expect((await problem(duplicate)).errors).toEqual([expect.objectContaining({ pointer: 'slug' })]);
    expect((await api.put('publisher', second.id, article({ slug: first.slug }))).status).toBe(409);
  });

  it('answers 415 for a body that is not JSON, 400 for a bad id and 404 for an unknown one', async () => {
    const plain = await create(
      request('/api/news', { method: 'POST', body: 'slug=x', headers: { cookie: cookies.admin, origin, 'content-type': 'text/plain' } }),
      undefined,
    );
    expect(plain.status).toBe(415);
    expect((await api.get('admin', 'abc')).status).toBe(400);
    expect((await problem(await api.get('admin', 999_999))).status).toBe(404);
    expect((await api.put('admin', 999_999, article())).status).toBe(404);
  });
});

describe('editor HTML', () => {
  it('stores the body sanitised: no scripts, handlers or javascript: links', async () => {
    const body =
      '<h2>見出し</h2><p onclick="steal()">本文<img src="x" onerror="alert(1)"></p><script>alert(1)</script><a href="javascript:alert(1)">リンク</a><iframe src="https://evil.example/"></iframe>';
    const saved = await created(await api.create('publisher', article({ body, status: 'published' })));
    for (const text of [saved.body, (await (await api.get('viewer', saved.id)).json()).data.body as string]) {
      expect(text).toContain('<h2>見出し</h2>');
      expect(text).toContain('本文');
      expect(text).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
    }
  });
});

describe('lists', () => {
  const stamp = (days: number) => new Date(Date.UTC(2030, 0, 1) + days * 86_400_000).toISOString();
  const later = new Date(Date.UTC(2031, 0, 1));

  beforeAll(async () => {
    await db().delete(newsArticles);
    // Eight visible articles on eight days (saved out of order), a draft, one dated after `later`, one for another market.
    for (const day of [3, 1, 7, 5, 2, 8, 4, 6]) {
      await createNewsArticle(system, article({ slug: `day-${day}`, title: `${day}日目`, status: 'published', published_at: stamp(day) }));
    }
    await createNewsArticle(system, article({ slug: 'draft-one', published_at: stamp(9) }));
    await createNewsArticle(system, article({ slug: 'next-year', status: 'published', published_at: '2031-06-01T00:00:00+09:00' }));
    await createNewsArticle(system, article({ slug: 'abroad', status: 'published', locale: 'en', market: 'AE', published_at: stamp(9) }));
  });

  it('pages visitors through published articles, newest first, drafts and future dates left out', async () => {
    const first = await listPublishedNews({ page: 1, pageSize: 6, now: later });
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 8 });
    expect(first.items.map((a) => a.slug)).toEqual(['day-8', 'day-7', 'day-6', 'day-5', 'day-4', 'day-3']);
    const second = await listPublishedNews({ page: 2, pageSize: 6, now: later });
    expect(second.items.map((a) => a.slug)).toEqual(['day-2', 'day-1']);
    // A page past the last shows the last.
    expect((await listPublishedNews({ page: 9, pageSize: 6, now: later })).page).toBe(2);
  });

  it('shows an article dated later from its date on, without any change', async () => {
    expect(await getPublishedNewsArticle('next-year', later)).toBeNull();
    expect((await listPublishedNews({ pageSize: 20, now: later })).items.some((a) => a.slug === 'next-year')).toBe(false);
    const then = new Date('2031-06-02T00:00:00Z');
    expect((await getPublishedNewsArticle('next-year', then))?.title).toMatch(/^お知らせ/);
    expect((await listPublishedNews({ pageSize: 20, now: then })).items[0]!.slug).toBe('next-year');
    expect(await getPublishedNewsArticle('draft-one', then)).toBeNull();
    expect(await getPublishedNewsArticle('abroad', then)).toBeNull();
  });

  it('gives editors every article, newest first, with paging and a status filter', async () => {
    const response = await api.list('viewer', '?page=2&per_page=3');
    const { data, meta } = await response.json();
    expect(meta).toEqual({ page: 2, per_page: 3, total: 11 });
    expect(data.map((a: { slug: string }) => a.slug)).toEqual(['day-8', 'day-7', 'day-6']);
    const drafts = await (await api.list('viewer', '?status=draft')).json();
    expect(drafts.data.map((a: { slug: string }) => a.slug)).toEqual(['draft-one']);
    expect((await api.list('viewer', '?per_page=1000')).status).toBe(422);
  });
});

describe('caching', () => {
  it('serves cached reads until a change through the API invalidates them', async () => {
    const live = await created(await api.create('publisher', article({ slug: 'cached-one', title: '最初の見出し', status: 'published' })));
    expect((await getPublishedNewsArticle('cached-one'))?.title).toBe('最初の見出し');
    const listed = async () => (await listPublishedNews({ pageSize: 50 })).items.find((a) => a.slug === 'cached-one')?.title;
    expect(await listed()).toBe('最初の見出し');

    // Behind the cache's back: still the cached value.
    await db().update(newsArticles).set({ title: '裏で変更' }).where(eq(newsArticles.id, live.id));
    expect((await getPublishedNewsArticle('cached-one'))?.title).toBe('最初の見出し');

    expect((await api.put('publisher', live.id, article({ slug: 'cached-one', title: '新しい見出し', status: 'published' }))).status).toBe(
      200,
    );
    expect((await getPublishedNewsArticle('cached-one'))?.title).toBe('新しい見出し');
    expect(await listed()).toBe('新しい見出し');

    expect((await api.put('publisher', live.id, article({ slug: 'cached-one', status: 'draft' }))).status).toBe(200);
    expect(await getPublishedNewsArticle('cached-one')).toBeNull();
    expect(await listed()).toBeUndefined();
  });

  it('keeps a published article’s date when a change sends none', async () => {
    const live = await created(
      await api.create('publisher', article({ slug: 'dated', status: 'published', published_at: '2026-04-01T10:00:00+09:00' })),
    );
    const changed = await (await api.put('publisher', live.id, article({ slug: 'dated', status: 'published', title: '誤字修正' }))).json();
    expect(changed.data.published_at).toBe('2026-04-01T01:00:00.000Z');
  });
});

describe('the site around the articles', () => {
  it('answers unknown, draft and malformed article addresses with the 404 page, and lets published ones through', async () => {
    await created(await api.create('publisher', article({ slug: 'proxy-visible', status: 'published' })));
    await created(await api.create('publisher', article({ slug: 'proxy-draft' })));
    const rewriteOf = async (path: string) => {
      const response = await proxy(new NextRequest(`${origin}${path}`));
      return { status: response.status, rewrite: response.headers.get('x-middleware-rewrite') };
    };
    for (const path of ['/news/no-such-article', '/news/proxy-draft', '/news/Bad_Slug', '/news/a/b']) {
      const { status, rewrite } = await rewriteOf(path);
      expect([status, rewrite], path).toEqual([404, `${origin}/page-not-found`]);
    }
    expect((await rewriteOf('/news/proxy-visible')).rewrite).toBeNull();
  });

  it('gives the articles the back label and date format of the news block on /news, else the Japanese defaults', async () => {
    expect(await newsSectionTexts(getT('ja'))).toEqual({ listPath: '/news', backLabel: 'ニュース一覧に戻る', dateLocale: 'ja-JP' });
    const input = pageInputSchema.parse({
      path: '/news',
      title: 'ニュース',
      status: 'published',
      blocks: [{ template_key: 'news', content: { fields: { back_button_label: '一覧へ', date_locale: 'en-GB' }, field_groups: [] } }],
    });
    await savePage(system, { ...input, blocks: validatePageBlocks(input.blocks) });
    expect(await newsSectionTexts(getT('ja'))).toEqual({ listPath: '/news', backLabel: '一覧へ', dateLocale: 'en-GB' });
  });

  it('finds published articles in the site search, from their date on, and forgets deleted ones', async () => {
    const live = await created(
      await api.create(
        'publisher',
        article({ slug: 'search-me', title: '蓼科で雪上ドライビング教室', status: 'published', body: '<p>氷上の走行</p>' }),
      ),
    );
    await created(await api.create('editor', article({ slug: 'search-draft', title: '蓼科の下書き' })));
    const hits = async (q: string) => (await searchSite({ q, page: 1 })).hits.map((h) => [h.kind, h.url]);
    expect(await hits('蓼科')).toEqual([['news', '/news/search-me']]);
    expect(await hits('氷上')).toEqual([['news', '/news/search-me']]);
    await api.delete('publisher', live.id);
    expect(await hits('蓼科')).toEqual([]);
  });

  it('seeds the demo articles once', async () => {
    await db().delete(newsArticles);
    expect(await seedDemoNews(system)).toBe(demoNews.length);
    expect(await seedDemoNews(system)).toBe(0);
    const first = await listPublishedNews({ page: 1 });
    expect(first.total).toBe(demoNews.length);
    expect(first.items[0]!.title).toBe('「レンジローバー スポーツ」2027年モデルの受注を開始');
  });
});
