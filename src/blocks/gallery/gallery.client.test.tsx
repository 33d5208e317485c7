// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GalleryViewer } from './gallery.client';
import type { GalleryLabels, GalleryPhoto } from './gallery-labels';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Embla stand-in: remembers where it was asked to go. */
const embla = vi.hoisted(() => ({
  scrolled: [] as [number, boolean | undefined][],
  scrollTo(index: number, jump?: boolean) {
    embla.scrolled.push([index, jump]);
  },
  selectedScrollSnap: () => 0,
  on: () => embla,
  off: () => embla,
}));
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, embla] }));

const labels: GalleryLabels = {
  dialog: 'ギャラリーの画像ビューアー',
  close: '閉じる',
  previous: '前の画像',
  next: '次の画像',
  count: '{{index}} / {{total}}',
  position: '{{total}}枚中{{index}}枚目',
  results: '{{count}}枚の画像を表示しています',
};
const photo = (index: number): GalleryPhoto => ({
  index,
  caption: `キャプション${index + 1}`,
  image: {
    kind: 'picture',
    alt: `写真${index + 1}`,
    src: `/p${index}.jpg`,
    width: 1024,
    height: 576,
    srcSet: { avif: '', webp: '', jpeg: `/p${index}.jpg 1024w` },
  },
});

let root: Root;
const link = (i: number) => document.querySelector<HTMLAnchorElement>(`[data-gallery-index="${i}"]`)!;
const dialog = () => document.querySelector('dialog');
const count = () => dialog()!.querySelector('p[aria-live]')!.textContent;
const key = async (name: string) =>
  act(async () => void document.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));

// The view's chunk, loaded once up front, so that opening it resolves inside act().
beforeAll(() => import('./gallery-fullscreen.client'));

beforeEach(() => {
  embla.scrolled = [];
  // The server's grid: four images in two categories and the radio filter.
  document.body.innerHTML = `<div id="g">
    <input type="radio" name="f" value="all" checked><input type="radio" name="f" value="2" id="cat2">
    <ul>${[1, 2, 1, 2].map((c, i) => `<li data-category="${c}"><a href="/p${i}.jpg" data-gallery-index="${i}">写真${i + 1}</a></li>`).join('')}</ul>
  </div>`;
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

async function render() {
  await act(async () => root.render(<GalleryViewer containerId="g" photos={[0, 1, 2, 3].map(photo)} labels={labels} />));
}

async function openAt(i: number) {
  link(i).focus();
  await act(async () => void link(i).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
  await vi.waitFor(() => expect(dialog()?.open).toBe(true));
}

describe('gallery full-screen view', () => {
  it('opens on the clicked image instead of following the link, named, with its caption and position', async () => {
    await render();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link(1).focus();
    await act(async () => void link(1).dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    expect(dialog()!.getAttribute('aria-label')).toBe('ギャラリーの画像ビューアー');
    expect(count()).toBe('2 / 44枚中2枚目');
    expect([...dialog()!.querySelectorAll('figcaption')].map((c) => c.textContent)).toEqual([
      'キャプション1',
      'キャプション2',
      'キャプション3',
      'キャプション4',
    ]);
    // Only the current image is read; the others are beside it, off screen.
    expect([...dialog()!.querySelectorAll('li')].map((li) => li.getAttribute('aria-hidden'))).toEqual(['true', null, 'true', 'true']);
  });

  it('moves with the arrow keys, Home, End and the buttons, and stops at the ends', async () => {
    await render();
    await openAt(0);
    await key('ArrowRight');
    expect(count()).toBe('2 / 44枚中2枚目');
    await key('End');
    expect(count()).toBe('4 / 44枚中4枚目');
    await key('ArrowRight');
    expect(count()).toBe('4 / 44枚中4枚目');
    await key('Home');
    expect(count()).toBe('1 / 44枚中1枚目');
    const [previous, next] = [...dialog()!.querySelectorAll<HTMLButtonElement>('button[aria-label$="の画像"]')];
    expect(previous!.getAttribute('aria-disabled')).toBe('true');
    await act(async () => next!.click());
    expect(count()).toBe('2 / 44枚中2枚目');
    expect(embla.scrolled.map(([index]) => index)).toEqual([1, 3, 3, 0, 1]);
  });

  it('closes on Escape and gives focus back to the image that opened it', async () => {
    await render();
    await openAt(2);
    await act(async () => void dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(link(2));
  });

  it('shows only the images the filter leaves, and announces how many', async () => {
    await render();
    for (const li of document.querySelectorAll<HTMLElement>('li[data-category="1"]')) li.style.display = 'none';
    const radio = document.getElementById('cat2') as HTMLInputElement;
    radio.checked = true;
    await act(async () => void radio.dispatchEvent(new Event('change', { bubbles: true })));
    expect(document.querySelector('#g ~ div p[aria-live="polite"]')!.textContent).toBe('2枚の画像を表示しています');
    await openAt(3);
    expect(count()).toBe('2 / 22枚中2枚目');
    expect([...dialog()!.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['写真2', '写真4']);
  });

  it('leaves a click with a modifier key to the browser (the image file in a new tab)', async () => {
    await render();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    await act(async () => void link(0).dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(dialog()).toBeNull();
  });
});
