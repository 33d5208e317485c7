import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPlaceholder } from './placeholder.mjs';

const dirs: string[] = [];
function buildDir(buildId: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'placeholder-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'BUILD_ID'), buildId);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('loadPlaceholder', () => {
  it('is a 24-character nonce that stays the same for one build across restarts', () => {
    const dir = buildDir('build-1');
    const first = loadPlaceholder(dir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(loadPlaceholder(dir)).toBe(first);
    expect(readdirSync(dir).sort()).toEqual(['BUILD_ID', 'csp-nonce-placeholder-build-1']);
  });

  it('changes with a new build', () => {
    const dir = buildDir('build-1');
    const first = loadPlaceholder(dir);
    writeFileSync(path.join(dir, 'BUILD_ID'), 'build-2');
    expect(loadPlaceholder(dir)).not.toBe(first);
  });

  it('replaces a damaged file with a fresh placeholder that the next start reads back', () => {
    const dir = buildDir('build-1');
    writeFileSync(path.join(dir, 'csp-nonce-placeholder-build-1'), 'short');
    const value = loadPlaceholder(dir);
    expect(value).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(loadPlaceholder(dir)).toBe(value);
  });
});
