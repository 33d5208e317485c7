import type { Metadata } from 'next';
import { draftProblems } from '@/blocks/publishable-draft.server';
import { blockRegistry } from '@/blocks/registry';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { CmsShell } from '@/features/cms/components/cms-shell';
import { blockFormLabels } from '@/views/cms-editor/block-form/block-form-labels.server';
import { editorLabels } from '@/views/cms-editor/editor-labels';
import { localiseCatalogue } from '@/views/cms-editor/localise-catalogue';
import type { CatalogueEntry } from '@/views/cms-editor/editor-types';
import { PageEditor } from '@/views/cms-editor/page-editor.client';
import { getDraft } from '@/features/pages/page-drafts.server';
import { getPageForEditing } from '@/features/pages/pages.server';
import { isLive } from '@/features/pages/visibility';
import { getT } from '@/i18n/i18n';
import { parseId } from '@/lib/params';
import { signOut } from '../../../auth/actions';

export const metadata: Metadata = { title: getT('ja')('cms.editor.title', { title: '' }), robots: { index: false, follow: false } };

/** The block catalogue as the editor needs it: every template and the content a new block starts with. */
function catalogue(): Record<string, CatalogueEntry> {
  return Object.fromEntries(
    Object.entries(blockRegistry).map(([key, block]) => [
      key,
      { template: block.template, defaultContent: block.defaultContent } as CatalogueEntry,
    ]),
  );
}

/** /cms/pages/{id}: the page editor (site.md §2 /cms; issue 8 item 7). */
export default async function EditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const actor = await requirePagePermission('cms.open', `/cms/pages/${id}`);
  const pageId = parseId(id);
  const [draft, live] = await Promise.all([getDraft(actor, pageId), getPageForEditing(actor, pageId)]);
  const t = getT('ja');
  return (
    <CmsShell actor={actor} current="cms" title={t('cms.editor.title', { title: live.page.title })} signOut={signOut} wide>
      <PageEditor
        pageId={pageId}
        initial={{
          revision: draft.revision,
          content: draft.content,
          problems: await draftProblems(draft.content),
          updated_by: draft.updatedBy,
          updated_at: draft.updatedAt?.toISOString() ?? null,
          scheduled_at: draft.scheduledAt?.toISOString() ?? null,
        }}
        catalogue={localiseCatalogue(catalogue(), t)}
        canPublish={can(actor, 'pages.publish') && can(actor, 'pages.edit')}
        livePath={isLive(live.page) && live.page.pageType === 'page' ? live.page.path : null}
        labels={editorLabels(t, blockFormLabels(t))}
      />
    </CmsShell>
  );
}
