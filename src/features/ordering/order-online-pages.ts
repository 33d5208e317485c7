import { z } from 'zod';
import type { Translate } from '@/i18n/i18n';
import { stepTypes, type StepType } from './steps';

/**
 * The order-online config's page documents (site.md §7: `order_online_steps_page`,
 * `order_online_success_page`, and their `config_` variants for the configurator journey), in the
 * shape decision 0039 gives them: what an administrator may word differently per market without a
 * deploy. Every text is optional; the translation files' wording is used where none is set.
 * Plain text only (shown with its line breaks), so nothing here needs sanitising.
 */
const text = (max: number) => z.string().trim().min(1).max(max);

const stepTexts = z
  .object({
    /** The step's tab and heading. */
    title: text(40).optional(),
    /** A paragraph under the heading: what the visitor does here and why. */
    description: text(1000).optional(),
  })
  .strict();

export const stepsPageSchema = z.object({ steps: z.partialRecord(z.enum(stepTypes), stepTexts).default({}) }).strict();

export const successPageSchema = z
  .object({
    title: text(80).optional(),
    /** `{{number}}` becomes the order number. */
    text: text(2000).optional(),
  })
  .strict();

export type StepsPage = z.infer<typeof stepsPageSchema>;
export type SuccessPage = z.infer<typeof successPageSchema>;

/** The page documents this module knows, by config type without the journey's `config_` prefix. */
const schemas: Record<string, z.ZodType> = {
  order_online_steps_page: stepsPageSchema,
  order_online_success_page: successPageSchema,
};

/** The schema a config type's document must match, or none for a type this site does not read. */
export function orderOnlinePageSchema(configType: string): z.ZodType | undefined {
  return schemas[configType.replace(/^config_/, '')];
}

export function stepTitle(page: StepsPage, type: StepType, t: Translate): string {
  return page.steps[type]?.title ?? t(`ordering.steps.${type}`);
}

export function stepDescription(page: StepsPage, type: StepType): string | undefined {
  return page.steps[type]?.description;
}

export function successTexts(page: SuccessPage, orderNumber: string, t: Translate): { title: string; text: string } {
  return {
    title: page.title ?? t('ordering.success_title'),
    text: page.text ? page.text.replaceAll('{{number}}', orderNumber) : t('ordering.success_body', { number: orderNumber }),
  };
}
