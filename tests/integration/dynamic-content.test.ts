import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBlockEnvironment } from '@/blocks/block-environment.server';
import { RenderBlocks } from '@/blocks/render-blocks';
import { parseHtml } from '@/blocks/test-rendering';
import { getDb } from '@/db/client.server';
import { settings } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { resetDynamicContentSources } from '@/features/dynamic-content/sources.server';
import { resetOffers } from '@/features/offers/offers.server';
import { QuickLinks } from '@/features/quick-links/quick-links.server';
import { saveSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { invalidateTags } from '@/lib/cache.server';
import { logger } from '@/lib/logger.server';
import {
  standInDynamicContentLists,
  standInExternalModels,
  standInListUuids,
  standInModelList,
  standInOffers,
  startCurrencyOffersStandIn,
  type CurrencyOffersStandIn,
} from '../fixtures/currency-offers-standin';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * Blocks and quick links shown or hidden by the dynamic-content strategies (site.md §4, §5, §7;
 * decision 0048), rendered by the site's own renderer with the settings' environment, against the
 * local stand-in of the sources, declared for the outbound guard by OUTBOUND_ALLOW_PRIVATE_HOSTS.
 */
// The environment is read once: the stand-in's port and the external key are set before anything reads it.
const ports = vi.hoisted(() => {
  const standin = 5240 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${standin}`;
  process.env.DYNAMIC_CONTENT_API_KEY = 'standin-dynamic-content-key';
  return { standin };
});
// The block error's retry button refreshes through the app router, which only a running app has.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh() {} }) }));

withFreshDatabase();
const system = systemActor('test');
let standin: CurrencyOffersStandIn;
const blockError = '問題が発生しました。もう一度お試しください。';
const listsPath = `/public_api/dynamic_content/${standInListUuids.join(',')}`;
const hits = (path: string) => standin.requests.filter((p) => p === path).length;

beforeAll(async () => {
  standin = await startCurrencyOffersStandIn({ port: ports.standin });
  await saveSetting(system, 'outbound.allowed_hosts', '["127.0.0.1"]');
});

afterAll(() => standin.close());

beforeEach(async () => {
  resetDynamicContentSources();
  resetOffers();
  Object.assign(standin, {
    offers: standInOffers,
    modelList: standInModelList,
    external: standInExternalModels,
    externalApiKey: 'standin-dynamic-content-key',
    dynamicContentLists: standInDynamicContentLists,
    status: 200,
    requests: [],
  });
  await saveSetting(system, 'mena.offers_api_url', `${standin.url}/offers`);
  await saveSetting(system, 'dynamic_content.model_list_url', `${standin.url}/model-list`);
  await saveSetting(system, 'dynamic_content.external_api_url', `${standin.url}/external/models`);
  await saveSetting(system, 'dynamic_content.reffine_sl.api_base_url', standin.url);
  await saveSetting(system, 'dynamic_content.reffine_sl.lists_to_check', JSON.stringify(standInListUuids));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** One snippet per entry, titled with its name, carrying its strategy. */
async function renderPage(blocks: [title: string, strategy?: unknown][]) {
  const environment = await loadBlockEnvironment(getT('ja'));
  const stored = blocks.map(([title, dc_strategy], i) => ({
    id: i + 1,
    templateKey: 'snippet',
    activePositions: [],
    content: { fields: { title, dc_strategy }, field_groups: [] },
  }));
  const { prelude } = await prerender(createElement(RenderBlocks, { blocks: stored, environment }));
  return [...parseHtml(await new Response(prelude).text()).querySelectorAll('section')].map((s) => ({
    heading: s.querySelector('h2')?.textContent ?? null,
    error: s.querySelector('[data-block-error]')?.textContent ?? null,
  }));
}

describe('a page with blocks under each strategy', () => {
  const page: [string, unknown?][] = [
    ['条件なし'],
    ['モデル一覧にある', { key: 'model_list', value: 'defender 110' }],
    ['モデル一覧にない', { key: 'model_list', value: 'Discovery' }],
    ['オファーのカテゴリー', { key: 'offers', value: 'Compact SUV' }],
    ['オファーの項目', { key: 'offers', value: { car_model_key: 'defender_110', category: 'suv' } }],
    ['どのオファーにもない組み合わせ', { key: 'offers', value: { car_model_key: 'defender_110', category: 'compact suv' } }],
    ['外部サービスにある', { key: 'external', value: 'Range Rover Evoque' }],
    ['外部サービスにない', { key: 'external', value: 'Defender 110' }],
    ['在庫リストにある', { key: 'REFFINE_SL', value: ['Discovery', 'Defender 90'] }],
    ['在庫リストにない', { key: 'REFFINE_SL', value: 'Range Rover Sport' }],
  ];

  it('renders the blocks their strategy allows and leaves out the others', async () => {
    expect((await renderPage(page)).map((s) => s.heading)).toEqual([
      '条件なし',
      'モデル一覧にある',
      'オファーのカテゴリー',
      'オファーの項目',
      '外部サービスにある',
      '在庫リストにある',
    ]);
  });

  it('fetches each source once, the lists comma-joined, however often pages render', async () => {
    await renderPage(page);
    await renderPage(page);
    expect([hits('/model-list'), hits('/offers'), hits('/external/models'), hits(listsPath)]).toEqual([1, 1, 1, 1]);
  });
});

describe('when a source cannot answer', () => {
  it('shows the block error for a failing endpoint, or the fallback the strategy names (site.md §4, §8)', async () => {
    const warn = vi.spyOn(logger, 'warn');
    standin.status = 503;
    const sections = await renderPage([
      ['モデル一覧', { key: 'model_list', value: 'Defender 110' }],
      ['確認できなくても表示', { key: 'REFFINE_SL', value: 'Defender 90', fallback: 'show' }],
      ['確認できなければ非表示', { key: 'external', value: 'Range Rover Evoque', fallback: 'hide' }],
      ['オファー', { key: 'offers', value: 'suv' }],
      ['条件なし'],
    ]);
    expect(sections.map((s) => [s.heading, s.error])).toEqual([
      [null, `${blockError}もう一度試す`],
      ['確認できなくても表示', null],
      [null, `${blockError}もう一度試す`],
      ['条件なし', null],
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'model_list', err: expect.stringContaining('503') }),
      'dynamic-content source unavailable',
    );
  });

  it('fails the external strategy when its service refuses our key: the key is sent', async () => {
    standin.externalApiKey = 'another-key';
    const sections = await renderPage([['外部サービス', { key: 'external', value: 'Range Rover Evoque' }]]);
    expect(sections.map((s) => s.error)).toEqual([`${blockError}もう一度試す`]);
  });

  it('accepts only a 200 from the lists (site.md §7), where the model list takes any success', async () => {
    standin.status = 203;
    const sections = await renderPage([
      ['在庫リスト', { key: 'REFFINE_SL', value: 'Defender 90' }],
      ['モデル一覧', { key: 'model_list', value: 'Range Rover Sport' }],
    ]);
    expect(sections.map((s) => [s.heading, s.error])).toEqual([
      [null, `${blockError}もう一度試す`],
      ['モデル一覧', null],
    ]);
  });

  it('never asks an address off the allow-list', async () => {
    await saveSetting(system, 'dynamic_content.model_list_url', 'https://models.example.jp/list.json');
    const sections = await renderPage([['モデル一覧', { key: 'model_list', value: 'Defender 110' }]]);
    expect(sections.map((s) => s.error)).toEqual([`${blockError}もう一度試す`]);
    expect(standin.requests).toEqual([]);
  });
});

describe('settings a strategy needs', () => {
  it('shows content when no model list is set ("missing model list means show")', async () => {
    await saveSetting(system, 'dynamic_content.model_list_url', '');
    expect((await renderPage([['モデル一覧', { key: 'model_list', value: 'Anything' }]])).map((s) => s.heading)).toEqual(['モデル一覧']);
    expect(hits('/model-list')).toBe(0);
  });

  it('hides REFFINE_SL content and logs the spec’s messages without api_base_url or lists_to_check', async () => {
    const error = vi.spyOn(logger, 'error');
    await saveSetting(system, 'dynamic_content.reffine_sl.api_base_url', '');
    expect(await renderPage([['在庫リスト', { key: 'REFFINE_SL', value: 'Defender 90' }]])).toEqual([]);
    expect(error).toHaveBeenCalledWith('API_URL for REFFINE_SL strategy is not set or invalid. Please check the settings.');
    await saveSetting(system, 'dynamic_content.reffine_sl.api_base_url', standin.url);
    await saveSetting(system, 'dynamic_content.reffine_sl.lists_to_check', '[]');
    expect(await renderPage([['在庫リスト', { key: 'REFFINE_SL', value: 'Defender 90' }]])).toEqual([]);
    expect(error).toHaveBeenCalledWith('LISTS_TO_CHECK for REFFINE_SL strategy is not set or invalid. Please check the settings.');
    expect(hits(listsPath)).toBe(0);
  });

  it('logs "Invalid JSON" for a broken lists_to_check and ignores it, hiding REFFINE_SL content', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');
    // Written by hand in the database: saving refuses it.
    await (
      await getDb()
    )
      .update(settings)
      .set({ value: `["${standInListUuids[0]}",` })
      .where(eq(settings.key, 'dynamic_content.reffine_sl.lists_to_check'));
    await invalidateTags('settings');
    expect(await renderPage([['在庫リスト', { key: 'REFFINE_SL', value: 'Defender 90' }]])).toEqual([]);
    expect(warn).toHaveBeenCalledWith({ setting: 'dynamic_content.reffine_sl.lists_to_check', problem: 'Invalid JSON' }, 'Invalid JSON');
    expect(error).toHaveBeenCalledWith('LISTS_TO_CHECK for REFFINE_SL strategy is not set or invalid. Please check the settings.');
  });

  it('logs "Invalid JSON" for a block strategy it cannot read and shows the block', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const sections = await renderPage([['読めない条件', { key: 'model_list', value: 110 }]]);
    expect(sections.map((s) => s.heading)).toEqual(['読めない条件']);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ blockId: 1, template: 'snippet', problem: expect.stringContaining('value') }),
      'Invalid JSON',
    );
    expect(standin.requests).toEqual([]);
  });
});

describe('quick links', () => {
  it('leave out the items whose strategy says no; a failed check hides an item unless it says show', async () => {
    const item = (text: string, dc_strategy?: unknown) => ({ link: { url: `/${text}`, link_text: text }, icon: 'car', dc_strategy });
    await saveSetting(
      system,
      'floating_action_button.items',
      JSON.stringify([
        item('defender', { key: 'model_list', value: 'Defender 110' }),
        item('discovery', { key: 'model_list', value: 'Discovery' }),
        item('offers', { key: 'offers', value: 'suv' }),
        item('stock', { key: 'REFFINE_SL', value: 'Defender 90' }),
        item('fallback', { key: 'model_list', value: 'Discovery', fallback: 'show' }),
      ]),
    );
    const links = async () => {
      const { prelude } = await prerender(createElement(QuickLinks, {}));
      const document = parseHtml(await new Response(prelude).text());
      return [...document.querySelectorAll('a[data-quick-link]')].map((a) => a.getAttribute('href'));
    };
    expect(await links()).toEqual(['/defender', '/offers', '/stock']);
    resetDynamicContentSources();
    resetOffers();
    standin.status = 503;
    expect(await links()).toEqual(['/fallback']);
  });
});
