import { describe, expect, it } from 'vitest';
import { descendantsOf, isUnder, movedPath, pageTreeRows } from './page-tree';

const rows = [
  { path: '/models/defender', title: 'ディフェンダー' },
  { path: '/', title: 'ホーム' },
  { path: '/models', title: 'モデル' },
  { path: '/modelsx', title: 'Other' },
  { path: '/models/defender/110', title: 'DEFENDER 110' },
  { path: '/news', title: 'ニュース' },
];

describe('isUnder', () => {
  it('knows a child from a sibling that shares a prefix', () => {
    expect(isUnder('/models/a', '/models')).toBe(true);
    expect(isUnder('/modelsx', '/models')).toBe(false);
    expect(isUnder('/models', '/models')).toBe(false);
    expect(isUnder('/news', '/')).toBe(true);
  });
});

describe('descendantsOf', () => {
  it('returns every page deeper under the root, in path order', () => {
    expect(descendantsOf('/models', rows).map((r) => r.path)).toEqual(['/models/defender', '/models/defender/110']);
  });
});

describe('movedPath', () => {
  it('moves the root and keeps the rest of a descendant path', () => {
    expect(movedPath('/models', '/models', '/cars')).toBe('/cars');
    expect(movedPath('/models/defender/110', '/models', '/cars/all')).toBe('/cars/all/defender/110');
    expect(movedPath('/modelsx', '/models', '/cars')).toBe('/modelsx');
    expect(movedPath('/a/b', '/a', '/')).toBe('/b');
  });
});

describe('pageTreeRows', () => {
  it('lists home first, then paths in order, indented under listed ancestors', () => {
    expect(pageTreeRows(rows).map((r) => [r.page.path, r.depth])).toEqual([
      ['/', 0],
      ['/models', 0],
      ['/models/defender', 1],
      ['/models/defender/110', 2],
      ['/modelsx', 0],
      ['/news', 0],
    ]);
  });

  it('finds by title or path regardless of letter width and case, and keeps the ancestors of a hit', () => {
    expect(pageTreeRows(rows, 'ｄｅｆｅｎｄｅｒ　１１０').map((r) => r.page.path)).toEqual([
      '/models',
      '/models/defender',
      '/models/defender/110',
    ]);
    expect(pageTreeRows(rows, 'ニュース').map((r) => r.page.path)).toEqual(['/news']);
    expect(pageTreeRows(rows, 'nothing-like-this')).toEqual([]);
  });
});
