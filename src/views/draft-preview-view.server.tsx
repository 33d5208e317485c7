import 'server-only';
import { loadBlockEnvironment } from '@/blocks/block-environment.server';
import { RenderBlocks, type RenderableBlock } from '@/blocks/render-blocks';
import type { StoredContent } from '@/blocks/types';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';

interface DraftBlock {
  id?: number;
  template_key: string;
  active_positions?: string[];
  content?: Partial<StoredContent>;
}

/**
 * The editor's preview: the draft rendered by the site's own renderer inside the site's own shell,
 * exactly as visitors would get it once published (blocks that do not fit their template yet show
 * the block error, as they would live). Blocks are marked with their position for the editor.
 */
export async function DraftPreviewView({ path, blocks }: { path: string; blocks: DraftBlock[] }) {
  const environment = await loadBlockEnvironment(getT('ja'));
  const renderable: RenderableBlock[] = blocks.map((block, index) => ({
    // New blocks have no id until published; a negative key keeps React keys unique.
    id: block.id ?? -(index + 1),
    templateKey: block.template_key,
    activePositions: block.active_positions ?? [],
    content: { fields: block.content?.fields ?? {}, field_groups: block.content?.field_groups ?? [] },
  }));
  return (
    <SiteShell path={path} overlays={false}>
      <RenderBlocks blocks={renderable} environment={environment} pagePath={path} editorMarks />
    </SiteShell>
  );
}
