// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHistory } from './use-history';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount() {
  const api: { current?: ReturnType<typeof useHistory<string>> } = {};
  function Probe() {
    api.current = useHistory('a');
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Probe)));
  return { api: api as { current: ReturnType<typeof useHistory<string>> }, root };
}

afterEach(() => vi.useRealTimers());

describe('useHistory', () => {
  it('undoes and redoes changes in order', () => {
    const { api } = mount();
    act(() => api.current.change('b'));
    act(() => api.current.change('c'));
    act(() => api.current.undo());
    expect(api.current.value).toBe('b');
    act(() => api.current.undo());
    expect(api.current.value).toBe('a');
    expect(api.current.canUndo).toBe(false);
    act(() => api.current.redo());
    act(() => api.current.redo());
    expect(api.current.value).toBe('c');
    expect(api.current.canRedo).toBe(false);
  });

  it('merges quick changes of one field into one step, but not slow ones', () => {
    vi.useFakeTimers();
    const { api } = mount();
    act(() => api.current.change('ab', 'title'));
    act(() => api.current.change('abc', 'title'));
    vi.advanceTimersByTime(1500);
    act(() => api.current.change('abcd', 'title'));
    act(() => api.current.undo());
    expect(api.current.value).toBe('abc');
    act(() => api.current.undo());
    expect(api.current.value).toBe('a');
  });

  it('a new change after undo drops the redo steps', () => {
    const { api } = mount();
    act(() => api.current.change('b'));
    act(() => api.current.undo());
    act(() => api.current.change('x'));
    expect(api.current.canRedo).toBe(false);
    expect(api.current.value).toBe('x');
  });

  it('reset starts a fresh history', () => {
    const { api } = mount();
    act(() => api.current.change('b'));
    act(() => api.current.reset('server'));
    expect(api.current.value).toBe('server');
    expect(api.current.canUndo).toBe(false);
  });
});
