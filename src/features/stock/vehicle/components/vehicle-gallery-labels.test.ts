import { describe, expect, it } from 'vitest';
import { fill, photoForKey } from './vehicle-gallery-labels';

describe('gallery labels', () => {
  it('fills the placeholders it has values for and keeps the others as written', () => {
    expect(fill('{{index}}/{{total}}', { index: 2, total: 8 })).toBe('2/8');
    expect(fill('写真{{n}}を表示', { n: 3 })).toBe('写真3を表示');
    expect(fill('{{total}}枚中{{index}}枚目', { index: 1 })).toBe('{{total}}枚中1枚目');
  });
});

describe('gallery keys', () => {
  it('steps with the arrows without wrapping, jumps with Home and End, and leaves other keys alone', () => {
    expect(photoForKey('ArrowRight', 0, 4)).toBe(1);
    expect(photoForKey('ArrowRight', 3, 4)).toBe(3);
    expect(photoForKey('ArrowLeft', 2, 4)).toBe(1);
    expect(photoForKey('ArrowLeft', 0, 4)).toBe(0);
    expect(photoForKey('Home', 3, 4)).toBe(0);
    expect(photoForKey('End', 0, 4)).toBe(3);
    expect(photoForKey('Tab', 1, 4)).toBeNull();
    expect(photoForKey('ArrowDown', 1, 4)).toBeNull();
  });
});
