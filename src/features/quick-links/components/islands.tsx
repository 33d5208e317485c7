'use client';

import dynamic from 'next/dynamic';

/** What server components render of this folder (docs/architecture.md, "Islands"): only pages with quick links fetch their script. */
export const QuickLinksNav = dynamic(() => import('./quick-links-nav.client').then((m) => m.QuickLinksNav));
