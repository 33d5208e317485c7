'use client';

import { clientText } from '@/i18n/client-text';

/** Nested-error fallback: the error page itself failed, so nothing of the layout is trusted. */
export default function GlobalError() {
  return (
    <html lang="ja">
      <body style={{ fontFamily: 'sans-serif', padding: 32 }}>
        <h1>{clientText('error.nested')}</h1>
        <p>
          {/* A full page load on purpose: nothing of the client app is trusted after a nested error. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">{clientText('error.home')}</a>
        </p>
      </body>
    </html>
  );
}
