// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeatCounter } from './counter.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let reduced = false;
let inView: ((entries: { isIntersecting: boolean }[]) => void) | null;
let frames: ((now: number) => void)[];

beforeEach(() => {
  reduced = false;
  inView = null;
  frames = [];
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reduced }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        inView = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: (now: number) => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.spyOn(performance, 'now').mockReturnValue(1000);
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const digits = () => document.querySelector('[aria-hidden="true"]')!.textContent;
/** Runs the animation frame the counter asked for last, at `now`. */
const nextFrame = (now: number) => act(async () => frames.pop()?.(now));

describe('SeatCounter', () => {
  it('shows the final figure until it comes into view, then counts up to it once', async () => {
    await act(async () => root.render(<SeatCounter value={1200} unit="L" label="最大荷室容量" />));
    expect(digits()).toBe('1,200');
    expect(frames).toHaveLength(0);
    await act(async () => inView?.([{ isIntersecting: true }]));
    await nextFrame(1000);
    expect(digits()).toBe('0');
    await nextFrame(1750);
    expect(Number(digits()!.replace(',', ''))).toBeGreaterThan(900);
    await nextFrame(2500);
    expect(digits()).toBe('1,200');
    // Done: it asks for no more frames.
    expect(frames).toHaveLength(0);
    expect(document.querySelector('.visually-hidden')!.textContent).toBe('1,200');
  });

  it('never counts for visitors who ask for reduced motion', async () => {
    reduced = true;
    await act(async () => root.render(<SeatCounter value={1200} />));
    expect(inView).toBeNull();
    expect(digits()).toBe('1,200');
  });
});
