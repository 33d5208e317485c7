// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '@/features/analytics/track';
import { HeroCarousel, type HeroCarouselProps, type HeroCarouselSlide } from './carousel.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('@/features/analytics/track', () => ({ trackEvent: vi.fn() }));

/**
 * Embla itself measures layout, which happy-dom does not do: a stand-in with its API (the calls
 * the island makes) moves a selected index and announces `select` as Embla does.
 */
const fake = vi.hoisted(() => ({ api: null as null | FakeApi }));
interface FakeApi {
  rootNode(): HTMLElement;
  slideNodes(): HTMLElement[];
  selectedScrollSnap(): number;
  scrollTo: ReturnType<typeof vi.fn>;
  scrollNext: ReturnType<typeof vi.fn>;
  scrollPrev: ReturnType<typeof vi.fn>;
  on(event: string, callback: () => void): FakeApi;
  off(event: string, callback: () => void): FakeApi;
}

vi.mock('embla-carousel-react', async () => {
  const { useCallback, useState } = await import('react');
  function createApi(root: HTMLElement): FakeApi {
    let index = 0;
    const listeners = new Set<() => void>();
    const slides = () => [...root.firstElementChild!.children] as HTMLElement[];
    const select = (next: number) => {
      const count = slides().length;
      index = ((next % count) + count) % count;
      listeners.forEach((listener) => listener());
    };
    const api: FakeApi = {
      rootNode: () => root,
      slideNodes: slides,
      selectedScrollSnap: () => index,
      scrollTo: vi.fn((next: number) => select(next)),
      scrollNext: vi.fn(() => select(index + 1)),
      scrollPrev: vi.fn(() => select(index - 1)),
      on: (_event, callback) => (listeners.add(callback), api),
      off: (_event, callback) => (listeners.delete(callback), api),
    };
    return api;
  }
  function useFakeEmbla() {
    const [api, setApi] = useState<FakeApi>();
    const ref = useCallback((node: HTMLElement | null) => {
      if (!node) return;
      fake.api = createApi(node);
      setApi(fake.api);
    }, []);
    return [ref, api];
  }
  return { default: useFakeEmbla };
});

const track = vi.mocked(trackEvent);
let root: Root;
let media: Set<string>;
let intersection: ((entries: { isIntersecting: boolean }[]) => void) | null;

const slide = (n: number, extra: Partial<HeroCarouselSlide> = {}): HeroCarouselSlide => ({
  id: `hero-1-slide-${n}`,
  label: `スライド名${n}`,
  positionLabel: `5枚中${n}枚目`,
  durationMs: 6000,
  hasBackgroundVideo: false,
  content: <a href={`/models/${n}`}>詳しく見る{n}</a>,
  ...extra,
});

const labels = {
  carousel: 'メインビジュアル',
  carouselRole: 'カルーセル',
  slideRole: 'スライド',
  indicators: '表示するスライドを選ぶ',
  previous: '前のスライド',
  next: '次のスライド',
  pause: 'スライドショーを一時停止',
  play: 'スライドショーを再生',
};

const base: HeroCarouselProps = {
  variant: 'classic',
  slides: [1, 2, 3].map((n) => slide(n)),
  autoplay: true,
  showPlayPause: true,
  hasTimer: true,
  touchLimit: null,
  videoOnPhones: false,
  labels,
};

async function show(props: Partial<HeroCarouselProps> = {}) {
  await act(async () => root.render(<HeroCarousel {...base} {...props} />));
}
const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const frame = () => document.querySelector<HTMLElement>('[role="region"]')!;
const slides = () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="スライド"]')];
const indicators = () => [...document.querySelectorAll<HTMLAnchorElement>('[aria-label="表示するスライドを選ぶ"] a')];
const current = () => indicators().findIndex((a) => a.getAttribute('aria-current') === 'true');
const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const click = (element: Element) => act(async () => (element as HTMLElement).click());

