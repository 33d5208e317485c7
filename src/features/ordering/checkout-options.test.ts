import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingWindow,
  japanDay,
  optionValuesOf,
  orderMetadataOf,
  parseCheckoutOptions,
  parseMileage,
  servicePacksTotal,
  type OptionValues,
} from './checkout-options';
import { sampleOptionsContext as ctx } from './checkout-options-fixture';

const tradeIn: OptionValues = {
  trade_in: 'on',
  trade_in_brand: 'toyota',
  trade_in_model: 'ハリアー',
  trade_in_body_type: 'suv',
  trade_in_fuel_type: 'hybrid',
  trade_in_mileage: '45,000',
  trade_in_registration_date: '2019-04',
  trade_in_registration_number: '品川 300 さ 12-34',
};

function errorsOf(values: OptionValues, context = ctx) {
  const result = parseCheckoutOptions(values, context);
  return result.ok ? {} : result.errors;
}

describe('the options step (finance, service packs, trade-in, booking)', () => {
  it('takes a finance choice alone: no packs, no trade-in, no booking', () => {
    expect(parseCheckoutOptions({ finance_option: 'cash' }, ctx)).toEqual({
      ok: true,
      options: { finance_option: 'cash', servicePackData: [], tradeInData: null, appBookingData: null },
    });
  });

  it('needs a finance option the market offers', () => {
    expect(errorsOf({})).toEqual({ finance_option: 'required' });
    expect(errorsOf({ finance_option: 'lease' })).toEqual({ finance_option: 'choice' });
  });

  it('keeps the chosen packs with their names and prices from the offer, once each', () => {
    const result = parseCheckoutOptions({ finance_option: 'cash', service_packs: ['coating', 'maintenance_3y', 'coating'] }, ctx);
    expect(result.ok && result.options.servicePackData.map((p) => [p.key, p.price])).toEqual([
      ['coating', 88_000],
      ['maintenance_3y', 165_000],
    ]);
    expect(result.ok && servicePacksTotal(result.options.servicePackData)).toBe(253_000);
  });

  it('says so when a pack is no longer offered', () => {
    expect(errorsOf({ finance_option: 'cash', service_packs: 'gone' })).toEqual({ service_packs: 'pack_gone' });
  });

  it('reads a full trade-in the way people type it (full-width digits, commas)', () => {
    const result = parseCheckoutOptions({ finance_option: 'loan', ...tradeIn, trade_in_mileage: '４５，０００ｋｍ' }, ctx);
    expect(result.ok && result.options.tradeInData).toEqual({
      brand: 'toyota',
      model: 'ハリアー',
      body_type: 'suv',
      fuel_type: 'hybrid',
      mileage: 45_000,
      registration_date: '2019-04',
      registration_number: '品川 300 さ 12-34',
    });
  });

  it('ignores the trade-in fields unless the trade-in is asked for', () => {
    const { trade_in: _, ...fieldsOnly } = tradeIn;
    const result = parseCheckoutOptions({ finance_option: 'cash', ...fieldsOnly, trade_in_mileage: 'abc' }, ctx);
    expect(result.ok && result.options.tradeInData).toBeNull();
  });

  it('names every missing or wrong trade-in field at once', () => {
    expect(errorsOf({ finance_option: 'cash', trade_in: 'on' })).toEqual({
      trade_in_brand: 'required',
      trade_in_model: 'required',
      trade_in_body_type: 'required',
      trade_in_fuel_type: 'required',
      trade_in_mileage: 'required',
      trade_in_registration_date: 'required',
    });
    expect(
      errorsOf({
        finance_option: 'cash',
        ...tradeIn,
        trade_in_brand: 'unknown',
        trade_in_mileage: '-5',
        trade_in_registration_date: '2026-12',
        trade_in_registration_number: 'x'.repeat(21),
      }),
    ).toEqual({
      trade_in_brand: 'choice',
      trade_in_mileage: 'mileage',
      trade_in_registration_date: 'registration_date',
      trade_in_registration_number: 'too_long',
    });
  });

  it('takes first registrations from January 1950 to this month (Japan time)', () => {
    const at = (month: string) => errorsOf({ finance_option: 'cash', ...tradeIn, trade_in_registration_date: month });
    expect(at('1950-01')).toEqual({});
    expect(at('2026-11')).toEqual({});
    expect(at('1949-12')).toEqual({ trade_in_registration_date: 'registration_date' });
    expect(at('2026-13')).toEqual({ trade_in_registration_date: 'registration_date' });
    expect(at('2026-12')).toEqual({ trade_in_registration_date: 'registration_date' });
  });

  it('books a visit or delivery from tomorrow up to 60 days ahead, with a time of day', () => {
    const book = (date: string, slot = 'morning', type = 'appointment') =>
      parseCheckoutOptions({ finance_option: 'cash', booking_type: type, booking_date: date, booking_time_slot: slot }, ctx);
    expect(book('2026-11-27')).toMatchObject({
      ok: true,
      options: { appBookingData: { type: 'appointment', date: '2026-11-27', time_slot: 'morning' } },
    });
    expect(book('2027-01-25', 'evening', 'delivery')).toMatchObject({ ok: true, options: { appBookingData: { type: 'delivery' } } });
    expect(book('2026-11-26')).toMatchObject({ ok: false, errors: { booking_date: 'booking_date' } });
    expect(book('2027-01-26')).toMatchObject({ ok: false, errors: { booking_date: 'booking_date' } });
    expect(book('2026-02-30')).toMatchObject({ ok: false, errors: { booking_date: 'booking_date' } });
    expect(book('2026-12-01', 'night')).toMatchObject({ ok: false, errors: { booking_time_slot: 'choice' } });
    expect(book('', '')).toMatchObject({ ok: false, errors: { booking_date: 'required', booking_time_slot: 'required' } });
    expect(book('', '', 'none')).toMatchObject({ ok: true, options: { appBookingData: null } });
    expect(book('', '', 'teleport')).toMatchObject({ ok: false, errors: { booking_type: 'choice' } });
  });

  it('leaves out the sections a market switched off, whatever is sent', () => {
    const off = { ...ctx, tradeIn: false, booking: false };
    const result = parseCheckoutOptions({ finance_option: 'cash', trade_in: 'on', booking_type: 'appointment' }, off);
    expect(result).toMatchObject({ ok: true, options: { tradeInData: null, appBookingData: null } });
  });

  it('gives back the form values of a saved choice, which parse to the same choice', () => {
    const values = {
      finance_option: 'loan',
      service_packs: ['maintenance_3y'],
      ...tradeIn,
      trade_in_mileage: '45000',
      booking_type: 'delivery',
      booking_date: '2026-12-10',
      booking_time_slot: 'afternoon',
    };
    const first = parseCheckoutOptions(values, ctx);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(parseCheckoutOptions(optionValuesOf(first.options), ctx)).toEqual(first);
    expect(orderMetadataOf(first.options)).toEqual({
      tradeInData: first.options.tradeInData,
      servicePackData: first.options.servicePackData,
      appBookingData: first.options.appBookingData,
    });
    expect(optionValuesOf(undefined, 'cash')).toEqual({ finance_option: 'cash' });
    expect(orderMetadataOf(undefined)).toEqual({});
  });

  it('never throws, whatever is posted', () => {
    const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }));
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(tradeIn), 'finance_option', 'service_packs', 'booking_type', 'booking_date'), value),
        (values) => {
          const result = parseCheckoutOptions(values, ctx);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });
});

describe('dates and mileage', () => {
  it('is the day in Japan: 15:00 UTC is already the next day', () => {
    expect(japanDay(new Date('2026-11-26T14:59:59Z'))).toBe('2026-11-26');
    expect(japanDay(new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-27');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(bookingWindow('2026-11-26')).toEqual({ first: '2026-11-27', last: '2027-01-25' });
  });

  it('reads mileage up to 999,999 km', () => {
    expect(parseMileage('0')).toBe(0);
    expect(parseMileage('999,999')).toBe(999_999);
    expect(parseMileage('1000000')).toBeNull();
    expect(parseMileage('12.5')).toBeNull();
    expect(parseMileage('１２３ km')).toBe(123);
  });
});
