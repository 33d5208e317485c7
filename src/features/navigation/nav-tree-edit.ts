/**
 * Pure operations of the navigation tree editor (/admin/navigation). The tree has two levels, as
 * `navTreeSchema` (nav-input.ts) accepts: top-level entries and their children. Every operation
 * returns a new tree, or the same tree object when the move is not possible, so callers can tell.
 * Entries carry a `key` that stays the same while they move (React keys, focus, error mapping).
 */

export interface EditEntry {
  key: string;
  label: string;
  url: string;
  children: EditEntry[];
}

export type EditTree = EditEntry[];

/** The limits of `navTreeSchema`; nav-tree-edit.test.ts checks them against the schema. */
export const maxTopLevel = 12;
export const maxChildren = 20;

interface Labelled {
  label: string;
  url: string;
  children?: Labelled[];
}

/** The editor's tree from a stored one (`getNavTree`), with fresh keys from `makeKey`. */
export function toEditTree(items: readonly Labelled[], makeKey: () => string): EditTree {
  return items.map((item) => ({
    key: makeKey(),
    label: item.label,
    url: item.url,
    children: (item.children ?? []).map((child) => ({ key: makeKey(), label: child.label, url: child.url, children: [] })),
  }));
}

/** What the server action receives: the shape `navTreeSchema` parses (keys dropped). */
export function toNavInput(tree: EditTree): { label: string; url: string; children: { label: string; url: string }[] }[] {
  return tree.map((entry) => ({
    label: entry.label,
    url: entry.url,
    children: entry.children.map((child) => ({ label: child.label, url: child.url })),
  }));
}

/** True when the two trees would save the same navigation. */
export function sameNavigation(a: EditTree, b: EditTree): boolean {
  return JSON.stringify(toNavInput(a)) === JSON.stringify(toNavInput(b));
}

export interface Location {
  /** null for a top-level entry. */
  parentKey: string | null;
  index: number;
  /** How many siblings it has, itself included. */
  siblings: number;
}

export function locate(tree: EditTree, key: string): Location | null {
  const top = tree.findIndex((e) => e.key === key);
  if (top >= 0) return { parentKey: null, index: top, siblings: tree.length };
  for (const parent of tree) {
    const index = parent.children.findIndex((c) => c.key === key);
    if (index >= 0) return { parentKey: parent.key, index, siblings: parent.children.length };
  }
  return null;
}

export function findEntry(tree: EditTree, key: string): EditEntry | null {
  for (const entry of tree) {
    if (entry.key === key) return entry;
    const child = entry.children.find((c) => c.key === key);
    if (child) return child;
  }
  return null;
}

/** Replaces the sibling list that holds `parentKey`'s children (or the top level). */
function withSiblings(tree: EditTree, parentKey: string | null, change: (siblings: EditEntry[]) => EditEntry[]): EditTree {
  if (parentKey === null) return change(tree);
  return tree.map((entry) => (entry.key === parentKey ? { ...entry, children: change(entry.children) } : entry));
}

export function canAdd(tree: EditTree, parentKey: string | null): boolean {
  if (parentKey === null) return tree.length < maxTopLevel;
  const parent = tree.find((e) => e.key === parentKey);
  return parent !== undefined && parent.children.length < maxChildren;
}

/** Appends `entry` at the top level (`parentKey` null) or as the last child of a top-level entry. */
export function addEntry(tree: EditTree, parentKey: string | null, entry: Omit<EditEntry, 'children'>): EditTree {
  if (!canAdd(tree, parentKey)) return tree;
  return withSiblings(tree, parentKey, (siblings) => [...siblings, { ...entry, children: [] }]);
}

/** Removes the entry and, for a top-level entry, its children with it. */
export function removeEntry(tree: EditTree, key: string): EditTree {
  const at = locate(tree, key);
  if (!at) return tree;
  return withSiblings(tree, at.parentKey, (siblings) => siblings.filter((e) => e.key !== key));
}

export function updateEntry(tree: EditTree, key: string, patch: Partial<Pick<EditEntry, 'label' | 'url'>>): EditTree {
  const at = locate(tree, key);
  if (!at) return tree;
  return withSiblings(tree, at.parentKey, (siblings) => siblings.map((e) => (e.key === key ? { ...e, ...patch } : e)));
}

