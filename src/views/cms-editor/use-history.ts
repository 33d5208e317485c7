'use client';

import { useCallback, useRef, useState } from 'react';

const limit = 200;

/**
 * Undo and redo over the editing session. Quick successive changes of the same kind (typing in
 * one field) merge into one step, so Ctrl+Z undoes a word or a change, not a keystroke.
 */
export function useHistory<T>(initial: T, mergeWithinMs = 1000) {
  const [state, setState] = useState({ past: [] as T[], present: initial, future: [] as T[] });
  const last = useRef<{ key: string; at: number } | null>(null);

  const change = useCallback(
    (next: T, mergeKey?: string) => {
      const now = Date.now();
      const merge = mergeKey !== undefined && last.current?.key === mergeKey && now - last.current.at < mergeWithinMs;
      last.current = mergeKey === undefined ? null : { key: mergeKey, at: now };
      setState((s) => ({
        past: merge ? s.past : [...s.past, s.present].slice(-limit),
        present: next,
        future: [],
      }));
    },
    [mergeWithinMs],
  );

  const undo = useCallback(() => {
    last.current = null;
    setState((s) => (s.past.length ? { past: s.past.slice(0, -1), present: s.past.at(-1)!, future: [s.present, ...s.future] } : s));
  }, []);

  const redo = useCallback(() => {
    last.current = null;
    setState((s) => (s.future.length ? { past: [...s.past, s.present], present: s.future[0]!, future: s.future.slice(1) } : s));
  }, []);

  /** Replaces the state without an undo step (a reload from the server). */
  const reset = useCallback((next: T) => {
    last.current = null;
    setState({ past: [], present: next, future: [] });
  }, []);

  return { value: state.present, change, undo, redo, reset, canUndo: state.past.length > 0, canRedo: state.future.length > 0 };
}
