'use client';

import { useEffect } from 'react';
import { isChunkFailure } from './navigation-failure';

const key = 'chunk-reload-at';
/** site.md §9: reload at most once per minute. */
const throttleMs = 60_000;

/**
 * After a deploy, a visitor's open page may ask for script chunks that no longer exist. Reload
 * once (then not again for a minute) so they get the new build instead of a broken page.
 */
export function ChunkReload() {
  useEffect(() => {
    const reload = () => {
      try {
        const last = Number(sessionStorage.getItem(key) ?? 0);
        if (Date.now() - last < throttleMs) return;
        sessionStorage.setItem(key, String(Date.now()));
      } catch {
        return; // no storage: better a broken chunk than a reload loop
      }
      window.location.reload();
    };
    const onError = (event: Event) => {
      const target = event.target as HTMLScriptElement | null;
      if (target?.tagName === 'SCRIPT' && target.src.includes('/_next/static/chunks/')) reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkFailure(event.reason)) reload();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
