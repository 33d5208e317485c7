import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NotFoundView } from '@/features/errors/not-found-view.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';

export const metadata: Metadata = { title: getT('ja')('not_found.title'), robots: { index: false } };

/** Error layout: page-not-found view with navigation and footer. Answered with status 404. */
export default async function NotFound() {
  await connection();
  return (
    <SiteShell path="/404">
      <NotFoundView />
    </SiteShell>
  );
}
