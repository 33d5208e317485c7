import 'server-only';
import { z } from 'zod';
import { getCompanyConfig, defaultCompanyName } from '@/features/stock/company-config.server';
import { paymentVendors } from '@/db/schema';
import { logger } from '@/lib/logger.server';

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

export async function reservationConfig(company = defaultCompanyName): Promise<ReservationConfig> {
  const [entry] = await getCompanyConfig(company, ['cash']);
  const parsed = cashConfig.safeParse(entry?.data ?? {});
  if (!parsed.success) {
    logger.warn({ issues: parsed.error.issues }, 'showroom cash config unreadable: free reservation assumed');
    return { payment_vendor: 'NO_PAYMENT_JAPAN', reservation_fee: 0, currency: 'JPY', financing_options: ['cash', 'loan'] };
  }
  // A free reservation has no fee, whatever the config says.
  return parsed.data.payment_vendor === 'NO_PAYMENT_JAPAN' ? { ...parsed.data, reservation_fee: 0 } : parsed.data;
}
