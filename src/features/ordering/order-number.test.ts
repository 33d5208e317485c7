import { describe, expect, it } from 'vitest';
import { newOrderNumber, normaliseOrderNumber, orderNumberPattern } from './order-number';

describe('reservation numbers', () => {
  it('are R and eight characters without letters people misread', () => {
    for (let i = 0; i < 200; i++) {
      const n = newOrderNumber();
      expect(n).toMatch(orderNumberPattern);
      expect(n.slice(1)).not.toMatch(/[ILOU]/);
    }
    expect(newOrderNumber(() => 0)).toBe('R00000000');
    expect(newOrderNumber((max) => max - 1)).toBe('RZZZZZZZZ');
  });

  it('are read back the way people type them', () => {
    expect(normaliseOrderNumber('r7k3-m9q2 x0')).toBe('R7K3M9Q2X0');
    expect(normaliseOrderNumber('RO1IL')).toBe('R0111');
    expect(orderNumberPattern.test(normaliseOrderNumber('r-abcd efgh'))).toBe(true);
  });
});
