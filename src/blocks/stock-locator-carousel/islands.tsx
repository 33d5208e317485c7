'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What this block renders in the browser (docs/architecture.md, "Islands"): only pages with the block fetch it. */
export const CarouselArrows = lazyIsland(() => import('./carousel-arrows.client').then((m) => m.CarouselArrows), { hydrate: 'visible' });
