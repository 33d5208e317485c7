import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import {
  formatCapacity,
  formatMileage,
  formatPower,
  formatSeats,
  formatYearMonth,
  formatYenFull,
  formatYenMan,
  japaneseEra,
  labelOf,
  shortVin,
  yearWithEra,
} from './format';

const t = getT('ja');

describe('prices', () => {
  it('gives nothing for a non-numeric, empty, zero or negative price (the caller shows price on request)', () => {
    for (const value of ['abc', '', null, 0, -5]) expect(formatYenFull(value, t), String(value)).toBe('');
    expect(formatYenMan(0, t)).toBe('');
    expect(formatYenFull('4980000', t)).toBe('4,980,000円');
  });

  it('shows 万円 on cards and full yen on detail pages', () => {
    expect(formatYenMan(4980000, t)).toBe('498万円');
    expect(formatYenMan(4985000, t)).toBe('498.5万円');
    expect(formatYenMan(12800000, t)).toBe('1,280万円');
    expect(formatYenFull(4980000, t)).toBe('4,980,000円');
    expect(formatYenFull(null, t)).toBe('');
  });
});

describe('units', () => {
  it('formats mileage per surface, and needs a unit', () => {
    expect(formatMileage(12345, 'km', 'card', t)).toBe('1.2万km');
    expect(formatMileage(12345, 'km', 'detail', t)).toBe('12,345km');
    expect(formatMileage(8000, 'km', 'card', t)).toBe('8,000km');
    expect(formatMileage(12345, null, 'detail', t)).toBe('');
  });

  it('formats power, capacity and seats', () => {
    expect(formatPower(300, 'PS')).toBe('300PS');
    expect(formatPower(300, '')).toBe('');
    expect(formatCapacity(2996, 'cc')).toBe('2,996cc');
    expect(formatCapacity(3, 'L')).toBe('3.0L');
    expect(formatCapacity('x', 'L')).toBe('');
    expect(formatSeats(7, t)).toBe('7名');
    expect(formatSeats(0, t)).toBe('');
  });
});

describe('dates and identity', () => {
  it('shows year and month', () => {
    expect(formatYearMonth('2021-04-15', t)).toBe('2021年4月');
    expect(formatYearMonth(null, t)).toBe('');
  });

  it('knows the Japanese eras, year 1 included', () => {
    expect(japaneseEra('2019-05-01')).toEqual({ name: '令和', short: 'R', year: 1 });
    expect(japaneseEra('2019-04-30')).toEqual({ name: '平成', short: 'H', year: 31 });
    expect(japaneseEra('1989-01-07')?.name).toBe('昭和');
    expect(yearWithEra(2019)).toBe('2019(R1)');
    expect(yearWithEra(2024)).toBe('2024(R6)');
  });

  it('keeps the last 3 characters of the VIN', () => {
    expect(shortVin('SALGA2AE5MA123456')).toBe('456');
    expect(shortVin('AB')).toBe('AB');
  });
});

describe('prices at the edges', () => {
  it('hides a zero price instead of showing 0万円 or 0円, and shows the smallest positive one', () => {
    expect(formatYenMan(0, t)).toBe('');
    expect(formatYenMan('0', t)).toBe('');
    expect(formatYenFull(0, t)).toBe('');
    expect(formatYenMan(-1, t)).toBe('');
    expect(formatYenFull(1, t)).toBe('1円');
    expect(formatYenMan(50_000, t)).toBe('5万円');
  });

  it('reads numeric text, and gives nothing for text that is not a number or not finite', () => {
    expect(formatYenMan('4980000', t)).toBe('498万円');
    expect(formatYenFull('Infinity', t)).toBe('');
    expect(formatYenFull(Number.NaN, t)).toBe('');
    expect(formatYenFull(undefined, t)).toBe('');
    expect(formatYenMan('', t)).toBe('');
    expect(formatYenMan(null, t)).toBe('');
  });

  it('rounds full yen to whole yen and 万円 to one decimal', () => {
    expect(formatYenFull(4_980_000.6, t)).toBe('4,980,001円');
    expect(formatYenMan(4_986_000, t)).toBe('498.6万円');
    expect(formatYenMan(4_999_999, t)).toBe('500万円');
  });
});

