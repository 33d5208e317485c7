import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedQuantity,
  availableVehicles,
  bookingTotals,
  checkDates,
  dateWindow,
  dayNumber,
  distanceKm,
  extraLines,
  fillTemplate,
  formatDay,
  formatDistance,
  formatYen,
  isoOfDay,
  rentalDays,
  startingChoices,
  templateTokens,
  todayInJapan,
  weekdayOf,
  type RentExtraItem,
} from './booking';

const rules = { disabledDays: [0], minDaysAhead: 1, maxDaysAhead: 180, maxRentalDays: 30 };
// 2026-11-30 is a Monday; 2026-12-06 and 2026-12-13 are Sundays.
const today = '2026-11-30';

/** The spec's sample extras (blocks.md §2.18): baby seat up to 10 at 200, additional drivers 50, bike racks 75. */
const sample: RentExtraItem[] = [
  {
    heading: 'チャイルドシート',
    subitems: [
      { heading: 'ベビーシート', price: 200, per: 'day', features_list: [], controller: { type: 'amount', min: 0, max: 10, default: 0 } },
    ],
  },
  {
    heading: '運転する方',
    subitems: [
      { heading: '追加ドライバー', price: 50, per: 'day', features_list: [], controller: { type: 'amount', min: 0, max: 3, default: 1 } },
      {
        heading: '保険',
        price: 1000,
        per: 'rental',
        features_list: [],
        controller: { type: 'toggler', true_label: 'あり', false_label: 'なし', default: false },
      },
    ],
  },
  {
    heading: 'アクセサリー',
    subitems: [
      {
        heading: 'サイクルキャリア',
        price: 75,
        per: 'day',
        features_list: [],
        controller: { type: 'toggler', true_label: '追加する', false_label: '追加しない', value: true, default: false },
      },
    ],
  },
];

describe('days', () => {
  it('reads real calendar days only and knows their weekday', () => {
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('2026-2-3')).toBeNull();
    expect(isoOfDay(dayNumber('2028-02-29')!)).toBe('2028-02-29');
    expect(weekdayOf(dayNumber('2026-12-06')!)).toBe(0);
    expect(weekdayOf(dayNumber('2026-11-30')!)).toBe(1);
    expect(weekdayOf(dayNumber('1969-12-28')!)).toBe(0);
  });

  it('takes today in Japan, which is tomorrow in UTC after 15:00', () => {
    expect(todayInJapan(Date.UTC(2026, 10, 30, 14, 59))).toBe('2026-11-30');
    expect(todayInJapan(Date.UTC(2026, 10, 30, 15, 0))).toBe('2026-12-01');
  });

  it('opens the window the settings give, from tomorrow to 180 days ahead', () => {
    expect(dateWindow(today, rules)).toEqual({ min: '2026-12-01', max: '2027-05-29' });
  });

  it('counts rental days per started 24 hours: 1 to 3 December is 2 days, a same-day return 1', () => {
    expect(rentalDays('2026-12-01', '2026-12-03')).toBe(2);
    expect(rentalDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(rentalDays('2026-12-31', '2027-01-02')).toBe(2);
    expect(rentalDays('2026-12-03', '2026-12-01')).toBeNull();
    expect(rentalDays('', '2026-12-01')).toBeNull();
  });
});

