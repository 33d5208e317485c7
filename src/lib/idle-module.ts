'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** Longest wait for an idle moment before an idle module loads anyway. */
export const idleModuleTimeoutMs = 2000;

/**
 * A module loaded after the page has settled — when the browser is idle, at most 2 s later — so
 * that what it brings (React Aria's calendar, the form-link and video modals) never counts in a
 * page's first-load JavaScript. Until it is there (and without JavaScript, or when its chunk fails
 * to load) the page works without it: native controls, links that navigate.
 */
export function idleModule<T>(load: () => Promise<T>) {
  function useLoaded(): T | null {
    const [loaded, setLoaded] = useState<T | null>(null);
    useEffect(() => {
      let live = true;
      const cancel = whenIdle(
        () =>
          void load().then(
            (m) => live && setLoaded(() => m),
            () => undefined,
          ),
        idleModuleTimeoutMs,
        200,
      );
      return () => {
        live = false;
        cancel();
      };
    }, []);
    return loaded;
  }
  return { useLoaded };
}
