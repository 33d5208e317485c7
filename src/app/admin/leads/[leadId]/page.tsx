import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { formatJstDateTime } from '@/features/cms/format-date';
import { localise } from '@/features/forms/definition';
import { readableValue } from '@/features/forms/deliveries.server';
import { getForm } from '@/features/forms/forms.server';
import { getLeadById } from '@/features/forms/leads.server';
import { allLocations } from '@/features/forms/locations.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../../auth/actions';
import { deleteLeadAction } from '../../forms/actions';

export const metadata: Metadata = { title: getT('ja')('admin.forms.title'), robots: { index: false, follow: false } };

type Props = { params: Promise<{ leadId: string }>; searchParams: Promise<Record<string, string | undefined>> };

/** One lead as staff need it: what was sent, the consent, files, and where it was delivered. */
export default async function LeadPage({ params, searchParams }: Props) {
  const { leadId } = await params;
  const actor = await requirePagePermission('leads.read', `/admin/leads/${leadId}`);
  const view = await getLeadById(actor, leadId);
  const [form, locations] = await Promise.all([getForm(actor, view.formId), allLocations()]);
  const t = getT('ja');
  const s = (key: string, values?: Record<string, unknown>) => t(`admin.forms.${key}`, values);
  const { lead } = view;
  const confirm = (await searchParams).confirm;
  const location = lead.locationId === null ? null : locations.find((l) => l.id === lead.locationId);
  return (
    <CmsShell actor={actor} current="admin" title={s('lead_title', { id: lead.id.slice(0, 8).toUpperCase() })} signOut={signOut}>
      <AdminTabs actor={actor} current="forms" />
      <p>
        <Link href={`/admin/forms/${form.id}`}>← {s('leads_title', { form: form.title })}</Link>
      </p>
      <section className={styles.section} aria-labelledby="lead">
        <h2 id="lead">{s('lead_title', { id: lead.id })}</h2>
        {lead.anonymisedAt ? (
          <p className={styles.warning}>{s('lead_anonymised', { when: formatJstDateTime(lead.anonymisedAt) })}</p>
        ) : null}
        <dl>
          <dt>{s('lead_form')}</dt>
          <dd>{form.title}</dd>
          <dt>{s('lead_when')}</dt>
          <dd>{formatJstDateTime(lead.createdAt)}</dd>
          {location ? (
            <>
              <dt>{s('col_location')}</dt>
              <dd>{location.name}</dd>
            </>
          ) : null}
          {form.fields
            .filter((f) => f.type !== 'file' && lead.attributes[f.name] !== undefined)
            .map((f) => (
              <div key={f.name}>
                <dt>{localise(f.label, 'ja')}</dt>
                <dd style={{ whiteSpace: 'pre-wrap' }}>{readableValue(f, lead.attributes[f.name], 'ja')}</dd>
              </div>
            ))}
          <dt>{s('lead_source')}</dt>
          <dd>{lead.sourcePath ?? '—'}</dd>
          <dt>{s('lead_marketing')}</dt>
          <dd>{lead.marketingOptIn ? s('yes') : s('no')}</dd>
          <dt>{s('lead_consent', { version: lead.consentVersion })}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{lead.consentText}</dd>
          {Object.keys(lead.checks).length ? (
            <>
              <dt>{s('lead_checks')}</dt>
              <dd>
                <code>{JSON.stringify(lead.checks)}</code>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {view.files.length ? (
        <section className={styles.section} aria-labelledby="files">
          <h2 id="files">{s('lead_files')}</h2>
          <ul>
            {view.files.map((file) => (
              <li key={file.id}>
                <a href={`/api/forms/${form.id}/leads/${lead.id}/files/${file.id}`}>{file.originalName}</a> ({file.contentType},{' '}
                {Math.ceil(file.size / 1024)}KB)
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="deliveries">
        <h2 id="deliveries">{s('lead_deliveries')}</h2>
        <table className={styles.table}>
          <tbody>
            {view.deliveries.map((d) => (
              <tr key={d.kind}>
                <th scope="row">{s(`delivery_${d.kind}`)}</th>
                <td className={d.status === 'failed' ? styles.warning : undefined}>{s(`status_${d.status}`)}</td>
                <td>{s('lead_attempts', { count: d.attempts })}</td>
                <td>{d.deliveredAt ? formatJstDateTime(d.deliveredAt) : (d.lastError ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {can(actor, 'leads.manage') ? (
        <section className={styles.section} aria-labelledby="delete-lead">
          <h2 id="delete-lead">{s('delete')}</h2>
          <form action={deleteLeadAction}>
            <input type="hidden" name="lead_id" value={lead.id} />
            <label className={confirm ? styles.warning : undefined}>
              <input type="checkbox" name="confirm" /> {s('delete_confirm')}
            </label>{' '}
            <button type="submit" className={styles.smallButton}>
              {s('delete')}
            </button>
          </form>
        </section>
      ) : null}
    </CmsShell>
  );
}
