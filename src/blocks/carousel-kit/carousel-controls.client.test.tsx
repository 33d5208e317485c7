// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselControls, targetOf } from './carousel-controls.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * embla stands in as a small fake with its real API surface (happy-dom has no layout to measure):
 * three stops, `select` fired on every move, and the viewport it was handed.
 */
const fake = vi.hoisted(() => {
  type Handler = () => void;
  const state = { selected: 0, viewport: null as HTMLElement | null, handlers: new Map<string, Set<Handler>>() };
  const emit = (event: string) => state.handlers.get(event)?.forEach((h) => h());
  const api = {
    on(event: string, handler: Handler) {
      if (!state.handlers.has(event)) state.handlers.set(event, new Set());
      state.handlers.get(event)!.add(handler);
      return api;
    },
    off(event: string, handler: Handler) {
      state.handlers.get(event)?.delete(handler);
      return api;
    },
    scrollSnapList: () => [0, 0.5, 1],
    selectedScrollSnap: () => state.selected,
    canScrollPrev: () => state.selected > 0,
    canScrollNext: () => state.selected < 2,
    scrollTo: (() => undefined) as (index: number, jump?: boolean) => void,
    scrollNext: (() => undefined) as () => void,
  };
  return { state, api, emit };
});

vi.mock('embla-carousel-react', async () => {
  const { useState } = await import('react');
  function useFakeEmbla() {
    const [viewport, setViewport] = useState<HTMLElement | null>(null);
    fake.state.viewport = viewport;
    return [setViewport, viewport ? fake.api : undefined];
  }
  return { default: useFakeEmbla };
});

const labels = { controls: 'スライドの操作', previous: '前へ', next: '次へ', pause: '自動再生を停止', play: '自動再生を開始' };
const slideLabels = ['A（1 / 3）', 'B（2 / 3）', 'C（3 / 3）'];
const dotLabels = ['Aを表示', 'Bを表示', 'Cを表示'];

let root: Root;
let reducedMotion = false;

