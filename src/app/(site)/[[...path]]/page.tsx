import type { Metadata } from 'next';
import { cmsPageMetadata, CmsPageView, pathFromSegments } from '@/features/pages/cms-page-view.server';

type Props = { params: Promise<{ path?: string[] }> };

/**
 * Incremental static rendering (docs/decisions/0009): nothing is rendered at build time (the build
 * never opens the database); each path is rendered on its first request, cached, and re-rendered
 * when content changes (revalidatePath on every write) or at the latest after `revalidate` seconds,
 * which bounds staleness on other instances.
 */
export async function generateStaticParams() {
  return [];
}
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(pathFromSegments((await params).path));
}

/** Catch-all CMS page renderer: a live page by path, or 404. */
export default async function CmsPage({ params }: Props) {
  return <CmsPageView path={pathFromSegments((await params).path)} />;
}
