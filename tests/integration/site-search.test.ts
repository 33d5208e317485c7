import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { getDb } from '@/db/client.server';
import { pages, searchDocuments } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { publishDraft, saveDraft, scheduleDraft, unpublishPage } from '@/features/pages/page-drafts.server';
import { savePage } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { SearchResults } from '@/features/search/components/search-results';
import { ensureSearchIndex } from '@/features/search/search-index.server';
import { searchSite } from '@/features/search/site-search.server';
import { demoStockPage, seedDemoStock } from '@/features/stock/demo.server';
import { importFeed } from '@/features/stock/import.server';
import { getT } from '@/i18n/i18n';
import { publishDueDrafts } from '@/server/scheduled-publishing.server';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();
const tester = systemActor('site search test');

/** A page input with one snippet block (title and paragraph), as the editor API speaks it. */
function pageInput(path: string, title: string, paragraph = '', extra: Record<string, unknown> = {}) {
  return pageInputSchema.parse({
    path,
    title,
    status: 'published',
    blocks: [{ template_key: 'snippet', content: { fields: { title, paragraph }, field_groups: [] } }],
    ...extra,
  });
}

async function createPage(...args: Parameters<typeof pageInput>): Promise<number> {
  const input = pageInput(...args);
  return (await savePage(tester, { ...input, blocks: validatePageBlocks(input.blocks) })).page.id;
}

async function pageIdOf(path: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.path, path));
  return row!.id;
}

const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
const marked = (parts: { text: string; match: boolean }[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

async function found(q: string, now?: Date) {
  const results = await searchSite({ q, page: 1 }, { now });
  return results.hits.map((hit) => ({ kind: hit.kind, url: hit.url, title: plain(hit.title) }));
}

const csv = (rows: string[]) =>
  [
    'vin,dealer_code,state,status,nameplate_brand_name,nameplate_name,nameplate_model_group,model_display_name,engine_type,msrp_price',
    ...rows,
  ].join('\n');

beforeAll(async () => {
  await seedDemoStock(0, { force: true }); // the demo listing and dealers, no cars
});

describe('pages', () => {
  it('publishing a page makes it findable, unpublishing removes it', async () => {
    const draft = pageInput('/range-rover', 'レンジローバー', '<p>比類なき洗練。</p>', { status: 'draft' });
    const { page } = await savePage(tester, { ...draft, blocks: validatePageBlocks(draft.blocks) });
    expect(await found('ローバー')).toEqual([]);

    await publishDraft(
      tester,
      page.id,
      { ...draft, status: 'published', blocks: validatePageBlocks(draft.blocks) },
      { expectedRevision: 0 },
    );
    expect(await found('ローバー')).toEqual([{ kind: 'page', url: '/range-rover', title: 'レンジローバー' }]);

    await unpublishPage(tester, page.id);
    expect(await found('ローバー')).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(searchDocuments).where(eq(searchDocuments.pageId, page.id))).toEqual([]);
  });

  it('finds katakana from part of a word, half-width kana and hiragana, and marks what matched', async () => {
    await createPage('/range-rover-sport', 'レンジローバー スポーツ', '<p>ダイナミックな<strong>ディフェンダー</strong>の兄弟。</p>');
    const [hit] = (await searchSite({ q: 'ﾚﾝｼﾞ', page: 1 })).hits;
    expect(hit && marked(hit.title)).toBe('[レンジ]ローバー スポーツ');
    expect((await found('ローバー')).map((h) => h.url)).toEqual(['/range-rover-sport']);
    const [byHiragana] = (await searchSite({ q: 'でぃふぇんだー', page: 1 })).hits;
    expect(byHiragana?.url).toBe('/range-rover-sport');
    expect(marked(byHiragana!.excerpt)).toBe('ダイナミックな [ディフェンダー] の兄弟。');
  });

  it('needs every term, each one whole', async () => {
    await createPage('/discovery', 'ディスカバリー', '<p>ローカルな旅と、バーベキュー。</p>');
    expect((await found('ディスカバリー 旅')).map((h) => h.url)).toEqual(['/discovery']);
    expect(await found('ディスカバリー 海')).toEqual([]);
    // ロー, ーバ and バー are all in that page, but ローバー is not.
    expect((await found('ローバー')).map((h) => h.url)).not.toContain('/discovery');
  });

  it('ranks title matches first', async () => {
    await createPage('/news-1', 'お知らせ', '<p>ラグジュアリーSUVの新しいカタログ。</p>');
    await createPage('/catalogue-suv', 'SUVカタログ', '');
    expect((await found('カタログ')).map((h) => h.url)).toEqual(['/catalogue-suv', '/news-1']);
  });

  it('follows the publish window at the time of the search', async () => {
    const soon = new Date(Date.now() + 3_600_000);
    await createPage('/autumn-fair', '秋のフェア', '', { publish_at: soon.toISOString() });
    expect(await found('フェア')).toEqual([]);
    expect((await found('フェア', new Date(soon.getTime() + 1000))).map((h) => h.url)).toEqual(['/autumn-fair']);
  });

  it('publishes a scheduled draft into the search', async () => {
    const id = await createPage('/winter', '冬のキャンペーン');
    const later = new Date(Date.now() + 60_000);
    const content = { ...pageInput('/winter', '春のキャンペーン') };
    await saveDraft(tester, id, content as never, 0);
    await scheduleDraft(tester, id, later, 1);
    expect((await found('春')).map((h) => h.url)).toEqual([]);
    expect(await publishDueDrafts(new Date(later.getTime() + 1000))).toBe(1);
    expect((await found('春')).map((h) => h.url)).toEqual(['/winter']);
    expect(await found('冬')).toEqual([]);
  });

  it('forgets a deleted page', async () => {
    const id = await createPage('/gone', '消えるページ');
    expect(await found('消える')).toHaveLength(1);
    const db = await getDb();
    await db.delete(pages).where(eq(pages.id, id));
    expect(await found('消える')).toEqual([]);
  });

  it('pages through many results, 20 at a time', async () => {
    for (let i = 1; i <= 23; i++) await createPage(`/event-${i}`, `試乗イベント ${i}`);
    const first = await searchSite({ q: '試乗', page: 1 });
    const second = await searchSite({ q: '試乗', page: 2 });
    expect([first.total, first.pageCount, first.hits.length, second.hits.length]).toEqual([23, 2, 20, 3]);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.url)).size).toBe(23);
    expect((await searchSite({ q: '試乗', page: 5 })).total).toBe(23);
  });
});

