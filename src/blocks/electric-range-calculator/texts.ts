import { z } from 'zod';
import type { Translate } from '@/i18n/i18n';
import {
  modalTopics,
  textKeys,
  textPlaceholders,
  type CalculatorTexts,
  type ModalContent,
  type ModalTopic,
  type TextKey,
} from './text-keys';

/**
 * The `translations` and `modals` fields, read on the server (decision 0064): the words of
 * text-keys.ts, and the explanations behind the filters' info buttons.
 */

/** What the `translations` field may hold: known keys (text-keys.ts), short strings. */
export const translationsSchema = z.record(z.string(), z.string().trim().min(1).max(160));

export type TranslationProblem =
  { kind: 'shape' } | { kind: 'unknown'; key: string } | { kind: 'placeholder'; key: string; missing: string };

/** What is wrong with a `translations` value (nothing for `{}`). */
export function translationProblems(value: unknown): TranslationProblem[] {
  const parsed = translationsSchema.safeParse(value);
  if (!parsed.success) return [{ kind: 'shape' }];
  const problems: TranslationProblem[] = [];
  for (const [key, text] of Object.entries(parsed.data)) {
    if (!Object.hasOwn(textPlaceholders, key)) {
      problems.push({ kind: 'unknown', key });
      continue;
    }
    const missing = textPlaceholders[key as TextKey].find((name) => !text.includes(`{{${name}}}`));
    if (missing) problems.push({ kind: 'placeholder', key, missing });
  }
  return problems;
}

/**
 * Every text the island needs, its placeholders kept: the translation file's, unless the block's
 * `translations` replace it with one that fits (content saved before the rule keeps the default
 * where its replacement would lose a figure).
 */
export function calculatorTexts(t: Translate, translations: unknown): CalculatorTexts {
  const parsed = translationsSchema.safeParse(translations);
  const overrides: Record<string, string> = parsed.success ? parsed.data : {};
  return Object.fromEntries(
    textKeys.map((key) => {
      const names = textPlaceholders[key] as readonly string[];
      const own = Object.hasOwn(overrides, key) ? overrides[key] : undefined;
      if (own !== undefined && names.every((name) => own.includes(`{{${name}}}`))) return [key, own];
      return [key, t(`range_calculator.text.${key}`, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])))];
    }),
  ) as CalculatorTexts;
}

const modalSchema = z.strictObject({ title: z.string().trim().min(1).max(80), text: z.string().trim().min(1).max(2000) });
export const modalsSchema = z.strictObject(
  Object.fromEntries(modalTopics.map((topic) => [topic, modalSchema.optional()])) as Record<ModalTopic, z.ZodOptional<typeof modalSchema>>,
);

/** Each topic's modal that fits; a topic left out, or one that does not fit, has no info button. */
export function readModals(value: unknown): Partial<Record<ModalTopic, ModalContent>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Partial<Record<ModalTopic, ModalContent>> = {};
  for (const topic of modalTopics) {
    const parsed = modalSchema.safeParse((value as Record<string, unknown>)[topic]);
    if (!parsed.success) continue;
    const paragraphs = parsed.data.text
      .split(/\n+/)
      .map((p) => p.trim())
      .filter(Boolean);
    out[topic] = { title: parsed.data.title, paragraphs };
  }
  return out;
}
