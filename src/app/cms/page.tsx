import type { Metadata } from 'next';
import Link from 'next/link';
import { can } from '@/features/auth/permissions';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { PageTreeActions } from '@/features/cms/components/page-tree-actions.client';
import tree from '@/features/cms/components/page-tree.module.css';
import { formatJstDateTime } from '@/features/cms/format-date';
import { pageTreeRows } from '@/features/pages/page-tree';
import { listPages } from '@/features/pages/pages.server';
import { isLive } from '@/features/pages/visibility';
import { getT } from '@/i18n/i18n';
import { signOut } from '../auth/actions';
import { duplicatePageAction, movePageAction, trashPageAction } from './actions';

export const metadata: Metadata = { title: getT('ja')('cms.pages_title'), robots: { index: false, follow: false } };

/**
 * The editor's entry (site.md §2 /cms): every page, folder and redirect as a tree of paths, with
 * search and what can be done to each — all plain forms, usable before JavaScript loads.
 */
export default async function CmsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePagePermission('cms.open', '/cms');
  const params = await searchParams;
  const query = typeof params.q === 'string' ? params.q.slice(0, 100) : '';
  const trashed = typeof params.trashed === 'string' ? params.trashed.slice(0, 200) : null;
  const pages = await listPages(actor);
  const rows = pageTreeRows(pages, query);
  const t = getT('ja');
  const now = new Date();
  const canEdit = can(actor, 'pages.edit');
  const canPublish = can(actor, 'pages.publish');
  const labels = {
    menu: t('cms.tree.menu'),
    move: t('cms.tree.move'),
    moveHelp: t('cms.tree.move_help'),
    moveSubmit: t('cms.tree.move_submit'),
    redirect: t('cms.tree.redirect'),
    duplicate: t('cms.tree.duplicate'),
    duplicateSubmit: t('cms.tree.duplicate_submit'),
    trash: t('cms.tree.trash'),
    trashHelp: t('cms.tree.trash_help'),
    trashSubmit: t('cms.tree.trash_submit'),
    title: t('cms.col_title'),
    path: t('cms.col_path'),
    copySuffix: t('cms.tree.copy_suffix'),
  };
  return (
    <CmsShell actor={actor} current="cms" title={t('cms.pages_title')} signOut={signOut}>
      {trashed !== null ? (
        <p role="status" className={tree.flash}>
          {t('cms.tree.trashed', { title: trashed })} <Link href="/cms/trash">{t('cms.tree.open_trash')}</Link>
        </p>
      ) : null}
      <p className={styles.toolbar}>
        {canEdit ? (
          <Link href="/cms/pages/new" className={styles.formButton}>
            {t('cms.editor.new_page')}
          </Link>
        ) : null}
        {can(actor, 'redirects.manage') ? <Link href="/admin/redirects">{t('cms.tree.redirects_link')}</Link> : null}
        <Link href="/cms/trash">{t('cms.tree.trash_link')}</Link>
      </p>
      <form role="search" method="get" action="/cms" className={tree.search}>
        <div className={styles.formField}>
          <label htmlFor="page-search" className={styles.formLabel}>
            {t('cms.tree.search')}
          </label>
          <input id="page-search" type="search" name="q" defaultValue={query} placeholder={t('cms.tree.search_placeholder')} />
        </div>
        <button type="submit" className={styles.formButton}>
          {t('cms.tree.search_submit')}
        </button>
        {query ? <Link href="/cms">{t('cms.tree.search_clear')}</Link> : null}
      </form>
      <section className={styles.section} aria-labelledby="cms-pages">
        <h2 id="cms-pages">
          {query ? t('cms.tree.search_results', { query, count: rows.length }) : t('cms.pages_count', { count: pages.length })}
        </h2>
        {rows.length === 0 ? (
          <p>{t('cms.tree.no_results')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cms.col_title')}</th>
                <th scope="col">{t('cms.col_path')}</th>
                <th scope="col">{t('cms.col_type')}</th>
                <th scope="col">{t('cms.col_status')}</th>
                <th scope="col">{t('cms.col_schedule')}</th>
                <th scope="col">{t('cms.col_updated')}</th>
                <th scope="col">{t('cms.tree.col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ page, depth }) => (
                <tr key={page.id}>
                  <td>
                    <span className={tree.titleCell} style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
                      {depth > 0 ? (
                        <span className={tree.branch} aria-hidden="true">
                          └
                        </span>
                      ) : null}
                      <Link href={`/cms/pages/${page.id}`} aria-label={`${t('cms.editor.edit')}: ${page.title}`}>
                        {page.title}
                      </Link>
                    </span>
                  </td>
                  <td>
                    {page.status === 'published' && page.pageType === 'page' ? (
                      <a href={page.path}>{page.path}</a>
                    ) : (
                      <code>{page.path}</code>
                    )}
                    {page.pageType === 'url_redirection' && page.to ? (
                      <span className={styles.muted}>
                        {' '}
                        → {page.to} ({page.httpCode})
                      </span>
                    ) : null}
                    {page.pageType === 'page' && !isLive(page, now) ? (
                      <>
                        {' '}
                        <a href={`/disabled-preview${page.path === '/' ? '' : page.path}`}>{t('cms.tree.disabled_preview')}</a>
                      </>
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
                  <td>
                    <PageTreeActions
                      page={{ id: page.id, title: page.title, path: page.path, revision: page.revision, live: isLive(page, now) }}
                      canMove={page.status === 'draft' ? canEdit : canPublish}
                      canDuplicate={canEdit && page.pageType !== 'url_redirection'}
                      canTrash={canPublish}
                      actions={{ move: movePageAction, duplicate: duplicatePageAction, trash: trashPageAction }}
                      labels={labels}
                    />
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
