import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Next serves src/app/favicon.ico as /favicon.ico as it is: the file itself must be a valid icon.
const ico = readFileSync(path.join(import.meta.dirname, 'favicon.ico'));
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function entries() {
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + 16 * i;
    const size = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return {
      width: ico[at] || 256,
      height: ico[at + 1] || 256,
      bits: ico.readUInt16LE(at + 6),
      image: ico.subarray(offset, offset + size),
      end: offset + size,
    };
  });
}

describe('favicon.ico', () => {
  it('is an ICO with 16, 32 and 48 px PNG images inside the file', () => {
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const list = entries();
    expect(list.map((e) => [e.width, e.height, e.bits])).toEqual([
      [16, 16, 32],
      [32, 32, 32],
      [48, 48, 32],
    ]);
    for (const entry of list) {
      expect(entry.end).toBeLessThanOrEqual(ico.length);
      expect(entry.image.subarray(0, 8).equals(pngSignature)).toBe(true);
      // The PNG's own header agrees with the directory entry.
      expect([entry.image.readUInt32BE(16), entry.image.readUInt32BE(20)]).toEqual([entry.width, entry.height]);
    }
  });
});
