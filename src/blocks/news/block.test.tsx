import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlockSection, testImage } from '../test-rendering';
import { loadNewsList, type NewsCard, type NewsListData } from './load.server';

vi.mock('./load.server', () => ({ loadNewsList: vi.fn() }));

const load = vi.mocked(loadNewsList);

const card = (id: number, day: number, image = false): NewsCard => ({
  id,
  href: `/news/article-${id}`,
  title: `記事${id}`,
  summary: `記事${id}の概要`,
  publishedAt: new Date(`2026-11-${String(day).padStart(2, '0')}T01:00:00Z`),
  image: image ? testImage(101302, 'レンジローバー', 'standard') : null,
});

const list = (overrides: Partial<Extract<NewsListData, { kind: 'list' }>> = {}): NewsListData => ({
  kind: 'list',
  items: [card(1, 20, true), card(2, 6)],
  page: 1,
  pageCount: 2,
  path: '/news',
  ...overrides,
});

const texts = (section: HTMLElement, selector: string) => [...section.querySelectorAll(selector)].map((el) => el.textContent?.trim());

describe('news block', () => {
  beforeEach(() => load.mockReset());

  it('renders its default content: title, cards with Japanese dates, read-more links and the pages', async () => {
    load.mockResolvedValue(list());
    const section = await renderBlockSection('news');
    expect(section.querySelector('h2')!.textContent).toBe('ニュース');
    expect(texts(section, 'article time')).toEqual(['2026年11月20日', '2026年11月6日']);
    expect(section.querySelector('article time')!.getAttribute('datetime')).toBe('2026-11-20');
    const titles = [...section.querySelectorAll('article h3 a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(titles).toEqual([
      ['記事1', '/news/article-1'],
      ['記事2', '/news/article-2'],
    ]);
    const more = section.querySelector('article a[aria-label]')!;
    expect([more.textContent, more.getAttribute('aria-label')]).toEqual(['続きを読む →', '続きを読む：記事1']);
    expect(section.querySelector('article img')!.getAttribute('src')).toBe('/media/101302-test/standard-1024.jpg');
    // Cards are light on the default white block (background_color).
    expect(section.querySelector('article')!.className).toContain('light-theme');
    const pages = section.querySelector('nav[aria-label="ニュースのページ送り"]')!;
    expect(pages.textContent).toContain('1 / 2ページ');
    expect(pages.querySelector('a[rel="prev"]')).toBeNull();
    expect(pages.querySelector('a[rel="next"]')!.getAttribute('href')).toBe('/news?currentPage=2');
  });

  it('links page 2 back to the list and reads the page from the query', async () => {
    load.mockResolvedValue(list({ page: 2, items: [card(7, 1)] }));
    const searchParams = new URLSearchParams('currentPage=2');
    const section = await renderBlockSection('news', { searchParams });
    const pages = section.querySelector('nav')!;
    expect(pages.querySelector('a[rel="prev"]')!.getAttribute('href')).toBe('/news');
    expect(pages.querySelector('a[rel="next"]')).toBeNull();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ searchParams, pagePath: '/test' }));
  });

  it('has no page links when everything fits on one page', async () => {
    load.mockResolvedValue(list({ pageCount: 1 }));
    expect((await renderBlockSection('news')).querySelector('nav')).toBeNull();
  });

  it('uses the editor’s texts, date format and card colour', async () => {
    load.mockResolvedValue(list());
    const section = await renderBlockSection('news', {
      fields: {
        read_more_label: 'Read more',
        pagination_text: 'of %',
        date_locale: 'en-GB',
        background_color: 'dark-theme',
        title: '',
      },
    });
    expect(section.querySelector('h2')!.textContent).toBe('記事1');
    expect(texts(section, 'article time')[0]).toBe('20 November 2026');
    expect(section.querySelector('article a[aria-label]')!.getAttribute('aria-label')).toBe('Read more：記事1');
    expect(section.querySelector('nav')!.textContent).toContain('1 of 2');
    expect(section.querySelector('article')!.className).toContain('dark-theme');
  });

  it('says so in Japanese when there are no articles, or in the editor’s words', async () => {
    load.mockResolvedValue(list({ items: [], pageCount: 1 }));
    const section = await renderBlockSection('news');
    expect(section.querySelector('[role="status"]')!.textContent).toBe('該当するニュースはありませんニュースが見つかりませんでした。');
    const own = await renderBlockSection('news', { fields: { no_results_heading: '準備中', no_results_message: 'まもなく公開します。' } });
    expect(texts(own, '[role="status"] p')).toEqual(['準備中', 'まもなく公開します。']);
  });

  it('shows its own error texts when the articles cannot be read', async () => {
    load.mockResolvedValue({ kind: 'error' });
    const section = await renderBlockSection('news');
    expect(texts(section, '[role="alert"] p')).toEqual([
      '問題が発生しました',
      '技術的な問題が発生しました。ページを再読み込みして、もう一度お試しください。',
    ]);
    const own = await renderBlockSection('news', { fields: { error_heading: 'エラー', error_message: '後ほどお試しください。' } });
    expect(texts(own, '[role="alert"] p')).toEqual(['エラー', '後ほどお試しください。']);
  });
});
