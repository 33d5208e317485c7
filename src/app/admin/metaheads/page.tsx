import type { Metadata } from 'next';
import type { MetaheadRow } from '@/db/schema';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { DeleteMetaheadForm, MetaheadForm } from '@/features/cms/components/metahead-form.client';
import { getMetaheads, listPages } from '@/features/pages/pages.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';
import { addMetahead, removeMetahead } from './actions';
import screen from './metaheads-page.module.css';

export const metadata: Metadata = { title: getT('ja')('admin.metaheads.title'), robots: { index: false, follow: false } };

const languages = ['css', 'scss', 'sass', 'javascript', 'js-src', 'html'] as const;

/** How much of a metahead the list shows before "show all". */
const previewLines = 6;
const previewChars = 400;

function preview(content: string): { text: string; truncated: boolean } {
  const lines = content.split('\n');
  let text = lines.slice(0, previewLines).join('\n');
  if (text.length > previewChars) text = text.slice(0, previewChars);
  return { text, truncated: text.trimEnd().length < content.trimEnd().length };
}

/**
 * Every metahead: the global ones and each page's own. `getMetaheads(id)` answers a page's own plus
 * the global ones, so the page rows are picked out of each answer (cached reads).
 */
async function allMetaheads(pageIds: number[]): Promise<MetaheadRow[]> {
  const answers = await Promise.all([getMetaheads(null), ...pageIds.map((id) => getMetaheads(id))]);
  const byId = new Map<number, MetaheadRow>();
  for (const row of answers.flat()) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

/** /admin/metaheads: scripts and styles added to every page (or one page). Admins only. */
export default async function AdminMetaheadsPage() {
  const actor = await requirePagePermission('metaheads.manage', '/admin/metaheads');
  const t = getT('ja');
  const m = (key: string, options?: Record<string, string>) => t(`admin.metaheads.${key}`, options);
  const pages = await listPages(actor);
  const rows = await allMetaheads(pages.map((p) => p.id));
  const pathOf = new Map(pages.map((p) => [p.id, p.path]));
  const languageLabel = (language: string) => m(`language.${language}`, { fallback: language });
  return (
    <CmsShell actor={actor} current="admin" title={m('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="metaheads" />
      <div role="note" aria-labelledby="metaheads-warning-title" className={screen.warning}>
        <p id="metaheads-warning-title" className={screen.warningTitle}>
          {m('warning_title')}
        </p>
        <p>{m('warning')}</p>
        <p>{m('warning_trust')}</p>
      </div>
      <section className={styles.section} aria-labelledby="metaheads-list">
        <h2 id="metaheads-list">{m('list_title', { total: String(rows.length) })}</h2>
        {rows.length ? (
          <table className={`${styles.table} ${screen.table}`}>
            <thead>
              <tr>
                <th scope="col">{m('col_language')}</th>
                <th scope="col">{m('col_where')}</th>
                <th scope="col">{m('col_placement')}</th>
                <th scope="col">{m('col_sequence')}</th>
                <th scope="col">{m('col_reload')}</th>
                <th scope="col">{m('col_content')}</th>
                <th scope="col">{m('col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const where = row.rdxCorePageId === null ? m('all_pages') : (pathOf.get(row.rdxCorePageId) ?? `#${row.rdxCorePageId}`);
                const shown = preview(row.content);
                const name = `${languageLabel(row.language)} ${where} #${row.id}`;
                return (
                  <tr key={row.id}>
                    <td>{languageLabel(row.language)}</td>
                    <td>{row.rdxCorePageId === null ? <strong>{where}</strong> : <code>{where}</code>}</td>
                    <td>{row.inBody ? m('in_body') : m('in_head')}</td>
                    <td>{row.sequence}</td>
                    <td>{row.reloadOnEachPage ? t('cms.on') : t('cms.off')}</td>
                    <td className={screen.codeCell}>
                      <pre className={screen.code}>
                        {shown.text}
                        {shown.truncated ? '…' : ''}
                      </pre>
                      {shown.truncated ? (
                        <details className={screen.details}>
                          <summary>{m('show_all', { chars: String(row.content.length) })}</summary>
                          <pre className={screen.code}>{row.content}</pre>
                        </details>
                      ) : null}
                    </td>
                    <td>
                      <DeleteMetaheadForm
                        action={removeMetahead}
                        id={row.id}
                        label={m('delete')}
                        accessibleName={`${m('delete')}: ${name}`}
                        question={m('confirm_delete', { name })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>{m('none')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="metaheads-add">
        <h2 id="metaheads-add">{m('add_title')}</h2>
        <MetaheadForm
          action={addMetahead}
          languages={languages.map((value) => ({ value, label: languageLabel(value) }))}
          pages={pages.map((p) => ({ id: p.id, label: `${p.path}（${p.title}）` }))}
          labels={{
            title: m('form_title'),
            language: m('language_label'),
            content: m('content'),
            contentHelp: m('content_help'),
            page: m('page'),
            pageHelp: m('page_help'),
            allPages: m('all_pages_option'),
            inBody: m('in_body_label'),
            inBodyHelp: m('in_body_help'),
            reload: m('reload'),
            reloadHelp: m('reload_help'),
            sequence: m('sequence'),
            sequenceHelp: m('sequence_help'),
            confirmAll: m('confirm_all'),
            confirmPage: m('confirm_page'),
            submit: m('submit'),
          }}
        />
      </section>
    </CmsShell>
  );
}
