'use client';

import { lazyIsland } from '@/lib/lazy-island';

/**
 * What the page-level tab blocks render in the browser (docs/architecture.md, "Islands"): one island
 * for section tabs and section image tabs, fetched only by pages that have one.
 */
export const PageTabs = lazyIsland(() => import('./page-tabs.client').then((m) => m.PageTabs));
