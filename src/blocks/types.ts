import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Translate } from '@/i18n/i18n';
import { contentSchema, type StoredContent } from './content-schema';
import type { AnyFields, BlockTemplate, ContentOf, InputOf, PropsOf } from './fields';

export type { StoredContent } from './content-schema';

/** What a block component knows besides its props: no request, no data access. */
export interface BlockContext {
  /** Position of the block on the page, from 0: the first two load their images eagerly. */
  index: number;
  blockId: number;
  t: Translate;
}

/** A problem a block's own save rule found: where in the content, and what the editor should fix (in Japanese). */
export interface ContentIssue {
  path: (string | number)[];
  message: string;
}

/**
 * A key of the model catalogue that block content names (`car_key` is a nameplate key, `engine_key` an
 * engine key; decision 0056). A key the catalogue does not have is refused when the page is saved.
 */
export interface CatalogueRef {
  path: (string | number)[];
  kind: 'car' | 'engine';
  key: string;
}

/** What a loader may read besides the content: the request, for blocks that render from the URL. */
export interface LoadContext {
  index: number;
  blockId: number;
  /** The request's query (dynamic blocks only). */
  searchParams?: URLSearchParams;
  /** Path of the page the block is on. */
  pagePath?: string;
}

export interface BlockProps<F extends AnyFields, G extends AnyFields, D = undefined> {
  fields: PropsOf<F>;
  groups: PropsOf<G>[];
  /** What the block's loader returned. */
  data: D;
  context: BlockContext;
  /**
   * Blocks that own the page blocks after them (`ownsFollowingBlocks`, page tabs): those blocks,
   * rendered by the same renderer, one node per group of the hook's answer.
   */
  panels?: ReactNode[];
}

interface BlockSpec<F extends AnyFields, G extends AnyFields, D> {
  template: BlockTemplate<F, G>;
  /** Complete, valid content: the editor's "add block", the demo seed and the render tests use it. */
  defaultContent: { fields: InputOf<F>; field_groups: InputOf<G>[] };
  /**
   * The block renders from the request's query (the stock locator): its page is rendered per
   * request instead of served from the page cache (docs/decisions/0010).
   */
  dynamic?: boolean;
  /** Field names the block no longer offers: dropped when saving instead of refused. */
  retiredFields?: readonly string[];
  /**
   * Save-time checks beyond what each field's kind checks (the shape of a Json field, a colour
   * code), run on the parsed content. Not run when rendering: the component copes with content
   * saved before a rule existed.
   */
  rules?(content: { fields: ContentOf<F>; field_groups: ContentOf<G>[] }): ContentIssue[];
  /**
   * The block takes the page blocks after it as its own (page tabs, decision 0058): how many of them
   * for each of its panels, in order. The renderer hands them over as `panels` and does not render
   * them again at page level; counts past the end of the page (or of the panel it is in) are cut.
   */
  ownsFollowingBlocks?(content: { fields: ContentOf<F>; field_groups: ContentOf<G>[] }): number[];
  /** The model-catalogue keys the content names (empty values left out); checked on save against the catalogue. */
  catalogueRefs?(content: { fields: ContentOf<F>; field_groups: ContentOf<G>[] }): CatalogueRef[];
  /**
   * Server-side data beyond what fields resolve to by kind (e.g. a stock search). Runs before the
   * component; if it throws, only this block shows the block error.
   */
  load?(content: { fields: PropsOf<F>; groups: PropsOf<G>[] }, context: LoadContext): Promise<D>;
  /** Renders from props only, so a stored page, a draft preview and an editor canvas look the same. */
  Component(props: BlockProps<F, G, D>): ReactNode;
}

/** One entry of the registry: the spec above plus its content schemas, built once. */
/**
 * Without type arguments (the registry's erased view) the fields are plain field records; the
 * methods above are bivariant, so every block fits it.
 */
export interface BlockDefinition<F extends AnyFields = AnyFields, G extends AnyFields = AnyFields, D = unknown> extends BlockSpec<F, G, D> {
  schemas: {
    /** Save: unknown fields refused, defaults filled. */
    save: z.ZodType<StoredContent>;
    /** Render: unknown fields dropped. */
    render: z.ZodType<StoredContent>;
  };
}

export function defineBlock<const F extends AnyFields, const G extends AnyFields, D = undefined>(
  spec: BlockSpec<F, G, D>,
): BlockDefinition<F, G, D> {
  const options = { retiredFields: spec.retiredFields };
  return {
    ...spec,
    schemas: {
      save: withRules(contentSchema(spec.template, { strict: true, ...options }), spec.rules),
      render: contentSchema(spec.template, { strict: false, ...options }),
    },
  };
}

function withRules(schema: z.ZodType<StoredContent>, rules: ((content: never) => ContentIssue[]) | undefined): z.ZodType<StoredContent> {
  if (!rules) return schema;
  return schema.superRefine((content, ctx) => {
    for (const { path, message } of rules(content as never)) ctx.addIssue({ code: 'custom', path, message });
  });
}
