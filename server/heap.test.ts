import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './heap.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('server heap ceiling', () => {
  it('is a bounded old space', () => {
    const size = Number(/^--max-old-space-size=(\d+)$/.exec(serverNodeFlags.join(' '))?.[1]);
    expect(size).toBeGreaterThanOrEqual(512);
    expect(size).toBeLessThanOrEqual(2048);
  });

  it('is what `npm start` and the Lighthouse bench run the server with', () => {
    const start = JSON.parse(read('package.json')).scripts.start as string;
    expect(start).toBe(`node ${serverNodeFlags.join(' ')} scripts/start.mjs`);
    expect(read('bench/lighthouse.sh')).toContain(`node ${serverNodeFlags.join(' ')} server/index.mjs`);
  });
});
