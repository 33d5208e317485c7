'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What this block renders in the browser (docs/architecture.md, "Islands"): only pages with the block fetch it. */
export const AccordionToggleAll = lazyIsland(() => import('./toggle-all.client').then((m) => m.AccordionToggleAll), { hydrate: 'visible' });
