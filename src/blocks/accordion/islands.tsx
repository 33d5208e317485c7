'use client';

import dynamic from 'next/dynamic';

/** What this block renders in the browser (docs/architecture.md, "Islands"): only pages with the block fetch it. */
export const AccordionToggleAll = dynamic(() => import('./toggle-all.client').then((m) => m.AccordionToggleAll));
