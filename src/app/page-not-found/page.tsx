import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NotFoundView } from '@/features/errors/not-found-view.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';

export const metadata: Metadata = { title: getT('ja')('not_found.title'), robots: { index: false } };

/**
 * The page-not-found view, fully server-rendered. The proxy rewrites unknown paths here with
 * status 404 (Next's notFound() on a dynamic route sends an empty body; see docs/decisions/0004).
 */
export default async function PageNotFound() {
  await connection();
  return (
    <SiteShell path="/404">
      <NotFoundView />
    </SiteShell>
  );
}
