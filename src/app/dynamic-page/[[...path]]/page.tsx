import type { Metadata } from 'next';
import { cmsPageMetadata, CmsPageView, pathFromSegments } from '@/views/cms-page-view.server';

type Props = { params: Promise<{ path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The CMS renderer for pages with query-driven blocks (stock locator): the proxy rewrites such
 * pages here, and they render per request with the query (docs/decisions/0010). Canonical URLs
 * point at the page's own path.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(pathFromSegments((await params).path));
}

export default async function DynamicCmsPage({ params, searchParams }: Props) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  return <CmsPageView path={pathFromSegments((await params).path)} searchParams={query} />;
}
