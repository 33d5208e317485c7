import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';

const link = (n: number) => ({
  type: 'internal',
  url: `/p/${n}`,
  label: `ボタン${n}`,
  target: '_self',
  button_type: 'primary',
  size: 'medium',
});

/** The Japanese messages a save refuses `fields` with, by pointer. */
function refusal(fields: Record<string, unknown>): Record<string, string> {
  try {
    validateBlockContent('exterior_360', { fields });
  } catch (error) {
    return Object.fromEntries((error as AppError).errors!.map((e) => [e.pointer, e.detail]));
  }
  return {};
}

describe('exterior 360', () => {
  it('renders its default content: heading, text and the first demo frame with its alt text, no dead buttons', async () => {
    const section = await renderBlockSection('exterior_360');
    expect(section.querySelector('h2')!.textContent).toBe('360°で見る、そのスタイル');
    expect(section.querySelector('p')!.textContent).toContain('ドラッグ、または矢印キー');
    const images = section.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe('/demo/360/exterior-01.svg');
    expect(images[0]!.getAttribute('alt')).toBe('グリーンのSUVの外観（デモ用のイラスト）');
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(section.querySelector('[data-view-360="exterior"]')!.getAttribute('data-frame')).toBe('1');
    // The overlay button comes with the island; without JavaScript there is nothing to press.
    expect(section.querySelectorAll('button')).toHaveLength(0);
    expect(section.querySelector('[role="slider"]')).toBeNull();
  });

  it('renders the maximal content: every field filled, starting on the chosen frame of a studio sequence', async () => {
    const fields = {
      title: 'ディフェンダー 110',
      header_tag: 'h3',
      paragraph: '本文',
      frames_url: 'https://cdn.example.jp/defender/{frame:3}.jpg',
      frames_count: 72,
      start_frame: 10,
      image_alt: 'ゴンドワナ・ストーンのディフェンダー 110',
      buttons: [link(1), link(2)],
    };
    const section = await renderBlockSection('exterior_360', { fields, index: 3 });
    expect(section.querySelector('h3')!.textContent).toBe('ディフェンダー 110');
    const image = section.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example.jp/defender/010.jpg');
    expect(image.getAttribute('alt')).toBe('ゴンドワナ・ストーンのディフェンダー 110');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([...section.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['ボタン1', 'ボタン2']);
    expect(validateBlockContent('exterior_360', { fields }).fields.frames_count).toBe(72);
  });

  it('refuses frames it could not show, in Japanese at the field', () => {
    const base = { frames_url: '/360/{frame}.jpg', image_alt: '外観' };
    expect(refusal(base)).toEqual({});
    expect(refusal({ ...base, frames_url: '/360/car.jpg' })).toEqual({
      'content.fields.frames_url':
        '外観の画像のアドレスには、コマ番号が入る位置に {frame}（ゼロ埋めする場合は {frame:2} など）を1か所だけ入れてください。',
    });
    for (const frames_url of ['http://cdn.example.jp/{frame}.jpg', '//cdn.example.jp/{frame}.jpg', 'javascript:alert({frame})']) {
      expect(refusal({ ...base, frames_url })).toEqual({
        'content.fields.frames_url': '外観の画像のアドレスは「https://」で始まるURL、または「/」で始まるサイト内のパスで入力してください。',
      });
    }
    expect(refusal({ ...base, frames_count: 24, start_frame: 25 })).toEqual({
      'content.fields.start_frame': '最初に表示するコマは、コマ数（24）以下の番号にしてください。',
    });
    expect(Object.keys(refusal({ ...base, frames_count: 121 }))).toEqual(['content.fields.frames_count']);
    expect(Object.keys(refusal({ frames_url: base.frames_url }))).toEqual(['content.fields.image_alt']);
  });

  it('leaves the picture out for an address saved before the rules, keeping the rest', async () => {
    const section = await renderBlockSection('exterior_360', { fields: { frames_url: 'javascript:{frame}' } });
    expect(section.querySelector('h2')!.textContent).toBe('360°で見る、そのスタイル');
    expect(section.querySelector('img')).toBeNull();
    expect(blockRegistry.exterior_360.schemas.render.safeParse({ fields: { frames_url: '/x.jpg', image_alt: 'a' } }).success).toBe(true);
  });
});
