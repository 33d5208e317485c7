import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { formatJstDateTime } from '@/features/cms/format-date';
import { listOutbox } from '@/features/forms/mailer.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';

export const metadata: Metadata = { title: getT('ja')('admin.outbox.title'), robots: { index: false, follow: false } };

/** E-mails kept instead of sent while no SMTP server is configured (the embedded demo). */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ before?: string }> }) {
  const actor = await requirePagePermission('leads.read', '/admin/outbox');
  const before = Number((await searchParams).before) || undefined;
  const mails = await listOutbox(actor, before);
  const t = getT('ja');
  const s = (key: string) => t(`admin.outbox.${key}`);
  return (
    <CmsShell actor={actor} current="admin" title={s('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="outbox" />
      <section className={styles.section} aria-labelledby="outbox">
        <h2 id="outbox">{s('title')}</h2>
        <p className={styles.muted}>{s('lead')}</p>
        {mails.length === 0 ? <p>{s('none')}</p> : null}
        {mails.map((mail) => (
          <details key={mail.id} className={styles.section}>
            <summary>
              {formatJstDateTime(mail.createdAt)} — {mail.subject} — {mail.to}
            </summary>
            <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.text}</pre>
            {mail.leadId ? <Link href={`/admin/leads/${mail.leadId}`}>{mail.leadId}</Link> : null}
          </details>
        ))}
        {mails.length === 50 ? <Link href={`/admin/outbox?before=${mails.at(-1)!.id}`}>{s('older')}</Link> : null}
      </section>
    </CmsShell>
  );
}
