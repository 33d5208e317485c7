import type { ReactNode } from 'react';
import type { Translate } from '@/i18n/i18n';
import type { BlockTemplate } from './fields';

export interface BlockContext {
  /** Position of the block on the page, from 0: the first two load their images eagerly. */
  index: number;
  /** The request's query, for blocks that render from the URL (dynamic blocks only). */
  searchParams?: URLSearchParams;
  /** Path of the page the block is on. */
  pagePath?: string;
  blockId: number;
  t: Translate;
}

export interface BlockRenderProps<F, G = Record<string, unknown>> {
  fields: F;
  groups: G[];
  context: BlockContext;
}

export interface StoredContent {
  fields: Record<string, unknown>;
  field_groups: Record<string, unknown>[];
}

/** One entry of the registry: the template (client-safe), demo content and the server renderer. */
export interface BlockDefinition<F = any, G = any> {
  template: BlockTemplate;
  /** Complete, valid content: the editor's "add block", the demo seed and the render test use it. */
  defaultContent: { fields: Partial<F>; field_groups: Partial<G>[] };
  Component: (props: BlockRenderProps<F, G>) => ReactNode | Promise<ReactNode>;
  /**
   * The block renders from the request's query (the stock locator): its page is rendered per
   * request instead of served from the page cache (docs/decisions/0010).
   */
  dynamic?: boolean;
}

export function defineBlock<F, G = Record<string, unknown>>(def: BlockDefinition<F, G>): BlockDefinition<F, G> {
  return def;
}
