import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';
import { trackEvent } from '@/features/analytics/track';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Test support for the quizzes' islands (happy-dom): a container fresh for each test and emptied
 * after it, and the ways a visitor finds things in it — a button by its name, an answer by its
 * label, the status. The test file mocks `@/features/analytics/track` (`vi.mock` is per file);
 * `events()` are the calls it received in this test.
 */
export function mountedIsland() {
  let root: Root;
  let container!: HTMLElement;
  beforeEach(() => {
    vi.mocked(trackEvent).mockClear();
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    document.body.innerHTML = '';
  });
  const buttons = (name: string) => [...container.querySelectorAll('button')].filter((b) => b.textContent === name);
  /** The input whose label says exactly `label`. */
  const input = (label: string) =>
    [...container.querySelectorAll<HTMLInputElement>('input')].find((element) => element.closest('label')?.textContent === label)!;
  return {
    get container() {
      return container;
    },
    render: (node: ReactNode) => act(async () => root.render(node)),
    buttons,
    /** The first button named `name` (undefined, despite its type, when there is none). */
    button: (name: string) => buttons(name)[0]!,
    press: (name: string, index = 0) => act(async () => buttons(name)[index]!.click()),
    input,
    /** Clicks each answer in turn: ticks or unticks a checkbox, chooses a radio button. */
    choose: (...labels: string[]) => act(async () => labels.forEach((label) => input(label).click())),
    checked: () => [...container.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.closest('label')!.textContent),
    status: () => container.querySelector('[role="status"]')!.textContent,
    events: () => vi.mocked(trackEvent).mock.calls.map(([event]) => event),
  };
}
