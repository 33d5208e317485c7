import { pageAttributes } from '@/features/pages/page-resource';
import type { LoadedPage } from '@/features/pages/pages.server';

export function editorPage({ page, blocks }: LoadedPage) {
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
