import { describe, expect, it } from 'vitest';
import { firstPerOutcome, viewsByOutcome } from './outcome-block';

const items = [
  { kind: 'pear', name: 'first pear' },
  { kind: 'apple', name: 'apple' },
  { kind: 'pear', name: 'second pear' },
] as const;

describe('outcome quiz items', () => {
  it('keeps the first item of each outcome, in the outcomes’ order, leaving out outcomes without one', () => {
    expect(firstPerOutcome(items, 'kind', ['apple', 'plum', 'pear']).map((item) => item.name)).toEqual(['apple', 'first pear']);
  });

  it('keys each item’s views by its outcome', () => {
    expect(viewsByOutcome(firstPerOutcome(items, 'kind', ['apple', 'pear']), 'kind', (item) => item.name.toUpperCase())).toEqual({
      apple: 'APPLE',
      pear: 'FIRST PEAR',
    });
  });
});
