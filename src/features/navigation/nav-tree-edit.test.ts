import { describe, expect, it } from 'vitest';
import { navTreeSchema } from './nav-input';
import {
  addEntry,
  adoptSaved,
  canAdd,
  canIndent,
  canMoveDown,
  canMoveUp,
  canOutdent,
  findEntry,
  indent,
  locate,
  mapTreeErrors,
  maxChildren,
  maxTopLevel,
  moveDown,
  moveUp,
  navIssueReason,
  outdent,
  removeEntry,
  sameNavigation,
  toEditTree,
  toNavInput,
  updateEntry,
  type EditTree,
} from './nav-tree-edit';

function keys() {
  let n = 0;
  return () => `k${++n}`;
}

/** a(b, c), d, e(f) — keys k1..k6 in that order. */
function sample(): EditTree {
  return toEditTree(
    [
      {
        label: 'モデル',
        url: '/models',
        children: [
          { label: 'ディフェンダー', url: '/defender' },
          { label: 'ディスカバリー', url: '/discovery' },
        ],
      },
      { label: '在庫', url: '/stock', children: [] },
      { label: 'お問い合わせ', url: 'https://example.jp/contact', children: [{ label: '販売店', url: '/dealers' }] },
    ],
    keys(),
  );
}

/** The tree as label outline: "a(b,c) d e(f)". */
function outline(tree: EditTree): string {
  return tree.map((e) => (e.children.length ? `${e.label}(${e.children.map((c) => c.label).join(',')})` : e.label)).join(' ');
}

const short = (tree: EditTree) =>
  outline(tree)
    .replace(/モデル/g, 'a')
    .replace(/ディフェンダー/g, 'b')
    .replace(/ディスカバリー/g, 'c')
    .replace(/在庫/g, 'd')
    .replace(/お問い合わせ/g, 'e')
    .replace(/販売店/g, 'f');

describe('toEditTree / toNavInput', () => {
  it('keys every entry uniquely and round-trips to the shape the schema parses', () => {
    const tree = sample();
    expect([
      tree[0]!.key,
      tree[0]!.children[0]!.key,
      tree[0]!.children[1]!.key,
      tree[1]!.key,
      tree[2]!.key,
      tree[2]!.children[0]!.key,
    ]).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k6']);
    const input = toNavInput(tree);
    expect(input[0]).toEqual({
      label: 'モデル',
      url: '/models',
      children: [
        { label: 'ディフェンダー', url: '/defender' },
        { label: 'ディスカバリー', url: '/discovery' },
      ],
    });
    expect(JSON.stringify(input)).not.toContain('key');
    expect(navTreeSchema.parse(input)).toEqual(input);
  });

  it('drops a third level if a stored tree had one', () => {
    const tree = toEditTree(
      [{ label: 'a', url: '/a', children: [{ label: 'b', url: '/b', children: [{ label: 'c', url: '/c' }] }] }],
      keys(),
    );
    expect(tree[0]!.children[0]!.children).toEqual([]);
  });
});

describe('limits', () => {
  it('match navTreeSchema: the editor never offers a tree the server refuses for size', () => {
    const entry = { label: 'x', url: '/x', children: [] };
    expect(navTreeSchema.safeParse(Array.from({ length: maxTopLevel }, () => entry)).success).toBe(true);
    expect(navTreeSchema.safeParse(Array.from({ length: maxTopLevel + 1 }, () => entry)).success).toBe(false);
    const kids = (n: number) => [{ label: 'x', url: '/x', children: Array.from({ length: n }, () => ({ label: 'y', url: '/y' })) }];
    expect(navTreeSchema.safeParse(kids(maxChildren)).success).toBe(true);
    expect(navTreeSchema.safeParse(kids(maxChildren + 1)).success).toBe(false);
  });
});

describe('addEntry', () => {
  it('appends at the top level or as the last child', () => {
    const tree = sample();
    expect(short(addEntry(tree, null, { key: 'n', label: 'g', url: '/g' }))).toBe('a(b,c) d e(f) g');
    expect(short(addEntry(tree, 'k4', { key: 'n', label: 'g', url: '/g' }))).toBe('a(b,c) d(g) e(f)');
    expect(short(addEntry(tree, 'k1', { key: 'n', label: 'g', url: '/g' }))).toBe('a(b,c,g) d e(f)');
    expect(short(tree)).toBe('a(b,c) d e(f)');
  });

  it('refuses a third level, an unknown parent and a full list', () => {
    const tree = sample();
    expect(addEntry(tree, 'k2', { key: 'n', label: 'g', url: '/g' })).toBe(tree);
    expect(addEntry(tree, 'nope', { key: 'n', label: 'g', url: '/g' })).toBe(tree);
    const full = toEditTree(
      Array.from({ length: maxTopLevel }, (_, i) => ({ label: `t${i}`, url: '/t', children: [] })),
      keys(),
    );
    expect(canAdd(full, null)).toBe(false);
    expect(addEntry(full, null, { key: 'n', label: 'g', url: '/g' })).toBe(full);
    expect(canAdd(full, 'k1')).toBe(true);
    const fullKids = toEditTree(
      [{ label: 'p', url: '/p', children: Array.from({ length: maxChildren }, () => ({ label: 'c', url: '/c' })) }],
      keys(),
    );
    expect(canAdd(fullKids, 'k1')).toBe(false);
    expect(addEntry(fullKids, 'k1', { key: 'n', label: 'g', url: '/g' })).toBe(fullKids);
  });
});

