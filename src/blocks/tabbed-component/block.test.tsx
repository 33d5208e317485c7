import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';
import { maxTabs } from './template';

const image = (n: number) => ({ id: 101300 + n, alt: `写真${n}` });
const slider = (n: number) => ({
  tab_label: `スライダー${n}`,
  component_type: 'jlr-hero-slider',
  slide_image_1: image(1),
  slide_image_2: image(2),
  slide_image_3: image(3),
  slide_image_4: image(4),
});
const exterior = (n: number) => ({
  tab_label: `外観${n}`,
  component_type: 'jlr-exterior360',
  frames_url: `https://cdn.example.jp/car${n}/{frame:2}.jpg`,
  frames_count: 24,
  start_frame: 3,
  image_alt: `車${n}の外観`,
});
const interior = (n: number) => ({
  tab_label: `室内${n}`,
  component_type: 'jlr-interior-360',
  panorama_url: `/media/interior-${n}.jpg`,
  dash_position: 30,
  image_alt: `車${n}の室内`,
});

const panels = (section: HTMLElement) => [...section.querySelectorAll<HTMLElement>('[data-tab]')];

/** The Japanese messages a save refuses these tabs with, by pointer. */
function refusal(field_groups: Record<string, unknown>[]): Record<string, string> {
  try {
    validateBlockContent('tabbed_component', { fields: {}, field_groups });
  } catch (error) {
    return Object.fromEntries((error as AppError).errors!.map((e) => [e.pointer, e.detail]));
  }
  return {};
}

describe('tabbed component', () => {
  it('renders its default content: heading, tabs that work without JavaScript, the first tab live', async () => {
    const section = await renderBlockSection('tabbed_component');
    expect(section.querySelector('h2')!.textContent).toBe('ディテールを見る');
    const fieldset = section.querySelector('fieldset')!;
    expect(fieldset.querySelector('legend')!.textContent).toBe('表示の切り替え');
    const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['ギャラリー', 'エクステリア 360°', 'インテリア 360°']);
    expect(radios.map((r) => r.hasAttribute('checked'))).toEqual([true, false, false]);
    expect(radios.map((r) => r.value)).toEqual(['0', '1', '2']);

    const [gallery, outside, inside] = panels(section);
    // The slider tab is the carousel kit's, named by its tab.
    const carousel = gallery!.querySelector('[role="region"]')!;
    expect(carousel.getAttribute('aria-label')).toBe('ギャラリー');
    expect([...carousel.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual([
      '砂丘を進むディフェンダー',
      '山道を走るSUV',
      '霧の中の林道を進むSUV',
    ]);
    // The other tabs hold their pictures without their viewers until opened.
    expect(outside!.querySelector('img')!.getAttribute('src')).toBe('/demo/360/exterior-01.svg');
    expect(outside!.querySelector('img')!.getAttribute('alt')).toBe('グリーンのSUVの外観（デモ用のイラスト）');
    expect(outside!.querySelector('[data-view-360]')).toBeNull();
    expect(inside!.querySelector('img')!.getAttribute('src')).toBe('/demo/360/interior.svg');
    expect(inside!.querySelector('[data-view-360]')).toBeNull();
    expect(section.querySelectorAll('button')).toHaveLength(0);
  });

  it('makes a 360 tab live when it is the first one', async () => {
    const section = await renderBlockSection('tabbed_component', { groups: [exterior(1), interior(2)] });
    const [first, second] = panels(section);
    expect(first!.querySelector('[data-view-360="exterior"]')!.getAttribute('data-frame')).toBe('3');
    expect(first!.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.jp/car1/03.jpg');
    expect(second!.querySelector('[data-view-360]')).toBeNull();
    expect(second!.querySelector('[style]')!.getAttribute('style')).toBe('--position:30');
  });

  it('renders the maximal content: six tabs of every kind with every field filled', async () => {
    const groups = [slider(1), exterior(2), interior(3), slider(4), exterior(5), interior(6)];
    const section = await renderBlockSection('tabbed_component', {
      fields: { title: 'ディフェンダー', header_tag: 'h3', paragraph: '本文' },
      groups,
    });
    expect(section.querySelector('h3')!.textContent).toBe('ディフェンダー');
    expect([...section.querySelectorAll('label')].map((l) => l.textContent)).toEqual(groups.map((g) => g.tab_label));
    const all = panels(section);
    expect(all).toHaveLength(6);
    expect([...all[0]!.querySelectorAll('[role="region"] img')].map((img) => img.getAttribute('alt'))).toEqual([
      '写真1',
      '写真2',
      '写真3',
      '写真4',
    ]);
    // A slider tab not opened yet: its images in a row the keyboard can scroll.
    const row = all[3]!.querySelector('ul')!;
    expect(row.getAttribute('tabindex')).toBe('0');
    expect(row.getAttribute('aria-label')).toBe('スライダー4');
    expect(row.querySelectorAll('img')).toHaveLength(4);
    expect(all[4]!.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.jp/car5/03.jpg');
    expect(all[5]!.querySelector('img')!.getAttribute('alt')).toBe('車6の室内');
    expect(blockRegistry.tabbed_component.schemas.save.safeParse({ fields: {}, field_groups: groups }).success).toBe(true);
    const tooMany = blockRegistry.tabbed_component.schemas.save.safeParse({ fields: {}, field_groups: [...groups, slider(7)] });
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual([`At most ${maxTabs} items`]);
  });

  it('asks each tab for its own component’s fields, in Japanese, naming the tab', () => {
    expect(refusal([slider(1), exterior(2), interior(3)])).toEqual({});
    expect(refusal([{ tab_label: '空', component_type: 'jlr-hero-slider' }])).toEqual({
      'content.field_groups.0.slide_image_1': '1番目のタブ：スライダーの画像を1枚以上選んでください。',
    });
    expect(refusal([slider(1), { ...exterior(2), frames_url: 'http://cdn.example.jp/{frame}.jpg', image_alt: '' }])).toEqual({
      'content.field_groups.1.frames_url':
        '2番目のタブ：外観の画像のアドレスは「https://」で始まるURL、または「/」で始まるサイト内のパスで入力してください。',
      'content.field_groups.1.image_alt': '2番目のタブ：360°ビューに写っているもの（代替テキスト）を入力してください。',
    });
    expect(refusal([{ tab_label: '室内', component_type: 'jlr-interior-360', image_alt: '室内' }])).toEqual({
      'content.field_groups.0.panorama_url': '1番目のタブ：室内パノラマ画像のアドレスを入力してください。',
    });
    // A tab ignores the fields of the other components.
    expect(refusal([{ ...slider(1), frames_url: 'nonsense' }])).toEqual({});
  });

  it('shows only the checked tab’s panel without JavaScript, for every tab an editor may add', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'tabbed-component.module.css'), 'utf8');
    for (let i = 0; i < maxTabs; i++) expect(css).toContain(`.tabs:has(.radio[value='${i}']:checked) .panel:not([data-tab='${i}'])`);
  });
});
