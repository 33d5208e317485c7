import { describe, expect, it } from 'vitest';
import { countdownParts, formatUnit, parseEndDate } from './countdown';

describe('parseEndDate', () => {
  it('reads a date and time as Japan time unless it carries an offset', () => {
    expect(parseEndDate('2027-03-31T18:00')).toBe(Date.parse('2027-03-31T09:00:00Z'));
    expect(parseEndDate('2027-03-31 18:00:30')).toBe(Date.parse('2027-03-31T09:00:30Z'));
    expect(parseEndDate('2027-03-31')).toBe(Date.parse('2027-03-30T15:00:00Z'));
    expect(parseEndDate('2027-03-31T09:00Z')).toBe(Date.parse('2027-03-31T09:00:00Z'));
    expect(parseEndDate(' 2027-03-31T18:00+01:00 ')).toBe(Date.parse('2027-03-31T17:00:00Z'));
  });

  it('refuses what is not a real date and time', () => {
    for (const value of ['', '2027/03/31', '31.03.2027', '2027-02-29', '2027-13-01', '2027-03-31T24:00', '2027-03-31T18:60', 'tomorrow']) {
      expect(parseEndDate(value), value).toBeNull();
    }
    expect(parseEndDate('2028-02-29')).not.toBeNull();
  });
});

describe('countdownParts', () => {
  const end = Date.parse('2027-03-31T09:00:00Z');

  it('splits what is left into days, hours, minutes and whole seconds', () => {
    expect(countdownParts(end, end - ((2 * 24 + 3) * 3600 + 3 * 60 + 3) * 1000)).toEqual({ days: 2, hours: 3, minutes: 3, seconds: 3 });
    expect(countdownParts(end, end - 1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(end, end - 86_400_000)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('is over within the last second and after', () => {
    expect(countdownParts(end, end - 999)).toBeNull();
    expect(countdownParts(end, end)).toBeNull();
    expect(countdownParts(end, end + 60_000)).toBeNull();
  });

  it('pads the clock units to two digits, not the days', () => {
    expect([formatUnit('days', 5), formatUnit('hours', 5), formatUnit('minutes', 0), formatUnit('seconds', 59)]).toEqual([
      '5',
      '05',
      '00',
      '59',
    ]);
    expect(formatUnit('days', 123)).toBe('123');
  });
});