function swap<T>(list: T[], i: number, j: number): T[] {
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

export function canMoveUp(tree: EditTree, key: string): boolean {
  const at = locate(tree, key);
  return at !== null && at.index > 0;
}

export function canMoveDown(tree: EditTree, key: string): boolean {
  const at = locate(tree, key);
  return at !== null && at.index < at.siblings - 1;
}

/** One place earlier among its siblings (children move with their parent). */
export function moveUp(tree: EditTree, key: string): EditTree {
  const at = locate(tree, key);
  if (!at || at.index === 0) return tree;
  return withSiblings(tree, at.parentKey, (siblings) => swap(siblings, at.index, at.index - 1));
}

/** One place later among its siblings. */
export function moveDown(tree: EditTree, key: string): EditTree {
  const at = locate(tree, key);
  if (!at || at.index >= at.siblings - 1) return tree;
  return withSiblings(tree, at.parentKey, (siblings) => swap(siblings, at.index, at.index + 1));
}

/**
 * A top-level entry can become the last child of the entry above it when it has no children of its
 * own (the navigation has two levels) and the one above has room.
 */
export function canIndent(tree: EditTree, key: string): boolean {
  const index = tree.findIndex((e) => e.key === key);
  if (index <= 0) return false;
  return tree[index]!.children.length === 0 && tree[index - 1]!.children.length < maxChildren;
}

export function indent(tree: EditTree, key: string): EditTree {
  if (!canIndent(tree, key)) return tree;
  const index = tree.findIndex((e) => e.key === key);
  const entry = tree[index]!;
  const parent = tree[index - 1]!;
  const next = tree.filter((e) => e.key !== key);
  next[index - 1] = { ...parent, children: [...parent.children, { ...entry, children: [] }] };
  return next;
}

/** A child can become a top-level entry (right after its parent) while the top level has room. */
export function canOutdent(tree: EditTree, key: string): boolean {
  const at = locate(tree, key);
  return at !== null && at.parentKey !== null && tree.length < maxTopLevel;
}

export function outdent(tree: EditTree, key: string): EditTree {
  if (!canOutdent(tree, key)) return tree;
  const parentIndex = tree.findIndex((e) => e.children.some((c) => c.key === key));
  const parent = tree[parentIndex]!;
  const entry = parent.children.find((c) => c.key === key)!;
  return [
    ...tree.slice(0, parentIndex),
    { ...parent, children: parent.children.filter((c) => c.key !== key) },
    { ...entry, children: [] },
    ...tree.slice(parentIndex + 1),
  ];
}

/** Takes the values the server stored (trimmed) into the same-shaped tree, keeping its keys. */
export function adoptSaved(tree: EditTree, saved: readonly Labelled[]): EditTree {
  if (saved.length !== tree.length || saved.some((s, i) => (s.children ?? []).length !== tree[i]!.children.length)) return tree;
  return tree.map((entry, i) => ({
    ...entry,
    label: saved[i]!.label,
    url: saved[i]!.url,
    children: entry.children.map((child, j) => ({ ...child, label: saved[i]!.children![j]!.label, url: saved[i]!.children![j]!.url })),
  }));
}

// ---- Refused input: from the server's pointers to the entries and fields of the editor. ----

export type EntryField = 'label' | 'url' | 'children' | 'entry';

export interface PointerError {
  /** `tree.2.children.0.url`, `tree.1.label`, `tree.3.children`, `tree`. */
  pointer: string;
  message: string;
}

export interface MappedErrors {
  /** Per entry key, per field: the first reason given for it. */
  byEntry: Record<string, Partial<Record<EntryField, string>>>;
  /** Reasons about the whole tree (too many entries) or pointing at no entry. */
  form: string[];
}

const pointerPattern = /^tree(?:\.(\d+)(?:\.(label|url|children)(?:\.(\d+)(?:\.(label|url))?)?)?)?$/;

/**
 * Maps each error to the entry the pointer names in `tree` — the tree as it was sent, so indexes
 * match — and to its field. Unknown or out-of-range pointers go to `form`, never lost.
 */
export function mapTreeErrors(tree: EditTree, errors: readonly PointerError[]): MappedErrors {
  const mapped: MappedErrors = { byEntry: {}, form: [] };
  const put = (key: string, field: EntryField, message: string) => {
    const entry = (mapped.byEntry[key] ??= {});
    entry[field] ??= message;
  };
  for (const error of errors) {
    const match = pointerPattern.exec(error.pointer);
    const top = match?.[1] !== undefined ? tree[Number(match[1])] : undefined;
    if (!match || !top) {
      mapped.form.push(error.message);
      continue;
    }
    const [, , topField, childIndex, childField] = match;
    if (childIndex !== undefined) {
      const child = top.children[Number(childIndex)];
      if (child) put(child.key, (childField as EntryField | undefined) ?? 'entry', error.message);
      else put(top.key, 'children', error.message);
    } else {
      put(top.key, (topField as EntryField | undefined) ?? 'entry', error.message);
    }
  }
  return mapped;
}

/** Which translation (under admin.navigation.error) says why a zod issue refused the tree. */
export function navIssueReason(issue: { path: readonly PropertyKey[]; code: string }): string {
  const last = issue.path.at(-1);
  const field = typeof last === 'string' ? last : issue.path.length === 0 ? 'tree' : 'entry';
  if (field === 'tree') return issue.code === 'too_big' ? 'too_many_entries' : 'invalid';
  if (field === 'children') return issue.code === 'too_big' ? 'too_many_children' : 'invalid';
  if (field === 'label') return issue.code === 'too_small' ? 'label_required' : issue.code === 'too_big' ? 'label_too_long' : 'invalid';
  if (field === 'url') {
    if (issue.code === 'too_small') return 'url_required';
    if (issue.code === 'too_big') return 'url_too_long';
    return issue.code === 'invalid_format' ? 'url_format' : 'invalid';
  }
  return 'invalid';
}
