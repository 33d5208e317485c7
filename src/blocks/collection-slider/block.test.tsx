import { describe, expect, it } from 'vitest';
import { carouselOf, expectWorksWithoutJavaScript } from '../carousel-kit/testing';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';

const maximal = Array.from({ length: 20 }, (_, i) => ({
  image: { id: 900 + i, alt: `コレクション${i + 1}` },
  title: `コレクション${i + 1}`,
  description: `説明${i + 1}`,
  url: `/collection/${i + 1}`,
  open_in_new_tab: i === 0,
  link_label: `見る${i + 1}`,
}));

describe('collection slider', () => {
  it('renders its default content: one collection item per slide', async () => {
    const section = await renderBlockSection('collection_slider');
    const carousel = carouselOf(section);
    expect(carousel.name).toBe('コレクション');
    expect(carousel.slideNames).toEqual([
      'レンジローバー コレクション（1 / 3）',
      'ディフェンダー コレクション（2 / 3）',
      'ディスカバリー コレクション（3 / 3）',
    ]);
    const slides = carousel.slides;
    expect(slides.map((s) => s.querySelector('h3')!.textContent)).toEqual([
      'レンジローバー コレクション',
      'ディフェンダー コレクション',
      'ディスカバリー コレクション',
    ]);
    expect(slides.map((s) => [s.querySelector('a')!.textContent, s.querySelector('a')!.getAttribute('href')])).toEqual([
      ['詳しく見る', '/collection/range-rover'],
      ['詳しく見る', '/collection/defender'],
      ['オンラインストアで見る（新しいタブで開きます）', 'https://shop.example.jp/discovery'],
    ]);
    expect(slides[0]!.querySelector('img')!.getAttribute('alt')).toBe('湖畔に停まるレンジローバー');
    expect(carousel.region.getAttribute('style')).toBe('--per-view-sm:1;--per-view-md:1;--per-view-lg:1');
    expectWorksWithoutJavaScript(section);
  });

  it('renders twenty items (its limit) with every field', async () => {
    const section = await renderBlockSection('collection_slider', { fields: { header_tag: 'h4' }, groups: maximal });
    const { slides } = carouselOf(section);
    expect(slides).toHaveLength(20);
    expect(slides.map((s) => s.querySelector('h5')!.textContent)).toEqual(maximal.map((m) => m.title));
    expect(slides.map((s) => s.querySelector('p')!.textContent)).toEqual(maximal.map((m) => m.description));
    expect(slides.map((s) => s.querySelector('a')!.getAttribute('target'))).toEqual(
      maximal.map((m) => (m.open_in_new_tab ? '_blank' : null)),
    );
  });

  it('refuses an unsafe URL and a twenty-first item on save', () => {
    expect(() => validateBlockContent('collection_slider', { field_groups: [{ ...maximal[0], url: '//evil.example' }] })).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ pointer: 'content.field_groups.0.url' })] }),
    );
    expect(() => validateBlockContent('collection_slider', { field_groups: [...maximal, maximal[0]] })).toThrow();
    expect(validateBlockContent('collection_slider', { field_groups: maximal }).field_groups).toHaveLength(20);
  });
});
