'use client';

import dynamic from 'next/dynamic';

/** What server components render of this folder (docs/architecture.md, "Islands"): only the cancellation page fetches it. */
export const FocusOnArrival = dynamic(() => import('./focus-on-arrival.client').then((m) => m.FocusOnArrival));
