/**
 * What changed between two states of a page (a version and the draft, two versions), per
 * attribute, per block and per field — what an editor reads before publishing or restoring.
 * Blocks are matched by their stable id; a block without an id is new.
 */
export interface PageChange {
  kind: 'attribute' | 'block_added' | 'block_removed' | 'block_moved' | 'field';
  /** The attribute (`title`), or the field inside the block (`fields.title`, `field_groups.2.title`). */
  field?: string;
  block?: { id: number | null; template_key: string; position: number };
  before?: unknown;
  after?: unknown;
}

interface BlockLike {
  id?: number;
  template_key: string;
  content?: { fields?: Record<string, unknown>; field_groups?: Record<string, unknown>[] };
}

const ignoredAttributes = new Set(['blocks', 'revision', 'id']);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function blocksOf(page: Record<string, unknown>): BlockLike[] {
  return Array.isArray(page.blocks) ? (page.blocks as BlockLike[]) : [];
}

function fieldChanges(before: BlockLike, after: BlockLike, position: number): PageChange[] {
  const block = { id: after.id ?? null, template_key: after.template_key, position };
  const changes: PageChange[] = [];
  const fieldsBefore = before.content?.fields ?? {};
  const fieldsAfter = after.content?.fields ?? {};
  for (const name of new Set([...Object.keys(fieldsBefore), ...Object.keys(fieldsAfter)])) {
    if (!same(fieldsBefore[name], fieldsAfter[name]))
      changes.push({ kind: 'field', block, field: `fields.${name}`, before: fieldsBefore[name], after: fieldsAfter[name] });
  }
  const groupsBefore = before.content?.field_groups ?? [];
  const groupsAfter = after.content?.field_groups ?? [];
  for (let i = 0; i < Math.max(groupsBefore.length, groupsAfter.length); i++) {
    const a = groupsBefore[i] ?? {};
    const b = groupsAfter[i] ?? {};
    for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!same(a[name], b[name]))
        changes.push({ kind: 'field', block, field: `field_groups.${i}.${name}`, before: a[name], after: b[name] });
    }
  }
  return changes;
}

export function diffPages(before: Record<string, unknown>, after: Record<string, unknown>): PageChange[] {
  const changes: PageChange[] = [];
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignoredAttributes.has(name)) continue;
    if (!same(before[name], after[name])) changes.push({ kind: 'attribute', field: name, before: before[name], after: after[name] });
  }
  const oldBlocks = blocksOf(before);
  const newBlocks = blocksOf(after);
  const oldById = new Map(oldBlocks.flatMap((b, i) => (b.id === undefined ? [] : [[b.id, { block: b, position: i }] as const])));
  const kept = new Set<number>();
  newBlocks.forEach((block, position) => {
    const previous = block.id === undefined ? undefined : oldById.get(block.id);
    if (!previous || previous.block.template_key !== block.template_key) {
      changes.push({ kind: 'block_added', block: { id: block.id ?? null, template_key: block.template_key, position } });
      return;
    }
    kept.add(block.id!);
    if (previous.position !== position) {
      changes.push({
        kind: 'block_moved',
        block: { id: block.id!, template_key: block.template_key, position },
        before: previous.position,
        after: position,
      });
    }
    changes.push(...fieldChanges(previous.block, block, position));
  });
  oldBlocks.forEach((block, position) => {
    if (block.id === undefined || !kept.has(block.id)) {
      changes.push({ kind: 'block_removed', block: { id: block.id ?? null, template_key: block.template_key, position } });
    }
  });
  return changes;
}
