import { describe, expect, it } from 'vitest';
import { parseSaved, toggleSaved, withoutGone } from './saved-vehicles';

describe('saved vehicles', () => {
  it('reads only well-formed entries', () => {
    expect(parseSaved('[{"id":1,"list":"jp-main"},{"id":"x"},null]')).toEqual([{ id: 1, list: 'jp-main' }]);
    expect(parseSaved('{oops')).toEqual([]);
    expect(parseSaved(null)).toEqual([]);
  });

  it('toggles and drops vehicles that are gone', () => {
    const one = toggleSaved([], { id: 1, list: 'jp-main' });
    expect(one).toEqual([{ id: 1, list: 'jp-main' }]);
    expect(toggleSaved(one, { id: 1, list: 'jp-main' })).toEqual([]);
    expect(
      withoutGone(
        [
          { id: 1, list: 'a' },
          { id: 2, list: 'a' },
        ],
        [1],
      ),
    ).toEqual([{ id: 2, list: 'a' }]);
  });
});
