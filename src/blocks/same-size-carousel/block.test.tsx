import { describe, expect, it } from 'vitest';
import paragraphStyles from '@/ui/paragraph.module.css';
import { carouselOf, expectWorksWithoutJavaScript } from '../carousel-kit/testing';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';

const maximal = Array.from({ length: 20 }, (_, i) => ({
  image: { id: 500 + i, alt: `写真${i + 1}` },
  title: `カード${i + 1}`,
  paragraph: `説明${i + 1}`,
  link: { type: 'internal', url: `/page-${i + 1}`, label: `リンク${i + 1}`, button_type: 'secondary', size: 'medium', target: '_self' },
}));

describe('same-size carousel', () => {
  it('renders its default content: heading, intro and four cards with image, title, text and link', async () => {
    const section = await renderBlockSection('same_size_carousel');
    const carousel = carouselOf(section);
    expect(carousel.name).toBe('オーナーシップ');
    expect(section.querySelector('p')!.textContent).toBe('ご購入後も、専門スタッフが快適なカーライフを支えます。');
    const cards = carousel.slides.map((s) => s.querySelector('article')!);
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual([
      'メンテナンスプログラム',
      'ロードサイドアシスタンス',
      '延長保証',
      'コネクテッドサービス',
    ]);
    expect(cards[0]!.querySelector('img')!.getAttribute('alt')).toBe('サービス工場で点検を受けるSUV');
    const link = cards[0]!.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual(['詳しく見る', '/ownership/maintenance']);
    expect(carousel.region.getAttribute('style')).toBe('--per-view-sm:1.15;--per-view-md:2.2;--per-view-lg:3');
    expectWorksWithoutJavaScript(section);
  });

  it('renders twenty cards (its limit), four in view, each with its own image and link', async () => {
    const section = await renderBlockSection('same_size_carousel', {
      fields: { items_per_view: '4', paragraph_size: 'l', header_tag: 'h3', title: '特集' },
      groups: maximal,
    });
    const carousel = carouselOf(section);
    expect(carousel.slides).toHaveLength(20);
    expect(carousel.slideNames[19]).toBe('カード20（20 / 20）');
    expect(carousel.region.getAttribute('style')).toContain('--per-view-lg:4');
    // Card titles sit one level below the block's heading.
    expect(section.querySelectorAll('h4')).toHaveLength(20);
    expect(section.querySelector('p')!.className).toContain(paragraphStyles['size-l']);
    expect([...section.querySelectorAll('article a')].map((a) => a.getAttribute('href'))).toEqual(maximal.map((c) => c.link.url));
    expect([...section.querySelectorAll('article img')].map((img) => img.getAttribute('alt'))).toEqual(maximal.map((c) => c.image.alt));
  });

  it('refuses a twenty-first card and a card without an image on save', () => {
    const save = blockRegistry.same_size_carousel.schemas.save;
    expect(save.safeParse({ fields: {}, field_groups: maximal }).success).toBe(true);
    expect(save.safeParse({ fields: {}, field_groups: [...maximal, maximal[0]] }).success).toBe(false);
    expect(save.safeParse({ fields: {}, field_groups: [{ title: '画像なし' }] }).success).toBe(false);
  });
});
