import { describe, expect, it } from 'vitest';
import { readListNames, readModelList, sourceLimits } from './source-readers';

const uuidA = '0b6e7a52-6f0e-4c55-9d8f-3c1f1e0a9b11';
const uuidB = '5d2f8c3e-1a4b-4e6f-8a9b-7c0d1e2f3a4b';

describe('readModelList (site.md §7: the first item’s keys are model names)', () => {
  it('reads the keys of the first item, normalised', () => {
    const reading = readModelList([{ 'Defender 110': { from: 2020 }, 'Range Rover Sport': {} }, { Discovery: {} }]);
    expect(reading).toEqual({ ok: true, names: new Set(['defender_110', 'range_rover_sport']), dropped: 0 });
  });

  it('reads an empty array as an empty list', () => {
    expect(readModelList([])).toEqual({ ok: true, names: new Set(), dropped: 0 });
  });

  it('refuses what is not a list of objects', () => {
    expect(readModelList({ 'Defender 110': {} })).toEqual({ ok: false, problem: 'expected an array, got object' });
    expect(readModelList(null)).toEqual({ ok: false, problem: 'expected an array, got null' });
    expect(readModelList(['Defender 110'])).toEqual({ ok: false, problem: 'the first item is not an object of model names' });
  });

  it('keeps at most the limit of names and drops over-long ones', () => {
    const many = Object.fromEntries(Array.from({ length: sourceLimits.names + 5 }, (_, i) => [`model ${i}`, 1]));
    const reading = readModelList([{ ...many, ['x'.repeat(sourceLimits.nameLength + 1)]: 1 }]);
    expect(reading.ok && reading.names.size).toBe(sourceLimits.names);
    expect(reading.ok && reading.dropped).toBe(6);
  });
});

describe('readListNames (site.md §7: a map of uuid to model names)', () => {
  it('joins the names of the lists asked for', () => {
    const body = { [uuidA]: ['Defender 110', 'Defender 90'], [uuidB]: ['Range Rover'], other: ['Discovery'] };
    expect(readListNames(body, [uuidA, uuidB])).toEqual({
      ok: true,
      names: new Set(['defender_110', 'defender_90', 'range_rover']),
      dropped: 0,
    });
  });

  it('gives a list the answer leaves out no names, and drops values that are not names', () => {
    expect(readListNames({ [uuidA]: ['Defender', 7, ''] }, [uuidA, uuidB])).toEqual({ ok: true, names: new Set(['defender']), dropped: 2 });
    expect(readListNames({ [uuidA]: 'Defender' }, [uuidA])).toEqual({ ok: true, names: new Set(), dropped: 1 });
  });

  it('refuses an answer that is not a map', () => {
    expect(readListNames([['Defender']], [uuidA])).toEqual({ ok: false, problem: 'expected an object of lists, got an array' });
  });
});
