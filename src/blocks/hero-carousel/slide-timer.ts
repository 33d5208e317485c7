/**
 * The clock of the current slide: it runs for the slide's duration, can be held (hover, focus, a
 * playing video, the pause button) and resumes with the time that was left, so a slide is never
 * cut short or shown twice as long because the visitor looked at it. Pure, for fake-timer tests.
 */
export interface SlideTimer {
  /** A new slide: its full duration, not running yet. */
  reset(durationMs: number): void;
  /** Runs (or keeps running) the time left; nothing when it is already running or has finished. */
  run(): void;
  /** Stops the clock and keeps the time left. */
  hold(): void;
  /** The time left (for tests and the timer bar). */
  remainingMs(): number;
  /** Stops for good (unmount). */
  dispose(): void;
}

export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createSlideTimer(onElapsed: () => void, clock: TimerClock = browserClock): SlideTimer {
  let remaining = 0;
  let startedAt = 0;
  let handle: unknown = null;

  const clear = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
  const left = () => (handle === null ? remaining : Math.max(0, remaining - (clock.now() - startedAt)));

  return {
    reset(durationMs) {
      clear();
      remaining = durationMs;
    },
    run() {
      if (handle !== null || remaining <= 0) return;
      startedAt = clock.now();
      handle = clock.setTimeout(() => {
        handle = null;
        remaining = 0;
        onElapsed();
      }, remaining);
    },
    hold() {
      if (handle === null) return;
      remaining = left();
      clear();
    },
    remainingMs: left,
    dispose() {
      clear();
      remaining = 0;
    },
  };
}
