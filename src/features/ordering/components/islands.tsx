'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What server components render of this folder (docs/architecture.md, "Islands"): only the cancellation page fetches it. */
export const FocusOnArrival = lazyIsland(() => import('./focus-on-arrival.client').then((m) => m.FocusOnArrival));
