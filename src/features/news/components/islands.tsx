'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What server components render of this folder (docs/architecture.md, "Islands"): only the news list fetches it. */
export const RememberNewsPage = lazyIsland(() => import('./remember-news-page.client').then((m) => m.RememberNewsPage));
