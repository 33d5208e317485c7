import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';

const item = (n: number) => ({
  image: { id: 101300 + (n % 5), alt: `景色${n}` },
  title: `見出し${n}`,
  paragraph: `本文${n}`,
  link: { type: 'internal', url: `/p/${n}`, label: `詳しく${n}`, target: '_self', button_type: 'secondary', size: 'medium' },
});

describe('parallax image', () => {
  it('renders its default content: full-width images with their titles, texts and link', async () => {
    const section = await renderBlockSection('parallax_image');
    const items = [...section.querySelectorAll('ul > li')];
    expect(items.map((li) => li.querySelector('img')!.getAttribute('alt'))).toEqual(['山道を走るSUV', '霧の中の林道']);
    // No block title: the images' titles take the block's heading level.
    expect(items.map((li) => li.querySelector('h2')!.textContent)).toEqual(['どこまでも、自分らしく。', '静けさの中へ']);
    expect(items[0]!.querySelector('p')!.textContent).toBe('舗装路から未舗装路まで、すべての道をあなたのステージに。');
    expect(items[0]!.querySelector('a')).toBeNull();
    expect([items[1]!.querySelector('a')!.textContent, items[1]!.querySelector('a')!.getAttribute('href')]).toEqual([
      'モデル一覧',
      '/models',
    ]);
    expect(items.map((li) => li.querySelector('img')!.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('renders the maximal content: forty images under a block title, and refuses a forty-first', async () => {
    const groups = Array.from({ length: 40 }, (_, i) => item(i + 1));
    const section = await renderBlockSection('parallax_image', { fields: { title: '旅の風景', header_tag: 'h3' }, groups });
    expect(section.querySelector('h3')!.textContent).toBe('旅の風景');
    const items = [...section.querySelectorAll('ul > li')];
    expect(items).toHaveLength(40);
    expect(items[39]!.querySelector('h4')!.textContent).toBe('見出し40');
    expect(items[39]!.querySelector('img')!.getAttribute('alt')).toBe('景色40');
    expect(items[39]!.querySelector('a')!.getAttribute('href')).toBe('/p/40');
    const save = blockRegistry.parallax_image.schemas.save;
    expect(save.safeParse({ fields: {}, field_groups: groups }).success).toBe(true);
    expect(save.safeParse({ fields: {}, field_groups: [...groups, item(41)] }).error?.issues.map((i) => i.message)).toEqual([
      'At most 40 items',
    ]);
  });

  it('moves only with scroll-driven animations and without reduced motion, in CSS alone', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'parallax-image.module.css'), 'utf8');
    const motion = css.indexOf('@media (prefers-reduced-motion: no-preference)');
    const supports = css.indexOf('@supports (animation-timeline: view())');
    const timeline = css.indexOf('animation-timeline: view();');
    expect(motion).toBeGreaterThanOrEqual(0);
    expect(motion < supports && supports < timeline).toBe(true);
    // The only animation sits inside both conditions.
    expect(css.match(/animation:/g)).toHaveLength(1);
    expect(css.indexOf('animation:')).toBeGreaterThan(supports);
    expect(readFileSync(path.join(import.meta.dirname, 'block.tsx'), 'utf8')).not.toMatch(/islands|\.client|'use client'/);
  });
});
