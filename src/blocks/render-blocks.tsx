import 'server-only';
import type { ReactNode } from 'react';
import type { VisibilityCheck } from '@/features/dynamic-content/visibility-check';
import type { Translate } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { BlockBoundary } from '@/ui/block-boundary';
import { BlockErrorView } from '@/ui/block-error-view';
import { getBlockDefinition } from './registry';
import { resolveProps, type PropResolvers } from './resolve-props';
import type { LoadContext, StoredContent } from './types';
import styles from './render-blocks.module.css';

export interface RenderableBlock {
  id: number;
  templateKey: string;
  activePositions: string[];
  content: StoredContent;
}

/** What every block of a page shares (block-environment.server.ts reads it from the settings). */
export interface BlockEnvironment {
  t: Translate;
  resolvers: PropResolvers;
  errorMessage: string;
  tryAgainLabel: string;
  /** Whether a block's `dc_strategy` lets it show (features/dynamic-content, decision 0048). */
  dynamicContent: VisibilityCheck;
}

const viewports = ['sm', 'md', 'lg', 'xl'] as const;

/**
 * Renders a page's blocks. Each block is parsed, resolved (fields by kind, then the block's own
 * loader) and rendered on its own: an unknown template, content that no longer fits its template,
 * a failing loader or a render error becomes the block error box, logged, while the other blocks
 * render normally. A block whose dynamic-content strategy hides it is not rendered at all (in the
 * editor's preview it is, under a note); one whose check failed shows its fallback, by default the
 * block error (decision 0048).
 */
export async function RenderBlocks({
  blocks,
  environment,
  searchParams,
  pagePath,
  editorMarks = false,
}: {
  blocks: RenderableBlock[];
  environment: BlockEnvironment;
  searchParams?: URLSearchParams;
  pagePath?: string;
  /** The editor's preview: each block says its position, so a click in the preview selects it. */
  editorMarks?: boolean;
}) {
  const { errorMessage: message, tryAgainLabel } = environment;
  const rendered = await Promise.all(
    blocks.map((block, index) =>
      renderOne(block, environment, { index, blockId: block.id, searchParams, pagePath }, { renderHidden: editorMarks }),
    ),
  );
  // Indexes are positions in the stored list, so the editor's marks stay right when a block is hidden.
  return rendered.map(({ block, node, fields, hidden }, index) =>
    hidden && !editorMarks ? null : (
      <section
        key={block.id}
        data-editor-block={editorMarks ? index : undefined}
        data-dc-hidden={hidden ? '' : undefined}
        id={typeof fields.block_scroll_id === 'string' && fields.block_scroll_id ? fields.block_scroll_id : undefined}
        data-block={block.templateKey}
        className={blockClasses(fields, block.activePositions)}
      >
        {hidden ? <p className={styles.hiddenNote}>{environment.t('block.hidden_by_strategy')}</p> : null}
        {node ? (
          // No Suspense boundary here (decision 0031): a boundary lets React flush the page before
          // the block's client island is resolved, and the block then arrives hidden (`<div hidden>`
          // moved into place by an inline script) — invisible without JavaScript, which a form or the
          // stock list must not be. Loaders and components already fail alone (renderOne); errors of
          // an island in the browser are caught by BlockBoundary.
          <BlockBoundary message={message} tryAgainLabel={tryAgainLabel}>
            {node}
          </BlockBoundary>
        ) : (
          <BlockErrorView message={message} tryAgainLabel={tryAgainLabel} />
        )}
      </section>
    ),
  );
}

interface RenderedBlock {
  block: RenderableBlock;
  node: ReactNode | null;
  fields: Record<string, unknown>;
  /** Its dynamic-content strategy hides it from visitors. */
  hidden?: boolean;
}

async function renderOne(
  block: RenderableBlock,
  environment: BlockEnvironment,
  request: LoadContext,
  { renderHidden }: { renderHidden: boolean },
): Promise<RenderedBlock> {
  const definition = getBlockDefinition(block.templateKey);
  const log = { blockId: block.id, template: block.templateKey };
  if (!definition) {
    logger.error(log, 'block template not in registry');
    return { block, node: null, fields: {} };
  }
  const parsed = definition.schemas.render.safeParse(block.content);
  if (!parsed.success) {
    logger.error({ ...log, issues: parsed.error.issues.slice(0, 5) }, 'stored block content does not fit its template');
    return { block, node: null, fields: {} };
  }
  const { fields } = parsed.data;
  let hidden = false;
  try {
    // Before anything is resolved or loaded: a hidden block costs visitors nothing.
    const visibility = await environment.dynamicContent(fields.dc_strategy, { onFailure: 'error', log });
    if (visibility === 'error') return { block, node: null, fields };
    hidden = visibility === 'hide';
    if (hidden && !renderHidden) return { block, node: null, fields, hidden };
    // The registry's erased view types props loosely: they were parsed by this block's own schema
    // and resolved from its own fields, which is what its typed component expects.
    const props = await resolveProps(definition.template, parsed.data, environment.resolvers);
    const data = definition.load ? await definition.load(props, request) : undefined;
    // Block components are plain functions: calling one here lets its failure be caught on its own
    // instead of taking the whole page down.
    const node = definition.Component({ ...props, data, context: { index: request.index, blockId: block.id, t: environment.t } });
    return { block, node, fields, hidden };
  } catch (error) {
    logger.error({ ...log, err: error }, 'block failed to load or render');
    return { block, node: null, fields, hidden };
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
