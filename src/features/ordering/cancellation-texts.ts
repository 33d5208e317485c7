import type { Translate } from '@/i18n/i18n';

/**
 * Every text the cancellation screens show, named by its translation key under
 * `ordering.cancellation.*`. The confirmation page shows the translations; the cancellation flow
 * block (decision 0034) shows its editor's texts where they wrote one.
 */
export const cancellationTextKeys = [
  'title',
  'body',
  'ask',
  'paid_body',
  'paid_ask',
  'modal_title',
  'modal_body',
  'modal_paid_body',
  'confirm',
  'paid_confirm',
  'back',
  'thank_you_title',
  'thank_you_body',
  'awaiting_cancellation_title',
  'awaiting_cancellation_body',
  'cancelled_title',
  'cancelled_body',
  'error_title',
  'error_body',
  'try_again',
  'unavailable',
] as const;

export type CancellationTextKey = (typeof cancellationTextKeys)[number];
export type CancellationTexts = Record<CancellationTextKey, string>;

/** The translated texts, each replaced by its override unless that is empty or only spaces. */
export function cancellationTexts(
  t: Translate,
  overrides: Partial<Record<CancellationTextKey, string | undefined>> = {},
): CancellationTexts {
  return Object.fromEntries(
    cancellationTextKeys.map((key) => {
      const own = overrides[key];
      return [key, own?.trim() ? own : t(`ordering.cancellation.${key}`)];
    }),
  ) as CancellationTexts;
}
