import { describe, expect, it } from 'vitest';
import { remainingText } from './hold-countdown.client';

describe('remainingText', () => {
  it('reads as minutes and zero-padded seconds, never negative, rounding up', () => {
    expect(remainingText(15 * 60_000)).toBe('15分00秒');
    expect(remainingText(65_001)).toBe('1分06秒');
    expect(remainingText(999)).toBe('0分01秒');
    expect(remainingText(-5000)).toBe('0分00秒');
  });
});
