import type { Metadata } from 'next';
import Link from 'next/link';
import { can } from '@/features/auth/permissions';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { TrashEntryActions } from '@/features/cms/components/page-tree-actions.client';
import tree from '@/features/cms/components/page-tree.module.css';
import { formatJstDateTime } from '@/features/cms/format-date';
import { listTrash } from '@/features/pages/page-trash.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';
import { purgeTrashAction, restorePageAction } from '../actions';

export const metadata: Metadata = { title: getT('ja')('cms.trash.title'), robots: { index: false, follow: false } };

/** Deleted pages (decision 0029): each can come back whole, or go for good. */
export default async function TrashPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePagePermission('cms.open', '/cms/trash');
  const params = await searchParams;
  const restoredPath = typeof params.restored === 'string' ? params.restored.slice(0, 300) : null;
  const restoredId = typeof params.id === 'string' && /^[1-9]\d{0,8}$/.test(params.id) ? params.id : null;
  const entries = await listTrash(actor);
  const t = getT('ja');
  const labels = {
    restore: t('cms.trash.restore'),
    restorePath: t('cms.trash.restore_path'),
    restorePathHelp: t('cms.trash.restore_path_help'),
    purge: t('cms.trash.purge'),
    purgeConfirm: t('cms.trash.purge_confirm'),
  };
  return (
    <CmsShell actor={actor} current="cms" title={t('cms.trash.title')} signOut={signOut}>
      {restoredPath !== null ? (
        <p role="status" className={tree.flash}>
          {t('cms.trash.restored', { path: restoredPath })}
          {restoredId ? <Link href={`/cms/pages/${restoredId}`}>{t('cms.trash.open_restored')}</Link> : null}
        </p>
      ) : null}
      {params.purged === '1' ? (
        <p role="status" className={tree.flash}>
          {t('cms.trash.purged')}
        </p>
      ) : null}
      <p className={styles.toolbar}>
        <Link href="/cms">{t('cms.trash.back')}</Link>
      </p>
      <section className={styles.section} aria-labelledby="trash-list">
        <h2 id="trash-list">{t('cms.trash.count', { count: entries.length })}</h2>
        {entries.length === 0 ? (
          <p>{t('cms.trash.empty')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cms.col_title')}</th>
                <th scope="col">{t('cms.col_path')}</th>
                <th scope="col">{t('cms.col_type')}</th>
                <th scope="col">{t('cms.trash.col_deleted')}</th>
                <th scope="col">{t('cms.tree.col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    {entry.title}
                    {entry.descendants > 0 ? (
                      <span className={styles.muted}> {t('cms.trash.with_children', { count: entry.descendants })}</span>
                    ) : null}
                  </td>
                  <td>
                    <code>{entry.path}</code>
                    {entry.pathTaken ? <span className={styles.muted}> {t('cms.trash.path_taken')}</span> : null}
                  </td>
                  <td>{t(`cms.page_type.${entry.pageType}`)}</td>
                  <td className={styles.muted}>
                    {formatJstDateTime(entry.deletedAt)}・{entry.deletedBy}
                  </td>
                  <td>
                    <TrashEntryActions
                      entry={{ id: entry.id, title: entry.title, path: entry.path, pathTaken: entry.pathTaken }}
                      canRestore={can(actor, 'pages.publish')}
                      actions={{ restore: restorePageAction, purge: purgeTrashAction }}
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
