'use client';

import dynamic from 'next/dynamic';

/** What server components render of this folder (docs/architecture.md, "Islands"): only pages with a vehicle card fetch it. */
export const SaveButton = dynamic(() => import('./save-button.client').then((m) => m.SaveButton));
