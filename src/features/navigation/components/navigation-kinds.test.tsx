import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from '@/features/html/sanitize';
import { getT } from '@/i18n/i18n';
import { footerSchema } from '../footer-schema';
import type { NavItem } from '../navigation.server';
import { ExternalHeader } from './external-header';
import { LightHeader } from './light-header';
import { LogoOnlyHeader } from './logo-only-header';
import { SiteFooter } from './site-footer';

const t = getT('ja');
const logo = { logo: '/brand/electric.svg', homepage: '/electric' };
const nav: NavItem[] = [
  { id: 1, label: 'モデル', url: '/models', children: [{ id: 2, label: 'ディフェンダー', url: '/models/defender', children: [] }] },
  { id: 3, label: '在庫車検索', url: '/stock', children: [] },
];
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]!.replace(/<[^>]+>/g, '')]);

describe('light navigation', () => {
  it('shows the logo and the main links, without sub-menus, breadcrumbs or a menu button', () => {
    const html = renderToStaticMarkup(<LightHeader nav={nav} logo={logo} currentPath="/stock" t={t} />);
    expect(links(html)).toEqual([
      ['#main', 'メインコンテンツへスキップ'],
      ['/electric', ''],
      ['/models', 'モデル'],
      ['/stock', '在庫車検索'],
    ]);
    expect(html).toContain('alt="ランドローバー ホーム"');
    expect(html).toContain('aria-label="メインナビゲーション"');
    expect(html).toMatch(/<a [^>]*href="\/stock"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/stock"/);
    expect(html).not.toContain('ディフェンダー');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('パンくずリスト');
  });
});

describe('logo-only navigation', () => {
  it('shows the logo linking to its home, and nothing else to follow', () => {
    const html = renderToStaticMarkup(<LogoOnlyHeader logo={logo} t={t} />);
    expect(links(html)).toEqual([
      ['#main', 'メインコンテンツへスキップ'],
      ['/electric', ''],
    ]);
    expect(html).toContain('src="/brand/electric.svg"');
    expect(html).not.toContain('<nav');
  });
});

describe('external navigation', () => {
  it('renders the sanitised HTML and inlined styles, and no script element on the server', () => {
    const html = renderToStaticMarkup(
      <ExternalHeader
        navigation={{
          html: sanitizeEditorHtml('<nav class="gnav"><a href="/models">モデル</a><script>alert(1)</script></nav>'),
          css: '.gnav{display:flex}',
          scripts: [{ src: 'https://cdn.example.jp/nav.js', integrity: `sha384-${'A'.repeat(64)}` }],
        }}
        t={t}
      />,
    );
    expect(links(html)).toEqual([
      ['#main', 'メインコンテンツへスキップ'],
      ['/models', 'モデル'],
    ]);
    expect(html).toContain('<style data-external-navigation="">.gnav{display:flex}</style>');
    // Scripts are added in the browser with the page's nonce and their integrity hash, never as markup.
    expect(html).not.toContain('<script');
    expect(html).toContain('data-analytics="navigation"');
  });
});

describe('footer retailers section', () => {
  const sanitize = (html: string) => ({ __html: sanitizeEditorHtml(html) });
  const retailers = {
    heading: '正規販売店',
    items: [
      {
        name: 'ランドローバー青山',
        postcode: '107-0062',
        address: '東京都港区南青山1-2-3',
        phone: { display: '03-1234-5678', href: 'tel:+81312345678' },
        url: 'https://aoyama.example.jp',
      },
      { name: 'ディフェンダー横浜', postcode: null, address: '神奈川県横浜市西区みなとみらい4-5-6', phone: null, url: null },
    ],
  };

  it('lists each retailer with its 〒 address and phone, in a structured footer and in an HTML one', () => {
    for (const data of [footerSchema.parse({ columns: [] }), null]) {
      const html = renderToStaticMarkup(<SiteFooter data={data} html="<p>会社概要</p>" t={t} sanitize={sanitize} retailers={retailers} />);
      expect(html).toContain('<h2 id="footer-retailers"');
      expect(html).toContain('正規販売店</h2>');
      expect(html).toContain('<a href="https://aoyama.example.jp" data-analytics="footer">ランドローバー青山</a>');
      expect(html).toContain('〒107-0062<br/>東京都港区南青山1-2-3');
      expect(html).toContain('電話：<a href="tel:+81312345678" data-analytics="footer">03-1234-5678</a>');
      expect(html).toContain('ディフェンダー横浜');
      expect(html).toContain('神奈川県横浜市西区みなとみらい4-5-6');
    }
  });

  it('is not there without the setting, nor with an empty list', () => {
    const data = footerSchema.parse({ columns: [] });
    expect(renderToStaticMarkup(<SiteFooter data={data} html={null} t={t} sanitize={sanitize} />)).not.toContain('footer-retailers');
    expect(
      renderToStaticMarkup(
        <SiteFooter data={data} html={null} t={t} sanitize={sanitize} retailers={{ heading: '正規販売店', items: [] }} />,
      ),
    ).not.toContain('正規販売店');
  });
});

describe('footer search bar', () => {
  const sanitize = (html: string) => ({ __html: sanitizeEditorHtml(html) });

  it('takes its placeholder from footer.json, or ours, and goes when search.enabled is false', () => {
    const render = (search?: unknown) =>
      renderToStaticMarkup(<SiteFooter data={footerSchema.parse({ columns: [], search })} html={null} t={t} sanitize={sanitize} />);
    expect(render()).toContain('placeholder="サイト内を検索"');
    expect(render({ enabled: true, placeholder: '車種名で検索' })).toContain('placeholder="車種名で検索"');
    expect(render({ enabled: false })).not.toContain('role="search"');
  });
});
