import type { BlockTemplate } from '@/blocks/fields';
import type { StoredContent } from '@/blocks/content-schema';

/** A block as the editor holds it: the draft's block plus a key that stays put while it moves. */
export interface EditorBlock {
  _key: string;
  id?: number;
  template_key: string;
  active_positions: string[];
  content: StoredContent;
}

export type EditorContent = Record<string, unknown> & { blocks: EditorBlock[] };

/** What the editor knows of each block type: its template and the content a new one starts with. */
export interface CatalogueEntry {
  template: BlockTemplate;
  defaultContent: StoredContent;
}

let counter = 0;
export function newBlockKey(): string {
  counter += 1;
  return `b${Date.now().toString(36)}${counter}`;
}

/** Gives every block of a draft its editor key. */
export function withKeys(content: Record<string, unknown>): EditorContent {
  const blocks = Array.isArray(content.blocks) ? (content.blocks as Omit<EditorBlock, '_key'>[]) : [];
  return {
    ...content,
    blocks: blocks.map((block) => ({
      ...block,
      active_positions: block.active_positions ?? [],
      content: { fields: block.content?.fields ?? {}, field_groups: block.content?.field_groups ?? [] },
      _key: newBlockKey(),
    })),
  };
}
