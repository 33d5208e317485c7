// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '@/features/analytics/track';
import { getT } from '@/i18n/i18n';
import { buildCalculator } from './calculator-view';
import { announceDelayMs, RangeCalculator, trackDelayMs } from './calculator.client';
import { readRangeData, type RangeData } from './range-data';
import { defaultModals } from './template';
import { calculatorTexts, readModals } from './texts';
import styles from './electric-range-calculator.module.css';

vi.mock('@/features/analytics/track', () => ({ trackEvent: vi.fn() }));
const track = vi.mocked(trackEvent);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const file = path.resolve(import.meta.dirname, '../../../public/demo/range/range-data.json');
const reading = readRangeData(JSON.parse(readFileSync(file, 'utf8')));
const data = (reading.ok ? reading.data : null) as RangeData;
const view = buildCalculator(
  [
    {
      car_name: 'ジャガー I-PACE',
      car_description: '電気自動車',
      engine_mapper: 'i-pace_ev400=EV400',
      wheel_size_mapper: 'a)=18, b)=20, c)=22',
    },
    {
      car_name: 'レンジローバー',
      engine_mapper: 'range_rover_p440e=P440e\nrange_rover_p510e=P510e',
      wheel_size_mapper: 'a)=21, b)=22, c)=23',
    },
    { car_name: 'レンジローバー イヴォーク', engine_mapper: 'range_rover_evoque_p300e=P300e', wheel_size_mapper: 'a)=18, b)=20' },
  ],
  data,
);
const calculator = (unit: 'km' | 'mile' = 'km') => (
  <RangeCalculator
    id="range-1"
    cars={view.cars}
    profiles={view.profiles}
    temperature={view.temperature}
    unit={unit}
    texts={calculatorTexts(getT('ja'), {})}
    modals={readModals(defaultModals)}
    disclaimer="推定値です。"
    carHeading="h3"
  />
);

let root: Root | null = null;
let container: HTMLElement;

