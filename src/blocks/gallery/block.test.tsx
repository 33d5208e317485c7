import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { fill, imageForKey, largestSource } from './gallery-labels';
import { galleryCategories } from './template';

const image = (n: number) => ({ id: 101300 + (n % 5), alt: `写真${n}` });

describe('gallery', () => {
  it('renders its default content: heading, category filter, and a grid of images that open large', async () => {
    const section = await renderBlockSection('gallery');
    expect(section.querySelector('h2')!.textContent).toBe('ギャラリー');

    const fieldset = section.querySelector('fieldset')!;
    expect(fieldset.querySelector('legend')!.textContent).toBe('カテゴリーで絞り込む');
    const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['all', '1', '2', '3']);
    expect(radios.map((r) => fieldset.querySelector(`label[for="${r.id}"]`)!.textContent)).toEqual([
      'すべて',
      'エクステリア',
      'インテリア',
      'オフロード',
    ]);
    expect(radios.map((r) => r.hasAttribute('checked'))).toEqual([true, false, false, false]);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);

    const items = [...section.querySelectorAll('ul > li')];
    expect(items.map((li) => li.getAttribute('data-category'))).toEqual(['1', '2', '3', '1', '2', '3']);
    const links = items.map((li) => li.querySelector('a')!);
    expect(links[0]!.getAttribute('href')).toBe('/media/101302-test/standard-1024.jpg');
    expect(links.map((a) => a.getAttribute('data-gallery-index'))).toEqual(['0', '1', '2', '3', '4', '5']);
    // The link's name: the image's alt text, then that it enlarges.
    expect(links[0]!.querySelector('img')!.getAttribute('alt')).toBe('湖畔に停まるレンジローバー');
    expect(links[0]!.textContent).toBe('（拡大表示）');
    expect(items[0]!.querySelector('figcaption')!.textContent).toBe('静かな湖畔に溶け込む、端正なシルエット。');
    // The island's polite announcement of a filter's result is there from the start.
    expect(section.querySelector('p[aria-live="polite"]')).not.toBeNull();
  });

  it('loads the images lazily below the first blocks', async () => {
    const section = await renderBlockSection('gallery', { index: 2 });
    const loading = [...section.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(Array(6).fill('lazy'));
    const first = await renderBlockSection('gallery');
    expect([...first.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('renders the maximal content: forty images in four named categories', async () => {
    const groups = Array.from({ length: 40 }, (_, i) => ({
      image: image(i),
      category: galleryCategories[i % 4],
      caption: `キャプション${i + 1}`,
    }));
    const fields = { category_1: '外装', category_2: '内装', category_3: '走行', category_4: '装備', all_label: '全部' };
    const section = await renderBlockSection('gallery', { fields, groups });
    expect([...section.querySelectorAll('fieldset label')].map((l) => l.textContent)).toEqual(['全部', '外装', '内装', '走行', '装備']);
    const links = [...section.querySelectorAll('a[data-gallery-index]')];
    expect(links).toHaveLength(40);
    expect(links[39]!.querySelector('img')!.getAttribute('alt')).toBe('写真39');
    expect(section.querySelectorAll('li[data-category="4"]')).toHaveLength(10);
    expect(section.querySelectorAll('figcaption')[39]!.textContent).toBe('キャプション40');
    expect(blockRegistry.gallery.schemas.save.safeParse({ fields: {}, field_groups: groups }).success).toBe(true);
    const tooMany = blockRegistry.gallery.schemas.save.safeParse({ fields: {}, field_groups: [...groups, groups[0]] });
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual(['At most 40 items']);
  });

  it('offers no filter when fewer than two named categories have images', async () => {
    const one = await renderBlockSection('gallery', { fields: { category_2: '', category_3: '' } });
    expect(one.querySelector('fieldset')).toBeNull();
    expect(one.querySelectorAll('li')).toHaveLength(6);
    // A named category without images gets no button either.
    const unused = await renderBlockSection('gallery', { fields: { category_4: '装備' } });
    expect([...unused.querySelectorAll('fieldset input')].map((r) => (r as HTMLInputElement).value)).toEqual(['all', '1', '2', '3']);
  });

  it('hides the other categories with CSS alone, for each of the four', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'gallery.module.css'), 'utf8');
    for (const value of galleryCategories) {
      expect(css).toContain(`.gallery:has(.radio[value='${value}']:checked) .item:not([data-category='${value}'])`);
    }
  });

  it('moves with the arrow keys, Home and End, without wrapping; fills counts; links the largest file', () => {
    expect([imageForKey('ArrowRight', 0, 3), imageForKey('ArrowRight', 2, 3), imageForKey('ArrowLeft', 0, 3)]).toEqual([1, 2, 0]);
    expect([imageForKey('Home', 2, 3), imageForKey('End', 0, 3), imageForKey('Enter', 1, 3)]).toEqual([0, 2, null]);
    expect(fill('{{total}}枚中{{index}}枚目', { index: 2, total: 9 })).toBe('9枚中2枚目');
    const picture = {
      kind: 'picture' as const,
      alt: '',
      src: '/a-1024.jpg',
      width: 1024,
      height: 576,
      srcSet: { avif: '', webp: '', jpeg: '/a-1600.jpg 1600w, /a-1024.jpg 1024w' },
    };
    expect(largestSource(picture)).toBe('/a-1600.jpg');
    expect(largestSource({ ...picture, srcSet: { ...picture.srcSet, jpeg: '' } })).toBe('/a-1024.jpg');
  });
});
