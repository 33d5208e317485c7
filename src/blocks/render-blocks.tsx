import 'server-only';
import type { ReactNode } from 'react';
import type { VisibilityCheck } from '@/features/dynamic-content/visibility-check';
import type { Translate } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { BlockBoundary } from '@/ui/block-boundary';
import { BlockErrorView } from '@/ui/block-error-view';
import { getBlockDefinition } from './registry';
import { resolveProps, type PropResolvers } from './resolve-props';
import type { BlockDefinition, LoadContext, StoredContent } from './types';
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
 * block error (decision 0048). A block that owns the blocks after it (page tabs, decision 0058)
 * gets them rendered as its panels, and they are not rendered again at page level.
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
  return renderLevel(planBlocks(blocks, 0, blocks.length), { environment, searchParams, pagePath, editorMarks });
}

type Parsed = { definition: BlockDefinition; content: StoredContent } | null;

/** A block in page order, and the blocks it owns, per panel. */
interface PlannedBlock {
  block: RenderableBlock;
  /** Position in the stored list: the block's context index and the editor's mark, wherever it is drawn. */
  index: number;
  /** Its definition and content, or null when it has no template or no longer fits it (the block error). */
  parsed: Parsed;
  panels?: PlannedBlock[][];
}

/**
 * The blocks from `start` to `end` as a tree: a block with `ownsFollowingBlocks` takes as many of
 * the blocks after it as each count says, panel after panel, never past `end` (the page's, or the
 * panel's it is in). Counts are blocks of the stored list, so a tab block inside a panel takes its
 * own blocks from that panel's share.
 */
function planBlocks(blocks: RenderableBlock[], start: number, end: number): PlannedBlock[] {
  const planned: PlannedBlock[] = [];
  let next = start;
  while (next < end) {
    const index = next++;
    const block = blocks[index]!;
    const parsed = parseBlock(block);
    const counts = parsed?.definition.ownsFollowingBlocks?.(parsed.content as never);
    if (!counts) {
      planned.push({ block, index, parsed });
      continue;
    }
    const panels = counts.map((count) => {
      const panelStart = next;
      next = Math.min(end, panelStart + (Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0));
      return planBlocks(blocks, panelStart, next);
    });
    planned.push({ block, index, parsed, panels });
  }
  return planned;
}

function parseBlock(block: RenderableBlock): Parsed {
  const definition = getBlockDefinition(block.templateKey);
  const log = { blockId: block.id, template: block.templateKey };
  if (!definition) {
    logger.error(log, 'block template not in registry');
    return null;
  }
  const parsed = definition.schemas.render.safeParse(block.content);
  if (!parsed.success) {
    logger.error({ ...log, issues: parsed.error.issues.slice(0, 5) }, 'stored block content does not fit its template');
    return null;
  }
  return { definition, content: parsed.data };
}

interface RenderOptions {
  environment: BlockEnvironment;
  searchParams?: URLSearchParams;
  pagePath?: string;
  editorMarks: boolean;
}

/** Sibling blocks render concurrently; each gives its section, or none when hidden. */
async function renderLevel(planned: PlannedBlock[], options: RenderOptions): Promise<ReactNode[]> {
  return (await Promise.all(planned.map((p) => renderSection(p, options)))).flat();
}

async function renderSection(planned: PlannedBlock, options: RenderOptions): Promise<ReactNode[]> {
  const { environment, editorMarks } = options;
  const { errorMessage: message, tryAgainLabel } = environment;
  const { block, index } = planned;
  const { node, fields, hidden, panels } = await renderOne(planned, options);
  if (hidden && !editorMarks) return [];
  const section = (
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
  );
  // A tab block that failed to load or render: the blocks it owns still show, one after the other.
  return !node && panels ? [section, ...panels.flat()] : [section];
}

interface RenderedBlock {
  node: ReactNode | null;
  fields: Record<string, unknown>;
  /** Its dynamic-content strategy hides it from visitors. */
  hidden?: boolean;
  /** The owned blocks' sections, per panel, once rendered. */
  panels?: ReactNode[][];
}

async function renderOne(planned: PlannedBlock, options: RenderOptions): Promise<RenderedBlock> {
  const { block, index, parsed } = planned;
  const { environment, editorMarks: renderHidden } = options;
  if (!parsed) return { node: null, fields: {} };
  const { definition, content } = parsed;
  const { fields } = content;
  const log = { blockId: block.id, template: block.templateKey };
  let hidden = false;
  let panels: Promise<ReactNode[][]> | undefined;
  try {
    // Before anything is resolved or loaded: a hidden block costs visitors nothing, nor do the
    // blocks it owns, which are part of it.
    const visibility = await environment.dynamicContent(fields.dc_strategy, { onFailure: 'error', log });
    if (visibility === 'error') return { node: null, fields };
    hidden = visibility === 'hide';
    if (hidden && !renderHidden) return { node: null, fields, hidden };
    // Owned blocks render while this block resolves and loads; each fails alone, so this never rejects.
    panels = planned.panels && Promise.all(planned.panels.map((panel) => renderLevel(panel, options)));
    // The registry's erased view types props loosely: they were parsed by this block's own schema
    // and resolved from its own fields, which is what its typed component expects.
    const props = await resolveProps(definition.template, content, environment.resolvers);
    const request: LoadContext = { index, blockId: block.id, searchParams: options.searchParams, pagePath: options.pagePath };
    const data = definition.load ? await definition.load(props, request) : undefined;
    const rendered = await panels;
    // Block components are plain functions: calling one here lets its failure be caught on its own
    // instead of taking the whole page down.
    const node = definition.Component({
      ...props,
      data,
      panels: rendered,
      context: { index, blockId: block.id, t: environment.t },
    });
    return { node, fields, hidden, panels: rendered };
  } catch (error) {
    logger.error({ ...log, err: error }, 'block failed to load or render');
    return { node: null, fields, hidden, panels: await panels };
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
