import type { Metadata } from 'next';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { NewPageForm } from '@/features/cms/components/new-page-form.client';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../../auth/actions';
import { createDraftPage } from '../../actions';

export const metadata: Metadata = { title: getT('ja')('cms.editor.new_title'), robots: { index: false, follow: false } };

/** /cms/pages/new: a new page starts as an empty draft. */
export default async function NewPage() {
  const actor = await requirePagePermission('pages.edit', '/cms/pages/new');
  const t = getT('ja');
  return (
    <CmsShell actor={actor} current="cms" title={t('cms.editor.new_title')} signOut={signOut}>
      <section className={styles.section}>
        <p>{t('cms.editor.new_lead')}</p>
        <NewPageForm
          action={createDraftPage}
          labels={{
            title: t('cms.editor.settings.page_title'),
            path: t('cms.editor.settings.path'),
            pathHelp: t('cms.editor.settings.path_help'),
            submit: t('cms.editor.create'),
            type: t('cms.col_type'),
            types: { page: t('cms.page_type.page'), folder: t('cms.page_type.folder') },
            typeHelp: t('cms.new_page.type_help'),
          }}
        />
      </section>
    </CmsShell>
  );
}
