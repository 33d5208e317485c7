import { describe, expect, it } from 'vitest';
import { collectionLimit, readCollectionFeed } from './collection-item';

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `item-${n}`,
  title: `Leather bag ${n}`,
  description: `Description ${n}`,
  image_url: `https://cdn.example.jp/items/${n}.jpg`,
  url: `https://shop.example.jp/items/${n}`,
  ...extra,
});

describe('readCollectionFeed', () => {
  it('reads the items of { data: [...] } in order, with their optional category and price', () => {
    const reading = readCollectionFeed({
      data: [item(1, { group: ' Bags ', price_jpy: 12100 }), item(2, { id: 7, url: '/collection/item-2', description: undefined })],
    });
    expect(reading).toEqual({
      ok: true,
      dropped: 0,
      items: [
        {
          id: 'item-1',
          title: 'Leather bag 1',
          description: 'Description 1',
          imageUrl: 'https://cdn.example.jp/items/1.jpg',
          url: 'https://shop.example.jp/items/1',
          group: 'Bags',
          priceJpy: 12100,
        },
        {
          id: '7',
          title: 'Leather bag 2',
          description: '',
          imageUrl: 'https://cdn.example.jp/items/2.jpg',
          url: '/collection/item-2',
        },
      ],
    });
  });

  it.each([
    ['no id', { id: undefined }],
    ['an empty title', { title: '  ' }],
    ['a title too long', { title: 'x'.repeat(201) }],
    ['an http image (mixed content)', { image_url: 'http://cdn.example.jp/1.jpg' }],
    ['an image that is not a URL', { image_url: '/images/1.jpg' }],
    ['a javascript: link', { url: 'javascript:alert(1)' }],
    ['a protocol-relative link', { url: '//evil.example/x' }],
    ['an http link', { url: 'http://shop.example.jp/x' }],
    ['a link that is a bare word', { url: 'items/1' }],
  ])('drops an item with %s', (_, change) => {
    const reading = readCollectionFeed({ data: [item(1, change), item(2)] });
    expect(reading.ok && reading.items.map((i) => i.id)).toEqual(['item-2']);
    expect(reading.ok && reading.dropped).toBe(1);
  });

  it('drops repeated ids and items that are no objects', () => {
    const reading = readCollectionFeed({ data: [item(1), 'item', null, item(1, { title: 'Again' }), item(2)] });
    expect(reading.ok && reading.items.map((i) => [i.id, i.title])).toEqual([
      ['item-1', 'Leather bag 1'],
      ['item-2', 'Leather bag 2'],
    ]);
    expect(reading.ok && reading.dropped).toBe(3);
  });

  it('keeps an item whose optional values do not fit, without them', () => {
    const reading = readCollectionFeed({
      data: [item(1, { price_jpy: '12,100円', group: 42 }), item(2, { price_jpy: 99.5, group: null }), item(3, { price_jpy: 0 })],
    });
    expect(reading.ok && reading.items.map((i) => [i.id, i.priceJpy, i.group])).toEqual([
      ['item-1', undefined, undefined],
      ['item-2', undefined, undefined],
      ['item-3', undefined, undefined],
    ]);
  });

  it(`keeps at most ${collectionLimit} items (blocks.md §9)`, () => {
    const reading = readCollectionFeed({ data: Array.from({ length: 25 }, (_, i) => item(i + 1)) });
    expect(reading.ok && reading.items.map((i) => i.id)).toEqual(Array.from({ length: 10 }, (_, i) => `item-${i + 1}`));
  });

  it.each([[[item(1)]], [{ items: [item(1)] }], [{ data: 'none' }], ['text'], [null]])('refuses an answer shaped %j', (body) => {
    expect(readCollectionFeed(body)).toEqual({ ok: false, problem: 'expected an object with a "data" array' });
  });

  it('answers an empty list as no items, not as a failure', () => {
    expect(readCollectionFeed({ data: [] })).toEqual({ ok: true, items: [], dropped: 0 });
  });
});
