// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Exterior360 } from './exterior-viewer.client';
import { frameUrls } from './frames';
import { drag, exteriorLabels, press, stubPointer } from './testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const urls = frameUrls('/demo/360/exterior-{frame:2}.svg', 36);
let root: Root;
let preloaded: string[];

beforeEach(() => {
  stubPointer(false);
  preloaded = [];
  vi.stubGlobal(
    'Image',
    class {
      decoding = '';
      set src(url: string) {
        preloaded.push(url);
      }
    },
  );
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 720 });
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const image = () => document.querySelector('img')!;
const overlay = () => document.querySelector<HTMLButtonElement>('button[data-view-360-interact]');
const slider = () => document.querySelector<HTMLElement>('[role="slider"]');

async function render(startIndex = 0) {
  await act(async () => root.render(<Exterior360 urls={urls} startIndex={startIndex} alt="グリーンのSUV" labels={exteriorLabels} />));
}

describe('Exterior360', () => {
  it('shows the start frame with its alt text under an overlay that says CLICK TO INTERACT and names the view', async () => {
    await render(4);
    expect(image().getAttribute('src')).toBe('/demo/360/exterior-05.svg');
    expect(image().getAttribute('alt')).toBe('グリーンのSUV');
    expect(overlay()!.textContent).toBe('⟲クリックして操作：グリーンのSUVの360°ビュー');
    expect(slider()).toBeNull();
    // Nothing is fetched for a viewer the visitor only scrolls past.
    expect(preloaded).toEqual([]);
  });

  it('says TOUCH TO INTERACT where the primary pointer is a finger', async () => {
    stubPointer(true);
    await render();
    expect(overlay()!.textContent).toContain('タップして操作');
    expect(overlay()!.textContent).not.toContain('クリック');
  });

  it('fetches every frame once the visitor points at the overlay, once only', async () => {
    await render();
    await act(async () => overlay()!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await act(async () => overlay()!.focus());
    expect(preloaded).toEqual(urls);
  });

  it('becomes a focused slider when the overlay is pressed, announcing the angle', async () => {
    await render();
    await act(async () => overlay()!.click());
    expect(overlay()).toBeNull();
    expect(preloaded).toHaveLength(36);
    const view = slider()!;
    expect(document.activeElement).toBe(view);
    expect(view.getAttribute('aria-label')).toBe('グリーンのSUVの360°ビュー');
    expect([view.getAttribute('aria-valuemin'), view.getAttribute('aria-valuemax'), view.getAttribute('aria-valuenow')]).toEqual([
      '1',
      '36',
      '1',
    ]);
    expect(view.getAttribute('aria-valuetext')).toBe('0°（36枚中1枚目）');
    expect(document.getElementById(view.getAttribute('aria-describedby')!)!.textContent).toBe('ドラッグ、または ← → キーで回転します。');
    // No live region: the value is read when it changes under the visitor's focus, not otherwise.
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('turns with the keys, round and round', async () => {
    await render();
    await act(async () => overlay()!.click());
    // The keys it uses do not also scroll the page; Tab still moves on.
    expect(await press(slider()!, 'ArrowRight')).toBe(false);
    expect(await press(slider()!, 'Tab')).toBe(true);
    expect(image().getAttribute('src')).toBe('/demo/360/exterior-02.svg');
    expect(slider()!.getAttribute('aria-valuetext')).toBe('10°（36枚中2枚目）');
    await press(slider()!, 'ArrowLeft');
    await press(slider()!, 'ArrowLeft');
    expect(image().getAttribute('src')).toBe('/demo/360/exterior-36.svg');
    expect(slider()!.getAttribute('aria-valuetext')).toBe('350°（36枚中36枚目）');
    await press(slider()!, 'Home');
    expect(slider()!.getAttribute('aria-valuenow')).toBe('1');
    await press(slider()!, 'PageUp');
    expect(slider()!.getAttribute('aria-valuenow')).toBe('6');
  });

  it('turns one full turn across its width when dragged, only after the overlay is pressed', async () => {
    await render();
    const stage = image().parentElement!;
    await drag(stage, 60);
    expect(image().getAttribute('src')).toBe('/demo/360/exterior-01.svg');
    await act(async () => overlay()!.click());
    await drag(slider()!, 60);
    expect(image().getAttribute('src')).toBe('/demo/360/exterior-04.svg');
    expect(document.querySelector('[data-view-360]')!.getAttribute('data-frame')).toBe('4');
    // A second drag starts from where the first ended.
    await drag(slider()!, -100);
    expect(slider()!.getAttribute('aria-valuenow')).toBe('35');
  });
});
