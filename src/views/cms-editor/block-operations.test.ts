import { describe, expect, it } from 'vitest';
import { duplicateBlock, insertBlock, moveBlock, problemsByBlock, removeBlock, reorderBlocks } from './block-operations';
import type { CatalogueEntry, EditorContent } from './editor-types';

const block = (key: string, id?: number) => ({
  _key: key,
  id,
  template_key: 'snippet',
  active_positions: [],
  content: { fields: { title: key }, field_groups: [] },
});
const page = (...keys: string[]): EditorContent => ({ title: 'p', blocks: keys.map((k, i) => block(k, i + 1)) });
const keys = (content: EditorContent) => content.blocks.map((b) => b._key);
const entry = {
  template: { key: 'accordion' },
  defaultContent: { fields: { title: '既定' }, field_groups: [] },
} as unknown as CatalogueEntry;

describe('block operations', () => {
  it('inserts a new block with the default content after the selected one, or at the end', () => {
    const after = insertBlock(page('a', 'b'), entry, 'a');
    expect(after.content.blocks.map((b) => b.template_key)).toEqual(['snippet', 'accordion', 'snippet']);
    expect(after.content.blocks[1]!.content.fields.title).toBe('既定');
    expect(after.content.blocks[1]!.id).toBeUndefined();
    expect(insertBlock(page('a', 'b'), entry, null).content.blocks.at(-1)!.template_key).toBe('accordion');
  });

  it('a new block does not share its default content with the catalogue', () => {
    const { content } = insertBlock(page(), entry, null);
    (content.blocks[0]!.content.fields as Record<string, unknown>).title = '変更';
    expect(entry.defaultContent.fields.title).toBe('既定');
  });

  it('duplicates a block right after it, without its id (a new block on publish)', () => {
    const { content, key } = duplicateBlock(page('a', 'b'), 'a');
    expect(content.blocks).toHaveLength(3);
    expect(content.blocks[1]!._key).toBe(key);
    expect(content.blocks[1]!.id).toBeUndefined();
    expect(content.blocks[1]!.content.fields.title).toBe('a');
  });

  it('removes, moves and reorders', () => {
    expect(keys(removeBlock(page('a', 'b', 'c'), 'b'))).toEqual(['a', 'c']);
    expect(keys(moveBlock(page('a', 'b', 'c'), 'c', -1))).toEqual(['a', 'c', 'b']);
    expect(keys(moveBlock(page('a', 'b', 'c'), 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(keys(reorderBlocks(page('a', 'b', 'c', 'd'), ['a'], 'c', 'after'))).toEqual(['b', 'c', 'a', 'd']);
    expect(keys(reorderBlocks(page('a', 'b', 'c', 'd'), ['d'], 'a', 'before'))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('maps server problems to their block and to page attributes', () => {
    const content = page('a', 'b');
    const { byKey, page: attributes } = problemsByBlock(content, [
      { pointer: 'blocks.1.content.fields.title', detail: 'Required' },
      { pointer: 'title', detail: 'Too small' },
      { pointer: 'blocks.0.template_key', detail: 'Unknown' },
    ]);
    expect(byKey.get('b')).toEqual([{ pointer: 'fields.title', detail: 'Required' }]);
    expect(byKey.get('a')).toEqual([{ pointer: 'template_key', detail: 'Unknown' }]);
    expect(attributes).toEqual({ title: 'Too small' });
  });
});
