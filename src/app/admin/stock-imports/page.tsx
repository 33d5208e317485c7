import type { Metadata } from 'next';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { StockImportUpload } from '@/features/cms/components/stock-import-upload.client';
import { formatJstDateTime } from '@/features/cms/format-date';
import { listListingsForImport, listStockImports } from '@/features/stock/import.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';

export const metadata: Metadata = { title: getT('ja')('admin.stock_imports.title'), robots: { index: false, follow: false } };

/**
 * Dealer feed imports (issue 8 item 12): upload a CSV or JSON-lines file, see what it changed or
 * why it was refused row by row, and the history of every import from here, the API and the CLI.
 */
export default async function StockImportsPage() {
  const actor = await requirePagePermission('stock.import', '/admin/stock-imports');
  const [listings, history] = await Promise.all([listListingsForImport(actor), listStockImports(actor, { limit: 50 })]);
  const t = getT('ja');
  const s = (key: string, values?: Record<string, unknown>) => t(`admin.stock_imports.${key}`, values);
  const keys = [
    'file',
    'file_help',
    'listing',
    'mode',
    'mode_full',
    'mode_full_help',
    'mode_partial',
    'mode_partial_help',
    'submit',
    'uploading',
    'no_file',
    'wrong_type',
    'too_large',
    'failed',
    'applied',
    'rejected',
    'rejected_more',
    'row',
    'field',
    'reason',
    'file_problem',
  ] as const;
  const camel = (key: string) => key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  // Placeholders stay for the client to fill with the import's own figures.
  const raw = {
    rows: '{{rows}}',
    inserted: '{{inserted}}',
    updated: '{{updated}}',
    unlisted: '{{unlisted}}',
    shown: '{{shown}}',
    total: '{{total}}',
  };
  const labels = Object.fromEntries(keys.map((key) => [camel(key), s(key, raw)])) as never;
  return (
    <CmsShell actor={actor} current="admin" title={s('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="stock_imports" />
      <section className={styles.section} aria-labelledby="import-upload">
        <h2 id="import-upload">{s('upload_title')}</h2>
        <p className={styles.muted}>{s('lead')}</p>
        <StockImportUpload listings={listings} labels={labels} />
      </section>
      <section className={styles.section} aria-labelledby="import-history">
        <h2 id="import-history">{s('history_title')}</h2>
        {history.length === 0 ? (
          <p>{s('history_none')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cms.col_when')}</th>
                <th scope="col">{t('cms.col_who')}</th>
                <th scope="col">{s('col_source')}</th>
                <th scope="col">{s('col_file')}</th>
                <th scope="col">{s('listing')}</th>
                <th scope="col">{s('mode')}</th>
                <th scope="col">{s('col_outcome')}</th>
                <th scope="col">{s('col_counts')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatJstDateTime(entry.finishedAt)}</td>
                  <td>{entry.actorLabel}</td>
                  <td>{s(`source.${entry.source}`)}</td>
                  <td>{entry.fileName ?? '—'}</td>
                  <td>{entry.listingId}</td>
                  <td>{entry.mode === 'full' ? s('mode_full') : s('mode_partial')}</td>
                  <td>
                    <span className={styles.status} data-status={entry.outcome === 'applied' ? 'published' : 'disabled'}>
                      {s(`outcome.${entry.outcome}`)}
                    </span>
                  </td>
                  <td>
                    {entry.outcome === 'applied' ? (
                      s('counts', { rows: entry.rows, inserted: entry.inserted, updated: entry.updated, unlisted: entry.unlisted })
                    ) : (
                      <details>
                        <summary>{s('problems', { count: entry.problemCount, rows: entry.rows })}</summary>
                        <table className={styles.table}>
                          <thead>
                            <tr>
                              <th scope="col">{s('row')}</th>
                              <th scope="col">{s('field')}</th>
                              <th scope="col">{s('reason')}</th>
                            </tr>
                          </thead>
                          <tbody>
                            {entry.problems.map((p, i) => (
                              <tr key={i}>
                                <td>{p.row || '—'}</td>
                                <td>
                                  <code>{p.field || s('file_problem')}</code>
                                </td>
                                <td>{p.detail}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                        {entry.problemCount > entry.problems.length ? (
                          <p className={styles.muted}>{s('problems_cut', { shown: entry.problems.length, total: entry.problemCount })}</p>
                        ) : null}
                      </details>
                    )}
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
