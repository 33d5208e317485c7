import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0051: a block's browser code reaches only the pages that render the block. A server
 * module that imports a `.client` module directly puts that island in the first-load JavaScript of
 * every page of the CMS route; it must import it through an `islands.tsx` (lazyIsland, lib/lazy-island.tsx) instead.
 */
const blocksDir = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value imports (not `import type`) of `.client` modules in a module that is not itself client code. */
function directIslandImports(source: string): string[] {
  if (/^\s*['"]use client['"]/.test(source)) return [];
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+\.client)';/gm)].map((m) => m[1]!);
}

describe('block islands', () => {
  it('finds a direct value import and ignores type imports and client modules', () => {
    expect(directIslandImports("import { X } from './x.client';\n")).toEqual(['./x.client']);
    expect(directIslandImports("import type { P } from './x.client';\n")).toEqual([]);
    expect(directIslandImports("'use client';\nimport { X } from './x.client';\n")).toEqual([]);
    expect(directIslandImports("import { X } from './islands';\n")).toEqual([]);
  });

  it('no server module of a block imports an island directly', () => {
    const offenders = sourceFiles(blocksDir).flatMap((file) =>
      directIslandImports(readFileSync(file, 'utf8')).map((spec) => `${path.relative(blocksDir, file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
