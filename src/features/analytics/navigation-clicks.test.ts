// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accordionClickEvent,
  listenForNavigationClicks,
  modelSelectionAttributes,
  modelSelectionClickEvent,
  navigationClickEvent,
} from './navigation-clicks';
import { resetAnalyticsForTests, startAnalytics } from './track';

let stop = () => {};
// Keep the test page where it is.
const stay = (event: Event) => event.preventDefault();

beforeEach(() => {
  resetAnalyticsForTests();
  startAnalytics({ tagManager: false });
  document.body.innerHTML = `
    <header>
      <a href="#main" id="skip">本文へ</a>
      <a href="/" data-analytics="navigation" id="logo"><img src="/logo.svg" alt="ブランド"></a>
      <nav><a href="/models" data-analytics="navigation" id="menu"><span>モデル
        一覧</span></a></nav>
      <nav data-analytics="breadcrumbs"><a href="/stock" id="crumb">在庫</a></nav>
    </header>
    <main><a href="/offers" id="content">オファー</a><div data-analytics="other"><a href="/x" id="other">x</a></div></main>
    <footer data-analytics="footer">
      <a href="https://example.com/privacy" data-analytics="footer" id="item">プライバシー</a>
      <div><p><a href="/company" id="html">会社概要</a></p></div>
      <a href="https://x.com/brand" aria-label="X" data-analytics="footer" id="social"><svg></svg></a>
    </footer>`;
  document.addEventListener('click', stay);
  stop = listenForNavigationClicks();
});

afterEach(() => {
  stop();
  document.removeEventListener('click', stay);
  document.body.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

const click = (id: string) => document.getElementById(id)!.click();

describe('navigation clicks', () => {
  it('pushes one navigation event per header, breadcrumb or footer link click, with its text and URL', () => {
    click('menu');
    click('crumb');
    click('item');
    expect(window.dataLayer).toEqual([
      { event: 'navigation', navigation_area: 'navigation', link_text: 'モデル 一覧', link_url: `${location.origin}/models` },
      { event: 'navigation', navigation_area: 'breadcrumbs', link_text: '在庫', link_url: `${location.origin}/stock` },
      { event: 'navigation', navigation_area: 'footer', link_text: 'プライバシー', link_url: 'https://example.com/privacy' },
    ]);
  });

  it('counts links of the footer’s administrator HTML, and names image and icon links by their alt or label', () => {
    click('html');
    document.querySelector<HTMLImageElement>('#logo img')!.click();
    click('social');
    expect(window.dataLayer?.map((e) => [e.navigation_area, e.link_text])).toEqual([
      ['footer', '会社概要'],
      ['navigation', 'ブランド'],
      ['footer', 'X'],
    ]);
  });

  it('ignores links elsewhere, other analytics areas and the skip link', () => {
    click('content');
    click('other');
    click('skip');
    expect(window.dataLayer).toBeUndefined();
  });

  it('still sees a click whose propagation a handler stopped', () => {
    document.getElementById('menu')!.addEventListener('click', (event) => event.stopPropagation());
    click('menu');
    expect(window.dataLayer).toHaveLength(1);
  });

  it('stops listening after the clean-up, and reads nothing from a target that is not an element', () => {
    stop();
    click('menu');
    expect(window.dataLayer).toBeUndefined();
    expect(navigationClickEvent(null)).toBeNull();
    expect(navigationClickEvent(window)).toBeNull();
  });
});

describe('accordion clicks', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-analytics="accordion">
        <button type="button" data-accordion-action="open" id="all">すべて開く</button>
        <details id="q1"><summary id="s1"><span id="inner">試乗の予約はできますか？</span></summary><p id="answer">はい。</p></details>
        <details id="q2" open><summary id="s2">支払総額とは何ですか？</summary><p>税込みです。</p></details>
      </div>
      <details><summary id="elsewhere">ほかのdetails</summary></details>`;
  });

  it('pushes open for a closed item and close for an open one, with the question the visitor read', () => {
    click('inner');
    expect(document.querySelector<HTMLDetailsElement>('#q1')!.open).toBe(true);
    click('s2');
    expect(window.dataLayer).toEqual([
      { event: 'accordion', action: 'open', label: '試乗の予約はできますか？' },
      { event: 'accordion', action: 'close', label: '支払総額とは何ですか？' },
    ]);
  });

  it('pushes what the OPEN ALL / CLOSE ALL button does, and nothing for the answers or other details', () => {
    click('all');
    document.getElementById('all')!.setAttribute('data-accordion-action', 'close');
    document.getElementById('all')!.textContent = 'すべて閉じる';
    click('all');
    click('answer');
    click('elsewhere');
    expect(window.dataLayer).toEqual([
      { event: 'accordion', action: 'open', label: 'すべて開く' },
      { event: 'accordion', action: 'close', label: 'すべて閉じる' },
    ]);
    expect(accordionClickEvent(null)).toBeNull();
  });
});

describe('model selection clicks', () => {
  const attributes = (model: string) =>
    Object.entries(modelSelectionAttributes(model))
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ');

  beforeEach(() => {
    document.body.innerHTML = `
      <div data-analytics="accordion">
        <a href="/stock?nameplate_name_in%5B%5D=defender_110" ${attributes('defender_110')} aria-label="ディフェンダー 110 D300 S の在庫車を探す" id="stock"><span id="inside">在庫車を探す</span></a>
        <details><summary id="summary">寸法</summary></details>
      </div>
      <a href="/models/range-rover" ${attributes('range_rover')} id="page">  詳しく
        見る </a>
      <a href="/models/discovery" data-analytics="model_selection" id="nomodel">ディスカバリー</a>
      <a href="/models/discovery" data-model="discovery" id="noarea">ディスカバリー</a>`;
  });

  it('pushes the model a visitor picked, named by the link’s accessible name, wherever inside the link the click lands', () => {
    click('inside');
    click('page');
    expect(window.dataLayer).toEqual([
      { event: 'model_selection', action: 'select', model: 'defender_110', label: 'ディフェンダー 110 D300 S の在庫車を探す' },
      { event: 'model_selection', action: 'select', model: 'range_rover', label: '詳しく 見る' },
    ]);
  });

  it('keeps accordion events apart and ignores links without both the mark and a model', () => {
    click('summary');
    click('nomodel');
    click('noarea');
    expect(window.dataLayer).toEqual([{ event: 'accordion', action: 'open', label: '寸法' }]);
    expect(modelSelectionClickEvent(null)).toBeNull();
    expect(modelSelectionClickEvent(window)).toBeNull();
  });

  it('leaves the label out when the link has no name', () => {
    document.body.innerHTML = `<a href="/models/defender" ${attributes('defender_110')} id="empty"><svg></svg></a>`;
    expect(modelSelectionClickEvent(document.getElementById('empty'))).toEqual({
      event: 'model_selection',
      action: 'select',
      model: 'defender_110',
    });
  });
});
