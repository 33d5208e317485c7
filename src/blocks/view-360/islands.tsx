'use client';

import { lazyIsland } from '@/lib/lazy-island';

/**
 * What the 360 views render in the browser (docs/architecture.md, "Islands"): both viewers come from
 * one module, so a page with either — a 360 block or a tab of the tabbed component — fetches one chunk.
 */
export const Exterior360 = lazyIsland(() => import('./viewers.client').then((m) => m.Exterior360), { hydrate: 'visible' });
export const Interior360 = lazyIsland(() => import('./viewers.client').then((m) => m.Interior360), { hydrate: 'visible' });