describe('units at the edges', () => {
  it('shows zero mileage (a new car), but not a negative one or one without a unit', () => {
    expect(formatMileage(0, 'km', 'detail', t)).toBe('0km');
    expect(formatMileage(0, 'km', 'card', t)).toBe('0km');
    expect(formatMileage(-1, 'km', 'card', t)).toBe('');
    expect(formatMileage(5, '', 'card', t)).toBe('');
    expect(formatMileage(null, 'km', 'card', t)).toBe('');
  });

  it('switches cards to 万km from 10,000 km exactly, for kilometres only', () => {
    expect(formatMileage(9_999, 'km', 'card', t)).toBe('9,999km');
    expect(formatMileage(10_000, 'km', 'card', t)).toBe('1万km');
    expect(formatMileage(15_000, 'km', 'card', t)).toBe('1.5万km');
    expect(formatMileage(15_000, 'km', 'detail', t)).toBe('15,000km');
    expect(formatMileage(20_000, 'mi', 'card', t)).toBe('20,000mi');
  });

  it('shows whole numbers of kilometres and horsepower, and nothing for an empty mileage', () => {
    expect(formatMileage(12_345.6, 'km', 'detail', t)).toBe('12,346km');
    expect(formatPower(300.4, 'PS')).toBe('300PS');
    expect(formatMileage('', 'km', 'detail', t)).toBe('');
  });

  it('gives power only when it is positive and has a unit', () => {
    expect(formatPower(0, 'PS')).toBe('');
    expect(formatPower(1, 'kW')).toBe('1kW');
    expect(formatPower(1_200, 'PS')).toBe('1,200PS');
    expect(formatPower('abc', 'PS')).toBe('');
    expect(formatPower(300, null)).toBe('');
  });

  it('shows litres with one decimal whatever the case of the unit, other units rounded', () => {
    expect(formatCapacity(2.95, 'l')).toBe('3.0l');
    expect(formatCapacity(2, 'L')).toBe('2.0L');
    expect(formatCapacity(1_995.6, 'cc')).toBe('1,996cc');
    expect(formatCapacity(90.4, 'kWh')).toBe('90kWh');
    expect(formatCapacity(0, 'L')).toBe('');
    expect(formatCapacity(3, undefined)).toBe('');
  });

  it('shows one seat and up', () => {
    expect(formatSeats(1, t)).toBe('1名');
    expect(formatSeats('5', t)).toBe('5名');
    expect(formatSeats(-2, t)).toBe('');
    expect(formatSeats(null, t)).toBe('');
  });
});

describe('dates and identity at the edges', () => {
  it('reads year and month only from a date that starts with them', () => {
    expect(formatYearMonth('2021-11', t)).toBe('2021年11月');
    expect(formatYearMonth('2021-04-15T09:00:00Z', t)).toBe('2021年4月');
    expect(formatYearMonth('x2021-04-15', t)).toBe('');
    expect(formatYearMonth('21-04', t)).toBe('');
    expect(formatYearMonth('', t)).toBe('');
    expect(formatYearMonth(undefined, t)).toBe('');
  });

  it('starts each era on its first day and knows nothing before Shōwa', () => {
    expect(japaneseEra('1989-01-08')).toEqual({ name: '平成', short: 'H', year: 1 });
    expect(japaneseEra('1989-01-07')).toEqual({ name: '昭和', short: 'S', year: 64 });
    expect(japaneseEra('1926-12-25')).toEqual({ name: '昭和', short: 'S', year: 1 });
    expect(japaneseEra('1926-12-24')).toBeNull();
    expect(japaneseEra('2026-11-22')).toEqual({ name: '令和', short: 'R', year: 8 });
  });

  it('writes a year with the era in force at its end', () => {
    expect(yearWithEra(1989)).toBe('1989(H1)');
    expect(yearWithEra(1988)).toBe('1988(S63)');
    expect(yearWithEra(1925)).toBe('1925');
  });

  it('shows a translated label, or the value itself when there is none', () => {
    expect(labelOf(t, 'transmission', 'automatic')).toBe('AT');
    expect(labelOf(t, 'transmission', 'cvt-x')).toBe('cvt-x');
    expect(labelOf(t, 'transmission', '')).toBe('');
    expect(labelOf(t, 'transmission', null)).toBe('');
  });

  it('keeps a VIN of three characters or fewer whole', () => {
    expect(shortVin('ABCD')).toBe('BCD');
    expect(shortVin('ABC')).toBe('ABC');
    expect(shortVin('')).toBe('');
    expect(shortVin(null)).toBe('');
  });
});
