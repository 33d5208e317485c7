import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCollectionFeed, type CollectionFeed } from '@/features/collections/collection-feed.server';
import type { CollectionItem } from '@/features/collections/collection-item';
import { carouselOf, expectWorksWithoutJavaScript } from '../carousel-kit/testing';
import { renderBlockSection } from '../test-rendering';
import { feedRuns } from './feed-runs';
import styles from './collection-slider-feed.module.css';

vi.mock('@/features/collections/collection-feed.server', () => ({ loadCollectionFeed: vi.fn() }));
const load = vi.mocked(loadCollectionFeed);

const item = (n: number, extra: Partial<CollectionItem> = {}): CollectionItem => ({
  id: `item-${n}`,
  title: `アイテム${n}`,
  description: `説明${n}`,
  imageUrl: `https://cdn.example.jp/items/${n}.jpg`,
  url: n % 2 ? `/collection/item-${n}` : `https://shop.example.jp/items/${n}`,
  ...extra,
});

const feed = (items: CollectionItem[]): CollectionFeed => ({ status: 'ok', items });

/** Every carousel of the block, as assistive technology reads it: its name and its cards. */
function carouselsOf(section: HTMLElement) {
  return [...section.querySelectorAll<HTMLElement>('[role="region"][aria-roledescription="カルーセル"]')].map((region) => {
    const labelledBy = region.getAttribute('aria-labelledby');
    return {
      region,
      name: labelledBy ? section.querySelector(`#${labelledBy}`)!.textContent : region.getAttribute('aria-label'),
      cards: [...region.querySelectorAll('article')],
    };
  });
}

