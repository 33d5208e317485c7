import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { orderMetadataOf, parseCheckoutOptions, type OptionValues } from './checkout-options';
import { sampleOptionsContext as ctx, sampleTradeIn as tradeInData } from './checkout-options-fixture';
import { checkOrderOptions, type OrderOptionsInput } from './order-metadata';

const t = getT('ja');

const appBookingData = { type: 'appointment', date: '2026-12-01', time_slot: 'afternoon' };

const check = (metadata: Record<string, unknown>, finance_option?: string) =>
  checkOrderOptions({ metadata, ...(finance_option ? { finance_option } : {}) }, ctx, t);
const errorsOf = (metadata: Record<string, unknown>, finance_option?: string, context = ctx) => {
  const result = checkOrderOptions({ metadata, ...(finance_option ? { finance_option } : {}) }, context, t);
  return result.ok ? [] : result.errors;
};

describe("an API order's options, checked by the options step's rules", () => {
  it('keeps valid metadata as the checkout keeps it: packs as offered (name and price from the offer), the trade-in and booking normalised', () => {
    const result = check(
      {
        servicePackData: [{ key: 'coating', name: '特別価格', price: 1 }, 'maintenance_3y', 'coating'],
        tradeInData: { ...tradeInData, model: ' ハリアー ', mileage: '４５，０００ｋｍ' },
        appBookingData,
      },
      'loan',
    );
    expect(result).toEqual({
      ok: true,
      metadata: {
        servicePackData: [
          { key: 'coating', name: 'ボディコーティング', price: 88_000 },
          { key: 'maintenance_3y', name: 'メンテナンスパック（3年）', description: '3年間の点検', price: 165_000 },
        ],
        tradeInData,
        appBookingData,
      },
    });
  });

  it('keeps no metadata as none, and nulls as "nothing chosen"', () => {
    expect(check({})).toEqual({ ok: true, metadata: {} });
    expect(check({ tradeInData: null, appBookingData: null, servicePackData: null })).toEqual({
      ok: true,
      metadata: { tradeInData: null, servicePackData: [], appBookingData: null },
    });
  });

  it('takes what the checkout itself keeps, unchanged (its draft sent as the API body)', () => {
    const chosen = parseCheckoutOptions(
      {
        finance_option: 'cash',
        service_packs: ['coating'],
        trade_in: 'on',
        trade_in_brand: 'toyota',
        trade_in_model: 'ハリアー',
        trade_in_body_type: 'suv',
        trade_in_fuel_type: 'hybrid',
        trade_in_mileage: '45,000',
        trade_in_registration_date: '2019-04',
        booking_type: 'delivery',
        booking_date: '2027-01-25',
        booking_time_slot: 'evening',
      },
      ctx,
    );
    expect(chosen.ok).toBe(true);
    const metadata = orderMetadataOf(chosen.ok ? chosen.options : undefined);
    expect(check(JSON.parse(JSON.stringify(metadata)) as Record<string, unknown>, 'cash')).toEqual({ ok: true, metadata });
  });

  it('refuses any other key, naming it', () => {
    expect(errorsOf({ tradeInData: null, extra: { price: 0 }, 'a/b': 1 })).toEqual([
      { pointer: 'metadata.extra', detail: 'この項目は指定できません（指定できるのは tradeInData, servicePackData, appBookingData）。' },
      { pointer: 'metadata.a/b', detail: expect.stringContaining('指定できません') },
    ]);
    expect(errorsOf({ tradeInData: { ...tradeInData, colour: 'red' }, appBookingData: { ...appBookingData, at: '10:00' } })).toEqual([
      { pointer: 'metadata.tradeInData.colour', detail: expect.stringContaining('brand, model') },
      { pointer: 'metadata.appBookingData.at', detail: expect.stringContaining('type, date, time_slot') },
    ]);
  });

  it('refuses a service pack the market does not offer, naming it, and packs in the wrong shape', () => {
    expect(errorsOf({ servicePackData: ['coating', { key: 'gold_plating', price: 0 }] })).toEqual([
      { pointer: 'metadata.servicePackData.1', detail: 'サービスパック「gold_plating」は現在お選びいただけません。' },
    ]);
    expect(errorsOf({ servicePackData: [{ name: 'x' }, 5, { key: 'coating', discount: 10 }] })).toEqual([
      { pointer: 'metadata.servicePackData.0', detail: '形式が正しくありません（string | { key: string } で指定してください）。' },
      { pointer: 'metadata.servicePackData.1', detail: expect.stringContaining('形式が正しくありません') },
      { pointer: 'metadata.servicePackData.2.discount', detail: expect.stringContaining('指定できません') },
    ]);
    expect(errorsOf({ servicePackData: 'coating' })).toEqual([
      { pointer: 'metadata.servicePackData', detail: '形式が正しくありません（array で指定してください）。' },
    ]);
    expect(errorsOf({ servicePackData: Array.from({ length: 21 }, () => 'coating') })).toEqual([
      { pointer: 'metadata.servicePackData', detail: 'サービスパックは20件まで指定できます。' },
    ]);
  });

  it('checks a trade-in field by field with the step’s Japanese messages', () => {
    expect(
      errorsOf({
        tradeInData: {
          ...tradeInData,
          brand: 'trabant',
          mileage: 1_000_000,
          registration_date: '2026-12',
          registration_number: 'x'.repeat(21),
        },
      }),
    ).toEqual([
      { pointer: 'metadata.tradeInData.brand', detail: '一覧から選択してください。' },
      { pointer: 'metadata.tradeInData.mileage', detail: '走行距離は0〜999,999kmの数字で入力してください。' },
      { pointer: 'metadata.tradeInData.registration_date', detail: '初度登録年月は1950年1月から今月までの年月を入力してください。' },
      { pointer: 'metadata.tradeInData.registration_number', detail: '文字数が多すぎます。' },
    ]);
    for (const mileage of [-1, 12.5, '12 345 miles']) {
      expect(errorsOf({ tradeInData: { ...tradeInData, mileage } }).map((e) => e.pointer)).toEqual(['metadata.tradeInData.mileage']);
    }
    expect(errorsOf({ tradeInData: { ...tradeInData, registration_date: '1949-12' } })).toEqual([
      { pointer: 'metadata.tradeInData.registration_date', detail: expect.stringContaining('1950年1月') },
    ]);
    expect(errorsOf({ tradeInData: {} }).map((e) => [e.pointer, e.detail])).toEqual([
      ['metadata.tradeInData.brand', '入力してください。'],
      ['metadata.tradeInData.body_type', '入力してください。'],
      ['metadata.tradeInData.fuel_type', '入力してください。'],
      ['metadata.tradeInData.model', '入力してください。'],
      ['metadata.tradeInData.mileage', '入力してください。'],
      ['metadata.tradeInData.registration_date', '入力してください。'],
    ]);
    expect(errorsOf({ tradeInData: { ...tradeInData, model: { name: 'ハリアー' }, mileage: true } })).toEqual([
      { pointer: 'metadata.tradeInData.model', detail: '形式が正しくありません（string で指定してください）。' },
      { pointer: 'metadata.tradeInData.mileage', detail: '形式が正しくありません（number で指定してください）。' },
    ]);
    expect(errorsOf({ tradeInData: 'yes' })).toEqual([{ pointer: 'metadata.tradeInData', detail: expect.stringContaining('object') }]);
  });

  it('checks a booking: a day from tomorrow to 60 days ahead (Japan time), a part of the day, its type', () => {
    const at = (booking: Record<string, unknown>) => errorsOf({ appBookingData: { ...appBookingData, ...booking } });
    expect(at({ date: '2026-11-27' })).toEqual([]);
    expect(at({ date: '2027-01-25', type: 'delivery', time_slot: 'evening' })).toEqual([]);
    for (const date of ['2026-11-26', '2026-11-01', '2027-01-26', '2026-02-30', '27/11/2026']) {
      expect(at({ date })).toEqual([
        { pointer: 'metadata.appBookingData.date', detail: 'ご希望日は明日から60日以内の日付を選んでください。' },
      ]);
    }
    expect(at({ time_slot: 'night' })).toEqual([{ pointer: 'metadata.appBookingData.time_slot', detail: '一覧から選択してください。' }]);
    expect(at({ type: 'teleport' })).toEqual([{ pointer: 'metadata.appBookingData.type', detail: '一覧から選択してください。' }]);
    expect(at({ type: undefined })).toEqual([{ pointer: 'metadata.appBookingData.type', detail: '入力してください。' }]);
    expect(errorsOf({ appBookingData: { type: 'appointment' } })).toEqual([
      { pointer: 'metadata.appBookingData.date', detail: '入力してください。' },
      { pointer: 'metadata.appBookingData.time_slot', detail: '入力してください。' },
    ]);
  });

  it('refuses a section the market has switched off rather than dropping it', () => {
    const off = { ...ctx, tradeIn: false, booking: false };
    expect(errorsOf({ tradeInData, appBookingData }, undefined, off)).toEqual([
      { pointer: 'metadata.tradeInData', detail: 'この項目は現在お受けしていません。' },
      { pointer: 'metadata.appBookingData', detail: 'この項目は現在お受けしていません。' },
    ]);
    expect(checkOrderOptions({ metadata: { tradeInData: null, appBookingData: null } }, off, t).ok).toBe(true);
  });

  it('takes a finance option only when the market offers it (none given is fine)', () => {
    expect(errorsOf({}, 'lease')).toEqual([{ pointer: 'finance_option', detail: '一覧から選択してください。' }]);
    expect(errorsOf({}, 'loan')).toEqual([]);
    expect(errorsOf({})).toEqual([]);
  });

  it('names every problem at once', () => {
    const errors = errorsOf(
      {
        servicePackData: ['gold'],
        tradeInData: { ...tradeInData, mileage: -1 },
        appBookingData: { ...appBookingData, time_slot: 'night' },
        x: 1,
      },
      'rent',
    );
    expect(errors.map((e) => e.pointer).sort()).toEqual([
      'finance_option',
      'metadata.appBookingData.time_slot',
      'metadata.servicePackData.0',
      'metadata.tradeInData.mileage',
      'metadata.x',
    ]);
  });
});

