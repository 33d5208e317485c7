import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { formatCapacity, formatMileage, formatPower, formatPrice, formatSeats, formatYearMonth, formatYenFull, formatYenMan, japaneseEra, shortVin, yearWithEra } from './format';

const t = getT('ja');

describe('prices', () => {
  it('follows the spec formatter rules', () => {
    expect(formatPrice(4980000)).toBe('4,980,000円');
    expect(formatPrice(4980000, { format: '% ^', symbol: '€', delimiter: '.' })).toBe('€ 4.980.000');
    expect(formatPrice('abc')).toBe('');
    expect(formatPrice('')).toBe('');
    expect(formatPrice(0)).toBe('');
    expect(formatPrice(-5)).toBe('');
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
