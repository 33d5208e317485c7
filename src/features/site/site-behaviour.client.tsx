'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { idlePrefetchTimeoutMs, prefetchAllowed, prefetchTargets } from './idle-prefetch';
import { createLoadingBar, dataIncrement, hiddenBar, loadingBarTiming, routeOfDataRequest } from './loading-bar';
import { isChunkFailure, routeErrorEvent } from './navigation-failure';
import styles from './site-behaviour.module.css';

/** How long "back online" stays on screen; the offline notice stays until the connection returns. */
export const onlineNoticeMs = 5000;

const here = () => location.pathname + location.search;

/**
 * The shell's behaviour in the browser (site.md §4, §9; docs/decisions/0050), one small island in
 * the root layout so that it outlives every route change: the 2 px progress bar of client
 * navigations, the online/offline notice, and the idle prefetch of the routes in view.
 *
 * A navigation starts with a click that next/link took over (its default prevented, to a different
 * path or query of this site) or with Back/Forward to another path; it has finished once the URL
 * and the rendered path are the new route's, which Next commits together with the new page. It
 * fails when the connection drops, a script chunk is missing or the route renders its error page.
 */
export function SiteBehaviour({ offline, online }: { offline: string; online: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const [bar, setBar] = useState(hiddenBar);
  const [notice, setNotice] = useState('');
  const rendered = useRef(pathname);
  const check = useRef(() => {});

  useEffect(() => {
    const progress = createLoadingBar(setBar);
    let target: string | null = null;
    let giveUpAt = 0;
    let poll: ReturnType<typeof setInterval> | undefined;
    const end = (failed: boolean) => {
      if (target === null) return;
      target = null;
      clearInterval(poll);
      if (failed) progress.fail();
      progress.finish();
    };
    check.current = () => {
      if (target === here() && rendered.current === location.pathname) end(false);
      // By then the bar has finished by itself (it lasts 5 s): stop watching a click that led nowhere.
      else if (Date.now() > giveUpAt) {
        target = null;
        clearInterval(poll);
      }
    };
    const start = (to: string) => {
      target = to;
      giveUpAt = Date.now() + loadingBarTiming.throttleMs + loadingBarTiming.durationMs;
      progress.start();
      clearInterval(poll);
      // Next changes the URL in the commit that renders the new route: checking it is enough.
      poll = setInterval(check.current, 100);
      if (!navigator.onLine) end(true);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      // The editor's preview frame is the only frame we are shown in, and it keeps every link from navigating.
      if (
        !event.defaultPrevented ||
        !(link instanceof HTMLAnchorElement) ||
        link.matches('[data-form-link],[data-video-modal]') ||
        parent !== window
      )
        return;
      const to = link.pathname + link.search;
      if (link.origin === location.origin && to !== here()) start(to);
    };
    // Back/Forward has already changed the URL; the render of its path is what is awaited.
    const onPopState = () => location.pathname !== rendered.current && start(here());
    const onFailure = () => end(true);
    const onRejection = (event: PromiseRejectionEvent) => isChunkFailure(event.reason) && end(true);
    let data: PerformanceObserver | undefined;
    try {
      // The route's data has arrived: the bar jumps by the spec's increment before the render.
      data = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (target !== null && routeOfDataRequest(entry.name) === target) progress.increase(dataIncrement(1));
        }
      });
      data.observe({ type: 'resource' });
    } catch {
      // No resource timing: the bar creeps and finishes without the jump.
    }
    const listening = new AbortController();
    const { signal } = listening;
    // On window, bubbling: next/link (on the document) has decided by the time it gets here.
    addEventListener('click', onClick, { signal });
    addEventListener('popstate', onPopState, { signal });
    addEventListener('offline', onFailure, { signal });
    addEventListener(routeErrorEvent, onFailure, { signal });
    addEventListener('unhandledrejection', onRejection, { signal });
    return () => {
      clearInterval(poll);
      data?.disconnect();
      listening.abort();
    };
  }, []);

  useEffect(() => {
    rendered.current = pathname;
    check.current();
  }, [pathname]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (text: string, hideAfter?: number) => {
      clearTimeout(timer);
      setNotice(text);
      if (hideAfter) timer = setTimeout(() => setNotice(''), hideAfter);
    };
    const onOffline = () => show(offline);
    const onOnline = () => show(online, onlineNoticeMs);
    if (!navigator.onLine) onOffline();
    const listening = new AbortController();
    addEventListener('offline', onOffline, { signal: listening.signal });
    addEventListener('online', onOnline, { signal: listening.signal });
    return () => {
      clearTimeout(timer);
      listening.abort();
    };
  }, [offline, online]);

  useEffect(() => {
    const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
    if (!prefetchAllowed(connection) || parent !== window) return;
    const run = () => {
      const inView = (link: Element) => {
        const box = link.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      };
      for (const href of prefetchTargets(document.links as HTMLCollectionOf<HTMLAnchorElement>, location, inView)) router.prefetch(href);
    };
    return whenIdle(run, idlePrefetchTimeoutMs);
  }, [pathname, router]);

  return (
    <>
      {bar.visible ? (
        <div
          className={styles.bar}
          data-loading-bar={bar.failed ? 'failed' : 'loading'}
          style={{ width: `${bar.percent}%` }}
          aria-hidden="true"
        />
      ) : null}
      {/* A live region without role=status: it is on every page, and pages have their own status
          messages (a form's thank-you) that must stay the page's one status. */}
      <div aria-live="polite" aria-atomic="true" data-connection-notice="" className={notice ? styles.notice : 'visually-hidden'}>
        {notice}
      </div>
    </>
  );
}
