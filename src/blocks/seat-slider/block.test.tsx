import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoImages } from '@/features/media/demo-images';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { seatSteps } from './block';
import { countAt, countDurationMs, formatCount } from './counter';

const frame = (n: number) => ({ id: 101300 + n, alt: `状態${n}` });
const link = (n: number) => ({
  type: 'internal',
  url: `/p/${n}`,
  label: `ボタン${n}`,
  target: '_self',
  button_type: 'primary',
  size: 'medium',
});

const seatAlts = [
  '3列すべてのシートを起こした室内。3列目の後ろの小さな荷室に箱が1つ（イラスト）',
  '3列目を倒した室内。広がった荷室に箱が2つ（イラスト）',
  '3列目と、2列目の手前側を倒した室内。箱が2つと、2列目まで届く長い荷物（イラスト）',
  '2列目と3列目をすべて倒した室内。平らに続く長い床に箱が4つ（イラスト）',
];

describe('seat slider', () => {
  it('shows the demo seat drawings by default, each under the alt text it is stored with', () => {
    const { fields } = blockRegistry.seat_slider.defaultContent;
    const frames = [fields.frame_1, fields.frame_2, fields.frame_3, fields.frame_4];
    const seatDrawings = demoImages.filter((image) => image.kind === 'seats');
    expect(frames).toEqual(seatDrawings.map(({ id, alt }) => ({ id, alt })));
    expect(frames.map((f) => f.alt)).toEqual(seatAlts);
  });

  it('renders its default content: heading, the figure at 1,200, four frames and a four-stop slider named by them', async () => {
    const section = await renderBlockSection('seat_slider');
    expect(section.querySelector('h2')!.textContent).toBe('広がる荷室、自在なシートアレンジ');
    // The moving digits are hidden from screen readers, which read the final figure.
    const counter = section.querySelector('p:has([aria-hidden="true"])')!;
    expect(counter.querySelector('[aria-hidden="true"]')!.textContent).toBe('1,200');
    expect(counter.querySelector('.visually-hidden')!.textContent).toBe('1,200');
    expect(counter.textContent).toBe('1,2001,200L2列目・3列目を倒したときの最大荷室容量');

    const frames = [...section.querySelectorAll('[data-step]')];
    expect(frames.map((f) => f.getAttribute('data-step'))).toEqual(['1', '2', '3', '4']);
    expect(frames.map((f) => f.querySelector('img')!.getAttribute('alt'))).toEqual(seatAlts);

    const fieldset = section.querySelector('fieldset')!;
    expect(fieldset.querySelector('legend')!.textContent).toBe('広がる荷室、自在なシートアレンジ：シートアレンジを選ぶ');
    const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['1', '2', '3', '4']);
    expect(radios.map((r) => r.hasAttribute('checked'))).toEqual([true, false, false, false]);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    // Each stop's name: its visible number, then its frame's alt text.
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(seatAlts.map((alt, i) => `${i + 1}${i + 1}／4：${alt}`));
    expect(section.querySelectorAll('button')).toHaveLength(0);
  });

  it('renders the maximal content: every field filled', async () => {
    const fields = {
      title: '',
      paragraph: '本文',
      counter: 2406,
      counter_unit: 'リットル',
      counter_label: '最大荷室容量',
      frame_1: frame(1),
      frame_2: frame(2),
      frame_3: frame(3),
      frame_4: frame(4),
      buttons: [link(1), link(2)],
    };
    const section = await renderBlockSection('seat_slider', { fields });
    expect(section.querySelector('h2')).toBeNull();
    expect(section.querySelector('[aria-hidden="true"]')!.textContent).toBe('2,406');
    expect(section.textContent).toContain('リットル');
    expect([...section.querySelectorAll('[data-step] img')].map((img) => img.getAttribute('alt'))).toEqual([
      '状態1',
      '状態2',
      '状態3',
      '状態4',
    ]);
    expect(section.querySelector('legend')!.textContent).toBe('シートアレンジを選ぶ');
    expect([...section.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['ボタン1', 'ボタン2']);
  });

  it('counts to 1200 unless told otherwise, and needs all four frames', () => {
    const { save } = blockRegistry.seat_slider.schemas;
    const frames = { frame_1: frame(1), frame_2: frame(2), frame_3: frame(3), frame_4: frame(4) };
    expect(save.parse({ fields: frames }).fields.counter).toBe(1200);
    const missing = save.safeParse({ fields: { ...frames, frame_4: undefined } });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['fields.frame_4']);
  });

  it('shows the checked stop’s frame with CSS alone, for each of the four', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'seat-slider.module.css'), 'utf8');
    for (const step of seatSteps) expect(css).toContain(`.seatSlider:has(.radio[value='${step}']:checked) .frame[data-step='${step}']`);
  });

  it('counts up fast, then settles on the figure, in under five seconds (WCAG 2.2.2)', () => {
    expect(countDurationMs).toBeLessThan(5000);
    expect(countAt(1200, 0)).toBe(0);
    expect(countAt(1200, countDurationMs / 2)).toBeGreaterThan(900);
    expect(countAt(1200, countDurationMs)).toBe(1200);
    expect(countAt(1200, countDurationMs * 2)).toBe(1200);
    const steps = Array.from({ length: 16 }, (_, i) => countAt(1200, i * 100));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect([formatCount(1200), formatCount(999999), formatCount(0)]).toEqual(['1,200', '999,999', '0']);
  });
});
