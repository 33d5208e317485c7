import { describe, expect, it } from 'vitest';
import { rankOutcomes, totalPoints, type PointsTable } from './scoring';

type Fruit = 'apple' | 'pear' | 'plum';
const fruits: Fruit[] = ['apple', 'pear', 'plum'];
const table: PointsTable<Fruit> = {
  taste: { sweet: { apple: 2, pear: 1 }, sour: { plum: 3 } },
  uses: { pie: { apple: 1, plum: 1 }, jam: { plum: 2, pear: 1 } },
};

describe('quiz scoring', () => {
  it('adds each chosen answer’s points, outcomes without points at 0', () => {
    expect(totalPoints(table, fruits, {})).toEqual({ apple: 0, pear: 0, plum: 0 });
    expect(totalPoints(table, fruits, { taste: ['sweet'] })).toEqual({ apple: 2, pear: 1, plum: 0 });
    expect(totalPoints(table, fruits, { taste: ['sweet'], uses: ['pie', 'jam'] })).toEqual({ apple: 3, pear: 2, plum: 3 });
  });

  it('counts an answer once, and ignores unknown questions and answers (also inherited names)', () => {
    expect(totalPoints(table, fruits, { uses: ['jam', 'jam'] })).toEqual({ apple: 0, pear: 1, plum: 2 });
    expect(totalPoints(table, fruits, { colour: ['red'], taste: ['bitter', 'constructor', 'toString'] })).toEqual({
      apple: 0,
      pear: 0,
      plum: 0,
    });
  });

  it('ranks by total, highest first', () => {
    expect(rankOutcomes({ apple: 1, pear: 5, plum: 3 }, fruits)).toEqual(['pear', 'plum', 'apple']);
  });

  it('breaks ties by the order of preference, whatever the totals object’s order', () => {
    expect(rankOutcomes({ apple: 2, pear: 2, plum: 2 }, ['plum', 'apple', 'pear'])).toEqual(['plum', 'apple', 'pear']);
    expect(rankOutcomes({ plum: 4, pear: 4, apple: 1 }, ['pear', 'plum', 'apple'])).toEqual(['pear', 'plum', 'apple']);
  });

  it('ranks only the outcomes of the preference list', () => {
    expect(rankOutcomes<Fruit>({ apple: 9, pear: 1, plum: 2 }, ['pear', 'plum'])).toEqual(['plum', 'pear']);
  });

  it('puts ruled-out outcomes last, whatever their points, keeping their own order among them', () => {
    expect(rankOutcomes({ apple: 9, pear: 1, plum: 2 }, fruits, ['apple'])).toEqual(['plum', 'pear', 'apple']);
    expect(rankOutcomes({ apple: 9, pear: 1, plum: 2 }, fruits, ['apple', 'plum'])).toEqual(['pear', 'apple', 'plum']);
  });
});
