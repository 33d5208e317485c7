import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { RenderBlocks } from '@/blocks/render-blocks';
import { Metaheads } from '@/features/metaheads/metaheads.server';
import { getLivePage, getMetaheads } from '@/features/pages/pages.server';
import { buildPageMetadata } from '@/features/pages/page-metadata.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';

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

async function pathOf(params: Props['params']): Promise<string> {
  const { path = [] } = await params;
  return `/${path.map((p) => decodeURIComponent(p)).join('/')}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await getLivePage(await pathOf(params));
  return loaded ? buildPageMetadata(loaded.page) : {};
}

/** Catch-all CMS page renderer: a live page by path, or 404. */
export default async function CmsPage({ params }: Props) {
  const path = await pathOf(params);
  const loaded = await getLivePage(path);
  if (!loaded) notFound();
  // Redirects are answered by the proxy with their exact status; this covers a request that
  // reached the page anyway (e.g. the redirect was created a moment ago on another instance).
  if (loaded.page.pageType === 'url_redirection' && loaded.page.to) redirect(loaded.page.to);
  const metaheads = await getMetaheads(loaded.page.id);
  return (
    <SiteShell path={path}>
      <Metaheads rows={metaheads} placement="head" />
      <RenderBlocks blocks={loaded.blocks} t={getT('ja')} />
      <Metaheads rows={metaheads} placement="body" />
    </SiteShell>
  );
}
