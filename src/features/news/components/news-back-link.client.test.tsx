// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitedNewsPagesKey } from '../visited-news-page';
import { NewsBackLink } from './news-back-link.client';
import { RememberNewsPage } from './remember-news-page.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

async function render(element: React.ReactElement) {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(element));
}

const backLink = () => document.querySelector<HTMLAnchorElement>('a[data-news-back]')!;

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the list remembers its page and the article links back to it', () => {
  it('stores path and page under visitedNewsPages', async () => {
    await render(createElement(RememberNewsPage, { path: '/news', page: 2 }));
    expect(JSON.parse(sessionStorage.getItem(visitedNewsPagesKey)!)).toEqual({ path: '/news', page: 2 });
  });

  it('points the back link at the remembered page with currentPage', async () => {
    await render(createElement(RememberNewsPage, { path: '/news', page: 2 }));
    await render(createElement(NewsBackLink, { href: '/news', label: 'ニュース一覧に戻る' }));
    expect(backLink().getAttribute('href')).toBe('/news?currentPage=2');
    expect(backLink().textContent).toContain('ニュース一覧に戻る');
  });

  it('keeps the list’s first page when nothing (or nothing usable) is remembered', async () => {
    await render(createElement(NewsBackLink, { href: '/news', label: '戻る' }));
    expect(backLink().getAttribute('href')).toBe('/news');
    await act(async () => root?.unmount());
    sessionStorage.setItem(visitedNewsPagesKey, '{"path":"https://evil.example","page":2}');
    await render(createElement(NewsBackLink, { href: '/news', label: '戻る' }));
    expect(backLink().getAttribute('href')).toBe('/news');
  });

  it('works when the browser refuses storage', async () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(refusing as unknown as Storage);
    await render(createElement(RememberNewsPage, { path: '/news', page: 3 }));
    await render(createElement(NewsBackLink, { href: '/news', label: '戻る' }));
    expect(backLink().getAttribute('href')).toBe('/news');
  });
});
