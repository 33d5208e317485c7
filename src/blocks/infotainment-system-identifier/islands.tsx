'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What this block renders in the browser (docs/architecture.md, "Islands"): only pages with the block fetch it. */
export const InfotainmentIdentifier = lazyIsland(() => import('./identifier.client').then((m) => m.InfotainmentIdentifier));