describe('removeEntry', () => {
  it('removes a top-level entry with its children', () => {
    const tree = removeEntry(sample(), 'k1');
    expect(short(tree)).toBe('d e(f)');
    expect(findEntry(tree, 'k2')).toBeNull();
  });

  it('removes a child only', () => {
    expect(short(removeEntry(sample(), 'k3'))).toBe('a(b) d e(f)');
    expect(short(removeEntry(sample(), 'k6'))).toBe('a(b,c) d e');
  });

  it('leaves the tree alone for an unknown key', () => {
    const tree = sample();
    expect(removeEntry(tree, 'nope')).toBe(tree);
  });
});

describe('updateEntry', () => {
  it('changes the fields of one entry, top level or child, and nothing else', () => {
    const tree = sample();
    const top = updateEntry(tree, 'k4', { label: 'ストック' });
    expect(findEntry(top, 'k4')).toMatchObject({ label: 'ストック', url: '/stock' });
    const child = updateEntry(tree, 'k3', { url: '/discovery-sport' });
    expect(findEntry(child, 'k3')).toMatchObject({ label: 'ディスカバリー', url: '/discovery-sport' });
    expect(findEntry(child, 'k2')).toMatchObject({ url: '/defender' });
    expect(findEntry(tree, 'k3')!.url).toBe('/discovery');
  });
});

