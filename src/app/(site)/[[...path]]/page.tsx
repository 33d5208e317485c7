import type { Metadata } from 'next';
import { cmsPageMetadata, CmsPageView, pathFromSegments } from '@/views/cms-page-view.server';

type Props = { params: Promise<{ path?: string[] }> };

/**
 * Incremental static rendering (docs/decisions/0009, 0013): nothing is rendered at build time (the
 * build never opens the database); each path is rendered on its first request and kept by the page
 * cache handler until something it read is invalidated, on any instance. `revalidate` is only a
 * safety net for an invalidation that never arrived.
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
