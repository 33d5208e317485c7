import type { Metadata } from 'next';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { DisabledPreviewView } from '@/views/disabled-preview-view.server';
import { pathFromSegments } from '@/views/cms-page-view.server';

type Props = { params: Promise<{ path?: string[] }> };

export const metadata: Metadata = { robots: { index: false, follow: false } };

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
