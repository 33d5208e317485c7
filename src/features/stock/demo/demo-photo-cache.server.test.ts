import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EncodedImage } from '@/features/media/encode.server';
import { demoPhotoCache, demoPhotoCacheKey } from './demo-photo-cache.server';

const image: EncodedImage = {
  width: 1600,
  height: 900,
  hash: 'ab'.repeat(32),
  variants: [
    { name: 'standard-1600', format: 'avif', width: 1600, height: 900, bytes: Buffer.from('avif-bytes') },
    { name: 'standard-640', format: 'jpeg', width: 640, height: 360, bytes: Buffer.from('jpeg') },
  ],
};

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'demo-photo-cache-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('demo photo cache', () => {
  it('gives back exactly the variants it kept, and nothing for a drawing it has not seen', async () => {
    const cache = demoPhotoCache(folder);
    expect(await cache.read('missing')).toBeNull();
    await cache.write('k1', image);
    expect(await cache.read('k1')).toEqual(image);
    // Only the finished file is left: the temporary one was renamed.
    expect(await readdir(folder)).toEqual(['k1.bin']);
  });

  it('treats a file cut short or not a cache file as a miss', async () => {
    const cache = demoPhotoCache(folder);
    await cache.write('k1', image);
    const whole = await readFile(path.join(folder, 'k1.bin'));
    await writeFile(path.join(folder, 'k1.bin'), whole.subarray(0, whole.length - 3));
    expect(await cache.read('k1')).toBeNull();
    await writeFile(path.join(folder, 'k2.bin'), 'not a cache file');
    expect(await cache.read('k2')).toBeNull();
  });

  it('carries on when it cannot write', async () => {
    const blocked = path.join(folder, 'file');
    await writeFile(blocked, '');
    // The folder would have to be inside a plain file: the write fails, quietly.
    await expect(demoPhotoCache(path.join(blocked, 'cache')).write('k1', image)).resolves.toBeUndefined();
  });

  it('keys a drawing by its SVG', () => {
    expect(demoPhotoCacheKey('<svg a/>')).toBe(demoPhotoCacheKey('<svg a/>'));
    expect(demoPhotoCacheKey('<svg a/>')).not.toBe(demoPhotoCacheKey('<svg b/>'));
    // Variants cut to other formats are other variants.
    expect(demoPhotoCacheKey('<svg a/>', ['webp', 'jpeg'])).not.toBe(demoPhotoCacheKey('<svg a/>'));
  });
});
