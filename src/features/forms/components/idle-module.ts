'use client';

import { useEffect, useState } from 'react';

/**
 * A module loaded after the page has settled — when the browser is idle, at most 2 s later — so
 * that enhancements (React Aria's calendar and country search) never count in the first-load
 * JavaScript of a page with a form. Until it is there (and without JavaScript, or when its chunk
 * fails to load) the field is the native control the server rendered, which works on its own.
 */
export function idleModule<T>(load: () => Promise<T>) {
  function useLoaded(): T | null {
    const [loaded, setLoaded] = useState<T | null>(null);
    useEffect(() => {
      let live = true;
      const start = () =>
        void load().then(
          (m) => live && setLoaded(() => m),
          () => undefined,
        );
      const idle = window.requestIdleCallback?.(start, { timeout: 2000 }) ?? window.setTimeout(start, 200);
      return () => {
        live = false;
        (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      };
    }, []);
    return loaded;
  }
  return { useLoaded };
}

/** Sets an uncontrolled input's value the way typing does, so React's onChange runs for it. */
export function setNativeValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
