'use client';

import { createElement, lazy, Suspense, use, useEffect, useMemo, useRef, useState, type ComponentType, type Ref } from 'react';
import { useHydrated } from './use-hydrated';
import { whenIdle } from './when-idle';

export interface LazyIslandOptions {
  /**
   * 'load' (default): hydrates as soon as its chunk arrives. 'visible': on the first page load the
   * server HTML stays as it is — readable, links working, no JavaScript run — until the island comes
   * near the viewport or the visitor points at or focuses it; only then is its chunk fetched and
   * hydrated. For islands usually below the fold (360 views, a gallery, tab panels): hydrating them
   * all at load is what kept a long page's main thread busy (decision 0068). Only for islands whose
   * server HTML stays small (well under 12 KB): React sends a larger boundary separately, hidden
   * until a script shows it, so a visitor without JavaScript would not see it.
   */
  hydrate?: 'load' | 'visible';
}

/**
 * An island whose code is fetched only by pages that render it (decision 0051). The server renders
 * it in full; in the browser it hydrates in place once its chunk has arrived, and a client
 * navigation waits for it rather than show an empty space (no Suspense boundary of its own). Not
 * next/dynamic: that would also preload the chunk from the server render, but its runtime costs
 * every page about 2 KB of first-load JavaScript, more than the smaller islands weigh.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyIslandOptions = {}): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await loadOnce() })) as ComponentType<P>;
  // The server loads every island as soon as the route's code is read, and renders a loaded one in
  // the same pass: an island that suspends holds back its Suspense boundary, which React then sends
  // separately, hidden until a script moves it in — so a visitor without JavaScript would not see it.
  if (typeof window === 'undefined') void loadOnce();
  if (options.hydrate !== 'visible') {
    return function Island(props: P) {
      return createElement(typeof window === 'undefined' && loaded ? loaded : Lazy, props);
    };
  }
  return typeof window === 'undefined' ? serverIsland(loadOnce) : browserIsland(Lazy, loadOnce);
}

/** The marker before a gated island: box-less; the island's server HTML is what follows it, up to its boundary's end. */
const marker = (ref?: Ref<HTMLTemplateElement>) => <template ref={ref} data-island-marker="" />;

/**
 * On the server the island renders inside its own Suspense boundary (which the browser keeps
 * dehydrated), but it waits for its module outside it: a boundary whose content suspends is sent
 * later, hidden until a script moves it in — invisible to a visitor without JavaScript.
 */
function serverIsland<P extends object>(loadOnce: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function ServerIsland(props: P) {
    const Component = use(loadOnce());
    return (
      <>
        {marker()}
        <Suspense fallback={null}>{createElement(Component, props)}</Suspense>
      </>
    );
  };
}

function browserIsland<P extends object>(Lazy: ComponentType<P>, loadOnce: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function VisibleIsland(props: P) {
    const hydrated = useHydrated();
    // Decided once, on the render that hydrates: the tree must match the server's.
    const [gate] = useState(() => (hydrated ? null : deferred()));
    const [ready] = useState(() => gate?.opened.then(loadOnce));
    const markerRef = useRef<HTMLTemplateElement>(null);
    useEffect(() => {
      if (!gate) return;
      // The chunk is fetched when the page is idle, so that opening the gate hydrates at once and a
      // click that opened it is handled rather than lost; running the island waits for the gate.
      const cancelPrefetch = whenIdle(() => void loadOnce(), idlePrefetchTimeoutMs);
      // An island that renders nothing on the server (carousel arrows) is watched through the block it sits in.
      const island = serverElementsAfter(markerRef.current);
      const parent = markerRef.current?.parentElement;
      const watched = island.length > 0 ? island : parent ? [parent] : [];
      const stopWatching = watched.length > 0 ? openWhenNear(watched, gate.open) : (gate.open(), undefined);
      return () => {
        cancelPrefetch();
        stopWatching?.();
      };
    }, [gate]);
    // The same element while the props are: a dehydrated boundary that is handed new props gives up
    // its server HTML and renders on the client, and this component renders again once hydrated.
    const boundary = useMemo(
      () => <Suspense fallback={null}>{ready ? <Gate ready={ready} props={props} /> : null}</Suspense>,
      [ready, props],
    );
    // A client navigation renders the island at once, like any other (and waits for its chunk).
    if (!gate) return createElement(Lazy, props);
    return (
      <>
        {marker(markerRef)}
        {boundary}
      </>
    );
  };
}

/** Idle prefetch at the latest after 2000 ms (site.md §9). */
const idlePrefetchTimeoutMs = 2000;

/**
 * Suspends — leaving the server HTML dehydrated — until the gate has opened and the chunk is there.
 * React follows the promise from the first render, so once it is settled a click hydrates at once.
 */
function Gate<P extends object>({ ready, props }: { ready: Promise<ComponentType<P>>; props: P }) {
  const Component = use(ready);
  return createElement(Component, props);
}

function deferred(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The elements of the Suspense boundary after the marker (`<!--$-->` … `<!--/$-->`): the island's server HTML. */
function serverElementsAfter(marker: Element | null): Element[] {
  const elements: Element[] = [];
  let depth = 0;
  for (let node = marker?.nextSibling ?? null; node; node = node.nextSibling) {
    if (node instanceof Comment) {
      if (node.data.startsWith('$')) depth++;
      else if (node.data === '/$' && --depth <= 0) break;
    } else if (node instanceof Element) elements.push(node);
  }
  return elements;
}

/**
 * Opens when one of the elements comes within 300 px of the viewport or the visitor reaches it first. The
 * visitor's events are heard on the window while capturing: React stops them at its root while the
 * island is still server HTML.
 */
export function openWhenNear(elements: Element[], open: () => void): () => void {
  const triggers = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;
  const stop = () => {
    observer?.disconnect();
    for (const type of triggers) window.removeEventListener(type, reached, { capture: true });
  };
  const finish = () => {
    stop();
    open();
  };
  function reached(event: Event) {
    const target = event.target;
    if (target instanceof Node && elements.some((element) => element.contains(target))) finish();
  }
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && finish(), { rootMargin: '300px' });
  if (observer) elements.forEach((element) => observer.observe(element));
  else queueMicrotask(finish);
  for (const type of triggers) window.addEventListener(type, reached, { capture: true, passive: true });
  return stop;
}