beforeEach(() => {
  vi.useFakeTimers();
  media = new Set();
  intersection = null;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: media.has(query),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof intersection) {
        intersection = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  track.mockClear();
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(async () => {
  await act(async () => root.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  fake.api = null;
});

describe('HeroCarousel island', () => {
  it('takes over the row: the current slide alone is reachable, with previous, next and pause buttons', async () => {
    await show();
    expect(frame().getAttribute('aria-roledescription')).toBe('カルーセル');
    expect(frame().hasAttribute('data-enhanced')).toBe(true);
    expect(slides().map((s) => s.inert)).toEqual([false, true, true]);
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['5枚中1枚目', '5枚中2枚目', '5枚中3枚目']);
    expect(current()).toBe(0);
    expect(button('前のスライド')).not.toBeNull();
    expect(button('次のスライド')).not.toBeNull();
    expect(button('スライドショーを一時停止')).not.toBeNull();
    // While it rotates, screen readers are not interrupted by every new slide.
    expect(document.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
  });

  it('moves on after each slide’s own duration and reports no automatic change as a visitor’s', async () => {
    await show({ slides: [slide(1), slide(2, { durationMs: 3000 }), slide(3)] });
    await advance(5999);
    expect(current()).toBe(0);
    await advance(1);
    expect(current()).toBe(1);
    await advance(2999);
    expect(current()).toBe(1);
    await advance(1);
    expect(current()).toBe(2);
    await advance(6000);
    expect(current()).toBe(0);
    expect(track).not.toHaveBeenCalled();
  });

  it('holds while the mouse is over it and resumes with the time that was left', async () => {
    await show();
    await advance(4000);
    await act(async () => frame().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' })));
    await advance(10_000);
    expect(current()).toBe(0);
    await act(async () => frame().dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse' })));
    await advance(1999);
    expect(current()).toBe(0);
    await advance(1);
    expect(current()).toBe(1);
  });

  it('holds while keyboard focus is inside and while the carousel is scrolled away', async () => {
    await show();
    await act(async () => document.querySelector<HTMLAnchorElement>('a[href="/models/1"]')!.focus());
    await advance(20_000);
    expect(current()).toBe(0);
    await act(async () => document.querySelector<HTMLAnchorElement>('a[href="/models/1"]')!.blur());
    await advance(6000);
    expect(current()).toBe(1);
    await act(async () => intersection!([{ isIntersecting: false }]));
    await advance(20_000);
    expect(current()).toBe(1);
  });

  it('stops and starts on the pause/play button and reports both', async () => {
    await show();
    await click(button('スライドショーを一時停止')!);
    expect(track).toHaveBeenLastCalledWith({ event: 'hero_slider', action: 'pause', label: 'スライド名1', slide_position: 1 });
    await advance(20_000);
    expect(current()).toBe(0);
    expect(document.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
    await click(button('スライドショーを再生')!);
    expect(track).toHaveBeenLastCalledWith({ event: 'hero_slider', action: 'play', label: 'スライド名1', slide_position: 1 });
    await advance(6000);
    expect(current()).toBe(1);
  });

  it('never rotates by itself for visitors who ask for reduced motion, but starts when they press play', async () => {
    media.add('(prefers-reduced-motion: reduce)');
    await show();
    await advance(20_000);
    expect(current()).toBe(0);
    expect(button('スライドショーを一時停止')).toBeNull();
    await click(button('スライドショーを再生')!);
    await advance(6000);
    expect(fake.api!.scrollNext).toHaveBeenLastCalledWith(true); // a jump, not an animation
    expect(current()).toBe(1);
  });

  it('goes to a slide from its indicator, previous and next, reporting the visitor’s changes', async () => {
    await show({ autoplay: false });
    await click(indicators()[2]!);
    expect(fake.api!.scrollTo).toHaveBeenCalledWith(2, false);
    expect(current()).toBe(2);
    expect(track).toHaveBeenLastCalledWith({ event: 'hero_slider', action: 'slide_change', label: 'スライド名3', slide_position: 3 });
    await click(button('次のスライド')!);
    expect(current()).toBe(0);
    await click(button('前のスライド')!);
    expect(current()).toBe(2);
    expect(track).toHaveBeenCalledTimes(3);
  });

  it('without autoplay offers play only when the editor shows the button, and no timer bar', async () => {
    await show({ autoplay: false, showPlayPause: false });
    expect(button('スライドショーを再生')).toBeNull();
    expect(document.querySelector('[data-running]')).toBeNull();
    expect(document.querySelector('[style*="--slide-duration"]')).toBeNull();
    await show({ autoplay: false, showPlayPause: true });
    expect(button('スライドショーを再生')).not.toBeNull();
  });

  it('draws the timer bar of the current slide with its duration, frozen while held', async () => {
    await show({ slides: [slide(1, { durationMs: 4500 }), slide(2)] });
    const bar = () => indicators()[0]!.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(bar().style.getPropertyValue('--slide-duration')).toBe('4500ms');
    expect(bar().hasAttribute('data-running')).toBe(true);
    await click(button('スライドショーを一時停止')!);
    expect(bar().hasAttribute('data-running')).toBe(false);
    await show({ hasTimer: false });
    expect(document.querySelector('[style*="--slide-duration"]')).toBeNull();
  });

  it('reports a button click in a slide, and the offer when the block has an offer key', async () => {
    await show({ offerKey: 'spring-2026' });
    await act(async () => document.querySelector<HTMLAnchorElement>('a[href="/models/1"]')!.click());
    expect(track).toHaveBeenCalledWith({
      event: 'hero_slider',
      action: 'cta_click',
      label: '詳しく見る1',
      slide_position: 1,
      link_url: '/models/1',
    });
    expect(track).toHaveBeenCalledWith({ event: 'offers', action: 'select', label: '詳しく見る1', offer_key: 'spring-2026' });
  });

  it('shows at most the limit of slides on touch devices', async () => {
    media.add('(hover: none) and (pointer: coarse)');
    await show({ slides: [1, 2, 3, 4, 5, 6].map((n) => slide(n)), touchLimit: 4 });
    expect(slides()).toHaveLength(4);
    expect(indicators()).toHaveLength(4);
    media.clear();
    await show({ slides: [1, 2, 3, 4, 5, 6].map((n) => slide(n)), touchLimit: 4 });
    expect(slides()).toHaveLength(6);
  });

  it('plays the current slide’s background video while motion is on, on phones only when allowed', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const withVideo = (n: number) => slide(n, { hasBackgroundVideo: true, content: <video data-hero-bg-video="" muted data-n={n} /> });
    await show({ autoplay: false, slides: [withVideo(1), withVideo(2)] });
    expect(play.mock.contexts.map((v) => (v as HTMLVideoElement).dataset.n)).toEqual(['1']);
    // Something moves: the pause button is there although the slides do not rotate.
    expect(button('スライドショーを一時停止')).not.toBeNull();
    play.mockClear();
    media.add('(max-width: 740px)');
    await act(async () => root.unmount());
    root = createRoot(document.body.appendChild(document.createElement('div')));
    await show({ autoplay: false, slides: [withVideo(1), withVideo(2)] });
    expect(play).not.toHaveBeenCalled();
    expect(button('スライドショーを一時停止')).toBeNull();
    pause.mockRestore();
    play.mockRestore();
  });
});
