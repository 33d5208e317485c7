import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';

const milestone = (i: number) => ({
  label: `${1948 + i}年`,
  title: `出来事${i}`,
  text: `出来事${i}の説明。`,
  image: { id: 101300 + (i % 5), alt: `写真${i}` },
});

describe('timeline', () => {
  it('renders its default content: heading, introduction and the milestones in order', async () => {
    const section = await renderBlockSection('timeline');
    expect(section.querySelector('h2')!.textContent).toBe('ランドローバーの歩み');
    expect(section.querySelector('p')!.textContent).toBe('70年以上にわたり、あらゆる地形に挑む車をつくり続けてきました。');
    const items = [...section.querySelectorAll('ol > li')];
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(['1948年', '1970年', '1989年', '2020年']);
    expect(items.map((li) => li.querySelector('h3')!.textContent)).toEqual([
      '最初のランドローバーが誕生',
      'レンジローバー登場',
      'ディスカバリー発売',
      '新型ディフェンダー',
    ]);
    expect(items.map((li) => li.querySelector('img')?.getAttribute('alt') ?? null)).toEqual([
      '砂丘を走るディフェンダー',
      null,
      null,
      '森の中のディスカバリー',
    ]);
    expect(items[0]!.querySelector('img')!.getAttribute('src')).toBe('/media/101303-test/standard-1024.jpg');
  });

  it('renders a full timeline of twenty milestones, with images loaded lazily after the first two', async () => {
    const groups = Array.from({ length: 20 }, (_, i) => milestone(i));
    const section = await renderBlockSection('timeline', { groups });
    const items = [...section.querySelectorAll('ol > li')];
    expect(items).toHaveLength(20);
    expect(items.map((li) => li.querySelector('h3')!.textContent)).toEqual(groups.map((g) => g.title));
    expect(items.map((li) => li.querySelector('img')!.getAttribute('alt'))).toEqual(groups.map((g) => g.image.alt));
    expect(items.map((li) => li.textContent)).toContain('1967年出来事19出来事19の説明。');
    expect(items.map((li) => li.querySelector('img')!.getAttribute('loading'))).toEqual(['eager', 'eager', ...Array(18).fill('lazy')]);
  });

  it('holds at most twenty milestones (blocks.md §3)', () => {
    const save = (n: number) =>
      blockRegistry.timeline.schemas.save.safeParse({ fields: {}, field_groups: Array.from({ length: n }, (_, i) => milestone(i)) });
    expect(save(20).success).toBe(true);
    expect(save(21).success).toBe(false);
  });
});
