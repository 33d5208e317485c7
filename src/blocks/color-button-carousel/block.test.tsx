import { describe, expect, it } from 'vitest';
import { carouselOf, expectWorksWithoutJavaScript } from '../carousel-kit/testing';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';

const maximal = Array.from({ length: 20 }, (_, i) => ({
  color_name: `カラー${i + 1}`,
  color_code: `#${(i * 12).toString(16).padStart(2, '0')}3344`,
  image: { id: 600 + i, alt: `カラー${i + 1}の車両` },
  description: `メタリック${i + 1}`,
}));

describe('color button carousel', () => {
  it('renders its default content: one image per colour, each named with its swatch', async () => {
    const section = await renderBlockSection('color_button_carousel');
    const carousel = carouselOf(section);
    expect(carousel.name).toBe('ボディカラー');
    expect(carousel.slideNames).toEqual([
      'ゴンドワナストーン（1 / 4）',
      'サントリーニブラック（2 / 4）',
      'カルパチアングレイ（3 / 4）',
      'フジホワイト（4 / 4）',
    ]);
    const first = carousel.slides[0]!;
    expect(first.querySelector('img')!.getAttribute('alt')).toBe('ゴンドワナストーンのディフェンダー 110');
    expect(first.querySelector('figcaption')!.textContent).toBe('ゴンドワナストーン');
    expect(first.querySelector('figcaption [aria-hidden="true"]')!.getAttribute('style')).toBe('background-color:#8C8466');
    expect(carousel.slides[2]!.querySelector('figcaption')!.textContent).toBe('カルパチアングレイプレミアムメタリック（オプション）');
    expectWorksWithoutJavaScript(section);
  });

  it('renders twenty colours (its limit)', async () => {
    const section = await renderBlockSection('color_button_carousel', { groups: maximal });
    const carousel = carouselOf(section);
    expect(carousel.slides).toHaveLength(20);
    expect(carousel.slides.map((s) => s.querySelector('img')!.getAttribute('alt'))).toEqual(maximal.map((c) => c.image.alt));
    expect(carousel.slides.map((s) => s.querySelector('figcaption [aria-hidden="true"]')!.getAttribute('style'))).toEqual(
      maximal.map((c) => `background-color:${c.color_code}`),
    );
  });

  it('refuses a colour code that is not #RRGGBB, in Japanese, and a twenty-first colour', () => {
    const content = { fields: {}, field_groups: [{ ...maximal[0], color_code: 'red' }] };
    expect(() => validateBlockContent('color_button_carousel', content)).toThrow(
      expect.objectContaining({
        errors: [
          { pointer: 'content.field_groups.0.color_code', detail: 'ボタンの色は #1A2B3C のように「#」と英数字6桁で入力してください。' },
        ],
      }),
    );
    const save = blockRegistry.color_button_carousel.schemas.save;
    expect(save.safeParse({ fields: {}, field_groups: maximal }).success).toBe(true);
    expect(save.safeParse({ fields: {}, field_groups: [...maximal, maximal[0]] }).success).toBe(false);
  });

  it('draws no swatch colour from a stored code that is not a colour', async () => {
    const section = await renderBlockSection('color_button_carousel', { groups: [{ ...maximal[0], color_code: 'url(x)' }] });
    expect(section.querySelector('figcaption [aria-hidden="true"]')!.hasAttribute('style')).toBe(false);
  });
});
