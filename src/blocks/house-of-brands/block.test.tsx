import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBlockSection } from '../test-rendering';
import styles from './house-of-brands.module.css';

const buttons = [
  { type: 'internal', url: '/defender', label: 'ディフェンダーを見る', button_type: 'primary' },
  { type: 'internal', url: '/stock', label: '在庫車を探す', button_type: 'secondary' },
];

describe('house of brands', () => {
  it('renders its default content: Range Rover with two buttons, image, heading and text', async () => {
    const section = await renderBlockSection('house_of_brands');
    const box = section.querySelector('[data-brand]')!;
    expect([box.getAttribute('data-brand'), box.getAttribute('data-layout')]).toEqual(['range-rover', 'dual-cta']);
    expect(box.className).toContain(styles.rangeRover);
    expect(box.className).toContain(styles.animated);
    expect(section.querySelector('p')!.textContent).toBe('レンジローバー');
    expect(section.querySelector('h2')!.textContent).toBe('静けさという、最高の贅沢。');
    expect(section.querySelector('img')!.getAttribute('alt')).toBe('都会の夜に佇むレンジローバー');
    expect([...section.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['レンジローバーを見る', '/models'],
      ['在庫車を探す', '/stock'],
    ]);
  });

  it('shows only the first button with single-cta, in the chosen brand, without animation when it is off', async () => {
    const section = await renderBlockSection('house_of_brands', {
      fields: { brand: 'defender', layout_variant: 'single-cta', enable_animation: false, buttons },
    });
    const box = section.querySelector('[data-brand]')!;
    expect(box.className).toContain(styles.defender);
    expect(box.className).not.toContain(styles.animated);
    expect(section.querySelector('p')!.textContent).toBe('ディフェンダー');
    expect([...section.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['ディフェンダーを見る']);
  });

  it('names Discovery in Japanese', async () => {
    const section = await renderBlockSection('house_of_brands', { fields: { brand: 'discovery' } });
    expect(section.querySelector('p')!.textContent).toBe('ディスカバリー');
    expect(section.querySelector('[data-brand]')!.className).toContain(styles.discovery);
  });

  it('animates in CSS only, and only without reduced motion', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'house-of-brands.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const gate = css.indexOf('@media (prefers-reduced-motion: no-preference)');
    expect(gate).toBeGreaterThan(-1);
    // Every animated rule sits inside the reduced-motion gate; nothing starts by itself (no JavaScript, no timer).
    const [outside, inside] = [css.slice(0, gate), css.slice(gate)];
    expect(outside).not.toMatch(/animation|transition|\.animated/);
    expect(inside).toMatch(/\.animated[^{]*\{[^}]*animation-timeline: view\(\)/);
    expect(css).not.toMatch(/infinite/);
  });
});
