import type { Metadata } from 'next';
import Link from 'next/link';
import { getT } from '@/i18n/i18n';

export const metadata: Metadata = { title: getT('ja')('not_found.title'), robots: { index: false } };

/**
 * Fallback 404 for notFound() inside a page (a page unpublished between the proxy's check and the
 * render). It reads no data, so cached pages stay static; unknown paths normally get the full
 * page-not-found view from the proxy (docs/decisions/0004).
 */
export default function NotFound() {
  const t = getT('ja');
  return (
    <main id="main" className="grid-container" style={{ maxWidth: 600, paddingBlock: 64 }}>
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.message')}</p>
      <p>
        <Link href="/">{t('not_found.back_home')}</Link>
      </p>
    </main>
  );
}
