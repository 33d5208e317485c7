'use client';

import dynamic from 'next/dynamic';

/** What server components render of this folder (docs/architecture.md, "Islands"): only the news list fetches it. */
export const RememberNewsPage = dynamic(() => import('./remember-news-page.client').then((m) => m.RememberNewsPage));
