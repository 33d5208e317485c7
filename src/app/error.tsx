'use client';

import { useEffect } from 'react';
import { reportRouteError } from '@/features/site/navigation-failure';
import { clientText } from '@/i18n/client-text';

/** Generic error page with status and message (site.md §8 "Other route error"). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    // A navigation that ends here failed: the progress bar turns red (decision 0050).
    reportRouteError();
  }, [error]);
  const status = error.status ?? 500;
  return (
    <main id="main" className="grid-container" style={{ maxWidth: 600, paddingBlock: 64 }}>
      <h1>{clientText('error.title')}</h1>
      <p>{clientText('error.status', { status })}</p>
      <p>{clientText('error.default_message')}</p>
      <p style={{ display: 'flex', gap: 16 }}>
        <button type="button" onClick={reset}>
          {clientText('error.retry')}
        </button>
        {/* A full load, not a client navigation: after an error the app's state is not to be trusted,
            and next/link here would put a second copy of the router's link code in every page. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the point */}
        <a href="/">{clientText('error.home')}</a>
      </p>
    </main>
  );
}
