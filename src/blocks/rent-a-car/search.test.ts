import { describe, expect, it } from 'vitest';
import { checkSearch, customPlaceValue, emptySearch, type SearchRules } from './search';

const rules: SearchRules = {
  disabledDays: [0],
  minDaysAhead: 1,
  maxDaysAhead: 180,
  maxRentalDays: 30,
  allowDifferentDropoff: true,
  allowCustomPickup: false,
  allowCustomDropoff: false,
  locationKeys: ['aoyama', 'haneda'],
};
const today = '2026-11-30';
const dates = { pickupDate: '2026-12-01', dropoffDate: '2026-12-03' };

describe('checkSearch', () => {
  it('returns the search: the pick-up place is also the drop-off place unless the visitor asks otherwise', () => {
    expect(checkSearch({ ...emptySearch, pickup: 'aoyama', ...dates, dropoff: 'haneda' }, today, rules)).toEqual({
      ok: true,
      search: { pickup: { kind: 'location', key: 'aoyama' }, dropoff: { kind: 'location', key: 'aoyama' }, ...dates },
    });
    expect(checkSearch({ ...emptySearch, pickup: 'aoyama', differentDropoff: true, dropoff: 'haneda', ...dates }, today, rules)).toEqual({
      ok: true,
      search: { pickup: { kind: 'location', key: 'aoyama' }, dropoff: { kind: 'location', key: 'haneda' }, ...dates },
    });
  });

  it('names every missing or wrong field at once', () => {
    expect(checkSearch(emptySearch, today, rules)).toEqual({
      ok: false,
      problems: { pickup: { code: 'place' }, pickupDate: { code: 'missing' }, dropoffDate: { code: 'missing' } },
    });
    expect(
      checkSearch(
        { ...emptySearch, pickup: 'osaka', differentDropoff: true, pickupDate: '2026-12-06', dropoffDate: '2026-12-07' },
        today,
        rules,
      ),
    ).toEqual({
      ok: false,
      problems: { pickup: { code: 'place' }, dropoff: { code: 'place' }, pickupDate: { code: 'disabled_day', weekday: 0 } },
    });
  });

  it('ignores a different drop-off the block does not allow', () => {
    const result = checkSearch({ ...emptySearch, pickup: 'haneda', differentDropoff: true, dropoff: 'aoyama', ...dates }, today, {
      ...rules,
      allowDifferentDropoff: false,
    });
    expect(result.ok && result.search.dropoff).toEqual({ kind: 'location', key: 'haneda' });
  });

  it('takes an address of the visitor’s own only where the block allows it, and asks for the address', () => {
    const custom = { ...emptySearch, pickup: customPlaceValue, pickupAddress: '  東京都港区六本木6-10-1 ', ...dates };
    expect(checkSearch(custom, today, rules)).toEqual({ ok: false, problems: { pickup: { code: 'place' } } });
    const allowed = { ...rules, allowCustomPickup: true };
    expect(checkSearch(custom, today, allowed)).toEqual({
      ok: true,
      search: {
        pickup: { kind: 'custom', address: '東京都港区六本木6-10-1' },
        dropoff: { kind: 'custom', address: '東京都港区六本木6-10-1' },
        ...dates,
      },
    });
    expect(checkSearch({ ...custom, pickupAddress: ' ' }, today, allowed)).toEqual({
      ok: false,
      problems: { pickupAddress: { code: 'address' } },
    });
    const dropoffAddress = {
      ...emptySearch,
      pickup: 'aoyama',
      differentDropoff: true,
      dropoff: customPlaceValue,
      dropoffAddress: '',
      ...dates,
    };
    expect(checkSearch(dropoffAddress, today, { ...rules, allowCustomDropoff: true })).toEqual({
      ok: false,
      problems: { dropoffAddress: { code: 'address' } },
    });
  });
});
