import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from '@/features/html/sanitize';
import { fillRetailerPlaceholders, inlineStylesheet } from './external-navigation';
import { externalNavigationSettingSchema } from './navigation-settings';

/** What the server does with the fetched HTML: sanitise, then fill the placeholders. */
const render = (html: string, retailer: { name?: string; url?: string }) => fillRetailerPlaceholders(sanitizeEditorHtml(html), retailer);

const navHtml =
  '<nav class="gnav"><a href="/">ホーム</a><p class="retailer">{{retailer_name}}</p><a href="{{ retailer_url }}" title="{{retailer_name}}の公式サイト">販売店サイト</a><a href="{{retailer_url}}/contact">お問い合わせ</a></nav>';

describe('retailer placeholders', () => {
  it('are replaced when both the name and the URL are known', () => {
    const html = render(navHtml, { name: 'ランドローバー青山', url: 'https://aoyama.example.jp' });
    expect(html).toContain('<p class="retailer">ランドローバー青山</p>');
    expect(html).toContain('<a href="https://aoyama.example.jp" title="ランドローバー青山の公式サイト">販売店サイト</a>');
    expect(html).toContain('<a href="https://aoyama.example.jp/contact">お問い合わせ</a>');
    expect(html).not.toContain('{{');
  });

  it.each([
    ['only the name', { name: 'ランドローバー青山' }],
    ['only the URL', { url: 'https://aoyama.example.jp' }],
    ['neither', {}],
    ['an unsafe URL', { name: 'ランドローバー青山', url: 'javascript:alert(1)' }],
  ])('are removed, with the links to the retailer, when %s is known', (_, retailer) => {
    const html = render(navHtml, retailer);
    expect(html).not.toContain('{{');
    expect(html).not.toContain('ランドローバー青山');
    expect(html).not.toContain('javascript:');
    // The retailer's links stop being links; the rest of the navigation stays.
    expect(html).toContain('<a>販売店サイト</a>');
    expect(html).toContain('<a>お問い合わせ</a>');
    expect(html).toContain('<a href="/">ホーム</a>');
  });

  it('are filled with escaped text, never markup, and a name holding a placeholder stays text', () => {
    const html = render(navHtml, {
      name: '<img src=x onerror=alert(1)>"{{retailer_url}}',
      url: 'https://aoyama.example.jp/?a=1&b="x"',
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;{{retailer_url}}');
    expect(html).toContain('href="https://aoyama.example.jp/?a=1&amp;b=&quot;x&quot;"');
  });

  it('come after the sanitiser: scripts and handlers in the fetched HTML never survive', () => {
    const html = render('<nav><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a><img src=x onerror="y()"></nav>', {
      name: 'n',
      url: '/dealer',
    });
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:/);
  });
});

describe('inlined stylesheets', () => {
  const base = 'https://nav.example.jp/assets/nav.css';

  it('point relative url() references at the stylesheet’s host and keep data: ones', () => {
    expect(
      inlineStylesheet(
        ".a{background:url('img/bg.png')} .b{background:url(/icons/x.svg)} .c{background:url(data:image/png;base64,AA)}",
        base,
      ),
    ).toBe(
      '.a{background:url("https://nav.example.jp/assets/img/bg.png")} .b{background:url("https://nav.example.jp/icons/x.svg")} .c{background:url(data:image/png;base64,AA)}',
    );
  });

  it('drop @import rules and any url() that is not http(s)', () => {
    const css = inlineStylesheet(
      '@import url("https://elsewhere.example/x.css");.a{background:url("javascript:alert(1)")}.b{background:url(ftp://x.example/a.png)}',
      base,
    );
    expect(css).toBe('.a{background:url("")}.b{background:url("")}');
  });

  it('cannot end the <style> element early', () => {
    expect(inlineStylesheet('.a{content:"</style><script>alert(1)</script>"}', base)).not.toContain('</style');
  });
});

describe('navigation.external setting', () => {
  const minimal = { html_url: 'https://nav.example.jp/nav.html' };
  const integrity = `sha384-${'A'.repeat(64)}`;

  it('takes the HTML alone, with no stylesheet or script', () => {
    expect(externalNavigationSettingSchema.parse(minimal)).toEqual({ ...minimal, css_urls: [], scripts: [] });
  });

  it('takes scripts only over https, each with its integrity hash, and with the company named', () => {
    const ok = { ...minimal, scripts: [{ src: 'https://cdn.example.jp/nav.js', integrity }], scripts_vendor: 'Example Nav株式会社' };
    expect(externalNavigationSettingSchema.safeParse(ok).success).toBe(true);
    const refused = (value: unknown) => expect(externalNavigationSettingSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    refused({ ...ok, scripts: [{ src: 'https://cdn.example.jp/nav.js' }] });
    refused({ ...ok, scripts: [{ src: 'https://cdn.example.jp/nav.js', integrity: 'sha1-abc' }] });
    refused({ ...ok, scripts: [{ src: 'http://cdn.example.jp/nav.js', integrity }] });
    refused({ ...ok, scripts: [{ src: 'data:text/javascript,alert(1)', integrity }] });
    refused({ ...ok, scripts_vendor: undefined });
  });

  it('takes a retailer URL that is a site path or http(s) only', () => {
    expect(externalNavigationSettingSchema.safeParse({ ...minimal, retailer_url: '/dealers/aoyama' }).success).toBe(true);
    expect(externalNavigationSettingSchema.safeParse({ ...minimal, retailer_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(externalNavigationSettingSchema.safeParse({ ...minimal, retailer_url: '//evil.example' }).success).toBe(false);
  });
});