describe('checkDates', () => {
  it('accepts a Monday to Saturday booking inside the window', () => {
    expect(checkDates('2026-12-01', '2026-12-05', today, rules)).toEqual({});
    expect(checkDates('2026-12-01', '2026-12-01', today, rules)).toEqual({});
  });

  it('refuses Sundays for pick-up and for return (day 0 disabled), naming the weekday', () => {
    expect(checkDates('2026-12-06', '2026-12-08', today, rules)).toEqual({ pickup: { code: 'disabled_day', weekday: 0 } });
    expect(checkDates('2026-12-01', '2026-12-13', today, rules)).toEqual({ dropoff: { code: 'disabled_day', weekday: 0 } });
    // A Saturday is fine unless the block disables it too.
    expect(checkDates('2026-12-05', '2026-12-07', today, rules)).toEqual({});
    expect(checkDates('2026-12-05', '2026-12-07', today, { ...rules, disabledDays: [0, 6] })).toEqual({
      pickup: { code: 'disabled_day', weekday: 6 },
    });
  });

  it('refuses today, days past the window, a return before pick-up and rentals over the limit', () => {
    expect(checkDates('2026-11-30', '2026-12-01', today, rules).pickup).toEqual({ code: 'too_early', min: '2026-12-01' });
    expect(checkDates('2026-12-01', '2027-05-31', today, rules).dropoff).toEqual({ code: 'too_late', max: '2027-05-29' });
    expect(checkDates('2026-12-03', '2026-12-02', today, rules)).toEqual({ dropoff: { code: 'before_pickup' } });
    expect(checkDates('2026-12-01', '2026-12-31', today, rules)).toEqual({});
    expect(checkDates('2026-12-01', '2027-01-01', today, rules)).toEqual({ dropoff: { code: 'too_long', max: 30 } });
  });

  it('says which date is missing or not a date', () => {
    expect(checkDates('', '', today, rules)).toEqual({ pickup: { code: 'missing' }, dropoff: { code: 'missing' } });
    expect(checkDates('2026-12-32', '2026-12-02', today, rules)).toEqual({ pickup: { code: 'invalid' } });
  });

  it('never lets a disabled weekday through, whatever the days (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 40 }),
        fc.subarray([0, 1, 2, 3, 4, 5, 6]),
        (from, span, disabled) => {
          const base = dayNumber(today)!;
          const pickup = isoOfDay(base + from);
          const dropoff = isoOfDay(base + from + span);
          const result = checkDates(pickup, dropoff, today, { ...rules, disabledDays: disabled });
          if (Object.keys(result).length === 0) {
            expect(disabled).not.toContain(weekdayOf(base + from));
            expect(disabled).not.toContain(weekdayOf(base + from + span));
            expect(from).toBeGreaterThanOrEqual(1);
            expect(from + span).toBeLessThanOrEqual(180);
            expect(Math.max(1, span)).toBeLessThanOrEqual(30);
          }
        },
      ),
    );
  });
});

describe('availableVehicles', () => {
  const cars = [
    { name: 'A', locations: ['aoyama', 'haneda'] },
    { name: 'B', locations: ['haneda', 'unofficial'] },
    { name: 'C', locations: ['yokohama'] },
  ];
  const at = (key: string) => ({ kind: 'location' as const, key });
  const address = { kind: 'custom' as const, address: '東京都港区六本木1-1-1' };

  it('lists the cars of the pick-up place that can also be returned at the drop-off place, in order', () => {
    expect(availableVehicles(cars, at('haneda'), at('haneda')).map((c) => c.name)).toEqual(['A', 'B']);
    expect(availableVehicles(cars, at('aoyama'), at('haneda')).map((c) => c.name)).toEqual(['A']);
    expect(availableVehicles(cars, at('yokohama'), at('aoyama')).map((c) => c.name)).toEqual([]);
  });

  it('hands over at an address only the cars marked unofficial', () => {
    expect(availableVehicles(cars, address, at('haneda')).map((c) => c.name)).toEqual(['B']);
    expect(availableVehicles(cars, at('aoyama'), address).map((c) => c.name)).toEqual([]);
  });
});