describe('collection slider feed', () => {
  beforeEach(() => load.mockReset());

  it('renders its default content: the feed’s items under their categories, as linked cards with a price', async () => {
    load.mockResolvedValue(
      feed([
        item(1, { group: 'バッグ', priceJpy: 12100 }),
        item(2, { group: 'アパレル' }),
        item(3, { group: 'バッグ', description: '' }),
        item(4),
      ]),
    );
    const section = await renderBlockSection('collection_slider_feed');
    // The block's fields are what the feed is asked for.
    expect(load).toHaveBeenCalledWith({ lang: 'en', market: 'jp', collection: 'lifestyle', limit: 10, grouped: true });
    expect(section.querySelector('h2')!.textContent).toBe('ライフスタイル コレクション');
    const carousels = carouselsOf(section);
    expect(carousels.map((c) => c.name)).toEqual(['バッグ', 'アパレル', 'その他']);
    expect([...section.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['バッグ', 'アパレル', 'その他']);
    expect(carousels.map((c) => c.cards.map((card) => card.querySelector('h4')!.textContent))).toEqual([
      ['アイテム1', 'アイテム3'],
      ['アイテム2（外部サイト）'],
      ['アイテム4（外部サイト）'],
    ]);
    const [bag, , other] = carousels;
    const first = bag!.cards[0]!;
    // One link per card, its title: the card is one tab stop.
    expect([...first.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['/collection/item-1', null],
    ]);
    expect(other!.cards[0]!.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer');
    const image = first.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      'https://cdn.example.jp/items/1.jpg',
      'アイテム1',
      '420',
      '495',
    ]);
    expect([...section.querySelectorAll('article img')].map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    expect([...first.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['説明1', '12,100円（税込）']);
    expect([...bag!.cards[1]!.querySelectorAll('p')]).toEqual([]);
    expect(carouselOf(section).slideNames).toEqual(['アイテム1（1 / 2）', 'アイテム3（2 / 2）']);
    // English (the spec's default) is what the feed is asked for, not a claim about its answer: no language is marked.
    expect(first.hasAttribute('lang') || first.hasAttribute('dir')).toBe(false);
    expect(carousels.map((c) => c.region.className.includes(styles.withoutPagination!))).toEqual([false, false, false]);
    expect(new Set(carousels.map((c) => c.region.id)).size).toBe(3);
    for (const { region } of carousels) expect(region.querySelectorAll('button')).toHaveLength(0);
    expectWorksWithoutJavaScript(section);
  });

  it('renders one carousel without category headings when it does not group', async () => {
    load.mockResolvedValue(feed([item(1, { group: 'バッグ' }), item(2, { group: 'アパレル' })]));
    const section = await renderBlockSection('collection_slider_feed', { fields: { grouped: false, show_pagination: false } });
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ grouped: false }));
    const carousels = carouselsOf(section);
    expect(carousels.map((c) => c.name)).toEqual(['ライフスタイル コレクション']);
    expect([...section.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['アイテム1', 'アイテム2（外部サイト）']);
    expect(carousels[0]!.region.className).toContain(styles.withoutPagination);
  });

  it('renders its maximal content: ten Arabic items read right to left, our own words still marked Japanese', async () => {
    const groups = ['حقائب', 'ملابس'];
    load.mockResolvedValue(
      feed(Array.from({ length: 10 }, (_, i) => item(i + 1, { title: `منتج ${i + 1}`, group: groups[i % 2], priceJpy: 1000 * (i + 1) }))),
    );
    const section = await renderBlockSection('collection_slider_feed', {
      index: 3,
      fields: {
        block_scroll_id: 'goods',
        title: 'アクセサリー',
        header_tag: 'h3',
        header_size: 'xl',
        lang: 'ar',
        market: 'ae',
        collection: 'accessories',
        limit: 10,
        grouped: true,
        show_pagination: false,
        theme: 'dark-theme',
        border_grid_class: 'border-top',
        padding_grid_class: 'y-space-0',
        header_font: 'secondary',
      },
    });
    expect(load).toHaveBeenCalledWith({ lang: 'ar', market: 'ae', collection: 'accessories', limit: 10, grouped: true });
    expect(section.id).toBe('goods');
    expect(section.className).toBe('block dark-theme border-top y-space-0 header-font-secondary');
    expect(section.querySelector('h3')!.textContent).toBe('アクセサリー');
    const headings = [...section.querySelectorAll('h4')];
    expect(headings.map((h) => h.textContent)).toEqual(groups);
    expect(headings.map((h) => [h.querySelector('span')!.getAttribute('lang'), h.querySelector('span')!.getAttribute('dir')])).toEqual([
      ['ar', 'rtl'],
      ['ar', 'rtl'],
    ]);
    const cards = [...section.querySelectorAll('article')];
    expect(cards).toHaveLength(10);
    expect(cards.map((c) => [c.getAttribute('lang'), c.getAttribute('dir')])).toEqual(Array(10).fill(['ar', 'rtl']));
    expect(cards.map((c) => c.querySelector('h5')!.textContent)).toEqual(
      [1, 3, 5, 7, 9, 2, 4, 6, 8, 10].map((n) => `منتج ${n}${n % 2 ? '' : '（外部サイト）'}`),
    );
    // Only our own words are marked Japanese: the price, and the note of a link to another site.
    expect(cards.map((c) => [...c.querySelectorAll('[lang="ja"]')].map((e) => e.textContent))).toEqual(
      [1, 3, 5, 7, 9, 2, 4, 6, 8, 10].map((n) => [...(n % 2 ? [] : ['（外部サイト）']), `${n},000円（税込）`]),
    );
    // Below the first two blocks nothing is loaded eagerly.
    expect(cards.every((c) => c.querySelector('img')!.getAttribute('loading') === 'lazy')).toBe(true);
    expect(carouselsOf(section).every((c) => c.region.className.includes(styles.withoutPagination!))).toBe(true);
  });

  it('caps the limit the feed is asked for at whole items', async () => {
    load.mockResolvedValue(feed([item(1)]));
    await renderBlockSection('collection_slider_feed', { fields: { limit: 3.7 } });
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ limit: 3 }));
  });

  it.each([
    [{ status: 'unconfigured' } as const, 'unconfigured', '設定 collections.feed_url'],
    [{ status: 'unavailable' } as const, 'unavailable', '読み込めなかった'],
    [feed([]), 'empty', '表示できる商品がない'],
  ])('shows visitors nothing, and the editor’s preview why, when the feed is %j', async (data, reason, words) => {
    load.mockResolvedValue(data);
    const section = await renderBlockSection('collection_slider_feed');
    expect(section.querySelector('[data-block-error]')).toBeNull();
    expect(section.querySelector('[role="region"]')).toBeNull();
    expect(section.querySelector('h2')).toBeNull();
    const note = section.querySelector(':scope > p')!;
    expect(note.hasAttribute('hidden')).toBe(true);
    expect(note.className).toBe(styles.unavailable);
    expect(note.getAttribute('data-collection-feed')).toBe(reason);
    expect(note.textContent).toContain(words);
  });
});

describe('feedRuns', () => {
  it('groups by category in the feed’s order, the uncategorised last', () => {
    const runs = feedRuns([item(1), item(2, { group: 'B' }), item(3, { group: 'A' }), item(4, { group: 'B' })], true, 'その他');
    expect(runs.map((r) => [r.name, r.fromFeed, r.items.map((i) => i.id)])).toEqual([
      ['B', true, ['item-2', 'item-4']],
      ['A', true, ['item-3']],
      ['その他', false, ['item-1']],
    ]);
  });

  it('makes one run without a heading when not grouping, or when the feed names no category', () => {
    const items = [item(1, { group: 'B' }), item(2)];
    expect(feedRuns(items, false, 'その他')).toEqual([{ name: null, fromFeed: false, items }]);
    expect(feedRuns([item(1), item(2)], true, 'その他')).toEqual([{ name: null, fromFeed: false, items: [item(1), item(2)] }]);
  });

  it('puts the uncategorised into a feed category of the same name rather than repeating the heading', () => {
    const runs = feedRuns([item(1, { group: 'その他' }), item(2)], true, 'その他');
    expect(runs.map((r) => [r.name, r.items.map((i) => i.id)])).toEqual([['その他', ['item-1', 'item-2']]]);
  });
});
