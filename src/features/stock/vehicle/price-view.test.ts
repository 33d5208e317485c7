import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import type { VehicleWithData } from '../types';
import { priceView } from './price-view';

const t = getT('ja');
const off = { enabled: false, symbol: 'EUR', rate: 1, decimals: 0 };
const car = (v: Partial<VehicleWithData>) =>
  ({ state: 'used', priceHidden: false, msrpPrice: null, salePrice: null, onTheRoadPrice: null, data: {}, ...v }) as VehicleWithData;

describe('vehicle page price (japan.md)', () => {
  it('shows 支払総額 with 車両本体価格 and 諸費用 for a used car', () => {
    expect(priceView(car({ onTheRoadPrice: 5_280_000, salePrice: 4_980_000 }), off, t)).toEqual({
      kind: 'total',
      label: t('stock.price_total'),
      taxNote: t('stock.tax_included'),
      value: '5,280,000円',
      mark: '',
      double: '',
      vehiclePrice: { label: t('stock.price_vehicle'), value: '4,980,000円' },
      fees: { label: t('stock.price_fees'), value: '300,000円' },
      condition: t('stock.price_condition'),
      notes: [],
    });
  });

  it('never shows a bare vehicle price: no 支払総額 means price on request', () => {
    expect(priceView(car({ salePrice: 4_980_000 }), off, t)).toEqual({ kind: 'on_request', text: t('stock.price_on_request') });
  });

  it('leaves out fees that are not positive and a vehicle price that is missing', () => {
    const view = priceView(car({ onTheRoadPrice: 5_000_000, salePrice: 5_000_000 }), off, t);
    expect(view).toMatchObject({ kind: 'total', fees: null, vehiclePrice: { value: '5,000,000円' } });
    expect(priceView(car({ onTheRoadPrice: 5_000_000 }), off, t)).toMatchObject({ vehiclePrice: null, fees: null });
  });

  it('shows the MSRP of a new car, or price on request without one', () => {
    expect(priceView(car({ state: 'new', msrpPrice: 12_800_000 }), off, t)).toMatchObject({
      kind: 'msrp',
      label: t('stock.price_msrp'),
      value: '12,800,000円',
    });
    expect(priceView(car({ state: 'new' }), off, t).kind).toBe('on_request');
  });

  it('hides every price when the feed says so', () => {
    expect(priceView(car({ state: 'new', msrpPrice: 12_800_000, priceHidden: true }), off, t).kind).toBe('on_request');
  });

  it('marks the purchase price and lists the disclaimers in asterisk order, with the double price when on', () => {
    const view = priceView(
      car({
        state: 'new',
        msrpPrice: 10_000_000,
        data: { price_disclaimers: { purchase_price: '税込', subscribe_price: '月額' } },
      }),
      { enabled: true, symbol: 'EUR', rate: 0.006, decimals: 0 },
      t,
    );
    expect(view).toMatchObject({
      mark: '*',
      double: 'EUR 60,000',
      notes: [
        { kind: 'purchase_price', mark: '*', text: '税込' },
        { kind: 'subscribe_price', mark: '**', text: '月額' },
      ],
    });
  });
});
