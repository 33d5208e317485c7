import type { Metadata } from 'next';
import Link from 'next/link';
import { listAudit, listAuditFacets } from '@/features/auth/audit.server';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { auditChanges, jstRange } from '@/features/cms/audit-view';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import audit from '@/features/cms/components/audit.module.css';
import { formatJstDateTime } from '@/features/cms/format-date';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';

export const metadata: Metadata = { title: getT('ja')('admin.audit.title'), robots: { index: false, follow: false } };

const pageSize = 50;
type Params = Record<string, string | string[] | undefined>;

function one(params: Params, key: string, max = 200): string {
  const value = params[key];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/**
 * Every change, newest first (issue 8 item 12): who, when, what, before and after — filterable by
 * a GET form (works without JavaScript, and a filtered view can be shared), 50 at a time.
 */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Params> }) {
  const actor = await requirePagePermission('audit.read', '/admin/audit');
  const params = await searchParams;
  const t = getT('ja');
  const a = (key: string, values?: Record<string, unknown>) => t(`admin.audit.${key}`, values);
  const filters = {
    who: one(params, 'who', 100),
    action: one(params, 'action', 64),
    subject: one(params, 'subject', 64),
    id: one(params, 'id', 64),
    from: one(params, 'from', 10),
    to: one(params, 'to', 10),
  };
  const before = Number(one(params, 'before', 10));
  const range = jstRange(filters.from, filters.to);
  const [rows, facets] = await Promise.all([
    listAudit(actor, {
      actorText: filters.who || undefined,
      action: filters.action || undefined,
      subjectType: filters.subject || undefined,
      subjectId: filters.id || undefined,
      from: range.from,
      to: range.to,
      beforeId: Number.isInteger(before) && before > 0 ? before : undefined,
      limit: pageSize + 1,
    }),
    listAuditFacets(actor),
  ]);
  const shown = rows.slice(0, pageSize);
  const more = rows.length > pageSize;
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  const olderHref = `/admin/audit?${new URLSearchParams([...query, ['before', String(shown.at(-1)?.id ?? '')]])}`;
  // Actions added later show their code until they get a translation.
  const actionLabel = (action: string) => t(`admin.audit.action.${action.replace(/\./g, '_')}`, { fallback: action });
  const badDates = (filters.from && !range.from) || (filters.to && !range.to);
  return (
    <CmsShell actor={actor} current="admin" title={a('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="audit" />
      <form method="get" action="/admin/audit" className={audit.filters} aria-label={a('filter_label')}>
        <div className={styles.formField}>
          <label htmlFor="audit-who" className={styles.formLabel}>
            {a('who')}
          </label>
          <input id="audit-who" name="who" className={styles.formInput} defaultValue={filters.who} />
        </div>
        <div className={styles.formField}>
          <label htmlFor="audit-action" className={styles.formLabel}>
            {a('action_label')}
          </label>
          <select id="audit-action" name="action" className={styles.formInput} defaultValue={filters.action}>
            <option value="">{a('all')}</option>
            {facets.actions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.formField}>
          <label htmlFor="audit-subject" className={styles.formLabel}>
            {a('subject_type')}
          </label>
          <select id="audit-subject" name="subject" className={styles.formInput} defaultValue={filters.subject}>
            <option value="">{a('all')}</option>
            {facets.subjectTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.formField}>
          <label htmlFor="audit-id" className={styles.formLabel}>
            {a('subject_id')}
          </label>
          <input id="audit-id" name="id" className={styles.formInput} defaultValue={filters.id} />
        </div>
        <div className={styles.formField}>
          <label htmlFor="audit-from" className={styles.formLabel}>
            {a('from')}
          </label>
          <input id="audit-from" name="from" type="date" className={styles.formInput} defaultValue={filters.from} />
        </div>
        <div className={styles.formField}>
          <label htmlFor="audit-to" className={styles.formLabel}>
            {a('to')}
          </label>
          <input id="audit-to" name="to" type="date" className={styles.formInput} defaultValue={filters.to} />
        </div>
        <button type="submit" className={styles.formButton}>
          {a('apply')}
        </button>
        {query.size ? <Link href="/admin/audit">{a('clear')}</Link> : null}
      </form>
      {badDates ? (
        <p role="alert" className={styles.formError}>
          {a('bad_date')}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="audit-list">
        <h2 id="audit-list">{before ? a('older_heading') : a('heading')}</h2>
        {shown.length === 0 ? (
          <p>{a('none')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cms.col_when')}</th>
                <th scope="col">{t('cms.col_who')}</th>
                <th scope="col">{t('cms.col_action')}</th>
                <th scope="col">{t('cms.col_subject')}</th>
                <th scope="col">{a('changes')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const changes = auditChanges(row.before, row.after);
                return (
                  <tr key={row.id}>
                    <td>{formatJstDateTime(row.at)}</td>
                    <td>{row.actorLabel}</td>
                    <td>
                      {actionLabel(row.action)}
                      <br />
                      <code className={styles.muted}>{row.action}</code>
                    </td>
                    <td>
                      {row.subjectType}
                      {row.subjectId ? ` ${row.subjectId}` : ''}
                    </td>
                    <td>
                      {changes.length ? (
                        <details>
                          <summary>{a('changes_count', { count: changes.length })}</summary>
                          <table className={audit.changes}>
                            <thead>
                              <tr>
                                <th scope="col">{a('field')}</th>
                                <th scope="col">{a('before')}</th>
                                <th scope="col">{a('after')}</th>
                              </tr>
                            </thead>
                            <tbody>
                              {changes.slice(0, 200).map((change) => (
                                <tr key={change.path}>
                                  <th scope="row">
                                    <code>{change.path}</code>
                                  </th>
                                  <td className={audit.before}>{change.before || '—'}</td>
                                  <td className={audit.after}>{change.after || '—'}</td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        </details>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p className={styles.toolbar}>
          {before ? <Link href={`/admin/audit${query.size ? `?${query}` : ''}`}>{a('newest')}</Link> : null}
          {more ? <Link href={olderHref}>{a('older')}</Link> : null}
        </p>
      </section>
    </CmsShell>
  );
}
