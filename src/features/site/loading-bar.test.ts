import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, dataIncrement, hiddenBar, loadingBarTiming, routeOfDataRequest, type LoadingBarState } from './loading-bar';

let shown: LoadingBarState;
const bar = () => createLoadingBar((state) => (shown = state));

beforeEach(() => {
  vi.useFakeTimers();
  shown = hiddenBar;
});
afterEach(() => vi.useRealTimers());

describe('loading bar timings (site.md §9)', () => {
  it('uses the spec constants', () => {
    expect(loadingBarTiming).toMatchObject({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500 });
  });

  it('stays hidden for 200 ms, then shows and creeps', () => {
    bar().start();
    vi.advanceTimersByTime(199);
    expect(shown.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(1000);
    expect(shown.percent).toBe(20);
  });

  it('never shows for a navigation that finishes within the throttle', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(150);
    b.finish();
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual(hiddenBar);
  });

  it('fills to 100 % on finish and hides 500 ms later', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(700);
    b.finish();
    expect(shown).toMatchObject({ visible: true, percent: 100 });
    vi.advanceTimersByTime(499);
    expect(shown.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(hiddenBar);
  });

  it('lasts 5 s at most: reaches 100 % at the end of the duration and hides 500 ms after', () => {
    bar().start();
    vi.advanceTimersByTime(200 + 4900);
    expect(shown).toMatchObject({ visible: true, percent: 98 });
    vi.advanceTimersByTime(100);
    expect(shown.percent).toBe(100);
    vi.advanceTimersByTime(499);
    expect(shown.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown.visible).toBe(false);
  });

  it('jumps by the data increment and never passes 100 %', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(200 + 500);
    b.increase(dataIncrement(1));
    expect(shown.percent).toBe(10 + 45);
    b.increase(dataIncrement(1));
    expect(shown.percent).toBe(100);
  });

  it('shows a failure in red at once, even within the throttle, then hides', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(50);
    b.fail();
    b.finish();
    expect(shown).toEqual({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(500);
    expect(shown).toEqual(hiddenBar);
  });

  it('starts over on a new navigation: no red, no leftover progress', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(1000);
    b.fail();
    b.start();
    expect(shown).toEqual(hiddenBar);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual({ visible: true, percent: 0, failed: false });
  });
});

describe('dataIncrement (site.md §9)', () => {
  it('is 45 for one data source and 30 for two', () => {
    expect(dataIncrement(1)).toBe(45);
    expect(dataIncrement(2)).toBe(30);
  });
});

describe('routeOfDataRequest', () => {
  it('names the route of a React Server Components request, keeping its query as written', () => {
    expect(routeOfDataRequest('https://site.example/models?_rsc=1a2b')).toBe('/models');
    expect(routeOfDataRequest('https://site.example/search?q=a%20b&_rsc=x')).toBe('/search?q=a%20b');
    expect(routeOfDataRequest('https://site.example/search?_rsc=x&page=2')).toBe('/search?page=2');
  });

  it('is null for every other request', () => {
    expect(routeOfDataRequest('https://site.example/models')).toBeNull();
    expect(routeOfDataRequest('https://site.example/media/1.avif?w=640')).toBeNull();
    expect(routeOfDataRequest('https://site.example/x?my_rsc=1')).toBeNull();
  });
});
