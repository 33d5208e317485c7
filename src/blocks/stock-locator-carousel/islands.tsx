'use client';

import dynamic from 'next/dynamic';

/** What this block renders in the browser (docs/architecture.md, "Islands"): only pages with the block fetch it. */
export const CarouselArrows = dynamic(() => import('./carousel-arrows.client').then((m) => m.CarouselArrows));
