import 'server-only';
import { Suspense, type ReactNode } from 'react';
import { getSetting } from '@/features/settings/settings.server';
import type { Translate } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { BlockBoundary } from '@/ui/block-boundary';
import { BlockErrorView } from '@/ui/block-error-view';
import { contentSchema } from './content-schema';
import { getBlockDefinition } from './registry';
import { resolvePredefinedLinks, type AliasMap } from './resolve-links';
import type { StoredContent } from './types';

export interface RenderableBlock {
  id: number;
  templateKey: string;
  activePositions: string[];
  content: StoredContent;
}

const viewports = ['sm', 'md', 'lg', 'xl'] as const;

/**
 * Renders a page's blocks. Each block is validated and rendered on its own: an unknown template,
 * content that no longer fits its template, or a render error becomes the block error box, logged,
 * while the other blocks render normally.
 */
export async function RenderBlocks({ blocks, t, searchParams, pagePath }: { blocks: RenderableBlock[]; t: Translate; searchParams?: URLSearchParams; pagePath?: string }) {
  const [errorSetting, retrySetting, predefined] = await Promise.all([
    getSetting('blocks.error_msg'),
    getSetting('blocks.try_again_btn_label'),
    getSetting('predefined_links'),
  ]);
  const aliases: AliasMap = new Map(predefined.map((l) => [l.alias, l.url]));
  const message = errorSetting ?? t('block.error_msg');
  const tryAgainLabel = retrySetting ?? t('block.try_again');
  const rendered = await Promise.all(blocks.map((block, index) => renderOne(block, index, t, aliases, { searchParams, pagePath })));
  return rendered.map(({ block, node, fields }) => (
    <section
      key={block.id}
      id={typeof fields.block_scroll_id === 'string' && fields.block_scroll_id ? fields.block_scroll_id : undefined}
      data-block={block.templateKey}
      className={blockClasses(fields, block.activePositions)}
    >
      {node ? (
        // An error in a nested server component during SSR makes only this Suspense boundary fall
        // back to client rendering, where BlockBoundary shows the block error.
        <Suspense fallback={null}>
          <BlockBoundary message={message} tryAgainLabel={tryAgainLabel}>
            {node}
          </BlockBoundary>
        </Suspense>
      ) : (
        <BlockErrorView message={message} tryAgainLabel={tryAgainLabel} />
      )}
    </section>
  ));
}

async function renderOne(block: RenderableBlock, index: number, t: Translate, aliases: AliasMap, request: { searchParams?: URLSearchParams; pagePath?: string }): Promise<{ block: RenderableBlock; node: ReactNode | null; fields: Record<string, unknown> }> {
  const definition = getBlockDefinition(block.templateKey);
  if (!definition) {
    logger.error({ blockId: block.id, template: block.templateKey }, 'block template not in registry');
    return { block, node: null, fields: {} };
  }
  const parsed = contentSchema(definition.template, { strict: false }).safeParse(block.content);
  if (!parsed.success) {
    logger.error({ blockId: block.id, template: block.templateKey, issues: parsed.error.issues.slice(0, 5) }, 'stored block content does not fit its template');
    return { block, node: null, fields: {} };
  }
  const content = resolvePredefinedLinks(definition.template, parsed.data as RenderableBlock['content'], aliases);
  const fields = content.fields;
  try {
    // Server blocks are plain async functions: calling them here lets one block's failure be caught
    // on its own instead of taking the whole page down.
    const node = await definition.Component({ fields, groups: content.field_groups, context: { index, blockId: block.id, t, ...request } });
    return { block, node, fields };
  } catch (error) {
    logger.error({ err: error, blockId: block.id, template: block.templateKey }, 'block failed to render');
    return { block, node: null, fields };
  }
}

function blockClasses(fields: Record<string, unknown>, activePositions: string[]): string {
  const classes = ['block'];
  for (const name of ['theme', 'border_grid_class', 'padding_grid_class'] as const) {
    if (typeof fields[name] === 'string') classes.push(fields[name]);
  }
  if (fields.header_font === 'secondary') classes.push('header-font-secondary');
  if (activePositions.length) {
    for (const v of viewports) if (!activePositions.includes(v)) classes.push(`hide-${v}`);
  }
  return classes.join(' ');
}
