import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { PageRow } from '@/db/schema';
import { notFound, redirect } from 'next/navigation';
import { loadBlockEnvironment } from '@/blocks/block-environment.server';
import { RenderBlocks } from '@/blocks/render-blocks';
import { pageKindOfBlocks } from '@/features/analytics/page-kind';
import { Metaheads } from '@/features/metaheads/metaheads.server';
import { buildPageMetadata } from '@/features/pages/page-metadata.server';
import { getLivePage, getMetaheads } from '@/features/pages/pages.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { brandFaviconMetadata } from '@/features/site/favicon.server';
import { getT } from '@/i18n/i18n';

/**
 * A page composition: it needs both blocks and features, so it lives above both (views → blocks →
 * features). Used by the cached and the dynamic page route.
 */
export async function cmsPageMetadata(path: string): Promise<Metadata> {
  const loaded = await getLivePage(path);
  if (!loaded) return {};
  const [page, favicon] = await Promise.all([buildPageMetadata(loaded.page), brandFaviconMetadata(path)]);
  return { ...page, ...favicon };
}

/** A live CMS page by path with its blocks and metaheads. */
export async function CmsPageView({
  path,
  searchParams,
  toolbar,
}: {
  path: string;
  searchParams?: URLSearchParams;
  /** Rendered per request only (never into the page cache): the editors' toolbar. */
  toolbar?: (page: PageRow) => ReactNode;
}) {
  const loaded = await getLivePage(path);
  if (!loaded) notFound();
  // Redirects are answered by the proxy with their exact status; this covers a request that
  // reached the page anyway (e.g. the redirect was created a moment ago on another instance).
  if (loaded.page.pageType === 'url_redirection' && loaded.page.to) redirect(loaded.page.to);
  const [metaheads, environment] = await Promise.all([getMetaheads(loaded.page.id), loadBlockEnvironment(getT('ja'))]);
  return (
    <SiteShell path={path} pageKind={pageKindOfBlocks(loaded.blocks.map((b) => b.templateKey))}>
      {toolbar?.(loaded.page)}
      <Metaheads rows={metaheads} placement="head" />
      <RenderBlocks blocks={loaded.blocks} environment={environment} searchParams={searchParams} pagePath={path} />
      <Metaheads rows={metaheads} placement="body" />
    </SiteShell>
  );
}

export function pathFromSegments(segments: string[] | undefined): string {
  return `/${(segments ?? []).map((p) => decodeURIComponent(p)).join('/')}`;
}
