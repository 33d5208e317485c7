import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';
import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';

export const metadata: Metadata = { title: getT('ja')('no_access.title'), robots: { index: false } };

/**
 * Where a visitor lands without the right to see a page. Nobody can sign in yet, so the text must
 * hold both for a signed-in account without the permission and for a visitor who is not signed in:
 * it says the page is restricted and what to do, not that the account is at fault.
 */
export default async function NoAccess() {
  await connection();
  const t = getT('ja');
  return (
    <SiteShell path="/no-access">
      <div className="grid-container" style={{ maxWidth: 600, paddingBlock: 64 }}>
        <Heading level="h1" size="xl">
          {t('no_access.title')}
        </Heading>
        <p>{t('no_access.restricted')}</p>
        <p>{t('no_access.what_to_do')}</p>
        <LinkButtons
          links={[{ type: 'internal', url: '/', label: t('error.home'), target: '_self', button_type: 'primary', size: 'medium' }]}
        />
      </div>
    </SiteShell>
  );
}
