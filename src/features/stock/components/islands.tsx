'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What server components render of this folder (docs/architecture.md, "Islands"): only pages with a vehicle card fetch it. */
export const SaveButton = lazyIsland(() => import('./save-button.client').then((m) => m.SaveButton));
