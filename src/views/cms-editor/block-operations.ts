import { newBlockKey, type CatalogueEntry, type EditorBlock, type EditorContent } from './editor-types';

/** Pure edits of the page's block list; each returns new content (the undo history keeps the old). */
export function insertBlock(
  content: EditorContent,
  entry: CatalogueEntry,
  afterKey: string | null,
): { content: EditorContent; key: string } {
  const block: EditorBlock = {
    _key: newBlockKey(),
    template_key: entry.template.key,
    active_positions: [],
    content: structuredClone(entry.defaultContent),
  };
  const at = afterKey ? content.blocks.findIndex((b) => b._key === afterKey) + 1 : content.blocks.length;
  const blocks = [...content.blocks];
  blocks.splice(at <= 0 ? blocks.length : at, 0, block);
  return { content: { ...content, blocks }, key: block._key };
}

export function duplicateBlock(content: EditorContent, key: string): { content: EditorContent; key: string } {
  const at = content.blocks.findIndex((b) => b._key === key);
  if (at < 0) return { content, key };
  const { id: _id, ...original } = content.blocks[at]!;
  const copy: EditorBlock = { ...structuredClone(original), _key: newBlockKey() };
  const blocks = [...content.blocks];
  blocks.splice(at + 1, 0, copy);
  return { content: { ...content, blocks }, key: copy._key };
}

export function removeBlock(content: EditorContent, key: string): EditorContent {
  return { ...content, blocks: content.blocks.filter((b) => b._key !== key) };
}

export function moveBlock(content: EditorContent, key: string, by: -1 | 1): EditorContent {
  const at = content.blocks.findIndex((b) => b._key === key);
  const to = at + by;
  if (at < 0 || to < 0 || to >= content.blocks.length) return content;
  const blocks = [...content.blocks];
  [blocks[at], blocks[to]] = [blocks[to]!, blocks[at]!];
  return { ...content, blocks };
}

/** Drag and drop: `keys` land before or after `target`, in their current order. */
export function reorderBlocks(content: EditorContent, keys: string[], target: string, position: 'before' | 'after'): EditorContent {
  const moving = content.blocks.filter((b) => keys.includes(b._key));
  const rest = content.blocks.filter((b) => !keys.includes(b._key));
  const at = rest.findIndex((b) => b._key === target);
  if (at < 0) return content;
  rest.splice(position === 'before' ? at : at + 1, 0, ...moving);
  return { ...content, blocks: rest };
}

export function updateBlockContent(content: EditorContent, key: string, next: EditorBlock['content']): EditorContent {
  return { ...content, blocks: content.blocks.map((b) => (b._key === key ? { ...b, content: next } : b)) };
}

/** Server problems (`blocks.3.content.fields.title`) per block key, with pointers relative to the block content. */
export function problemsByBlock(content: EditorContent, problems: { pointer: string; detail: string }[]) {
  const byKey = new Map<string, { pointer: string; detail: string }[]>();
  const page: Record<string, string> = {};
  for (const problem of problems) {
    const match = /^blocks\.(\d+)(?:\.content\.(.*)|\.(.*))?$/.exec(problem.pointer);
    if (!match) {
      page[problem.pointer.split('.')[0]!] ??= problem.detail;
      continue;
    }
    const block = content.blocks[Number(match[1])];
    if (!block) continue;
    byKey.set(block._key, [...(byKey.get(block._key) ?? []), { pointer: match[2] ?? match[3] ?? '', detail: problem.detail }]);
  }
  return { byKey, page };
}
