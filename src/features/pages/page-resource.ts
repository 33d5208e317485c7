import type { MetaheadRow, PageRow } from '@/db/schema';
import type { LoadedPage } from './pages.server';

/** Page attributes with the spec's snake_case names. */
export function pageAttributes(page: PageRow) {
  return {
    id: page.id,
    path: page.path,
    page_type: page.pageType,
    title: page.title,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    canonical_url: page.canonicalUrl,
    image_id: page.imageId,
    external_meta_image: page.externalMetaImage,
    disable_seo_tracking: page.disableSeoTracking,
    status: page.status,
    publish_at: page.publishAt,
    unpublish_at: page.unpublishAt,
  };
}

export function metaheadResource(m: MetaheadRow) {
  return {
    id: m.id,
    content: m.content,
    language: m.language,
    sequence: m.sequence,
    in_body: m.inBody,
    reload_on_each_page: m.reloadOnEachPage,
    rdx_core_page_id: m.rdxCorePageId,
  };
}

/** CMS page response (site.md §3): page data, blocks with id and active_positions, metaheads. */
export function toPageResource({ page, blocks }: LoadedPage, metaheads: MetaheadRow[]) {
  if (page.pageType === 'url_redirection') {
    return {
      type: 'url_redirection',
      id: page.id,
      path: page.path,
      to: page.to,
      http_code: page.httpCode,
      link_type: page.linkType,
      link_new_window: page.linkNewWindow,
    };
  }
  return {
    type: 'page',
    ...pageAttributes(page),
    blocks: blocks.map((b) => ({ id: b.id, key: b.templateKey, active_positions: b.activePositions, content: b.content })),
    metaheads: metaheads.map(metaheadResource),
  };
}
