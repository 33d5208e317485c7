import { describe, expect, it } from 'vitest';
import { carouselOf, expectWorksWithoutJavaScript } from '../carousel-kit/testing';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import styles from './quote-slider.module.css';

const maximal = Array.from({ length: 10 }, (_, i) => ({
  quote: `引用文${i + 1}。\n二行目。`,
  author: `発言者${i + 1}`,
  author_position: `肩書き${i + 1}`,
  alignment: (['left', 'center', 'right'] as const)[i % 3],
  justify_text: i % 2 === 0,
}));

describe('quote slider', () => {
  it('renders its default content: a named carousel of quotes with their authors', async () => {
    const section = await renderBlockSection('quote_slider');
    const carousel = carouselOf(section);
    expect(section.querySelector('h2')!.textContent).toBe('オーナーの声');
    expect(carousel.name).toBe('オーナーの声');
    expect(carousel.slideNames).toEqual(['佐藤 健一 様（1 / 3）', '高橋 美咲 様（2 / 3）', '田中 大輔 様（3 / 3）']);
    const first = carousel.slides[0]!;
    expect(first.querySelector('blockquote p')!.textContent).toBe(
      '雪の峠道でも、家族を乗せて不安なく走れる。この安心感は、ほかの車では得られませんでした。',
    );
    expect([...first.querySelectorAll('figcaption span')].map((s) => s.textContent)).toEqual([
      '佐藤 健一 様',
      'ディフェンダー 110 オーナー（北海道）',
    ]);
    expect(first.querySelector('figure')!.className).toContain(styles.center);
    expect(section.className).toContain('light-theme');
    expectWorksWithoutJavaScript(section);
  });

  it('renders ten quotes (its limit) with each alignment and justification', async () => {
    const section = await renderBlockSection('quote_slider', { fields: { autoplay: true, slide_duration: 8000 }, groups: maximal });
    const { slides } = carouselOf(section);
    expect(slides).toHaveLength(10);
    expect(slides.map((s) => s.querySelector('blockquote')!.textContent)).toEqual(maximal.map((q) => q.quote));
    const figures = slides.map((s) => s.querySelector('figure')!.className.split(' '));
    const has = (classes: string[], name: string) => classes.includes(styles[name]!);
    expect(figures.slice(0, 3).map((c) => [has(c, 'left'), has(c, 'center'), has(c, 'right')])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
    expect(figures.map((c) => has(c, 'justify'))).toEqual(maximal.map((q) => q.justify_text));
    expectWorksWithoutJavaScript(section);
  });

  it('names a quote without an author by its number and shows no empty caption', async () => {
    const section = await renderBlockSection('quote_slider', {
      fields: { title: '' },
      groups: [{ quote: '最高の一台。' }, { quote: '静か。' }],
    });
    const carousel = carouselOf(section);
    expect(carousel.slideNames).toEqual(['引用 1（1 / 2）', '引用 2（2 / 2）']);
    expect(carousel.name).toBe('スライドショー');
    expect(section.querySelector('figcaption')).toBeNull();
    expect(section.querySelector('h2')).toBeNull();
  });

  it('refuses more than ten quotes, an empty quote and an unknown alignment on save', () => {
    const save = blockRegistry.quote_slider.schemas.save;
    expect(save.safeParse({ fields: {}, field_groups: maximal }).success).toBe(true);
    expect(save.safeParse({ fields: {}, field_groups: [...maximal, maximal[0]] }).success).toBe(false);
    expect(save.safeParse({ fields: {}, field_groups: [{ quote: ' ' }] }).success).toBe(false);
    expect(save.safeParse({ fields: {}, field_groups: [{ quote: 'a', alignment: 'justify' }] }).success).toBe(false);
    expect(save.parse({ fields: {}, field_groups: [] }).fields).toMatchObject({ autoplay: false, slide_duration: 6000 });
  });
});
