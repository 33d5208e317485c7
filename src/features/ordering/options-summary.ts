import { z } from 'zod';
import { formatYenFull } from '@/features/stock/format';
import type { Translate } from '@/i18n/i18n';
import type { CheckoutOptions } from './checkout-options';

/**
 * An order's options (its metadata) as lines people read — the owner's confirmation, the dealer's
 * order list and the reservation lead that goes to the dealer's e-mail and the CRM. Metadata may
 * also come from the API, so it is read defensively: a part that does not have the expected shape
 * is left out rather than shown wrong.
 */

const pack = z.object({ key: z.string(), name: z.string(), price: z.number() });
const tradeIn = z.object({
  brand: z.string(),
  model: z.string(),
  body_type: z.string(),
  fuel_type: z.string(),
  mileage: z.number(),
  registration_date: z.string(),
  registration_number: z.string(),
});
const booking = z.object({ type: z.enum(['appointment', 'delivery']), date: z.string(), time_slot: z.string() });

export interface OptionLine {
  label: string;
  value: string;
}

const weekday = new Intl.DateTimeFormat('ja-JP', { weekday: 'short', timeZone: 'UTC' });

/** 2026-12-03 → 2026年12月3日(木). */
export function formatBookingDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return `${y}年${m}月${d}日(${weekday.format(new Date(Date.UTC(y, m - 1, d)))})`;
}

/** 2019-04 → 2019年4月 (初度登録年月 shows year and month only). */
export function formatYearMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return y && m ? `${y}年${m}月` : month;
}

function yenOrFree(amount: number, t: Translate): string {
  return amount > 0 ? formatYenFull(amount, t) : t('ordering.options.free');
}

export function describeOptions(metadata: unknown, t: Translate): OptionLine[] {
  const data = (metadata ?? {}) as Record<string, unknown>;
  const lines: OptionLine[] = [];
  const packs = z.array(pack).safeParse(data.servicePackData);
  if (packs.success && packs.data.length) {
    lines.push({
      label: t('ordering.options.service_packs'),
      value: packs.data.map((p) => `${p.name}（${yenOrFree(p.price, t)}）`).join('、'),
    });
  }
  const trade = tradeIn.safeParse(data.tradeInData);
  if (trade.success) {
    const d = trade.data;
    const parts = [
      `${t(`trade_in.brand_${d.brand}`, { fallback: d.brand })} ${d.model}`,
      t(`trade_in.body_${d.body_type}`, { fallback: d.body_type }),
      t(`trade_in.fuel_${d.fuel_type}`, { fallback: d.fuel_type }),
      t('ordering.options.mileage_value', { km: d.mileage.toLocaleString('ja-JP') }),
      t('ordering.options.registered_value', { month: formatYearMonth(d.registration_date) }),
      d.registration_number,
    ].filter(Boolean);
    lines.push({ label: t('ordering.options.trade_in'), value: parts.join(' / ') });
  }
  const visit = booking.safeParse(data.appBookingData);
  if (visit.success) {
    const v = visit.data;
    lines.push({
      label: t(`ordering.options.booking_${v.type}`),
      value: `${formatBookingDay(v.date)} ${t(`ordering.options.slot_${v.time_slot}`, { fallback: v.time_slot })}`,
    });
  }
  return lines;
}

/** The same lines as one text, for the reservation lead's hidden `options` field (e-mails, CRM). */
export function optionsText(
  options: Pick<CheckoutOptions, 'servicePackData' | 'tradeInData' | 'appBookingData'> | Record<string, unknown>,
  t: Translate,
): string {
  return describeOptions(options, t)
    .map((l) => `${l.label}：${l.value}`)
    .join('\n');
}
