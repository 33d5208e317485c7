import type { Metadata } from 'next';
import { can } from '@/features/auth/permissions';
import { currentActor, requirePagePermission } from '@/features/auth/current-actor.server';
import { getPageForPreview } from '@/features/pages/pages.server';
import { getT } from '@/i18n/i18n';
import { DisabledPreviewView } from '@/views/disabled-preview-view.server';
import { pathFromSegments } from '@/views/cms-page-view.server';

type Props = { params: Promise<{ path?: string[] }> };

/** The page's own title, marked as a preview; never indexed. Nothing is revealed to anybody else. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const robots = { index: false, follow: false };
  const actor = await currentActor();
  if (!can(actor, 'drafts.preview')) return { robots };
  const loaded = await getPageForPreview(actor, pathFromSegments((await params).path));
  return { title: loaded ? `${loaded.page.title}（${getT('ja')('cms.disabled_preview.label')}）` : undefined, robots };
}

/**
 * /disabled-preview/<path> (site.md §2): a page visitors cannot see — disabled, a draft, or outside
 * its publishing window — as it would look, for people who may preview drafts. Everybody else is
 * sent to sign in or to the no-permissions page; nothing of it is cached.
 */
export default async function DisabledPreviewPage({ params }: Props) {
  const path = pathFromSegments((await params).path);
  const actor = await requirePagePermission('drafts.preview', `/disabled-preview${path === '/' ? '' : path}`);
  return <DisabledPreviewView actor={actor} path={path} />;
}
