// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ wanted }: { wanted: boolean }): ReactNode {
  return useAfterPaint(wanted) ? 'shown' : 'not yet';
}

let frames: FrameRequestCallback[];
beforeEach(() => {
  frames = [];
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const paint = () =>
  act(async () => {
    for (const frame of frames.splice(0)) frame(0);
    await vi.runAllTimersAsync();
  });

describe('useAfterPaint', () => {
  it('is false in the render that wants the part and turns true only after the next paint', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Probe wanted={false} />));
    await paint();
    expect(host.textContent).toBe('not yet');

    await act(async () => root.render(<Probe wanted />));
    expect(host.textContent).toBe('not yet');
    await act(async () => vi.runAllTimersAsync());
    // No frame yet: still not rendered.
    expect(host.textContent).toBe('not yet');
    await paint();
    expect(host.textContent).toBe('shown');

    // Not wanted any more: gone at once, and wanted again it waits for a paint again.
    await act(async () => root.render(<Probe wanted={false} />));
    expect(host.textContent).toBe('not yet');
    await act(async () => root.render(<Probe wanted />));
    expect(host.textContent).toBe('not yet');
    await paint();
    expect(host.textContent).toBe('shown');
    await act(async () => root.unmount());
  });
});
