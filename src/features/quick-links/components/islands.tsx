'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What server components render of this folder (docs/architecture.md, "Islands"): only pages with quick links fetch their script. */
export const QuickLinksNav = lazyIsland(() => import('./quick-links-nav.client').then((m) => m.QuickLinksNav));