describe('moveUp / moveDown', () => {
  it('moves among siblings, with the children', () => {
    expect(short(moveUp(sample(), 'k4'))).toBe('d a(b,c) e(f)');
    expect(short(moveDown(sample(), 'k1'))).toBe('d a(b,c) e(f)');
    expect(short(moveDown(sample(), 'k4'))).toBe('a(b,c) e(f) d');
    expect(short(moveUp(sample(), 'k3'))).toBe('a(c,b) d e(f)');
    expect(short(moveDown(sample(), 'k2'))).toBe('a(c,b) d e(f)');
  });

  it('does nothing at either end, or for a child leaving its parent', () => {
    const tree = sample();
    expect(moveUp(tree, 'k1')).toBe(tree);
    expect(moveDown(tree, 'k5')).toBe(tree);
    expect(moveUp(tree, 'k2')).toBe(tree);
    expect(moveDown(tree, 'k3')).toBe(tree);
    expect(moveDown(tree, 'k6')).toBe(tree);
    expect(moveUp(tree, 'nope')).toBe(tree);
    expect([canMoveUp(tree, 'k1'), canMoveUp(tree, 'k4'), canMoveDown(tree, 'k5'), canMoveDown(tree, 'k2')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('indent / outdent', () => {
  it('indents a top-level entry into the last place under the entry above', () => {
    expect(short(indent(sample(), 'k4'))).toBe('a(b,c,d) e(f)');
    expect(locate(indent(sample(), 'k4'), 'k4')).toEqual({ parentKey: 'k1', index: 2, siblings: 3 });
  });

  it('refuses to indent the first entry, a child, an entry with children, or into a full parent', () => {
    const tree = sample();
    expect(indent(tree, 'k1')).toBe(tree);
    expect(indent(tree, 'k2')).toBe(tree);
    expect(indent(tree, 'k5')).toBe(tree);
    expect([canIndent(tree, 'k1'), canIndent(tree, 'k2'), canIndent(tree, 'k4'), canIndent(tree, 'k5')]).toEqual([
      false,
      false,
      true,
      false,
    ]);
    const full = toEditTree(
      [
        { label: 'p', url: '/p', children: Array.from({ length: maxChildren }, () => ({ label: 'c', url: '/c' })) },
        { label: 'q', url: '/q', children: [] },
      ],
      keys(),
    );
    const q = full[1]!.key;
    expect(canIndent(full, q)).toBe(false);
    expect(indent(full, q)).toBe(full);
  });

  it('outdents a child to the place right after its parent', () => {
    expect(short(outdent(sample(), 'k2'))).toBe('a(c) b d e(f)');
    expect(short(outdent(sample(), 'k3'))).toBe('a(b) c d e(f)');
    expect(short(outdent(sample(), 'k6'))).toBe('a(b,c) d e f');
  });

  it('refuses to outdent a top-level entry or into a full top level', () => {
    const tree = sample();
    expect(outdent(tree, 'k1')).toBe(tree);
    expect(canOutdent(tree, 'k4')).toBe(false);
    const full = toEditTree(
      Array.from({ length: maxTopLevel }, (_, i) => ({ label: `t${i}`, url: '/t', children: i === 0 ? [{ label: 'c', url: '/c' }] : [] })),
      keys(),
    );
    const child = full[0]!.children[0]!.key;
    expect(canOutdent(full, child)).toBe(false);
    expect(outdent(full, child)).toBe(full);
  });

  it('indent then outdent puts the entry back', () => {
    const tree = sample();
    expect(short(outdent(indent(tree, 'k4'), 'k4'))).toBe(short(tree));
  });
});

describe('sameNavigation / adoptSaved', () => {
  it('sees label, URL and order changes, not keys', () => {
    const a = sample();
    expect(sameNavigation(a, sample())).toBe(true);
    expect(
      sameNavigation(
        a,
        toEditTree(toNavInput(a), () => 'other'),
      ),
    ).toBe(true);
    expect(sameNavigation(a, updateEntry(a, 'k6', { label: '販売店 ' }))).toBe(false);
    expect(sameNavigation(a, moveDown(a, 'k2'))).toBe(false);
  });

  it('takes the stored (trimmed) values and keeps the keys', () => {
    const tree = updateEntry(sample(), 'k6', { label: ' 販売店 ' });
    const saved = toNavInput(sample());
    const adopted = adoptSaved(tree, saved);
    expect(findEntry(adopted, 'k6')!.label).toBe('販売店');
    expect(sameNavigation(adopted, sample())).toBe(true);
    // A different shape is not adopted.
    expect(adoptSaved(tree, saved.slice(1))).toBe(tree);
  });
});

describe('mapTreeErrors', () => {
  it('puts each reason on the entry and field its pointer names', () => {
    const tree = sample();
    const mapped = mapTreeErrors(tree, [
      { pointer: 'tree.2.children.0.url', message: 'URL' },
      { pointer: 'tree.1.label', message: 'LABEL' },
      { pointer: 'tree.0.children', message: 'TOO MANY' },
      { pointer: 'tree.0.children.1', message: 'CHILD' },
      { pointer: 'tree.2', message: 'ENTRY' },
      { pointer: 'tree', message: 'TREE' },
    ]);
    expect(mapped.byEntry).toEqual({
      k6: { url: 'URL' },
      k4: { label: 'LABEL' },
      k1: { children: 'TOO MANY' },
      k3: { entry: 'CHILD' },
      k5: { entry: 'ENTRY' },
    });
    expect(mapped.form).toEqual(['TREE']);
  });

  it('keeps the first reason per field', () => {
    const mapped = mapTreeErrors(sample(), [
      { pointer: 'tree.0.url', message: 'first' },
      { pointer: 'tree.0.url', message: 'second' },
    ]);
    expect(mapped.byEntry.k1).toEqual({ url: 'first' });
  });

  it('never loses a reason whose pointer names no entry', () => {
    const mapped = mapTreeErrors(sample(), [
      { pointer: 'tree.9.url', message: 'gone' },
      { pointer: 'something.else', message: 'odd' },
      { pointer: 'tree.0.children.7.url', message: 'no child' },
    ]);
    expect(mapped.form).toEqual(['gone', 'odd']);
    expect(mapped.byEntry.k1).toEqual({ children: 'no child' });
  });
});

describe('navIssueReason', () => {
  const reasons = (input: unknown) => {
    const result = navTreeSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${navIssueReason(i)}`);
  };

  it('names a Japanese reason for each refusal of navTreeSchema', () => {
    expect(
      reasons([
        { label: '', url: 'javascript:alert(1)', children: [{ label: 'x'.repeat(61), url: '' }] },
        { label: 'ok', url: '/'.padEnd(2049, 'a') },
      ]),
    ).toEqual([
      '0.label:label_required',
      '0.url:url_format',
      '0.children.0.label:label_too_long',
      '0.children.0.url:url_required',
      '0.children.0.url:url_format',
      '1.url:url_too_long',
    ]);
    expect(reasons(Array.from({ length: 13 }, () => ({ label: 'a', url: '/' })))).toEqual([':too_many_entries']);
    expect(reasons([{ label: 'a', url: '/', children: Array.from({ length: 21 }, () => ({ label: 'b', url: '/' })) }])).toEqual([
      '0.children:too_many_children',
    ]);
    expect(reasons([{ label: 3, url: '/' }])).toEqual(['0.label:invalid']);
    expect(reasons({})).toEqual([':invalid']);
    expect(reasons([null])).toEqual(['0:invalid']);
  });

  it('refuses protocol-relative and script URLs', () => {
    expect(reasons([{ label: 'a', url: '//evil.example' }])).toEqual(['0.url:url_format']);
    expect(reasons([{ label: 'a', url: 'data:text/html,x' }])).toEqual(['0.url:url_format']);
    expect(
      reasons([
        { label: 'a', url: '#top' },
        { label: 'b', url: 'https://example.jp' },
      ]),
    ).toEqual([]);
  });
});
