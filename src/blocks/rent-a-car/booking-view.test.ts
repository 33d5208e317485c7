import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { bookingView, hiddenValues, placeDistance, placeName } from './booking-view';
import { rentDefaultContent, rentLocations, rentMapping, rentSummaryTemplate } from './default-content';
import type { RentExtraItem } from './booking';
import { rentTexts } from './texts';

const texts = rentTexts(getT('ja'), {});
const extras = (rentDefaultContent.fields.extras as { items: RentExtraItem[] }).items;
const format = {
  locations: rentLocations,
  extras,
  dateLocale: 'ja',
  dateOptions: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' } as const,
  distanceUnit: 'km' as const,
  texts,
};
const aoyama = { kind: 'location' as const, key: 'aoyama' };
const yokohama = { kind: 'location' as const, key: 'yokohama' };
const defender = { display_name: 'ディフェンダー 110 X-DYNAMIC SE D300', nameplate_name: 'ディフェンダー', daily: 38_500 };

describe('bookingView', () => {
  it('gives the summary template and the hidden fields the whole booking, in Japanese', () => {
    const view = bookingView(
      {
        pickup: aoyama,
        dropoff: yokohama,
        pickupDate: '2026-12-01',
        dropoffDate: '2026-12-04',
        vehicle: defender,
        // 2 baby seats at 200 a day, no extra driver, the bike rack (75 a day).
        choices: { '0.0': 2, '1.0': 0, '2.0': 1 },
      },
      format,
      rentSummaryTemplate,
    );
    expect(view.days).toBe(3);
    expect(view.totals).toEqual({ days: 3, base: 115_500, extras: 1200 + 225, total: 116_925 });
    expect(view.tokens).toMatchObject({
      pickup_location: '東京 青山店',
      pickup_address: '東京都港区北青山2-3-1',
      pickup_date: '2026年12月1日(火)',
      pickup_date_iso: '2026-12-01',
      dropoff_location: '神奈川 横浜みなとみらい店',
      dropoff_date: '2026年12月4日(金)',
      days: '3日間',
      distance: '25 km',
      vehicle: 'ディフェンダー 110 X-DYNAMIC SE D300',
      nameplate: 'ディフェンダー',
      daily_price: '38,500円',
      base_price: '115,500円',
      extras: 'ベビーシート ×2（1,200円）、サイクルキャリア（225円）',
      extras_total: '1,425円',
      total: '116,925円',
    });
    expect(view.tokens.summary).toBe(
      [
        '【レンタカーのお問い合わせ】',
        '車両：ディフェンダー 110 X-DYNAMIC SE D300',
        '貸出：2026年12月1日(火) 東京 青山店',
        '返却：2026年12月4日(金) 神奈川 横浜みなとみらい店',
        'ご利用期間：3日間',
        'オプション：ベビーシート ×2（1,200円）、サイクルキャリア（225円）',
        '基本料金：115,500円',
        'オプション料金：1,425円',
        'お見積もり合計（税込）：116,925円',
      ].join('\n'),
    );
  });

  it('says 料金はお問い合わせください for a car without a daily price, and なし without extras', () => {
    const view = bookingView(
      {
        pickup: aoyama,
        dropoff: aoyama,
        pickupDate: '2026-12-01',
        dropoffDate: '2026-12-01',
        vehicle: { display_name: 'レンジローバー', daily: null },
        choices: { '0.0': 0, '1.0': 0, '2.0': 0 },
      },
      format,
      '{{total}}／{{extras}}／{{distance}}',
    );
    expect(view.tokens).toMatchObject({
      daily_price: '料金はお問い合わせください',
      total: '料金はお問い合わせください',
      extras: 'なし',
      days: '1日間',
    });
    expect(view.tokens.summary).toBe('料金はお問い合わせください／なし／');
  });

  it('fills each mapped hidden field and leaves the others their own value, at most 2000 characters', () => {
    const view = bookingView(
      { pickup: aoyama, dropoff: aoyama, pickupDate: '2026-12-01', dropoffDate: '2026-12-03', vehicle: defender, choices: {} },
      format,
      'x'.repeat(2500),
    );
    const hidden = [
      { name: 'booking_summary', value: '' },
      { name: 'rent_total', value: '' },
      { name: 'rent_pickup', value: '' },
      { name: 'campaign', value: 'spring' },
    ];
    const values = hiddenValues(hidden, rentMapping, view.tokens);
    expect(values.booking_summary).toHaveLength(2000);
    expect(values).toMatchObject({ rent_total: '77,000円', rent_pickup: '2026-12-01 東京 青山店', campaign: 'spring' });
  });

  it('names places by city and point, or by the address the visitor typed, and measures only between two locations', () => {
    expect(placeName({ kind: 'custom', address: ' 東京都港区六本木6-10-1 ' }, rentLocations)).toBe('東京都港区六本木6-10-1');
    expect(placeDistance(aoyama, aoyama, rentLocations, 'km')).toBe('');
    expect(placeDistance(aoyama, { kind: 'custom', address: 'x' }, rentLocations, 'km')).toBe('');
    expect(placeDistance(aoyama, { kind: 'location', key: 'haneda' }, rentLocations, 'km')).toBe('15 km');
  });
});
