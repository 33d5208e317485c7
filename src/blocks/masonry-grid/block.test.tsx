import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';

const tile = (n: number) => ({
  image: { id: 101300 + (n % 5), alt: `写真${n}` },
  title: `タイトル${n}`,
  paragraph: `本文${n}`,
  link: { type: 'internal', url: `/p/${n}`, label: `詳しく${n}`, target: '_self', button_type: 'tertiary', size: 'small' },
});
const video = { video_url: 'https://cdn.example.jp/drive.mp4' };

/** The layout's children in document order: 'video' or 'grid'. */
const order = (section: HTMLElement) =>
  [...section.querySelector('[data-variant]')!.children].map((child) => (child.tagName === 'UL' ? 'grid' : 'video'));

describe('masonry grid', () => {
  it('renders its default content: heading, the poster in place of the video, and four tiles', async () => {
    const section = await renderBlockSection('masonry_grid');
    expect(section.querySelector('h2')!.textContent).toBe('週末は、遠くへ。');
    expect(section.querySelector('video')).toBeNull();
    const tiles = [...section.querySelectorAll('ul > li')];
    expect(tiles.map((li) => li.querySelector('h3')!.textContent)).toEqual([
      '砂の海を越えて',
      '霧の林道へ',
      '湖畔でひと休み',
      '峠道をしなやかに',
    ]);
    expect(tiles.map((li) => li.querySelector('img')!.getAttribute('alt'))).toEqual([
      '砂丘を進むディフェンダー',
      '霧の中の林道を進むSUV',
      '湖畔に停まるレンジローバー',
      '山道を走るSUV',
    ]);
    expect(tiles[3]!.querySelector('a')!.getAttribute('href')).toBe('/models');
    expect(order(section)).toEqual(['video', 'grid']);
    expect(section.querySelector('[data-variant] > div img')!.getAttribute('alt')).toBe('夕暮れの海岸線を走るSUV');
  });

  it('renders the video muted, looping, without autoplay and with the browser controls until the island takes over', async () => {
    const section = await renderBlockSection('masonry_grid', { fields: video });
    const player = section.querySelector('video')!;
    expect(player.getAttribute('src')).toBe('https://cdn.example.jp/drive.mp4');
    expect(player.getAttribute('poster')).toBe('/media/101301-test/standard-1024.jpg');
    expect(player.getAttribute('aria-label')).toBe('夕暮れの海岸線を走るSUV');
    expect(['muted', 'loop', 'playsinline', 'controls'].filter((a) => player.hasAttribute(a))).toEqual([
      'muted',
      'loop',
      'playsinline',
      'controls',
    ]);
    expect(player.hasAttribute('autoplay')).toBe(false);
    expect(player.getAttribute('preload')).toBe('none');
  });

  it('puts the video below the grid in the video-bottom variant, in document order too', async () => {
    const section = await renderBlockSection('masonry_grid', { fields: { ...video, layout_variant: 'video-bottom' } });
    expect(order(section)).toEqual(['grid', 'video']);
  });

  it('renders the maximal content: six tiles with titles, texts and links', async () => {
    const groups = Array.from({ length: 6 }, (_, i) => tile(i + 1));
    const section = await renderBlockSection('masonry_grid', { fields: { ...video, title: '' }, groups });
    const tiles = [...section.querySelectorAll('ul > li')];
    expect(tiles).toHaveLength(6);
    // Without a block title the tiles' titles take the block's heading level.
    expect(tiles.map((li) => li.querySelector('h2')!.textContent)).toEqual(groups.map((g) => g.title));
    expect(tiles.map((li) => li.querySelector('a')!.textContent)).toEqual(groups.map((g) => g.link.label));
    expect(tiles[5]!.querySelector('p')!.textContent).toBe('本文6');
    expect(() =>
      validateBlockContent('masonry_grid', { fields: { video_poster: { id: 101301 } }, field_groups: [...groups, tile(7)] }),
    ).toThrow(AppError);
  });

  it('refuses a video address that is not https or a site path, in Japanese', () => {
    const content = (video_url: string) => ({ fields: { video_poster: { id: 101301 }, video_url } });
    expect(validateBlockContent('masonry_grid', content('/videos/drive.mp4')).fields.video_url).toBe('/videos/drive.mp4');
    for (const url of ['http://cdn.example.jp/a.mp4', 'javascript:alert(1)', '//cdn.example.jp/a.mp4']) {
      try {
        validateBlockContent('masonry_grid', content(url));
        expect.fail(`${url} was accepted`);
      } catch (error) {
        expect((error as AppError).errors).toEqual([
          {
            pointer: 'content.fields.video_url',
            detail: '動画のURLは「https://」で始まるURL、または「/」で始まるサイト内のパスで入力してください。',
          },
        ]);
      }
    }
  });
});
