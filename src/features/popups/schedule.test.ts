import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayMs, isWithinSchedule, parseScheduleInstant } from './schedule';

const now = Date.parse('2026-04-01T03:00:00Z'); // 12:00 in Japan

describe('isWithinSchedule', () => {
  it('is open on a side without a date (the default window yesterday → tomorrow)', () => {
    expect(isWithinSchedule(now, null, null)).toBe(true);
    expect(isWithinSchedule(now, now - 1, null)).toBe(true);
    expect(isWithinSchedule(now, null, now + 1)).toBe(true);
  });

  it('includes both ends and nothing outside them', () => {
    expect(isWithinSchedule(now, now, now)).toBe(true);
    expect(isWithinSchedule(now, now + 1, null)).toBe(false);
    expect(isWithinSchedule(now, null, now - 1)).toBe(false);
    expect(isWithinSchedule(now, now - dayMs, now + dayMs)).toBe(true);
  });
});

describe('isWithinSchedule properties', () => {
  const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }); // 1970 → 2100

  it('shows exactly when start ≤ now ≤ end', () => {
    fc.assert(
      fc.property(instant, instant, instant, (at, start, end) => {
        expect(isWithinSchedule(at, start, end)).toBe(start <= at && at <= end);
      }),
    );
  });

  it('a missing date never hides the popup on its side', () => {
    fc.assert(
      fc.property(instant, instant, (at, bound) => {
        expect(isWithinSchedule(at, null, bound)).toBe(at <= bound);
        expect(isWithinSchedule(at, bound, null)).toBe(bound <= at);
        expect(isWithinSchedule(at, null, null)).toBe(true);
      }),
    );
  });

  it('a window whose end is before its start never shows', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 1, max: dayMs * 365 }), (at, start, gap) => {
        expect(isWithinSchedule(at, start, start - gap)).toBe(false);
      }),
    );
  });
});

describe('parseScheduleInstant', () => {
  it('reads a date as a whole day in Japan', () => {
    expect(parseScheduleInstant('2026-04-01', 'start')).toBe(Date.parse('2026-04-01T00:00:00+09:00'));
    expect(parseScheduleInstant('2026-04-01', 'end')).toBe(Date.parse('2026-04-01T23:59:59.999+09:00'));
  });

  it('reads a time without a zone as Japan time, and honours a given zone', () => {
    expect(parseScheduleInstant('2026-04-01T09:30', 'start')).toBe(Date.parse('2026-04-01T09:30:00+09:00'));
    expect(parseScheduleInstant('2026-04-01 09:30:15', 'end')).toBe(Date.parse('2026-04-01T09:30:15+09:00'));
    expect(parseScheduleInstant('2026-04-01T00:00:00Z', 'start')).toBe(Date.parse('2026-04-01T00:00:00Z'));
    expect(parseScheduleInstant('2026-04-01T00:00:00.5-05:00', 'start')).toBe(Date.parse('2026-04-01T00:00:00.500-05:00'));
    expect(parseScheduleInstant('2026-04-01T10:00+0100', 'start')).toBe(Date.parse('2026-04-01T10:00:00+01:00'));
  });

  it.each(['', '2026-02-30', '2026-13-01', '2026/04/01', '1 April 2026', '2026-04-01T24:00', '2026-04-01T10:60', 'tomorrow'])(
    'refuses %j',
    (text) => {
      expect(parseScheduleInstant(text, 'start')).toBeNull();
    },
  );
});
