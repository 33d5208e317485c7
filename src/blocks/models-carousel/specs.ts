import { z } from 'zod';
import type { Translate } from '@/i18n/i18n';
import type { ContentIssue } from '../types';

/**
 * The specs JSON of a models carousel item (blocks.md §2.21): the model name and its table rows of
 * name, engine, consumption, price and lease. Prices are whole yen including tax (japan.md: a
 * consumer price always includes tax; the page shows 万円); lease is the monthly example in yen.
 */
const row = z.strictObject({
  name: z.string().trim().min(1).max(80),
  engine: z.string().trim().max(120).optional(),
  consumption: z.string().trim().max(120).optional(),
  price: z.number().int().positive().max(10_000_000_000).optional(),
  lease: z.number().int().positive().max(100_000_000).optional(),
});
export const specsSchema = z.strictObject({
  model_name: z.string().trim().min(1).max(80),
  rows: z.array(row).min(1).max(12),
});
export type Specs = z.output<typeof specsSchema>;
export type SpecRow = Specs['rows'][number];

/** What an editor starts a new item with: the shape to fill in. */
export const emptySpecs = { model_name: '', rows: [] };

/** The specs if they fit, else null (content saved before the rule: the item is left out). */
export function parseSpecs(value: unknown): Specs | null {
  const parsed = specsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Save-time problems of one item's specs, in Japanese, at the item's `specs` pointer (the editor
 * shows them under the field). A monthly figure needs a price beside it (割賦販売法, japan.md).
 */
export function specsIssues(value: unknown, path: ContentIssue['path'], t: Translate): ContentIssue[] {
  const parsed = specsSchema.safeParse(value);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => messageOf(issue, t));
    return [...new Set(messages)].slice(0, 3).map((message) => ({ path, message }));
  }
  return parsed.data.rows.flatMap((r, i) =>
    r.lease !== undefined && r.price === undefined ? [{ path, message: t('block_rules.specs.lease_without_price', { row: i + 1 }) }] : [],
  );
}

function messageOf(issue: z.core.$ZodIssue, t: Translate): string {
  const [first, index, key] = issue.path;
  if (issue.code === 'unrecognized_keys') return t('block_rules.specs.unknown', { keys: issue.keys.join(', ') });
  if (first === 'model_name') return t('block_rules.specs.model_name');
  if (first === 'rows' && typeof index === 'number' && typeof key === 'string') {
    const row = index + 1;
    if (key === 'name') return t('block_rules.specs.name', { row });
    if (key === 'price' || key === 'lease') return t('block_rules.specs.yen', { row, key });
    return t('block_rules.specs.text', { row, key });
  }
  if (first === 'rows' && index === undefined) return t('block_rules.specs.rows');
  return t('block_rules.specs.shape');
}
