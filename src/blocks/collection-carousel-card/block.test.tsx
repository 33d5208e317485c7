import { describe, expect, it } from 'vitest';
import { carouselOf, expectWorksWithoutJavaScript } from '../carousel-kit/testing';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';

const maximal = Array.from({ length: 20 }, (_, i) => ({
  image: { id: 800 + i, alt: `アイテム${i + 1}の写真` },
  url: i % 2 ? `https://shop.example.jp/item-${i + 1}` : `collection/item-${i + 1}`,
  open_in_new_tab: i % 4 === 1,
  title: `アイテム${i + 1}`,
  description: `説明${i + 1}`,
}));

describe('collection carousel card', () => {
  it('renders its default content: portrait cards whose titles are their links', async () => {
    const section = await renderBlockSection('collection_carousel_card');
    const carousel = carouselOf(section);
    expect(carousel.name).toBe('ライフスタイル コレクション');
    const cards = carousel.slides.map((s) => s.querySelector('article')!);
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual([
      'トラベル',
      'アウトドア',
      'ヘリテージ（新しいタブで開きます）',
      'キッズ',
    ]);
    expect(cards.map((c) => c.querySelector('h3 a')!.getAttribute('href'))).toEqual([
      '/collection/travel',
      '/collection/outdoor',
      'https://shop.example.jp/heritage',
      '/collection/kids',
    ]);
    // One link per card: the card is one tab stop.
    expect(cards.map((c) => c.querySelectorAll('a').length)).toEqual([1, 1, 1, 1]);
    expect(cards[2]!.querySelector('a')!.getAttribute('target')).toBe('_blank');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/media/101302-test/collection-1024.jpg');
    expect(cards[0]!.querySelector('p')!.textContent).toBe('上質なレザーで仕立てた、週末の旅のためのバッグ。');
    expect(carousel.slideNames[0]).toBe('トラベル（1 / 4）');
    expectWorksWithoutJavaScript(section);
  });

  it('renders twenty cards (its limit): internal paths made absolute, external ones marked', async () => {
    const section = await renderBlockSection('collection_carousel_card', { fields: { title: '' }, groups: maximal });
    const carousel = carouselOf(section);
    expect(carousel.slides).toHaveLength(20);
    // Without a block title the cards' titles take the block's heading level.
    expect(section.querySelectorAll('h2')).toHaveLength(20);
    const links = [...section.querySelectorAll('article a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(maximal.map((c) => (c.url.startsWith('https') ? c.url : `/${c.url}`)));
    expect(links.map((a) => a.getAttribute('target'))).toEqual(maximal.map((c) => (c.open_in_new_tab ? '_blank' : null)));
    expect(links[1]!.textContent).toBe('アイテム2（新しいタブで開きます）');
    expect(links[3]!.textContent).toBe('アイテム4（外部サイト）');
    expect([...section.querySelectorAll('article img')].map((i) => i.getAttribute('alt'))).toEqual(maximal.map((c) => c.image.alt));
  });

  it('draws a card without a URL as a plain title', async () => {
    const section = await renderBlockSection('collection_carousel_card', { groups: [{ image: { id: 1 }, title: 'リンクなし' }] });
    expect(section.querySelector('h3')!.textContent).toBe('リンクなし');
    expect(section.querySelector('article a')).toBeNull();
  });

  it('refuses an unsafe URL with its pointer and a twenty-first card on save', () => {
    const bad = { fields: {}, field_groups: [maximal[0], { ...maximal[1], url: 'javascript:alert(1)' }] };
    expect(() => validateBlockContent('collection_carousel_card', bad)).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ pointer: 'content.field_groups.1.url' })] }),
    );
    expect(() => validateBlockContent('collection_carousel_card', { fields: {}, field_groups: [...maximal, maximal[0]] })).toThrow();
    expect(validateBlockContent('collection_carousel_card', { fields: {}, field_groups: maximal }).field_groups).toHaveLength(20);
  });
});
