// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Interior360 } from './interior-viewer.client';
import { drag, interiorLabels, press, stubPointer } from './testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;

beforeEach(() => {
  stubPointer(false);
  // The panorama is drawn 1000 px wide.
  vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 1000 } as DOMRect);
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const overlay = () => document.querySelector<HTMLButtonElement>('button[data-view-360-interact]');
const slider = () => document.querySelector<HTMLElement>('[role="slider"]');
const position = () => document.querySelector<HTMLElement>('[style]')!.style.getPropertyValue('--position');
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text);
const status = () => document.querySelector('[aria-live="polite"]')!.textContent;

async function render(dash = 40) {
  await act(async () => root.render(<Interior360 src="/demo/360/interior.svg" alt="SUVの室内" dash={dash} labels={interiorLabels} />));
}
async function start() {
  await render();
  await act(async () => overlay()!.click());
}

describe('Interior360', () => {
  it('shows the dashboard view of the panorama, named once, under the overlay', async () => {
    await render();
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(Array(3).fill('/demo/360/interior.svg'));
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['SUVの室内', '', '']);
    expect(position()).toBe('40');
    expect(overlay()!.textContent).toBe('⟲クリックして操作：SUVの室内の360°パノラマ');
    expect(button('ダッシュボードに戻る')).toBeUndefined();
  });

  it('pans with the keys once started, telling how far from the dashboard', async () => {
    await start();
    const view = slider()!;
    expect(document.activeElement).toBe(view);
    expect(view.getAttribute('aria-valuetext')).toBe('ダッシュボード正面');
    await press(view, 'ArrowRight');
    expect(position()).toBe('45');
    expect(view.getAttribute('aria-valuetext')).toBe('ダッシュボードから右へ18°');
    await press(view, 'ArrowLeft');
    await press(view, 'ArrowLeft');
    expect(view.getAttribute('aria-valuetext')).toBe('ダッシュボードから左へ18°');
    expect(view.getAttribute('aria-valuenow')).toBe('-18');
    await press(view, 'Home');
    expect(position()).toBe('40');
  });

  it('moves the picture with the pointer, wrapping round', async () => {
    await start();
    await drag(slider()!, 100);
    expect(position()).toBe('30');
    await drag(slider()!, 400);
    expect(position()).toBe('90');
    // Right behind the seats, the short way round is as long either way.
    expect(slider()!.getAttribute('aria-valuetext')).toBe('ダッシュボードから左へ180°');
  });

  it('RESET TO DASH returns to the dashboard and says so; EXIT leaves and puts focus back on the overlay', async () => {
    await start();
    await drag(slider()!, 250);
    expect(position()).toBe('15');
    await act(async () => button('ダッシュボードに戻る')!.click());
    expect(position()).toBe('40');
    expect(status()).toBe('ダッシュボード正面の視点に戻りました。');
    await act(async () => button('終了')!.click());
    expect(slider()).toBeNull();
    expect(button('終了')).toBeUndefined();
    expect(document.activeElement).toBe(overlay());
    expect(status()).toBe('');
  });

  it('leaves with Escape too', async () => {
    await start();
    await press(slider()!, 'Escape');
    expect(slider()).toBeNull();
    expect(document.activeElement).toBe(overlay());
  });
});
