import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';
import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';

export const metadata: Metadata = { title: getT('ja')('no_access.title'), robots: { index: false } };

export default async function NoAccess() {
  await connection();
  const t = getT('ja');
  return (
    <SiteShell path="/no-access">
      <div className="grid-container" style={{ maxWidth: 600, paddingBlock: 64 }}>
        <Heading level="h1" size="xl">
          {t('no_access.title')}
        </Heading>
        <p>{t('no_access.message')}</p>
        <LinkButtons
          links={[{ type: 'internal', url: '/', label: t('error.home'), target: '_self', button_type: 'primary', size: 'medium' }]}
        />
      </div>
    </SiteShell>
  );
}
