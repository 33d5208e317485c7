'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** The same island module as the retailer locator's: a page with both fetches it once. */
export const RetailerFinder = lazyIsland(() =>
  import('@/features/retailers/components/retailer-finder.client').then((m) => m.RetailerFinder),
);
