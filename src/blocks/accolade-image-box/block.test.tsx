import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import styles from './accolade-image-box.module.css';

const award = (i: number) => ({ image: { id: 101300 + i, alt: `賞${i}のバッジ` }, title: `賞${i}`, description: `団体${i}（202${i}年）` });

describe('accolade image box', () => {
  it('renders its default content: image, heading, text, the awards and the button', async () => {
    const section = await renderBlockSection('accolade_image_box');
    const image = section.querySelector('img')!;
    expect([image.getAttribute('alt'), image.getAttribute('src')]).toEqual([
      '雪山を背に停まるレンジローバー',
      '/media/101302-test/standard-1024.jpg',
    ]);
    expect(section.querySelector('h2')!.textContent).toBe('世界が認めたデザインと品質');
    const awards = [...section.querySelectorAll('ul > li')];
    expect(awards.map((a) => a.textContent)).toEqual([
      'ワールド・カー・デザイン・オブ・ザ・イヤーワールド・カー・アワード（2018年）',
      'ワールド・ラグジュアリー・カーワールド・カー・アワード（2023年）',
    ]);
    // Without a badge of its own an award shows the laurel, hidden from screen readers.
    expect(awards[0]!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    const button = section.querySelector('a')!;
    expect([button.textContent, button.getAttribute('href')]).toEqual(['レンジローバーを見る', '/models']);
    expect(section.querySelector(`.${styles.box}`)!.className).not.toContain(styles.imageRight);
  });

  it('renders four awards with their badges and puts the image on the right', async () => {
    const groups = Array.from({ length: 4 }, (_, i) => award(i));
    const buttons = [
      { type: 'internal', url: '/a', label: 'A', button_type: 'primary' },
      { type: 'internal', url: '/b', label: 'B', button_type: 'secondary' },
    ];
    const section = await renderBlockSection('accolade_image_box', { fields: { image_position: 'right', buttons }, groups });
    const awards = [...section.querySelectorAll('ul > li')];
    expect(awards.map((a) => a.querySelector('img')!.getAttribute('alt'))).toEqual(groups.map((g) => g.image.alt));
    expect(awards[0]!.querySelector('img')!.getAttribute('src')).toBe('/media/101300-test/square-1024.jpg');
    expect(awards.map((a) => a.querySelector('svg'))).toEqual([null, null, null, null]);
    expect(awards[3]!.textContent).toBe('賞3団体3（2023年）');
    expect([...section.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['A', 'B']);
    expect(section.querySelector(`.${styles.box}`)!.className).toContain(styles.imageRight);
  });

  it('holds at most four awards and needs its image', () => {
    const save = (content: object) => blockRegistry.accolade_image_box.schemas.save.safeParse(content);
    const fields = { image: { id: 1, alt: 'a' } };
    expect(save({ fields, field_groups: Array.from({ length: 4 }, (_, i) => award(i)) }).success).toBe(true);
    expect(save({ fields, field_groups: Array.from({ length: 5 }, (_, i) => award(i)) }).success).toBe(false);
    expect(save({ fields: {}, field_groups: [] }).success).toBe(false);
  });
});
