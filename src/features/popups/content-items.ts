import { z } from 'zod';

/**
 * Content items of popups (and, per the spec, accordions): site.md §3 "Accordion and popup content
 * items", kept only when they fit (§5). An item that does not fit is dropped, not fatal: the rest
 * of the popup still shows.
 *
 * - html: a non-blank HTML string (sanitised on the server before render);
 * - form: `form.fields.form_id`, a form's id or unique name;
 * - calculator: `config` with `fields` and `groups`;
 * - finance_options_table: `finance_options` with non-empty `labels`.
 *
 * Calculators and finance tables are accepted and kept so that stored content survives, but the
 * site renders them as nothing until those widgets exist (decision 0042).
 */
const filled = z.union([z.array(z.unknown()).min(1), z.record(z.string(), z.unknown()).refine((r) => Object.keys(r).length > 0)]);

const htmlItem = z.object({
  type: z.literal('html'),
  html: z
    .string()
    .max(50_000)
    .refine((html) => html.trim() !== '', 'HTML must not be blank'),
});

const formItem = z.object({
  type: z.literal('form'),
  form: z.object({
    fields: z.object({
      form_id: z.union([
        z.number().int().positive(),
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9_-]{1,100}$/, "a form's id or name"),
      ]),
    }),
  }),
});

const calculatorItem = z.looseObject({
  type: z.literal('calculator'),
  config: z.looseObject({ fields: filled, groups: filled }),
});

const financeOptionsTableItem = z.looseObject({
  type: z.literal('finance_options_table'),
  finance_options: z.looseObject({ labels: filled }),
});

export const contentItemSchema = z.discriminatedUnion('type', [htmlItem, formItem, calculatorItem, financeOptionsTableItem]);
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentItemsSchema = z
  .array(z.unknown())
  .max(20)
  .transform((items) =>
    items.flatMap((item) => {
      const parsed = contentItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
