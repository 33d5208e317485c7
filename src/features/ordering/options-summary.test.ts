import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { describeOptions, formatBookingDay, formatYearMonth, optionsText } from './options-summary';

const t = getT('ja');
const metadata = {
  servicePackData: [
    { key: 'maintenance_3y', name: 'メンテナンスパック（3年）', price: 165_000 },
    { key: 'gift', name: '記念品', price: 0 },
  ],
  tradeInData: {
    brand: 'toyota',
    model: 'ハリアー',
    body_type: 'suv',
    fuel_type: 'hybrid',
    mileage: 45_000,
    registration_date: '2019-04',
    registration_number: '',
  },
  appBookingData: { type: 'delivery', date: '2026-12-03', time_slot: 'afternoon' },
};

describe('an order’s options as people read them', () => {
  it('names the packs with their prices, the trade-in and the booking in Japanese', () => {
    expect(describeOptions(metadata, t)).toEqual([
      { label: 'サービスパック', value: 'メンテナンスパック（3年）（165,000円）、記念品（無料）' },
      { label: '下取り', value: 'トヨタ ハリアー / SUV / ハイブリッド / 走行距離 45,000km / 初度登録 2019年4月' },
      { label: 'ご自宅への納車のご希望', value: '2026年12月3日(木) 午後（12時〜16時）' },
    ]);
  });

  it('is one text for the lead the dealer receives', () => {
    expect(optionsText(metadata, t).split('\n')).toHaveLength(3);
    expect(optionsText({}, t)).toBe('');
  });

  it('leaves out what does not have the expected shape (metadata sent through the API)', () => {
    expect(describeOptions({ tradeInData: { brand: 'toyota' }, servicePackData: 'lots', appBookingData: null }, t)).toEqual([]);
    expect(describeOptions(null, t)).toEqual([]);
  });

  it('shows days with their weekday and registrations as year and month', () => {
    expect(formatBookingDay('2027-01-01')).toBe('2027年1月1日(金)');
    expect(formatYearMonth('2019-04')).toBe('2019年4月');
    expect(formatBookingDay('soon')).toBe('soon');
  });
});
