import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSlideTimer } from './slide-timer';

describe('slide timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once after the full duration when left to run', () => {
    const done = vi.fn();
    const timer = createSlideTimer(done);
    timer.reset(6000);
    timer.run();
    timer.run(); // running already: no second clock
    vi.advanceTimersByTime(5999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    timer.run(); // finished: nothing until the next slide resets it
    vi.advanceTimersByTime(60_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('keeps the time left while held and runs only that much after', () => {
    const done = vi.fn();
    const timer = createSlideTimer(done);
    timer.reset(6000);
    timer.run();
    vi.advanceTimersByTime(4000);
    timer.hold();
    expect(timer.remainingMs()).toBe(2000);
    vi.advanceTimersByTime(30_000);
    expect(done).not.toHaveBeenCalled();
    timer.run();
    vi.advanceTimersByTime(1999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('starts over at a new slide and stops for good when disposed', () => {
    const done = vi.fn();
    const timer = createSlideTimer(done);
    timer.reset(6000);
    timer.run();
    vi.advanceTimersByTime(5000);
    timer.reset(3000);
    expect(timer.remainingMs()).toBe(3000);
    timer.run();
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    timer.dispose();
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
  });
});
