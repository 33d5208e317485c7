import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry';

/** The editor's catalogue shows each block's thumbnail: every template must name a safe file that exists. */
const publicDir = path.resolve(import.meta.dirname, '../../public');

describe.each(Object.entries(blockRegistry).map(([key, block]) => [key, block.template.thumbnail_url]))('%s thumbnail', (_key, url) => {
  it('is a drawing in public/block-thumbnails', () => {
    expect(url).toMatch(/^\/block-thumbnails\/[a-z0-9_]+\.svg$/);
    expect(existsSync(path.join(publicDir, url))).toBe(true);
  });

  it('is a 160×100 SVG with nothing that runs or loads', () => {
    const file = path.join(publicDir, url);
    if (!existsSync(file)) return expect.fail(`${url} is missing`);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 160 100"/);
    expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|<style|<foreignObject/i);
    expect(svg.length).toBeLessThan(4096);
  });
});
