import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('detectFileType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['WebP', new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    ['PDF', new TextEncoder().encode('%PDF-1.7\n'), 'application/pdf'],
  ])('knows %s by its first bytes', (_, input, type) => {
    expect(detectFileType(input)).toBe(type);
  });

  it.each([
    ['an HTML page named .jpg', new TextEncoder().encode('<html><script>')],
    ['a RIFF file that is not WebP (WAV)', new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['"%PDF" without the dash', new TextEncoder().encode('%PDF1.7')],
    ['an empty file', bytes()],
  ])('refuses %s', (_, input) => {
    expect(detectFileType(input)).toBeNull();
  });
});
