// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MasonryVideo } from './video.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let reduced = false;
let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;

beforeEach(() => {
  reduced = false;
  observed = null;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reduced,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  // The player itself: play() and pause() flip `paused` and fire the events a browser fires.
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', { configurable: true, get: () => true, set: () => undefined });
  HTMLMediaElement.prototype.play = vi.fn(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  HTMLMediaElement.prototype.pause = vi.fn(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const video = () => document.querySelector('video')!;
const toggle = () => document.querySelector('button')!;

async function render(autoplay = true) {
  await act(async () =>
    root.render(
      <MasonryVideo src="/v.mp4" poster="/p.jpg" label="海岸線" autoplay={autoplay} playLabel="動画を再生" pauseLabel="動画を一時停止" />,
    ),
  );
}
const scrollIntoView = (isIntersecting: boolean) => act(async () => observed?.([{ isIntersecting }]));

describe('masonry grid video', () => {
  it('swaps the browser controls for one play/pause button and plays, muted, while in view', async () => {
    await render();
    expect(video().hasAttribute('controls')).toBe(false);
    expect(video().muted).toBe(true);
    expect(toggle().getAttribute('aria-label')).toBe('動画を再生');
    await scrollIntoView(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(toggle().getAttribute('aria-label')).toBe('動画を一時停止');
    await scrollIntoView(false);
    expect(toggle().getAttribute('aria-label')).toBe('動画を再生');
  });

  it('stays paused once the visitor pauses it, also when it comes back into view', async () => {
    await render();
    await scrollIntoView(true);
    await act(async () => toggle().click());
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(toggle().getAttribute('aria-label')).toBe('動画を再生');
    await scrollIntoView(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    await act(async () => toggle().click());
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(2);
  });

  it('does not play by itself under reduced motion or when the editor turned autoplay off', async () => {
    reduced = true;
    await render();
    await scrollIntoView(true);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    await act(async () => root.render(<></>));
    reduced = false;
    await render(false);
    await scrollIntoView(true);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    await act(async () => toggle().click());
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
  });
});
