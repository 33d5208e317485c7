import type { Metadata } from 'next';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { PreviewBridge } from '@/features/cms/components/preview-bridge.client';
import { getDraft } from '@/features/pages/page-drafts.server';
import { parseId } from '@/lib/params';
import { DraftPreviewView } from '@/views/draft-preview-view.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /cms/preview/{id}: the page's draft as visitors would see it, for the editor's preview frame. */
export default async function DraftPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const actor = await requirePagePermission('drafts.preview', `/cms/preview/${id}`);
  const draft = await getDraft(actor, parseId(id));
  const { path, blocks } = draft.content as { path?: unknown; blocks?: unknown };
  return (
    <>
      {/* The editor previews the page, not the consent banner (a visitor's first visit shows it anyway). */}
      <style>{'[data-cookie-banner]{display:none!important}body{padding-bottom:0!important}'}</style>
      <DraftPreviewView path={typeof path === 'string' ? path : '/'} blocks={Array.isArray(blocks) ? blocks : []} />
      <PreviewBridge />
    </>
  );
}
