import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemActor } from '@/features/auth/permissions';
import { resetExternalNavigation } from '@/features/navigation/external-navigation.server';
import { resetHostedNavigation } from '@/features/navigation/hosted-navigation.server';
import { replaceNavTree } from '@/features/navigation/navigation.server';
import { SiteFooterForPath } from '@/features/navigation/site-footer.server';
import { SiteNavigation } from '@/features/navigation/site-navigation.server';
import { deleteSetting, listSettings, saveSetting } from '@/features/settings/settings.server';
import { resetRetailers } from '@/features/stock/dealers.server';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { upsertVehicles } from '@/features/stock/import.server';
import { getExternalTransmissionNotice } from '@/features/tags/tags.server';
import { getT } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { startNavigationStandIn, standInHostedNavigation, type NavigationStandIn } from '../fixtures/navigation-standin';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * Navigation kinds and the footer's retailers section from settings (site.md §2, §7, §8; decision
 * 0049), against a local stand-in of the hosted navigation service, an external navigation and a
 * retailers API, declared for the outbound guard by OUTBOUND_ALLOW_PRIVATE_HOSTS.
 */
const ports = vi.hoisted(() => {
  const standin = 5300 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${standin}`;
  return { standin };
});

withFreshDatabase();
const system = systemActor('test');
const t = getT('ja');
let standin: NavigationStandIn;
const integrity = `sha384-${'A'.repeat(64)}`;

const header = async (path: string) => {
  const element = await SiteNavigation({ path, t });
  return element ? renderToStaticMarkup(element) : '';
};
const footer = async (path: string) => renderToStaticMarkup(await SiteFooterForPath({ path, t }));
/** The links a visitor can follow, as [href, text]. */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]!.replace(/<[^>]+>/g, '').trim()]);
const hits = (prefix: string) => standin.requests.filter((path) => path.startsWith(prefix)).length;

/** Settings this file changes, put back to their defaults after each test. */
const touched = [
  'navigation.kind',
  'navigation.hosted',
  'navigation.external',
  'navigation.light_paths',
  'navigation.logo_only_paths',
  'navigation.hidden_paths',
  'footer.json',
  'footer.light_json',
  'footer.logo_only_json',
  'footer.retailers',
  'stock_locator.endpoint_dealers',
];

beforeAll(async () => {
  standin = await startNavigationStandIn({ port: ports.standin });
  await saveSetting(system, 'outbound.allowed_hosts', '["127.0.0.1"]');
  await replaceNavTree(system, [
    { label: 'モデル', url: '/models', children: [{ label: 'ディフェンダー', url: '/models/defender' }] },
    { label: '在庫車検索', url: '/stock', children: [] },
  ]);
});

afterAll(() => standin.close());

beforeEach(() => {
  resetHostedNavigation();
  resetExternalNavigation();
  resetRetailers();
  Object.assign(standin, { hosted: standInHostedNavigation, status: 200, requests: [] });
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const row of await listSettings(system)) if (touched.includes(row.key)) await deleteSetting(system, row.id);
});

describe('our own navigation (the default)', () => {
  it('shows the nav entries with their sub-menu and the menu button, and asks no service', async () => {
    const html = await header('/models');
    expect(links(html)).toEqual(
      expect.arrayContaining([
        ['/models', 'モデル'],
        ['/models/defender', 'ディフェンダー'],
        ['/stock', '在庫車検索'],
      ]),
    );
    expect(html).toContain('<button');
    expect(standin.requests).toEqual([]);
  });

  it('is not there on the hidden paths', async () => {
    await saveSetting(system, 'navigation.hidden_paths', '["/landing"]');
    expect(await header('/landing')).toBe('');
  });
});

describe('the hosted navigation', () => {
  beforeEach(async () => {
    await saveSetting(system, 'navigation.kind', 'hosted');
    await saveSetting(
      system,
      'navigation.hosted',
      JSON.stringify({ origin: standin.url, disable: ['search'], enable: ['retailer', 'login'], logo: 'defender' }),
    );
  });

  it('is fetched from /naas/nav.locale=…disable…enable…logo=….json once, and shown in our header', async () => {
    const html = await header('/models');
    expect(standin.requests).toEqual(['/naas/nav.locale=ja.disable=search.enable=retailer,login.logo=defender.json']);
    expect(links(html)).toEqual(
      expect.arrayContaining([
        ['/models', 'ホステッド モデル'],
        ['/models/defender', 'ホステッド ディフェンダー'],
        ['/stock', 'ホステッド 在庫車'],
      ]),
    );
    expect(html).not.toContain('在庫車検索');
    await header('/stock');
    expect(hits('/naas/')).toBe(1);
  });

  it.each([
    ['answers 503', (): void => void (standin.status = 503), 'warn'],
    [
      'answers JSON that does not fit',
      (): void => void (standin.hosted = { items: [{ label: 'x', url: 'javascript:alert(1)' }] }),
      'error',
    ],
  ] as const)('falls back to our own navigation, logged, when the service %s', async (_, breakIt, level) => {
    const log = vi.spyOn(logger, level);
    breakIt();
    const html = await header('/models');
    expect(links(html)).toEqual(expect.arrayContaining([['/stock', '在庫車検索']]));
    expect(html).not.toContain('javascript:');
    expect(log).toHaveBeenCalledWith(expect.any(Object), expect.stringContaining('our own navigation is shown'));
  });

  it('falls back to our own navigation when the outbound guard refuses its host', async () => {
    await saveSetting(system, 'outbound.allowed_hosts', '["nav.example.jp"]');
    try {
      expect(links(await header('/models'))).toEqual(expect.arrayContaining([['/stock', '在庫車検索']]));
      expect(standin.requests).toEqual([]);
    } finally {
      await saveSetting(system, 'outbound.allowed_hosts', '["127.0.0.1"]');
    }
  });
});

describe('the external navigation', () => {
  const external = () => ({
    html_url: `${standin.url}/nav.html`,
    css_urls: [`${standin.url}/nav.css`],
    scripts: [{ src: 'https://cdn.example.jp/nav.js', integrity }],
    scripts_vendor: 'Example Nav株式会社',
    retailer_name: 'ランドローバー青山',
    retailer_url: 'https://aoyama.example.jp',
  });

  it('is the fetched HTML, sanitised, with the retailer filled in and its stylesheet inlined', async () => {
    await saveSetting(system, 'navigation.external', JSON.stringify(external()));
    await saveSetting(system, 'navigation.kind', 'external');
    const html = await header('/models');
    expect(links(html)).toEqual([
      ['#main', 'メインコンテンツへスキップ'],
      ['/', 'ランドローバー'],
      ['/models', '外部 モデル'],
      ['/stock', '外部 在庫車'],
      ['https://aoyama.example.jp', '販売店のサイト'],
    ]);
    expect(html).toContain('<p class="ext-nav__retailer">ランドローバー青山</p>');
    expect(html).toContain(`.ext-nav__logo{background:url("${standin.url}/img/logo.svg") no-repeat}`);
    // Nothing of the fetched HTML runs: no inline script, no handler. The scripts of the setting
    // are added by the browser island with their integrity hash, never rendered as markup.
    expect(html).not.toMatch(/<script|onclick|__externalInline/);
    expect(hits('/nav.html')).toBe(1);
    expect(hits('/nav.css')).toBe(1);
  });

  it('leaves the retailer out, link and name, when only one of the two is known', async () => {
    await saveSetting(system, 'navigation.external', JSON.stringify({ ...external(), retailer_url: undefined }));
    await saveSetting(system, 'navigation.kind', 'external');
    const html = await header('/models');
    expect(html).not.toContain('{{');
    expect(html).not.toContain('ランドローバー青山');
    expect(links(html).map(([href]) => href)).toEqual(['#main', '/', '/models', '/stock']);
  });

  it('falls back to our own navigation when its stylesheet cannot be had', async () => {
    await saveSetting(system, 'navigation.external', JSON.stringify({ ...external(), css_urls: [`${standin.url}/missing.css`] }));
    await saveSetting(system, 'navigation.kind', 'external');
    const html = await header('/models');
    expect(html).not.toContain('外部 モデル');
    expect(links(html)).toEqual(expect.arrayContaining([['/stock', '在庫車検索']]));
  });

  it('is listed in the 外部送信 notice with the script host and the company of the setting, while it is the site’s navigation', async () => {
    await saveSetting(system, 'navigation.external', JSON.stringify(external()));
    expect((await getExternalTransmissionNotice()).entries.map((entry) => entry.id)).not.toContain('external_navigation');
    await saveSetting(system, 'navigation.kind', 'external');
    const entry = (await getExternalTransmissionNotice()).entries.find((e) => e.id === 'external_navigation');
    expect(entry).toMatchObject({
      service: '外部ナビゲーション',
      recipient: 'Example Nav株式会社',
      hosts: ['cdn.example.jp'],
      timing: '外部のナビゲーションを表示するページで読み込みます。',
    });
  });
});

describe('light and logo-only pages', () => {
  beforeEach(async () => {
    await saveSetting(system, 'navigation.light_paths', '["/new-defender/*"]');
    await saveSetting(system, 'navigation.logo_only_paths', '["/electric"]');
    await saveSetting(system, 'footer.json', JSON.stringify({ bottom_html: '<p>通常のフッター</p>' }));
    await saveSetting(system, 'footer.light_json', JSON.stringify({ bottom_html: '<p>リニューアルのフッター</p>' }));
    await saveSetting(system, 'footer.logo_only_json', JSON.stringify({ bottom_html: '<p>BEVのフッター</p>' }));
  });

  it('a redesigned page gets the main links without sub-menus, and its own footer', async () => {
    const html = await header('/new-defender/octa');
    expect(links(html)).toEqual([
      ['#main', 'メインコンテンツへスキップ'],
      ['/', ''],
      ['/models', 'モデル'],
      ['/stock', '在庫車検索'],
    ]);
    expect(html).not.toContain('<button');
    expect(await footer('/new-defender/octa')).toContain('リニューアルのフッター');
  });

  it('the electric-vehicle page gets the logo alone, and its own footer, even with the hosted navigation on', async () => {
    await saveSetting(system, 'navigation.kind', 'hosted');
    await saveSetting(system, 'navigation.hosted', JSON.stringify({ origin: standin.url }));
    const html = await header('/electric');
    expect(links(html)).toEqual([
      ['#main', 'メインコンテンツへスキップ'],
      ['/', ''],
    ]);
    expect(html).toContain('alt="ランドローバー ホーム"');
    expect(standin.requests).toEqual([]);
    const bev = await footer('/electric');
    expect(bev).toContain('BEVのフッター');
    expect(bev).not.toContain('通常のフッター');
  });

  it('other pages keep the main footer, and a page without its own footer setting falls back to it', async () => {
    expect(await footer('/models')).toContain('通常のフッター');
    await saveSetting(system, 'footer.light_json', '');
    expect(await footer('/new-defender/octa')).toContain('通常のフッター');
  });
});

describe('the footer’s retailers section', () => {
  it('is not there while footer.retailers is not set', async () => {
    expect(await footer('/')).not.toContain('正規販売店');
    expect(hits('/retailers')).toBe(0);
  });

  it('lists the retailers of another service’s API, fetched once, in Japanese form', async () => {
    await saveSetting(system, 'footer.retailers', JSON.stringify({ endpoint: `${standin.url}/retailers`, heading: 'お近くの販売店' }));
    const html = await footer('/');
    expect(html).toContain('お近くの販売店</h2>');
    expect(html).toContain('ランドローバー青山');
    expect(html).toContain('〒107-0062<br/>東京都港区南青山1-2-3');
    expect(html).toContain('<a href="tel:+81312345678" data-analytics="footer">03-1234-5678</a>');
    expect(html).toContain('〒530-0001<br/>大阪府大阪市北区梅田4-5-6');
    await footer('/models');
    expect(hits('/retailers')).toBe(1);
  });

  it('falls back to stock_locator.endpoint_dealers, which may name our own retailers API', async () => {
    // The demo listing and dealers, and a few cars (our retailers API lists dealers with stock), without photos.
    await seedDemoStock(0, { force: true });
    await upsertVehicles('jp-main', generateDemoVehicles(12), { full: true });
    await saveSetting(system, 'stock_locator.endpoint_dealers', '/public_api/listing/jp-main/retailers');
    await saveSetting(system, 'footer.retailers', '{}');
    const html = await footer('/');
    expect(html).toContain('正規販売店</h2>');
    expect(html).toMatch(/〒\d{3}-\d{4}<br\/>/);
    expect(html).toMatch(/<a href="tel:\+81\d+" data-analytics="footer">0\d{1,4}-\d{1,4}-\d{4}<\/a>/);
    expect(standin.requests).toEqual([]);
  });

  it('logs "No API URL has been provided" and shows no list when no dealers endpoint is set', async () => {
    const warn = vi.spyOn(logger, 'warn');
    await saveSetting(system, 'footer.retailers', '{"heading":"お近くの販売店"}');
    expect(await footer('/')).not.toContain('お近くの販売店');
    expect(warn).toHaveBeenCalledWith('No API URL has been provided');
  });

  it('shows no list, and breaks nothing, when the retailers API fails', async () => {
    standin.status = 500;
    await saveSetting(system, 'footer.retailers', JSON.stringify({ endpoint: `${standin.url}/retailers` }));
    const html = await footer('/');
    expect(html).not.toContain('正規販売店');
    expect(html).toContain('<footer');
  });
});
