/**
 * A reservation journey started from an editor's reservation-flow block (blocks.md 2.16): the
 * block's texts dress the checkout's screens in place of the defaults. Each is optional — an empty
 * field keeps the translated default. The block itself lives in the blocks layer; the checkout
 * only sees these texts, handed down by its page.
 */
export interface CheckoutFlow {
  /** The block (page_blocks id), kept on the hold's draft so every step finds its texts. */
  id: number;
  /** Where the block is: "back" from the journey returns there. */
  pagePath: string;
  /** Shown beside the fee; `{{fee}}` is the market's reservation fee. */
  feeInfo?: string;
  /** Put before the fee's amount instead of the Japanese 「円」 after it (e.g. ¥). */
  currencySymbol?: string;
  /** The locale of the card payment field. */
  paymentLocale?: 'ja' | 'en';
  termsLabel?: string;
  termsDisclaimer?: string;
  /** The countdown while the car is held; `{{time}}` is the time left. */
  lockedInfo?: string;
  cardErrorTitle?: string;
  cardErrorText?: string;
  cardErrorPrefix?: string;
  errorText?: string;
  unavailableText?: string;
  softLockExpiredText?: string;
}

/** A flow id from a URL or a form: a positive whole number, else none. */
export function flowIdOf(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** `{{name}}` placeholders filled; an unknown one is left as typed so the editor sees it. */
export { fillTemplate as fillPlaceholders } from '@/lib/fill-template';

/** The fee as the flow shows it: the block's symbol before the amount, or the Japanese 「円」 after it. */
export function flowFee(amount: number, symbol: string | undefined, yen: (amount: number) => string): string {
  return symbol ? `${symbol}${Math.round(amount).toLocaleString('ja-JP')}` : yen(amount);
}
