/**
 * Draws the demo 360 views into public/demo/360/ (decision 0059): run once, output committed; run
 * again only when the drawings change (src/blocks/view-360/demo-frames.test.ts fails until the files
 * match the drawings).
 *
 *   node --import tsx scripts/generate-360-frames.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demo360 } from '../src/blocks/view-360/demo-360';
import { exteriorFrames, interiorPanoramaSvg } from '../src/blocks/view-360/demo-frames';

const folder = path.resolve(import.meta.dirname, '..', demo360.folder);
mkdirSync(folder, { recursive: true });
for (const old of readdirSync(folder)) if (old.endsWith('.svg')) rmSync(path.join(folder, old));

const files = [...exteriorFrames(), { name: 'interior.svg', svg: interiorPanoramaSvg() }];
for (const { name, svg } of files) writeFileSync(path.join(folder, name), `${svg}\n`);
const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.svg) + 1, 0);
console.log(`${files.length} files, ${Math.round(bytes / 1024)} KB, in ${demo360.folder}`);
