import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveImage } from '@/features/media/responsive-image.server';
import { listPublishedNews } from '@/features/news/news.server';
import { loadNewsList } from './load.server';

vi.mock('@/features/news/news.server', () => ({ listPublishedNews: vi.fn() }));
vi.mock('@/features/media/responsive-image.server', () => ({ resolveImage: vi.fn() }));

const list = vi.mocked(listPublishedNews);
const image = vi.mocked(resolveImage);
const at = new Date('2026-11-20T01:00:00Z');
const summary = { id: 4, slug: 'winter', title: '冬', summary: 's', imageId: 101327, imageAlt: '', publishedAt: at };

describe('loadNewsList', () => {
  beforeEach(() => {
    list.mockReset();
    image.mockReset();
  });

  it('asks for the page of ?currentPage and links each article', async () => {
    list.mockResolvedValue({ items: [summary, { ...summary, id: 5, slug: 'spring', imageId: null }], page: 2, pageCount: 2, total: 8 });
    image.mockResolvedValue({ kind: 'missing', alt: '', width: 900, height: 500 });
    const data = await loadNewsList({ index: 0, blockId: 1, searchParams: new URLSearchParams('currentPage=2'), pagePath: '/news' });
    expect(list).toHaveBeenCalledWith({ page: 2 });
    // No alt of its own: the media library's description is used.
    expect(image).toHaveBeenCalledWith({ id: 101327, alt: undefined }, 'standard');
    expect(data).toMatchObject({ kind: 'list', page: 2, pageCount: 2, path: '/news' });
    expect(data.kind === 'list' && data.items.map((i) => [i.href, i.image === null])).toEqual([
      ['/news/winter', false],
      ['/news/spring', true],
    ]);
  });

  it('reads a missing or broken page number as page 1 and the list path as /news', async () => {
    list.mockResolvedValue({ items: [], page: 1, pageCount: 1, total: 0 });
    const data = await loadNewsList({ index: 0, blockId: 1, searchParams: new URLSearchParams('currentPage=abc') });
    expect(list).toHaveBeenCalledWith({ page: 1 });
    expect(data).toMatchObject({ kind: 'list', path: '/news' });
  });

  it('gives the error state, not the block error, when the articles cannot be read', async () => {
    list.mockRejectedValue(new Error('connection terminated'));
    expect(await loadNewsList({ index: 0, blockId: 1 })).toEqual({ kind: 'error' });
  });
});
