'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What this block renders in the browser (docs/architecture.md, "Islands"): only pages with the block fetch it. */
export const RentACar = lazyIsland(() => import('./rent-a-car.client').then((m) => m.RentACar));
