import type { PageRow } from '@/db/schema';

/**
 * The page tree is the paths themselves: `/models/defender` sits under `/models` whether or not a
 * folder record exists there. These helpers keep that one rule in one place.
 */

/** Whether `path` lies strictly under `root` (`/models/a` under `/models`; `/modelsx` is not). */
export function isUnder(path: string, root: string): boolean {
  if (root === '/') return path !== '/';
  return path.startsWith(`${root}/`);
}

/** The rows under `root`'s path, in path order. */
export function descendantsOf<T extends Pick<PageRow, 'path'>>(root: string, rows: readonly T[]): T[] {
  return rows.filter((row) => isUnder(row.path, root)).sort((a, b) => a.path.localeCompare(b.path));
}

/** Where `path` ends up when the subtree at `from` moves to `to` (`/a/b/c`, `/a/b` → `/x` gives `/x/c`). */
export function movedPath(path: string, from: string, to: string): string {
  if (path === from) return to;
  if (!isUnder(path, from)) return path;
  const rest = path.slice(from === '/' ? 0 : from.length);
  return to === '/' ? rest : `${to}${rest}`;
}

export interface TreeRow<T> {
  page: T;
  /** How many listed ancestors it has: the indent in the page list. */
  depth: number;
}

/**
 * The page list as a tree: path order, each row indented under the nearest listed ancestor. With a
 * query, only rows whose title or path contains it (case- and width-insensitive, so ＤＥＦＥＮＤＥＲ and
 * defender match), plus their ancestors so every hit keeps its place in the tree.
 */
export function pageTreeRows<T extends Pick<PageRow, 'path' | 'title'>>(rows: readonly T[], query = ''): TreeRow<T>[] {
  const sorted = [...rows].sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
  const needle = fold(query.trim());
  let shown = sorted;
  if (needle) {
    const hits = sorted.filter((row) => fold(row.title).includes(needle) || fold(row.path).includes(needle));
    shown = sorted.filter((row) => hits.some((hit) => hit === row || (row.path !== '/' && isUnder(hit.path, row.path))));
  }
  const paths = new Set(shown.map((row) => row.path));
  return shown.map((page) => ({
    page,
    depth: ancestorsIn(page.path, paths),
  }));
}

function ancestorsIn(path: string, paths: ReadonlySet<string>): number {
  const parts = path.split('/').filter(Boolean);
  let depth = 0;
  for (let i = 1; i < parts.length; i++) if (paths.has(`/${parts.slice(0, i).join('/')}`)) depth++;
  return depth;
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
