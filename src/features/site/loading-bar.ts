/**
 * The page load indicator of site.md §4 and §9, as a state machine without DOM or React so that its
 * timings can be tested with fake timers. It is the route-change progress bar (docs/decisions/0050):
 * hidden for the first 200 ms (a fast navigation never flashes it), then creeping to 100 % over
 * 5000 ms, jumping by a data increment when the route's data has arrived, and hidden 500 ms after
 * it finishes. Reaching 100 % by creeping alone also finishes it: the indicator lasts 5 s at most.
 */
export const loadingBarTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, tickMs: 100 } as const;

/** site.md §9: the step a page's data moves the bar by — 30 when it has two data sources, else 45. */
export function dataIncrement(sources: number): number {
  return sources > 1 ? 30 : 45;
}

export interface LoadingBarState {
  visible: boolean;
  /** 0–100. */
  percent: number;
  /** The red failed state. */
  failed: boolean;
}

export const hiddenBar: LoadingBarState = { visible: false, percent: 0, failed: false };

export interface LoadingBar {
  start(): void;
  increase(step: number): void;
  /** Marks the bar failed (red) and shows it at once: a failure is worth seeing even when fast. */
  fail(): void;
  finish(): void;
}

export function createLoadingBar(onChange: (state: LoadingBarState) => void): LoadingBar {
  const { throttleMs, durationMs, hideDelayMs, tickMs } = loadingBarTiming;
  const creep = (100 * tickMs) / durationMs;
  let state = hiddenBar;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const set = (next: Partial<LoadingBarState>) => onChange((state = { ...state, ...next }));
  const clear = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };
  const finish = () => {
    clear();
    if (!state.visible) return set(hiddenBar);
    set({ percent: 100 });
    timers.push(setTimeout(() => set(hiddenBar), hideDelayMs));
  };
  const tick = () => {
    set({ percent: Math.min(100, state.percent + creep) });
    if (state.percent >= 100) finish();
    else timers.push(setTimeout(tick, tickMs));
  };
  return {
    start() {
      clear();
      set(hiddenBar);
      timers.push(
        setTimeout(() => {
          set({ visible: true });
          timers.push(setTimeout(tick, tickMs));
        }, throttleMs),
      );
    },
    increase(step) {
      set({ percent: Math.min(100, state.percent + step) });
    },
    fail() {
      set({ failed: true, visible: true });
    },
    finish,
  };
}

/**
 * The route (path and query) whose React Server Components payload a request URL fetched, or null
 * for any other request. Next adds `_rsc=<hash>` to the route's own query, keeping its encoding.
 */
export function routeOfDataRequest(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  const pairs = url.search.slice(1).split('&');
  const rest = pairs.filter((pair) => pair && pair !== '_rsc' && !pair.startsWith('_rsc='));
  if (rest.length === pairs.filter(Boolean).length) return null;
  return url.pathname + (rest.length ? `?${rest.join('&')}` : '');
}
