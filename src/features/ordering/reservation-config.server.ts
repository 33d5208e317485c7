import 'server-only';
import { z } from 'zod';
import { getCompanyConfig, defaultCompanyName, type CompanyConfigEntry } from '@/features/stock/company-config.server';
import { paymentVendors } from '@/db/schema';
import { logger } from '@/lib/logger.server';
import { configTypesFor, type Journey } from './journey';
import { stepsPageSchema, successPageSchema, type StepsPage, type SuccessPage } from './order-online-pages';

/**
 * How this market takes reservations: the showroom config's `cash` entry (site.md §3 showroom
 * config, blocks.md §3 Reservation button data). The vendor is upper-cased when used (site.md §1);
 * NO_PAYMENT_JAPAN, the Japanese default, is a free reservation (無料でご予約、申込金不要).
 */
const cashConfig = z.object({
  payment_vendor: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(paymentVendors))
    .catch('NO_PAYMENT_JAPAN'),
  reservation_fee: z.number().int().min(0).max(10_000_000).catch(0),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((v) => v.toUpperCase())
    .catch('JPY'),
  financing_options: z.array(z.enum(['cash', 'lease', 'rent', 'loan'])).catch(['cash', 'loan']),
  /** The dealer group's Stripe connected account, when deposits go to it rather than the platform (payment init). */
  stripe_account_id: z
    .string()
    .regex(/^acct_[A-Za-z0-9]{1,64}$/)
    .optional()
    .catch(undefined),
  company_uuid: z.string().max(64).optional().catch(undefined),
});

export type ReservationConfig = z.infer<typeof cashConfig>;

/** The entry of `type` this journey reads: `config_<type>` first on the configurator journey. */
async function configEntry(company: string, type: string, journey: Journey) {
  const types = configTypesFor(type, journey);
  const entries = await getCompanyConfig(company, types);
  return types.map((t) => entries.find((e) => e.config_type === t)).find(Boolean);
}

export async function reservationConfig(journey: Journey = 'standard', company = defaultCompanyName): Promise<ReservationConfig> {
  const entry = await configEntry(company, 'cash', journey);
  const parsed = cashConfig.safeParse(entry?.data ?? {});
  if (!parsed.success) {
    logger.warn({ issues: parsed.error.issues }, 'showroom cash config unreadable: free reservation assumed');
    return { payment_vendor: 'NO_PAYMENT_JAPAN', reservation_fee: 0, currency: 'JPY', financing_options: ['cash', 'loan'] };
  }
  // A free reservation has no fee, whatever the config says.
  return parsed.data.payment_vendor === 'NO_PAYMENT_JAPAN' ? { ...parsed.data, reservation_fee: 0 } : parsed.data;
}

const servicePack = z.object({
  key: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  name: z.string().min(1).max(80),
  description: z.string().max(300).optional(),
  price: z.number().int().min(0).max(100_000_000),
});

/**
 * What the options step offers besides the finance choice: the showroom config's `additional`
 * entry names the service packs (`order_online_service_packs`) and may switch off the trade-in
 * (`order_online_trade_in`) and booking (`order_online_booking`) sections. A broken pack is left
 * out, logged, rather than breaking the checkout.
 */
const extrasConfig = z.object({
  order_online_service_packs: z.array(z.unknown()).max(20).catch([]).default([]),
  order_online_trade_in: z.boolean().catch(true).default(true),
  order_online_booking: z.boolean().catch(true).default(true),
});

export interface CheckoutExtras {
  servicePacks: z.infer<typeof servicePack>[];
  tradeIn: boolean;
  booking: boolean;
}

export async function checkoutExtras(journey: Journey = 'standard', company = defaultCompanyName): Promise<CheckoutExtras> {
  const entry = await configEntry(company, 'additional', journey);
  const config = extrasConfig.parse(entry?.data ?? {});
  const servicePacks = config.order_online_service_packs.flatMap((raw) => {
    const pack = servicePack.safeParse(raw);
    if (!pack.success) logger.warn({ issues: pack.error.issues }, 'showroom service pack unreadable: left out');
    return pack.success ? [pack.data] : [];
  });
  return { servicePacks, tradeIn: config.order_online_trade_in, booking: config.order_online_booking };
}

/**
 * The order-online page documents for this journey (decision 0039): a document that does not
 * match its schema (stored before validation existed, or by hand) is ignored with a warning and
 * the translation files' wording is shown, never a broken checkout.
 */
export async function orderOnlinePages(journey: Journey = 'standard', company = defaultCompanyName): Promise<OrderOnlinePages> {
  const [steps, success] = await Promise.all([
    configEntry(company, 'order_online_steps_page', journey),
    configEntry(company, 'order_online_success_page', journey),
  ]);
  return { steps: pageOf(stepsPageSchema, steps, { steps: {} }), success: pageOf(successPageSchema, success, {}) };
}

export interface OrderOnlinePages {
  steps: StepsPage;
  success: SuccessPage;
}

function pageOf<T>(schema: z.ZodType<T>, entry: CompanyConfigEntry | undefined, fallback: T): T {
  if (!entry) return fallback;
  const parsed = schema.safeParse(entry.data);
  if (parsed.success) return parsed.data;
  logger.warn({ configType: entry.config_type, issues: parsed.error.issues }, 'order-online page config unreadable: default texts shown');
  return fallback;
}
