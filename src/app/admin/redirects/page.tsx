import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import tree from '@/features/cms/components/page-tree.module.css';
import { DeleteRedirectForm, RedirectForm } from '@/features/cms/components/redirect-forms.client';
import { pageTreeRows } from '@/features/pages/page-tree';
import { listPages } from '@/features/pages/pages.server';
import { redirectWarnings, type RedirectWarning } from '@/features/pages/redirect-checks';
import { isLive } from '@/features/pages/visibility';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';
import { deleteRedirectAction, saveRedirectAction } from './actions';

export const metadata: Metadata = { title: getT('ja')('admin.redirects.title'), robots: { index: false, follow: false } };

/**
 * Every redirect with what is wrong with it (a target with no live page, a chain, a loop), a search,
 * and forms to add, change and delete — for publishers and admins (decision 0027).
 */
export default async function RedirectsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePagePermission('redirects.manage', '/admin/redirects');
  const params = await searchParams;
  const query = typeof params.q === 'string' ? params.q.slice(0, 100) : '';
  const t = getT('ja');
  const r = (key: string, values?: Record<string, unknown>) => t(`admin.redirects.${key}`, values);
  const all = await listPages(actor);
  const warnings = redirectWarnings(all);
  const redirects = pageTreeRows(
    all.filter((p) => p.pageType === 'url_redirection'),
    '',
  )
    .map((row) => row.page)
    .filter((p) => !query || `${p.path} ${p.to ?? ''}`.normalize('NFKC').toLowerCase().includes(query.normalize('NFKC').toLowerCase()));
  const labels = {
    from: r('from'),
    fromHelp: r('from_help'),
    to: r('to'),
    toHelp: r('to_help'),
    code: r('code'),
    codes: { '301': r('code_301'), '302': r('code_302'), '307': r('code_307'), '308': r('code_308') },
    live: r('live'),
    liveHelp: r('live_help'),
    submit: r('save'),
  };
  const describe = (w: RedirectWarning) =>
    w.kind === 'loop'
      ? r('warn_loop', { cycle: w.cycle.join(' → ') })
      : w.kind === 'chain'
        ? r('warn_chain', { via: w.via })
        : r('warn_missing', { target: w.target });
  const now = new Date();
  const problems = redirects.filter((p) => warnings.has(p.id)).length;
  return (
    <CmsShell actor={actor} current="admin" title={r('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="redirects" />
      <section className={styles.section} aria-labelledby="redirect-new">
        <h2 id="redirect-new">{r('add')}</h2>
        <RedirectForm action={saveRedirectAction} labels={{ ...labels, submit: r('add_submit') }} name={r('add')} />
      </section>
      <form role="search" method="get" action="/admin/redirects" className={tree.search}>
        <div className={styles.formField}>
          <label htmlFor="redirect-search" className={styles.formLabel}>
            {r('search')}
          </label>
          <input id="redirect-search" type="search" name="q" defaultValue={query} />
        </div>
        <button type="submit" className={styles.formButton}>
          {t('cms.tree.search_submit')}
        </button>
        {query ? <Link href="/admin/redirects">{t('cms.tree.search_clear')}</Link> : null}
      </form>
      <section className={styles.section} aria-labelledby="redirect-list">
        <h2 id="redirect-list">{r('count', { count: redirects.length })}</h2>
        {problems ? (
          <p role="note" className={styles.warning}>
            {r('problems', { count: problems })}
          </p>
        ) : null}
        {redirects.length === 0 ? (
          <p>{r('none')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{r('from')}</th>
                <th scope="col">{r('to')}</th>
                <th scope="col">{r('code')}</th>
                <th scope="col">{t('cms.col_status')}</th>
                <th scope="col">{r('check')}</th>
                <th scope="col">{t('cms.tree.col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {redirects.map((redirect) => (
                <tr key={redirect.id}>
                  <td>
                    <code>{redirect.path}</code>
                  </td>
                  <td>
                    <code>{redirect.to}</code>
                  </td>
                  <td>{redirect.httpCode}</td>
                  <td>{isLive(redirect, now) ? r('live_now') : t(`cms.status.${redirect.status}`)}</td>
                  <td>
                    {warnings.get(redirect.id)?.map((w) => (
                      <p key={w.kind} className={styles.formError}>
                        {describe(w)}
                      </p>
                    )) ?? r('ok')}
                  </td>
                  <td>
                    <details className={tree.actions}>
                      <summary aria-label={`${r('edit')}: ${redirect.path}`}>{r('edit')}</summary>
                      <div className={tree.panel}>
                        <RedirectForm
                          action={saveRedirectAction}
                          labels={labels}
                          name={`${r('edit')}: ${redirect.path}`}
                          initial={{
                            id: redirect.id,
                            from: redirect.path,
                            to: redirect.to ?? '',
                            code: redirect.httpCode,
                            live: redirect.status === 'published',
                          }}
                        />
                        <DeleteRedirectForm action={deleteRedirectAction} id={redirect.id} label={r('delete')} />
                      </div>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </CmsShell>
  );
}
