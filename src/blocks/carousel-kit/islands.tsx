'use client';

import { lazyIsland } from '@/lib/lazy-island';

/**
 * What carousels render in the browser (docs/architecture.md, "Islands"): one island for every
 * carousel block, fetched only by pages that have one.
 */
export const CarouselControls = lazyIsland(() => import('./carousel-controls.client').then((m) => m.CarouselControls), {
  hydrate: 'visible',
});