describe('models from the stock', () => {
  it('a model is found and opens the stock list filtered by it; imports keep the models current', async () => {
    await importFeed(
      tester,
      'jp-main',
      csv(['SALGA2AE5MA123456,JP001,new,stock,land_rover,defender_110,defender_family,ディフェンダー 110,diesel_mhev,11200000']),
      'csv',
      {
        full: true,
      },
    );
    expect(await found('ディフェンダー 110')).toEqual([]); // no stock page yet: nowhere to send the visitor

    const stock = pageInputSchema.parse(demoStockPage);
    await savePage(tester, { ...stock, blocks: validatePageBlocks(stock.blocks) });
    expect(await found('ディフェンダー 110')).toEqual([
      { kind: 'model', url: '/stock?filter%5Bnameplate_name_in%5D%5B%5D=defender_110', title: 'ディフェンダー 110' },
    ]);
    expect((await found('defender')).map((h) => h.kind)).toEqual(['model']);

    await importFeed(
      tester,
      'jp-main',
      csv([
        'SALGA2AE5MA123456,JP001,new,stock,land_rover,defender_110,defender_family,ディフェンダー 110,diesel_mhev,11200000',
        'SALRA2AE5MA000001,JP002,new,stock,land_rover,discovery,discovery_family,ディスカバリー,diesel_mhev,9800000',
      ]),
      'csv',
      { full: true },
    );
    expect(await found('ディスカバリ')).toEqual([
      { kind: 'page', url: '/discovery', title: 'ディスカバリー' },
      { kind: 'model', url: '/stock?filter%5Bnameplate_name_in%5D%5B%5D=discovery', title: 'ディスカバリー' },
    ]);
  });

  it('models leave with the stock page and come back with it', async () => {
    const stock = pageInputSchema.parse(demoStockPage);
    const id = await pageIdOf('/stock');
    await savePage(tester, { ...stock, status: 'draft', blocks: validatePageBlocks(stock.blocks) }, { id });
    expect(await found('ディフェンダー 110')).toEqual([]);
    await savePage(tester, { ...stock, blocks: validatePageBlocks(stock.blocks) }, { id });
    expect((await found('ディフェンダー 110')).map((h) => h.kind)).toEqual(['model']);
  });
});

describe('safety and limits', () => {
  it('shows markup in titles as text, with the match marked', async () => {
    await createPage('/xss', '<script>alert(1)</script> お知らせ', '<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    const results = await searchSite({ q: 'script', page: 1 });
    expect(results.hits.map((h) => h.url)).toEqual(['/xss']);
    const html = renderToStaticMarkup(createElement(SearchResults, { q: '<script>', results, t: getT('ja') }));
    expect(html).toContain('&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;');
    expect(html).toContain('「&lt;script&gt;」の検索結果：1件');
    expect(html).not.toMatch(/<script|<img/i);
  });

  it('says so when nothing matches, in Japanese', async () => {
    const results = await searchSite({ q: '存在しない語', page: 1 });
    expect(results).toEqual({ total: 0, page: 1, pageCount: 0, hits: [] });
    const html = renderToStaticMarkup(createElement(SearchResults, { q: '存在しない語', results, t: getT('ja') }));
    expect(html).toContain('検索結果が見つかりませんでした');
  });

  it('refuses queries and pages beyond the limits', async () => {
    await expect(searchSite({ q: 'あ'.repeat(101), page: 1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(searchSite({ q: 'a', page: 51 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await searchSite({ q: '、。!?', page: 1 })).toMatchObject({ total: 0, hits: [] });
  });
});

describe('ensureSearchIndex', () => {
  it('builds an empty index from the published pages and the stock, and leaves a full one alone', async () => {
    const db = await getDb();
    const before = await found('ローバー');
    await db.delete(searchDocuments);
    expect(await found('ローバー')).toEqual([]);
    await ensureSearchIndex();
    expect(await found('ローバー')).toEqual(before);
    expect((await found('ディフェンダー 110')).map((h) => h.kind)).toEqual(['model']);

    const count = (await db.select().from(searchDocuments)).length;
    await db.delete(searchDocuments).where(eq(searchDocuments.kind, 'model'));
    await ensureSearchIndex();
    expect((await db.select().from(searchDocuments)).length).toBeLessThan(count);
  });
});
