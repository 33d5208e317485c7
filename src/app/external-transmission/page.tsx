import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SiteShell } from '@/features/site/site-shell.server';
import { ExternalTransmissionNotice } from '@/features/tags/components/external-transmission-notice';
import { getExternalTransmissionNotice } from '@/features/tags/tags.server';
import { getT } from '@/i18n/i18n';

export const metadata: Metadata = { title: getT('ja')('tags.notice.title') };

/**
 * 外部送信について (電気通信事業法 第27条の12, japan.md): what the site's third-party tags send, to
 * whom and why, built from the tag registry and the settings in use (decision 0043).
 */
export default async function ExternalTransmissionPage() {
  await connection();
  const notice = await getExternalTransmissionNotice();
  return (
    <SiteShell path="/external-transmission">
      <ExternalTransmissionNotice notice={notice} />
    </SiteShell>
  );
}
