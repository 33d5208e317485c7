// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedImage } from '@/ui/picture';
import { VehicleGalleryCarousel } from './vehicle-gallery.client';
import type { GalleryLabels } from './vehicle-gallery-labels';

/** Embla stand-in: remembers where it was asked to go and tells listeners, as embla's `select` does. */
const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const api = {
    selected: 0,
    scrollTo: (() => undefined) as (index: number, jump?: boolean) => void,
    selectedScrollSnap: () => api.selected,
    on(event: string, fn: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
      return api;
    },
    off(event: string, fn: () => void) {
      listeners.get(event)?.delete(fn);
      return api;
    },
    /** What a swipe does: embla settles on another slide and emits `select`. */
    swipeTo(index: number) {
      api.selected = index;
      listeners.get('select')?.forEach((fn) => fn());
    },
    reset() {
      api.selected = 0;
      listeners.clear();
    },
  };
  return api;
});
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, embla] }));
// The dialog is React Aria's; here only what the carousel hands it and what it hands back matter.
vi.mock('./vehicle-gallery-fullscreen.client', () => ({
  default: ({ start, onClose }: { start: number; onClose: (index: number) => void }) =>
    createElement(
      'div',
      { role: 'dialog', 'data-start': start },
      createElement('button', { type: 'button', onClick: () => onClose(3) }, 'close'),
    ),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const labels: GalleryLabels = {
  previous: '前の写真',
  next: '次の写真',
  show: '写真{{n}}を表示',
  fullscreen: '全画面で見る',
  close: '閉じる',
  count: '{{index}}/{{total}}',
  position: '{{total}}枚中{{index}}枚目の写真',
  dialog: 'レンジローバーの写真（全画面）',
};
const photo = (n: number): ResolvedImage => ({ kind: 'missing', alt: `写真 ${n}`, width: 16, height: 9 });

let root: Root;
let scrolled: [number, boolean | undefined][];

async function render(count = 4) {
  const photos = Array.from({ length: count }, (_, i) => photo(i + 1));
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root.render(
      createElement(VehicleGalleryCarousel, {
        label: 'レンジローバーの写真',
        slides: photos.map((p, i) => createElement('img', { key: i, alt: p.alt, 'data-slide': i })),
        thumbs: photos.map((_, i) => createElement('img', { key: i, alt: '' })),
        photos,
        labels,
      }),
    ),
  );
}

const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const countText = () => document.querySelector('[data-gallery-count] [aria-hidden="true"]')!.textContent;
const announced = () => document.querySelector('[aria-live="polite"]')!.textContent;
const current = () => [...document.querySelectorAll('button[aria-current="true"]')].map((b) => b.getAttribute('aria-label'));
const click = (element: HTMLElement) => act(async () => element.click());
const press = (key: string, init: KeyboardEventInit = {}) =>
  act(async () => {
    document.querySelector('[data-ready]')!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  });

beforeEach(() => {
  embla.reset();
  scrolled = [];
  embla.scrollTo = (index, jump) => {
    scrolled.push([index, jump]);
    embla.swipeTo(index);
  };
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe('VehicleGalleryCarousel', () => {
  it('starts at the first photo with its server-rendered slides, thumbnails and count', async () => {
    await render();
    expect(document.querySelector('section')!.getAttribute('aria-label')).toBe('レンジローバーの写真');
    expect([...document.querySelectorAll('[data-slide]')].map((img) => img.getAttribute('alt'))).toEqual([
      '写真 1',
      '写真 2',
      '写真 3',
      '写真 4',
    ]);
    expect(countText()).toBe('1/4');
    expect(announced()).toBe('4枚中1枚目の写真');
    expect(current()).toEqual(['写真1を表示']);
    expect(button('前の写真').getAttribute('aria-disabled')).toBe('true');
    expect(button('次の写真').hasAttribute('aria-disabled')).toBe(false);
  });

  it('moves with the next and previous buttons, and not past the ends', async () => {
    await render();
    await click(button('前の写真'));
    expect(scrolled).toEqual([]);
    await click(button('次の写真'));
    expect(scrolled.map(([i]) => i)).toEqual([1]);
    expect([countText(), announced(), current()]).toEqual(['2/4', '4枚中2枚目の写真', ['写真2を表示']]);
    await click(button('前の写真'));
    expect(countText()).toBe('1/4');
    for (let i = 0; i < 3; i++) await click(button('次の写真'));
    expect(countText()).toBe('4/4');
    expect(button('次の写真').getAttribute('aria-disabled')).toBe('true');
    await click(button('次の写真'));
    expect(scrolled.map(([i]) => i)).toEqual([1, 0, 1, 2, 3]);
  });

  it('shows the photo of a clicked thumbnail, and follows a swipe', async () => {
    await render();
    await click(button('写真3を表示'));
    expect(scrolled.map(([i]) => i)).toEqual([2]);
    expect([countText(), current()]).toEqual(['3/4', ['写真3を表示']]);
    await act(async () => embla.swipeTo(1));
    expect([countText(), current()]).toEqual(['2/4', ['写真2を表示']]);
  });

  it('answers the arrow keys, Home and End while it has focus, but not with a modifier', async () => {
    await render();
    await press('ArrowRight');
    expect(countText()).toBe('2/4');
    await press('End');
    expect(countText()).toBe('4/4');
    await press('ArrowLeft', { ctrlKey: true });
    expect(countText()).toBe('4/4');
    await press('ArrowLeft');
    expect(countText()).toBe('3/4');
    await press('Home');
    expect(countText()).toBe('1/4');
    await press('a');
    expect(scrolled.map(([i]) => i)).toEqual([1, 3, 2, 0]);
  });

  it('opens full screen at the current photo and takes back the photo it closed on, with focus on the opener', async () => {
    await render();
    await click(button('次の写真'));
    const opener = [...document.querySelectorAll('button')].find((b) => b.textContent === '全画面で見る')!;
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await click(opener);
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')?.getAttribute('data-start')).toBe('1'));
    // Keys pressed in the dialog are the dialog's: the page's gallery stays where it is.
    await act(async () => {
      document.querySelector('[role="dialog"] button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(countText()).toBe('2/4');
    await click(document.querySelector<HTMLButtonElement>('[role="dialog"] button')!);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(countText()).toBe('4/4');
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows a single photo without arrows or thumbnails', async () => {
    await render(1);
    expect(button('次の写真')).toBeNull();
    expect(document.querySelectorAll('button[aria-label^="写真"]')).toHaveLength(0);
    expect(countText()).toBe('1/1');
  });
});
