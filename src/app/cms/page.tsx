import type { Metadata } from 'next';
import Link from 'next/link';
import { can } from '@/features/auth/permissions';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { formatJstDateTime } from '@/features/cms/format-date';
import { listPages } from '@/features/pages/pages.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../auth/actions';

export const metadata: Metadata = { title: getT('ja')('cms.pages_title'), robots: { index: false, follow: false } };

/** The editor's entry: every page, folder and redirect with its state (site.md §2 /cms). */
export default async function CmsPage() {
  const actor = await requirePagePermission('cms.open', '/cms');
  const pages = await listPages(actor);
  const t = getT('ja');
  return (
    <CmsShell actor={actor} current="cms" title={t('cms.pages_title')} signOut={signOut}>
      {can(actor, 'pages.edit') ? (
        <p className={styles.toolbar}>
          <Link href="/cms/pages/new" className={styles.formButton}>
            {t('cms.editor.new_page')}
          </Link>
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="cms-pages">
        <h2 id="cms-pages">{t('cms.pages_count', { count: pages.length })}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('cms.col_title')}</th>
              <th scope="col">{t('cms.col_path')}</th>
              <th scope="col">{t('cms.col_type')}</th>
              <th scope="col">{t('cms.col_status')}</th>
              <th scope="col">{t('cms.col_schedule')}</th>
              <th scope="col">{t('cms.col_updated')}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.id}>
                <td>
                  <Link href={`/cms/pages/${page.id}`} aria-label={`${t('cms.editor.edit')}: ${page.title}`}>
                    {page.title}
                  </Link>
                </td>
                <td>
                  {page.status === 'published' && page.pageType === 'page' ? <a href={page.path}>{page.path}</a> : <code>{page.path}</code>}
                  {page.pageType === 'url_redirection' && page.to ? (
                    <span className={styles.muted}>
                      {' '}
                      → {page.to} ({page.httpCode})
                    </span>
                  ) : null}
                </td>
                <td>{t(`cms.page_type.${page.pageType}`)}</td>
                <td>
                  <span className={styles.status} data-status={page.status}>
                    {t(`cms.status.${page.status}`)}
                  </span>
                </td>
                <td className={styles.muted}>
                  {page.publishAt || page.unpublishAt
                    ? `${formatJstDateTime(page.publishAt)} 〜 ${page.unpublishAt ? formatJstDateTime(page.unpublishAt) : ''}`
                    : '—'}
                </td>
                <td className={styles.muted}>{formatJstDateTime(page.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </CmsShell>
  );
}
