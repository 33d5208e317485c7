// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const end = Date.parse('2027-03-31T09:00:00Z');
const props = {
  end,
  deadline: { iso: '2027-03-31T09:00:00.000Z', text: '2027年3月31日(水) 18:00まで' },
  unitLabels: { days: '日', hours: '時間', minutes: '分', seconds: '秒' },
  label: '終了までの残り時間',
  endText: '終了しました',
  pauseLabel: '一時停止',
  resumeLabel: '再開',
};
let root: Root;
let container: HTMLElement;

const shown = () => [...container.querySelectorAll('[role="timer"] > span')].map((unit) => unit.textContent).join(' ');
const button = () => container.querySelector('button')!;

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: end - 65_000 });
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('Countdown island', () => {
  it('corrects the server value at once, then ticks once per second', async () => {
    // The page was rendered (and cached) ten minutes earlier.
    await act(async () => root.render(<Countdown {...props} initial={{ days: 0, hours: 0, minutes: 11, seconds: 5 }} />));
    expect(shown()).toBe('0日 00時間 01分 05秒');
    expect(container.querySelector('[role="timer"]')!.getAttribute('aria-live')).toBe('off');
    await advance(1000);
    expect(shown()).toBe('0日 00時間 01分 04秒');
    await advance(4000);
    expect(shown()).toBe('0日 00時間 01分 00秒');
  });

  it('can be paused and resumed, jumping to the right time', async () => {
    await act(async () => root.render(<Countdown {...props} initial={{ days: 0, hours: 0, minutes: 1, seconds: 5 }} />));
    await act(async () => button().click());
    expect(button().textContent).toBe('再開');
    await advance(3000);
    expect(shown()).toBe('0日 00時間 01分 05秒');
    await act(async () => button().click());
    expect(button().textContent).toBe('一時停止');
    expect(shown()).toBe('0日 00時間 01分 02秒');
  });

  it('gives way to the end text at zero and stops ticking', async () => {
    await act(async () => root.render(<Countdown {...props} initial={{ days: 0, hours: 0, minutes: 1, seconds: 5 }} />));
    await advance(65_000);
    expect(container.querySelector('[role="timer"]')).toBeNull();
    expect(container.textContent).toBe('終了しました');
    expect(vi.getTimerCount()).toBe(0);
  });
});
