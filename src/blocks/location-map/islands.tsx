'use client';

import { lazyIsland } from '@/lib/lazy-island';

/** What this block renders in the browser (docs/architecture.md, "Islands"): only pages with a configured map fetch it. */
export const MapEmbed = lazyIsland(() => import('./map-embed.client').then((m) => m.MapEmbed));
