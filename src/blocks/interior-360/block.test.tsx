import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
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
const trackPosition = (section: HTMLElement) => section.querySelector<HTMLElement>('[style]')!.getAttribute('style');

describe('interior 360', () => {
  it('renders its default content: heading, text and the dashboard view of the demo panorama, named once', async () => {
    const section = await renderBlockSection('interior_360');
    expect(section.querySelector('h2')!.textContent).toBe('室内を360°で見渡す');
    const images = [...section.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(Array(3).fill('/demo/360/interior.svg'));
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'SUVの室内：ダッシュボード、ステアリング、レザーシート（デモ用のイラスト）',
      '',
      '',
    ]);
    expect(images.slice(1).every((img) => img.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(trackPosition(section)).toBe('--position:50');
    expect(section.querySelectorAll('button')).toHaveLength(0);
    // The polite status for RESET TO DASH is there from the start, empty.
    expect(section.querySelector('[aria-live="polite"]')!.textContent).toBe('');
  });

  it('renders the maximal content: every field filled, starting at the dashboard position', async () => {
    const fields = {
      title: 'レンジローバーの室内',
      header_tag: 'h3',
      paragraph: '本文',
      panorama_url: 'https://cdn.example.jp/rr/interior.jpg',
      dash_position: 25,
      image_alt: 'セミアニリンレザーの室内',
      buttons: [link(1), link(2)],
    };
    const section = await renderBlockSection('interior_360', { fields });
    expect(section.querySelector('h3')!.textContent).toBe('レンジローバーの室内');
    expect(section.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.jp/rr/interior.jpg');
    expect(section.querySelector('img')!.getAttribute('alt')).toBe('セミアニリンレザーの室内');
    expect(trackPosition(section)).toBe('--position:25');
    expect([...section.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['ボタン1', 'ボタン2']);
  });

  it('refuses a panorama address that is not https or a site path, in Japanese', () => {
    expect(validateBlockContent('interior_360', { fields: { panorama_url: '/p.jpg', image_alt: '室内' } }).fields.dash_position).toBe(50);
    for (const panorama_url of ['http://cdn.example.jp/p.jpg', '//cdn.example.jp/p.jpg', 'data:image/png;base64,AA']) {
      try {
        validateBlockContent('interior_360', { fields: { panorama_url, image_alt: '室内' } });
        expect.fail(`${panorama_url} was accepted`);
      } catch (error) {
        expect((error as AppError).errors).toEqual([
          {
            pointer: 'content.fields.panorama_url',
            detail: '室内パノラマ画像のアドレスは「https://」で始まるURL、または「/」で始まるサイト内のパスで入力してください。',
          },
        ]);
      }
    }
  });

  it('centres the middle copy’s point --position with CSS alone, so the server HTML shows the dashboard', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../view-360/view-360.module.css'), 'utf8');
    expect(css).toContain('transform: translateX(calc((100 + var(--position, 50)) * -1% / 3));');
    expect(css).toContain('touch-action: pan-y;');
  });
});
