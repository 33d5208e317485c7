import type { Translate } from '@/i18n/i18n';
import { formatYenFull } from '../format';
import { disclaimerMarks, doublePrice, type DisclaimerKind, type DoublePriceSettings } from '../price-extras';
import type { VehicleWithData } from '../types';

export interface PriceNote {
  kind: DisclaimerKind;
  mark: string;
  text: string;
}

/**
 * The price block of a vehicle page as display strings (japan.md): used and approved cars show
 * 支払総額 with 車両本体価格 and 諸費用 beside it and the condition line; without 支払総額 they show
 * "price on request", never a bare vehicle price. New cars show メーカー希望小売価格 (tax included).
 */
export type PriceView =
  | { kind: 'on_request'; text: string }
  | { kind: 'msrp'; label: string; value: string; mark: string; double: string; notes: PriceNote[] }
  | {
      kind: 'total';
      label: string;
      taxNote: string;
      value: string;
      mark: string;
      double: string;
      vehiclePrice: { label: string; value: string } | null;
      fees: { label: string; value: string } | null;
      condition: string;
      notes: PriceNote[];
    };

export function priceView(vehicle: VehicleWithData, double: DoublePriceSettings, t: Translate): PriceView {
  const onRequest: PriceView = { kind: 'on_request', text: t('stock.price_on_request') };
  if (vehicle.priceHidden) return onRequest;
  const disclaimers = vehicle.data.price_disclaimers as Partial<Record<DisclaimerKind, string>> | undefined;
  const marks = disclaimerMarks(disclaimers);
  const notes = (Object.keys(marks) as DisclaimerKind[]).map((kind) => ({ kind, mark: marks[kind]!, text: disclaimers![kind]! }));
  const mark = marks.purchase_price ?? '';
  if (vehicle.state === 'new') {
    const value = formatYenFull(vehicle.msrpPrice, t);
    if (!value) return onRequest;
    return { kind: 'msrp', label: t('stock.price_msrp'), value, mark, double: doublePrice(vehicle.msrpPrice, double), notes };
  }
  const total = vehicle.onTheRoadPrice;
  const base = vehicle.salePrice;
  if (!total || total <= 0) return onRequest;
  const fees = base && base > 0 && total > base ? total - base : null;
  return {
    kind: 'total',
    label: t('stock.price_total'),
    taxNote: t('stock.tax_included'),
    value: formatYenFull(total, t),
    mark,
    double: doublePrice(total, double),
    vehiclePrice: base && base > 0 ? { label: t('stock.price_vehicle'), value: formatYenFull(base, t) } : null,
    fees: fees ? { label: t('stock.price_fees'), value: formatYenFull(fees, t) } : null,
    condition: t('stock.price_condition'),
    notes,
  };
}