beforeEach(async () => {
  vi.useFakeTimers();
  track.mockClear();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root!.render(calculator()));
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const figure = () => container.querySelector(`.${styles.figure}`)!.textContent;
const km = () => Number(figure()!.replace(/[^\d]/g, ''));
const status = () => container.querySelector('[role="status"]')!.textContent;
const group = (name: string) =>
  [...container.querySelectorAll('[role="radiogroup"]')].find(
    (g) => document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent === name,
  )!;
const radio = (groupName: string, label: string) =>
  [...group(groupName).querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!;
const toggle = (name: string) =>
  [...container.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find(
    (s) => document.getElementById(s.getAttribute('aria-labelledby')!)!.textContent === name,
  )!;
const slider = () => container.querySelector<HTMLInputElement>('input[type="range"]')!;
const select = () => container.querySelector('select')!;

/** Sets a control's value the way a browser does, so React sees the change. */
async function setValue(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
  await act(
    async () => void element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true })),
  );
}
const click = (element: HTMLElement) => act(async () => element.click());
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('RangeCalculator', () => {
  it('changes the estimate as soon as a control moves, each factor the way it should', async () => {
    expect(figure()).toBe('約425km');
    await click(radio('走行環境', '高速道路'));
    expect(figure()).toBe('約350km');
    await click(radio('走行環境', '市街地'));
    expect(figure()).toBe('約475km');
    await click(radio('走行環境', '複合'));

    await setValue(slider(), '-10');
    expect(figure()).toBe('約290km');
    expect(slider().getAttribute('aria-valuetext')).toBe('-10℃');
    expect(container.textContent).toContain('WLTCモード値の66%');
    // Preconditioning helps in the cold; climate control off helps more.
    await click(toggle('プレコンディショニング'));
    expect(figure()).toBe('約325km');
    await click(toggle('エアコン（冷暖房）'));
    expect(toggle('エアコン（冷暖房）').checked).toBe(false);
    expect(toggle('エアコン（冷暖房）').parentElement!.textContent).toBe('オフ');
    expect(figure()).toBe('約380km');

    const before = km();
    await click(radio('乗車人数', '5人'));
    expect(km()).toBeLessThan(before);
    await click(radio('ホイールサイズ', '22インチ'));
    expect(container.textContent).toContain('WLTCモード 404km（22インチホイール）');
  });

  it('says the settled estimate to screen readers and sends one analytics event, not one per step', async () => {
    await wait(trackDelayMs * 2);
    expect(status()).toBe('');
    expect(track).not.toHaveBeenCalled();

    await setValue(slider(), '15');
    await wait(announceDelayMs / 2);
    await setValue(slider(), '10');
    await wait(announceDelayMs / 2);
    await setValue(slider(), '5');
    expect(status()).toBe('');
    await wait(announceDelayMs);
    expect(status()).toBe('ジャガー I-PACEの推定航続距離は約355kmです（WLTCモード値の81%）。');
    expect(track).not.toHaveBeenCalled();
    await wait(trackDelayMs);
    expect(track.mock.calls).toEqual([[{ event: 'powertrain_tool', action: 'calculate', powertrain: 'bev', label: 'ジャガー I-PACE' }]]);

    // Back to where it started is a change too.
    await setValue(slider(), '20');
    await wait(trackDelayMs);
    expect(track).toHaveBeenCalledTimes(2);
    expect(status()).toBe('ジャガー I-PACEの推定航続距離は約425kmです（WLTCモード値の97%）。');
  });

  it('on another car takes its first engine, keeps the wheel size when it has it, and names the engine when there are several', async () => {
    await click(radio('ホイールサイズ', '20インチ'));
    await setValue(select(), '2');
    expect(container.querySelector('h3')!.textContent).toBe('レンジローバー イヴォーク');
    expect(radio('ホイールサイズ', '20インチ').checked).toBe(true);
    expect(container.textContent).toContain('プラグインハイブリッド車');

    await setValue(select(), '1');
    expect(radio('パワートレイン', 'P440e').checked).toBe(true);
    // No 20-inch wheel on this car: the smallest.
    expect(radio('ホイールサイズ', '21インチ').checked).toBe(true);
    await click(radio('ホイールサイズ', '23インチ'));
    await click(radio('パワートレイン', 'P510e'));
    expect(radio('ホイールサイズ', '23インチ').checked).toBe(true);
    expect(container.textContent).toContain('WLTCモード 105km（23インチホイール）');
    await wait(trackDelayMs);
    expect(status()).toMatch(/^レンジローバー P510eの推定航続距離は約\d+kmです/);
    expect(track).toHaveBeenLastCalledWith({
      event: 'powertrain_tool',
      action: 'calculate',
      powertrain: 'phev',
      label: 'レンジローバー P510e',
    });

    await setValue(select(), '0');
    expect(group('パワートレイン')).toBeUndefined();
    expect(radio('ホイールサイズ', '18インチ').checked).toBe(true);
  });

  it('explains a filter in the site’s modal, which Escape closes, focus going back to its button', async () => {
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="走行環境について"]')!;
    button.focus();
    await click(button);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('走行環境について');
    expect([...dialog.querySelectorAll('p')].map((p) => p.textContent!.slice(0, 5))).toEqual(['高速道路：', '市街地：速', '複合：市街']);
    await act(async () => void dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows miles when the block says so', async () => {
    await act(async () => root!.render(calculator('mile')));
    expect(figure()).toBe('約265マイル');
    expect(container.textContent).toContain('WLTCモード 272マイル（18インチホイール）');
  });

  it('hydrates the server’s HTML without a change', async () => {
    const server = document.body.appendChild(document.createElement('div'));
    server.innerHTML = renderToString(calculator());
    const html = server.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let hydrated: Root | null = null;
    await act(async () => {
      hydrated = hydrateRoot(server, calculator());
    });
    expect(errors).not.toHaveBeenCalled();
    expect(server.innerHTML).toBe(html);
    await act(async () => hydrated!.unmount());
  });
});