beforeEach(() => {
  fake.state.selected = 0;
  fake.state.handlers.clear();
  fake.api.scrollTo = vi.fn((index: number) => {
    fake.state.selected = index;
    fake.emit('select');
  });
  fake.api.scrollNext = vi.fn(() => fake.api.scrollTo(fake.state.selected + 1));
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce') })) as unknown as typeof window.matchMedia;
  document.body.innerHTML = `<div id="c1" data-carousel=""><div id="c1-viewport" tabindex="0"><div><div>A</div><div>B</div><div>C</div></div></div><div id="island"></div></div>`;
  root = createRoot(document.getElementById('island')!);
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

async function render(props: Partial<Parameters<typeof CarouselControls>[0]> = {}) {
  await act(async () =>
    root.render(
      <CarouselControls
        rootId="c1"
        dots="dots"
        slideLabels={slideLabels}
        dotLabels={dotLabels}
        autoplayMs={null}
        labels={labels}
        {...props}
      />,
    ),
  );
}

/** What a screen reader says for the play/pause button (the icon is hidden from it). */
const toggleName = () => document.querySelector('[data-carousel-toggle] .visually-hidden')!.textContent;
const button = (selector: string) => document.querySelector<HTMLButtonElement>(selector)!;
const dots = () => [...document.querySelectorAll<HTMLButtonElement>('[data-dot]')];
const click = async (element: Element) => act(async () => element.dispatchEvent(new MouseEvent('click', { bubbles: true })));
const key = async (element: Element, name: string) =>
  act(async () => element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));

describe('carousel controls', () => {
  it('hands the server-rendered viewport to embla and marks the carousel enhanced', async () => {
    await render();
    expect(fake.state.viewport).toBe(document.getElementById('c1-viewport'));
    expect(document.getElementById('c1')!.hasAttribute('data-carousel-ready')).toBe(true);
    act(() => root.unmount());
    expect(document.getElementById('c1')!.hasAttribute('data-carousel-ready')).toBe(false);
    root = createRoot(document.getElementById('island')!);
  });

  it('has previous/next buttons with Japanese names, disabled at the ends, and one dot per stop', async () => {
    await render();
    expect(document.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe('スライドの操作');
    const prev = button('[data-carousel-prev]');
    const next = button('[data-carousel-next]');
    expect([prev.textContent, next.textContent]).toEqual(['前へ', '次へ']);
    expect([prev.disabled, next.disabled]).toEqual([true, false]);
    expect(dots().map((d) => d.getAttribute('aria-label'))).toEqual(dotLabels);
    expect(dots().map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null]);
    // Only the current dot is in the tab order; the arrow keys move between them.
    expect(dots().map((d) => d.tabIndex)).toEqual([0, -1, -1]);
    expect(button('[data-carousel-toggle]')).toBeNull();
  });

  it('moves on a click of next, a dot or previous, and announces the slide politely', async () => {
    await render();
    await click(button('[data-carousel-next]'));
    expect(fake.api.scrollTo).toHaveBeenLastCalledWith(1, false);
    expect(dots().map((d) => d.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    const live = document.querySelector('[aria-live]')!;
    expect([live.getAttribute('aria-live'), live.textContent]).toEqual(['polite', 'B（2 / 3）']);
    await click(dots()[2]!);
    expect(fake.api.scrollTo).toHaveBeenLastCalledWith(2, false);
    expect(button('[data-carousel-next]').disabled).toBe(true);
    await click(button('[data-carousel-prev]'));
    expect(fake.api.scrollTo).toHaveBeenLastCalledWith(1, false);
  });

  it('follows the arrow keys, Home and End on the dots and on the slides, within the ends', async () => {
    await render();
    await key(dots()[0]!, 'ArrowRight');
    expect(fake.state.selected).toBe(1);
    await key(dots()[0]!, 'End');
    expect(fake.state.selected).toBe(2);
    await key(document.getElementById('c1-viewport')!, 'ArrowLeft');
    expect(fake.state.selected).toBe(1);
    await key(document.getElementById('c1-viewport')!, 'Home');
    expect(fake.state.selected).toBe(0);
    await key(document.getElementById('c1-viewport')!, 'ArrowLeft');
    expect(fake.state.selected).toBe(0);
    // A key pressed on a link inside a slide is the link's, not the carousel's.
    const link = document.getElementById('c1-viewport')!.querySelector('div div')!;
    await key(link, 'ArrowRight');
    expect(fake.state.selected).toBe(0);
  });

  it('jumps instead of animating for visitors who reduce motion', async () => {
    reducedMotion = true;
    await render();
    await click(button('[data-carousel-next]'));
    expect(fake.api.scrollTo).toHaveBeenLastCalledWith(1, true);
  });

  it('draws colour swatches and names as dots', async () => {
    await render({ dots: 'swatches', swatches: ['#112233', 'javascript:alert(1)', null] });
    const marks = dots().map((d) => d.querySelector('span')!.getAttribute('style'));
    expect(marks[0]).toContain('background-color');
    expect(marks.slice(1)).toEqual([null, null]);
    expect(dots()[0]!.getAttribute('aria-label')).toBe('Aを表示');
    await render({ dots: 'names', names: ['ディフェンダー', 'レンジローバー', 'ディスカバリー'] });
    expect(dots().map((d) => [d.textContent, d.getAttribute('aria-label')])).toEqual([
      ['ディフェンダー', null],
      ['レンジローバー', null],
      ['ディスカバリー', null],
    ]);
  });
});

describe('carousel autoplay', () => {
  it('moves on by itself every slide duration, wraps to the first, and stops for good on pause', async () => {
    vi.useFakeTimers();
    await render({ autoplayMs: 5000 });
    const toggle = button('[data-carousel-toggle]');
    expect(toggleName()).toBe('自動再生を停止');
    // While it moves by itself, it does not talk.
    expect(document.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
    await act(async () => vi.advanceTimersByTime(4999));
    expect(fake.state.selected).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(fake.state.selected).toBe(1);
    await act(async () => vi.advanceTimersByTime(5000));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(fake.state.selected).toBe(0);
    await click(toggle);
    expect(toggleName()).toBe('自動再生を開始');
    await act(async () => vi.advanceTimersByTime(20000));
    expect(fake.state.selected).toBe(0);
    await click(toggle);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(fake.state.selected).toBe(1);
  });

  it('waits while the pointer is over it and stops when focus moves into it', async () => {
    vi.useFakeTimers();
    await render({ autoplayMs: 5000 });
    const carousel = document.getElementById('c1')!;
    await act(async () => carousel.dispatchEvent(new MouseEvent('mouseenter')));
    await act(async () => vi.advanceTimersByTime(10000));
    expect(fake.state.selected).toBe(0);
    await act(async () => carousel.dispatchEvent(new MouseEvent('mouseleave')));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(fake.state.selected).toBe(1);
    await act(async () => document.getElementById('c1-viewport')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(toggleName()).toBe('自動再生を開始');
    await act(async () => vi.advanceTimersByTime(20000));
    expect(fake.state.selected).toBe(1);
  });

  it('never starts for visitors who reduce motion, but can be started by hand', async () => {
    vi.useFakeTimers();
    reducedMotion = true;
    await render({ autoplayMs: 5000 });
    await act(async () => vi.advanceTimersByTime(20000));
    expect(fake.state.selected).toBe(0);
    expect(toggleName()).toBe('自動再生を開始');
  });
});

describe('targetOf', () => {
  it('maps keys to stops within the ends', () => {
    expect([targetOf('ArrowRight', 0, 3), targetOf('ArrowLeft', 0, 3), targetOf('End', 0, 3), targetOf('Home', 2, 3)]).toEqual([
      1, 0, 2, 0,
    ]);
    expect(targetOf('ArrowRight', 2, 3)).toBe(2);
    expect(targetOf('Enter', 1, 3)).toBeNull();
  });
});
