import { z } from 'zod';
import type { SpecGroup } from '@/features/models/types';
import type { Translate } from '@/i18n/i18n';
import type { SpecSection } from '../model-spec-shared/spec-sections';
import type { ContentIssue } from '../types';

/**
 * A card's `accordion_schema` (decision 0057): which derivative's specification the accordion shows
 * and how. Everything is optional; `{}` shows every group of the car's entry derivative, closed.
 *
 *   { "engine_key": "d300",                       the entry derivative with this engine
 *     "sections": [{ "group": "寸法・重量",         a group of the catalogue, by its title
 *                    "title": "ボディサイズ",        shown instead of the group's title
 *                    "rows": ["全長", "全幅"],      these rows of the group, in this order (default all)
 *                    "open": true }] }             open when the page loads
 */
export const schemaLimits = { sections: 20, rows: 50, text: 80 } as const;

const text = z.string().trim().min(1).max(schemaLimits.text);
const sectionSchema = z.strictObject({
  group: text,
  title: text.optional(),
  rows: z.array(text).min(1).max(schemaLimits.rows).optional(),
  open: z.boolean().optional(),
});
export const accordionSchemaSchema = z.strictObject({
  engine_key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,64}$/)
    .optional(),
  sections: z.array(sectionSchema).min(1).max(schemaLimits.sections).optional(),
});
export type AccordionSchema = z.output<typeof accordionSchemaSchema>;

/** The schema if it fits, else `{}` (content saved before the rule shows the whole specification). */
export function readAccordionSchema(value: unknown): AccordionSchema {
  const parsed = accordionSchemaSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * The accordion's sections and what it leaves out (the "additional specification" of the modal).
 * Sections naming a group or rows the catalogue does not have are skipped: the catalogue changes
 * under the page, and a missing row must not show an empty item.
 */
export function applyAccordionSchema(groups: SpecGroup[], schema: AccordionSchema): { shown: SpecSection[]; leftOut: SpecSection[] } {
  if (!schema.sections) return { shown: groups.filter((g) => g.rows.length), leftOut: [] };
  const shownRows = new Map<string, Set<string>>();
  const shown = schema.sections.flatMap((section) => {
    const group = groups.find((g) => g.title === section.group);
    if (!group) return [];
    const rows = section.rows ? section.rows.flatMap((label) => group.rows.filter((r) => r.label === label).slice(0, 1)) : group.rows;
    if (!rows.length) return [];
    const seen = shownRows.get(group.title) ?? new Set();
    rows.forEach((r) => seen.add(r.label));
    shownRows.set(group.title, seen);
    return [{ title: section.title ?? group.title, rows, open: section.open }];
  });
  const leftOut = groups.flatMap((group) => {
    const rows = group.rows.filter((r) => !shownRows.get(group.title)?.has(r.label));
    return rows.length ? [{ title: group.title, rows }] : [];
  });
  return { shown, leftOut };
}

/** What is wrong with a card's schema, in Japanese, at the card's `accordion_schema` pointer. */
export function accordionSchemaIssues(value: unknown, path: ContentIssue['path'], t: Translate): ContentIssue[] {
  const parsed = accordionSchemaSchema.safeParse(value ?? {});
  if (parsed.success) return [];
  const rule = (key: string, values: Record<string, string | number> = {}) => t(`block_rules.model_spec.schema.${key}`, values);
  const messages = parsed.error.issues.map((issue) => {
    const [first, index, key] = issue.path;
    if (issue.code === 'unrecognized_keys') {
      return first === 'sections'
        ? rule('section_unknown', { n: Number(index) + 1, keys: issue.keys.join(', ') })
        : rule('unknown', { keys: issue.keys.join(', ') });
    }
    if (first === 'engine_key') return rule('engine_key');
    if (first === 'sections' && typeof index === 'number') {
      const n = index + 1;
      if (key === 'open') return rule('section_open', { n });
      if (key === 'rows') return rule('section_rows', { n, max: schemaLimits.rows, length: schemaLimits.text });
      if (key === 'group' || key === 'title') return rule(`section_${key}`, { n, length: schemaLimits.text });
      return rule('section_shape', { n });
    }
    if (first === 'sections') return rule('sections', { max: schemaLimits.sections });
    return rule('shape');
  });
  return [...new Set(messages)].slice(0, 5).map((message) => ({ path, message }));
}
