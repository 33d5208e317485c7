import { describe, expect, it } from 'vitest';
import { diffPages } from './page-diff';

const hero = (id: number | undefined, title: string) => ({
  id,
  template_key: 'hero_banner',
  content: { fields: { title }, field_groups: [] },
});
const accordion = (id: number, items: string[]) => ({
  id,
  template_key: 'accordion',
  content: { fields: {}, field_groups: items.map((title) => ({ title })) },
});

describe('diffPages', () => {
  it('finds nothing between equal pages', () => {
    const page = { title: 'モデル', blocks: [hero(1, 'A')] };
    expect(diffPages(page, structuredClone(page))).toEqual([]);
  });

  it('names a changed attribute with before and after, and ignores the revision', () => {
    expect(diffPages({ title: '旧', revision: 3, blocks: [] }, { title: '新', revision: 4, blocks: [] })).toEqual([
      { kind: 'attribute', field: 'title', before: '旧', after: '新' },
    ]);
  });

  it('names the changed field of a block, by block and field', () => {
    const changes = diffPages({ blocks: [hero(1, '冬')] }, { blocks: [hero(1, '春')] });
    expect(changes).toEqual([
      { kind: 'field', block: { id: 1, template_key: 'hero_banner', position: 0 }, field: 'fields.title', before: '冬', after: '春' },
    ]);
  });

  it('names a changed, added and removed field group item by its number', () => {
    const changes = diffPages({ blocks: [accordion(2, ['保証', '点検'])] }, { blocks: [accordion(2, ['保証', '車検', '税金'])] });
    expect(changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['field_groups.1.title', '点検', '車検'],
      ['field_groups.2.title', undefined, '税金'],
    ]);
  });

  it('tells added, removed and moved blocks apart', () => {
    const before = { blocks: [hero(1, 'A'), accordion(2, []), hero(3, 'C')] };
    const after = { blocks: [accordion(2, []), hero(1, 'A'), hero(undefined, 'new')] };
    const kinds = diffPages(before, after).map((c) => [c.kind, c.block?.id, c.block?.position]);
    expect(kinds).toEqual([
      ['block_moved', 2, 0],
      ['block_moved', 1, 1],
      ['block_added', null, 2],
      ['block_removed', 3, 2],
    ]);
  });

  it('treats a block whose template changed under the same id as replaced', () => {
    const kinds = diffPages({ blocks: [hero(1, 'A')] }, { blocks: [{ ...accordion(1, []) }] }).map((c) => c.kind);
    expect(kinds).toEqual(['block_added', 'block_removed']);
  });
});
