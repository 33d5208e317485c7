import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';
import { hotspotProblems } from './hotspots';

const spot = (n: number) => ({ x: (n * 4) % 100, y: 50, title: `ポイント${n}`, text: `ポイント${n}の説明です。` });

/** The Japanese messages the save check gives for `hotspots`, at that field's pointer. */
function saveProblems(hotspots: unknown): string[] {
  try {
    validateBlockContent('hotspots_container', { fields: { image: { id: 101302 }, hotspots } });
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.errors.every((e) => e.pointer === 'content.fields.hotspots')).toBe(true);
    return error.errors.map((e) => e.detail);
  }
}

describe('hotspots container', () => {
  it('renders its default content: heading, image, a button per point and the texts as popovers', async () => {
    const section = await renderBlockSection('hotspots_container');
    expect(section.querySelector('h2')!.textContent).toBe('細部に宿る、上質さ。');
    expect(section.querySelector('p')!.textContent).toBe('番号を選ぶと、それぞれの装備をご覧いただけます。');
    expect(section.querySelector('img')!.getAttribute('alt')).toBe('レンジローバーの外観');

    const group = section.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('画像内のポイント');
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual([
      '122インチ アロイホイール',
      '2パノラミックルーフ',
      '3エレクトロニック・エアサスペンション',
    ]);
    expect(buttons.map((b) => b.getAttribute('type'))).toEqual(['button', 'button', 'button']);
    expect(buttons[0]!.getAttribute('style')).toContain('left:34%;top:78%');

    const items = [...section.querySelectorAll('ol > li')];
    expect(section.querySelector('ol')!.getAttribute('aria-label')).toBe('ポイントの説明');
    // Each button opens its own text: a native popover, so no JavaScript is needed to open or close it.
    expect(buttons.map((b) => b.getAttribute('popovertarget'))).toEqual(items.map((li) => li.id));
    expect(new Set(items.map((li) => li.id)).size).toBe(3);
    expect(items.map((li) => li.getAttribute('popover'))).toEqual(['auto', 'auto', 'auto']);
    expect(items.map((li) => li.querySelector('h3')!.textContent)).toEqual(buttons.map((b) => b.textContent!.slice(1)));
    expect(items[1]!.querySelector('p')!.textContent).toBe('開放感あふれるガラスルーフが、後席まで自然光を届けます。');
    const close = items[0]!.querySelector('button')!;
    expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction'), close.getAttribute('aria-label')]).toEqual([
      items[0]!.id,
      'hide',
      '閉じる',
    ]);
  });

  it('ships no JavaScript: the browser opens and closes the popovers', () => {
    expect(readFileSync(path.join(import.meta.dirname, 'block.tsx'), 'utf8')).not.toMatch(/islands|\.client|'use client'/);
  });

  it('renders the maximal content: twenty points, each with its own id, at its place', async () => {
    const hotspots = Array.from({ length: 20 }, (_, i) => spot(i + 1));
    const section = await renderBlockSection('hotspots_container', { fields: { hotspots, title: '' } });
    const buttons = [...section.querySelectorAll('[role="group"] button')];
    const items = [...section.querySelectorAll('ol > li[popover]')];
    expect(buttons).toHaveLength(20);
    expect(items).toHaveLength(20);
    expect(new Set(items.map((li) => li.id)).size).toBe(20);
    expect(buttons[19]!.getAttribute('style')).toContain('left:80%;top:50%');
    expect(items[19]!.textContent).toContain('ポイント20の説明です。');
    // Without a block title the points' titles take the block's heading level.
    expect(items[0]!.querySelector('h2')!.textContent).toBe('ポイント1');
  });

  it('leaves out points that no longer fit (content saved before the rules) and draws no list without points', async () => {
    const kept = await renderBlockSection('hotspots_container', {
      fields: { hotspots: [spot(1), { x: 120, y: 5, title: 'x', text: 'y' }] },
    });
    expect(kept.querySelectorAll('ol > li')).toHaveLength(1);
    const none = await renderBlockSection('hotspots_container', { fields: { hotspots: [] } });
    expect(none.querySelector('ol')).toBeNull();
    expect(none.querySelector('[role="group"]')).toBeNull();
    expect(none.querySelector('img')).not.toBeNull();
  });

  it('refuses hotspots that do not fit on save, saying in Japanese what to fix', () => {
    expect(saveProblems([spot(1)])).toEqual([]);
    expect(saveProblems({ x: 1 })).toEqual([expect.stringContaining('の形の配列で入力してください')]);
    expect(saveProblems(Array.from({ length: 21 }, (_, i) => spot(i)))).toEqual(['ホットスポットは20か所までです。']);
    expect(saveProblems([spot(1), { ...spot(2), x: 101 }])).toEqual([
      '2番目のホットスポット：x（画像の左端からの位置）を0〜100の数値（%）で入力してください。',
    ]);
    expect(saveProblems([{ x: '50%', y: -1, title: '', text: 'a' }])).toEqual([
      '1番目のホットスポット：x（画像の左端からの位置）を0〜100の数値（%）で入力してください。',
      '1番目のホットスポット：y（画像の上端からの位置）を0〜100の数値（%）で入力してください。',
      '1番目のホットスポット：title（見出し）を1〜80文字で入力してください。',
    ]);
    expect(saveProblems([{ ...spot(1), link: '/x' }])).toEqual([
      '1番目のホットスポット：使えない項目があります：link（使えるのは x、y、title、text です）。',
    ]);
    expect(saveProblems(['ヘッドライト'])).toEqual([
      '1番目のホットスポット：{ "x", "y", "title", "text" } の形のオブジェクトで入力してください。',
    ]);
    expect(hotspotProblems([{ ...spot(1), text: 'あ'.repeat(401) }])).toEqual([
      '1番目のホットスポット：text（説明）を1〜400文字で入力してください。',
    ]);
  });
});