describe('extras and totals', () => {
  it('starts each controller at its value, else its default; a new booking at the defaults', () => {
    expect(startingChoices(sample)).toEqual({ '0.0': 0, '1.0': 1, '1.1': 0, '2.0': 1 });
    expect(startingChoices(sample, true)).toEqual({ '0.0': 0, '1.0': 1, '1.1': 0, '2.0': 0 });
  });

  it('keeps an amount within min and max and a toggler on or off', () => {
    const seat = sample[0]!.subitems[0]!.controller;
    expect([allowedQuantity(seat, -1), allowedQuantity(seat, 4), allowedQuantity(seat, 11), allowedQuantity(seat, 2.6)]).toEqual([
      0, 4, 10, 3,
    ]);
    const rack = sample[2]!.subitems[0]!.controller;
    expect([allowedQuantity(rack, 0), allowedQuantity(rack, 5)]).toEqual([0, 1]);
  });

  it('prices 2 baby seats, 1 additional driver and the bike rack for 3 days, and a per-rental extra once', () => {
    const lines = extraLines(sample, { '0.0': 2, '1.0': 1, '1.1': 1, '2.0': 1 }, 3);
    expect(lines.map((l) => [l.heading, l.quantity, l.total])).toEqual([
      ['ベビーシート', 2, 1200],
      ['追加ドライバー', 1, 150],
      ['保険', 1, 1000],
      ['サイクルキャリア', 1, 225],
    ]);
    expect(bookingTotals(3, 38_500, lines)).toEqual({ days: 3, base: 115_500, extras: 2575, total: 118_075 });
  });

  it('leaves out extras at zero and clamps what was asked beyond the limit', () => {
    const lines = extraLines(sample, { '0.0': 12, '1.0': 0, '1.1': 0, '2.0': 0 }, 1);
    expect(lines.map((l) => [l.heading, l.quantity, l.total])).toEqual([['ベビーシート', 10, 2000]]);
  });

  it('has no base and no total for a car whose price is on request, but still the extras', () => {
    // Choices not made yet count at the controller's start: one driver, the bike rack on.
    const lines = extraLines(sample, { '0.0': 1 }, 2);
    expect(bookingTotals(2, null, lines)).toEqual({ days: 2, base: null, extras: 400 + 100 + 150, total: null });
  });

  it('adds up to days × daily + extras for any booking (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(fc.integer({ min: -5, max: 15 }), { minLength: 4, maxLength: 4 }),
        (days, daily, picks) => {
          const choices = { '0.0': picks[0]!, '1.0': picks[1]!, '1.1': picks[2]!, '2.0': picks[3]! };
          const lines = extraLines(sample, choices, days);
          const totals = bookingTotals(days, daily, lines);
          expect(totals.total).toBe(daily * days + totals.extras);
          expect(totals.extras).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(totals.total)).toBe(true);
        },
      ),
    );
  });
});

describe('formats', () => {
  it('writes yen without decimals and dates the Japanese way, in the block’s locale and options', () => {
    expect([formatYen(38_500), formatYen(0), formatYen(1_234_567)]).toEqual(['38,500円', '0円', '1,234,567円']);
    expect(formatDay('2026-12-01', 'ja', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' })).toBe('2026年12月1日(火)');
    expect(formatDay('2026-12-01', 'ja', { month: 'long', day: 'numeric' })).toBe('12月1日');
    expect(formatDay('2026-12-01', 'en-GB', { day: 'numeric', month: 'long' })).toBe('1 December');
  });

  it('measures straight-line distances: Aoyama to Minatomirai is about 25 km, or 16 mi', () => {
    const aoyama = { lat: 35.6716, lng: 139.7191 };
    const minatomirai = { lat: 35.4576, lng: 139.6322 };
    expect(distanceKm(aoyama, minatomirai)).toBeGreaterThan(25);
    expect(distanceKm(aoyama, minatomirai)).toBeLessThan(26);
    expect(formatDistance(distanceKm(aoyama, minatomirai), 'km')).toBe('25 km');
    expect(formatDistance(distanceKm(aoyama, minatomirai), 'mi')).toBe('16 mi');
    expect(formatDistance(3.24, 'km')).toBe('3.2 km');
    expect(distanceKm(aoyama, aoyama)).toBe(0);
  });

  it('fills the booking into templates, and lists the values a template uses', () => {
    expect(fillTemplate('車両：{{vehicle}}／{{ days }}／{{nothing}}', { vehicle: 'ディフェンダー', days: '2日間' })).toBe(
      '車両：ディフェンダー／2日間／',
    );
    expect(templateTokens('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
  });
});
