import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { listForms } from '@/features/forms/forms.server';
import { formTypes } from '@/features/forms/definition';
import { can } from '@/features/auth/permissions';
import { NewFormForm } from '@/features/cms/components/new-form-form.client';
import { createFormAction } from './actions';
import { failedDeliveryCounts } from '@/features/forms/leads.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';

export const metadata: Metadata = { title: getT('ja')('admin.forms.title'), robots: { index: false, follow: false } };

/** Every form with its leads and failed deliveries (issue 9 item 13). */
export default async function FormsPage() {
  const actor = await requirePagePermission('leads.read', '/admin/forms');
  const [forms, failed] = await Promise.all([listForms(actor), failedDeliveryCounts(actor)]);
  const t = getT('ja');
  const s = (key: string, values?: Record<string, unknown>) => t(`admin.forms.${key}`, values);
  return (
    <CmsShell actor={actor} current="admin" title={s('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="forms" />
      <section className={styles.section} aria-labelledby="forms-list">
        <h2 id="forms-list">{s('title')}</h2>
        <p className={styles.muted}>{s('lead')}</p>
        {forms.length === 0 ? (
          <p>{s('none')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{s('col_form')}</th>
                <th scope="col">{s('col_type')}</th>
                <th scope="col">{s('col_state')}</th>
                <th scope="col">{s('col_leads')}</th>
                <th scope="col">{s('col_failed')}</th>
              </tr>
            </thead>
            <tbody>
              {forms.map((form) => (
                <tr key={form.id}>
                  <td>
                    <Link href={`/admin/forms/${form.id}`}>{form.title}</Link> <code>{form.name}</code>
                  </td>
                  <td>{form.type}</td>
                  <td>
                    {form.enabled ? s('enabled') : s('disabled')}
                    {form.protected ? `・${s('protected')}` : ''}
                  </td>
                  <td>{form.leadCount}</td>
                  <td>{failed.get(form.id) ? <strong className={styles.warning}>{failed.get(form.id)}</strong> : 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {can(actor, 'forms.manage') ? (
        <section className={styles.section} aria-labelledby="new-form">
          <h2 id="new-form">{s('new_title')}</h2>
          <p className={styles.muted}>{s('new_help')}</p>
          <NewFormForm
            action={createFormAction}
            types={formTypes}
            labels={{ name: s('new_name'), title: s('new_form_title'), type: s('new_type'), create: s('new_create') }}
          />
        </section>
      ) : null}
    </CmsShell>
  );
}
