import type { LoadedPage } from './pages.server';
import { pageAttributes } from './page-resource';

/**
 * A page as the editor API speaks it: snake_case attributes and its blocks with their ids. Drafts
 * and versions store this shape, so a version restores into a draft and publishes like any save.
 */
export function pageSnapshot({ page, blocks }: LoadedPage) {
  return {
    ...pageAttributes(page),
    to: page.to,
    http_code: page.httpCode,
    link_type: page.linkType,
    link_new_window: page.linkNewWindow,
    revision: page.revision,
    blocks: blocks.map((b) => ({ id: b.id, template_key: b.templateKey, active_positions: b.activePositions, content: b.content })),
  };
}

export type PageSnapshot = ReturnType<typeof pageSnapshot>;
