import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from './sanitize';

/** The HTML as a browser would parse it, in a fresh window. */
function render(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window;
}

describe('sanitizeEditorHtml', () => {
  it('keeps ordinary markup', () => {
    expect(sanitizeEditorHtml('<p class="x">こんにちは<strong>世界</strong></p>')).toBe('<p class="x">こんにちは<strong>世界</strong></p>');
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<svg onload="alert(1)"></svg>', ''],
    ['<iframe src="https://evil.example/"></iframe>', ''],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<style>body{display:none}</style>', ''],
  ])('removes dangerous content from %s', (input, expected) => {
    expect(sanitizeEditorHtml(input)).toBe(expected);
  });

  it('allows iframes only from listed hosts', () => {
    const html = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';
    expect(sanitizeEditorHtml(html, { iframeHosts: ['www.youtube.com'] })).toContain('youtube.com/embed/abc');
    expect(sanitizeEditorHtml(html, { iframeHosts: [] })).not.toContain('iframe src');
  });

  it('adds noopener to links opening a new window', () => {
    expect(sanitizeEditorHtml('<a href="https://a.example" target="_blank">a</a>')).toContain('rel="noopener noreferrer"');
  });

  it('keeps the video-modal marker on links and no other data attribute', () => {
    const html = '<a href="https://youtu.be/dQw4w9WgXcQ" data-video-modal="試乗動画" data-x="1" onclick="x()">動画</a>';
    expect(sanitizeEditorHtml(html)).toBe('<a href="https://youtu.be/dQw4w9WgXcQ" data-video-modal="試乗動画">動画</a>');
  });
});

describe('sanitizeEditorHtml against DOM clobbering', () => {
  // Each entry tries to shadow a global the page or its scripts read.
  const corpus: [string, string][] = [
    ['<span id="dataLayer">x</span>', 'dataLayer'],
    ['<div ID="dataLayer"></div>', 'dataLayer'],
    ['<p id="data&#76;ayer"></p>', 'dataLayer'],
    ['<a id="location" href="https://a.example">a</a>', 'location'],
    ['<a name="location">a</a>', 'location'],
    ['<section id="document"></section>', 'document'],
    ['<div id="top"></div>', 'top'],
    ['<img id="self" src="https://a.example/x.png">', 'self'],
    ['<img name="cookie" src="https://a.example/x.png">', 'cookie'],
    ['<form name="dataLayer"><input name="push"></form>', 'dataLayer'],
    ['<form id="forms"></form>', 'forms'],
    ['<embed id="gtag" src="https://a.example/x">', 'gtag'],
    ['<embed name="gtag" src="https://a.example/x">', 'gtag'],
    ['<object id="__NEXT_DATA__" data="https://a.example/x"></object>', '__NEXT_DATA__'],
    ['<object name="google_tag_manager"></object>', 'google_tag_manager'],
    ['<iframe name="dataLayer" src="https://www.youtube.com/embed/a"></iframe>', 'dataLayer'],
    ['<iframe id="dataLayer" src="https://www.youtube.com/embed/a"></iframe>', 'dataLayer'],
  ];

  it.each(corpus)('%s exposes no global named %s', (html, name) => {
    const clean = sanitizeEditorHtml(html, { iframeHosts: ['www.youtube.com'] });
    const window = render(clean);
    expect(window.document.querySelector(`[id="${name}"], [name="${name}"]`)).toBeNull();
    expect((window as unknown as Record<string, unknown>)[name] instanceof window.Element).toBe(false);
  });

  it('prefixes every id and anchor name it keeps', () => {
    const clean = sanitizeEditorHtml(
      '<h2 id="dataLayer">a</h2><a name="top">b</a><img id="location" src="https://a.example/x.png"><iframe id="v" src="https://www.youtube.com/embed/a"></iframe>',
      { iframeHosts: ['www.youtube.com'] },
    );
    const window = render(clean);
    const names = [...window.document.querySelectorAll('[id], [name]')].map((el) => el.getAttribute('id') ?? el.getAttribute('name'));
    expect(names).toEqual(['user-content-dataLayer', 'user-content-top', 'user-content-location', 'user-content-v']);
  });

  it('keeps window.dataLayer an array the page can push to', () => {
    const window = render(sanitizeEditorHtml('<span id="dataLayer">x</span>'));
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    expect(() => w.dataLayer!.push({ event: 'page_view' })).not.toThrow();
  });

  it('drops empty ids instead of keeping a bare prefix', () => {
    expect(sanitizeEditorHtml('<p id="  ">a</p>')).toBe('<p>a</p>');
  });

  it('does not prefix an id twice', () => {
    expect(sanitizeEditorHtml('<p id="user-content-a">a</p>')).toBe('<p id="user-content-a">a</p>');
  });
});

describe('sanitizeEditorHtml in-page links', () => {
  it('points links at the prefixed anchor whether it comes before or after the link', () => {
    const clean = sanitizeEditorHtml('<h2 id="spec">仕様</h2><a href="#spec">上</a><a href="#faq">下</a><a name="faq">FAQ</a>');
    expect(clean).toBe(
      '<h2 id="user-content-spec">仕様</h2><a href="#user-content-spec">上</a><a href="#user-content-faq">下</a><a name="user-content-faq">FAQ</a>',
    );
  });

  it('matches a percent-encoded fragment to its anchor', () => {
    const clean = sanitizeEditorHtml('<a href="#%E4%BB%95%E6%A7%98">仕様へ</a><h2 id="仕様">仕様</h2>');
    expect(clean).toContain('href="#user-content-%E4%BB%95%E6%A7%98"');
  });

  it('leaves links to anchors outside the HTML (block scroll ids) unchanged', () => {
    expect(sanitizeEditorHtml('<a href="#models">モデル</a>')).toBe('<a href="#models">モデル</a>');
  });

  it('does not point links at anchors the allow-list removed', () => {
    const clean = sanitizeEditorHtml('<a href="#gallery">ギャラリー</a><svg id="gallery"></svg>');
    expect(clean).toBe('<a href="#gallery">ギャラリー</a>');
  });
});
