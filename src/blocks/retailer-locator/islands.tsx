'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What this block renders in the browser (docs/architecture.md, "Islands"): only pages with a retailer block fetch it. */
export const RetailerFinder = lazyIsland(() =>
  import('@/features/retailers/components/retailer-finder.client').then((m) => m.RetailerFinder),
);
