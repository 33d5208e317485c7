import type { Metadata } from 'next';
import { EditorToolbar } from '@/features/cms/components/editor-toolbar.server';
import { cmsPageMetadata, CmsPageView, pathFromSegments } from '@/views/cms-page-view.server';
import { signOut } from '../../auth/actions';

type Props = { params: Promise<{ path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The CMS renderer for pages with query-driven blocks (stock locator), and for every page a
 * signed-in person asks for (the editor toolbar is theirs alone): the proxy rewrites such requests
 * here, and they render per request (docs/decisions/0010). Canonical URLs
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
  return (
    <CmsPageView
      path={pathFromSegments((await params).path)}
      searchParams={query}
      toolbar={(page) => <EditorToolbar page={page} signOut={signOut} />}
    />
  );
}
