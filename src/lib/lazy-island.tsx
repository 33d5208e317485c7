'use client';

import { createElement, lazy, type ComponentType } from 'react';

/**
 * An island whose code is fetched only by pages that render it (decision 0051). The server renders
 * it in full; in the browser it hydrates in place once its chunk has arrived, and a client
 * navigation waits for it rather than show an empty space (no Suspense boundary of its own). Not
 * next/dynamic: that would also preload the chunk from the server render, but its runtime costs
 * every page about 2 KB of first-load JavaScript, more than the smaller islands weigh.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Island(props: P) {
    return createElement(Lazy as ComponentType<P>, props);
  }
  return Island;
}