describe('one set of rules', () => {
  // Values the step's checks accept and refuse, for each field the API maps onto the form.
  const pick = <T>(...values: T[]) => fc.constantFrom(...values);
  const tradeIn = fc.record({
    brand: pick('toyota', 'trabant', ''),
    model: pick('ハリアー', 'x'.repeat(61), ''),
    body_type: pick('suv', 'tank'),
    fuel_type: pick('hybrid', 'coal'),
    mileage: pick('45,000', '４５０００ｋｍ', '1000000', '-3', ''),
    registration_date: pick('2019-04', '1949-12', '2026-12', '2026-11', '2019-13'),
    registration_number: pick('', '品川 300 さ 12-34', 'x'.repeat(21)),
  });
  const booking = fc.record({
    type: pick('appointment', 'delivery', 'none', 'teleport'),
    date: pick('2026-11-27', '2026-11-26', '2027-01-25', '2027-01-26', ''),
    time_slot: pick('morning', 'evening', 'night', ''),
  });

  it('accepts exactly what the options step accepts, and keeps the same choices', () => {
    fc.assert(
      fc.property(
        fc.option(tradeIn, { nil: null }),
        fc.option(booking, { nil: null }),
        fc.subarray(['coating', 'maintenance_3y', 'gone']),
        pick('cash', 'loan', 'lease'),
        (trade, book, packs, finance) => {
          const input: OrderOptionsInput = {
            finance_option: finance,
            metadata: { tradeInData: trade, appBookingData: book, servicePackData: packs },
          };
          const form: OptionValues = { finance_option: finance, service_packs: packs, booking_type: book?.type ?? 'none' };
          if (trade) {
            form.trade_in = 'on';
            for (const [field, value] of Object.entries(trade)) form[`trade_in_${field}`] = value;
          }
          if (book) Object.assign(form, { booking_date: book.date, booking_time_slot: book.time_slot });
          const step = parseCheckoutOptions(form, ctx);
          const api = checkOrderOptions(input, ctx, t);
          expect(api.ok).toBe(step.ok);
          if (api.ok && step.ok) expect(api.metadata).toEqual(orderMetadataOf(step.options));
        },
      ),
    );
  });
});
