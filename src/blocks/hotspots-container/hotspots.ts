import { z } from 'zod';
import { getT } from '@/i18n/i18n';

/** Limits of the hotspots JSON (decision 0055): enough points for a car, few enough to read. */
export const hotspotLimits = { count: 20, title: 80, text: 400 } as const;

const percent = z.number().finite().min(0).max(100);

/** One point: where it sits on the image, in percent from the top left corner, and what it says. */
export const hotspotSchema = z.strictObject({
  x: percent,
  y: percent,
  title: z.string().trim().min(1).max(hotspotLimits.title),
  text: z.string().trim().min(1).max(hotspotLimits.text),
});
export type Hotspot = z.output<typeof hotspotSchema>;

/** The points a visitor sees: those of a list saved before the rules existed that still fit, in order. */
export function readHotspots(value: unknown): Hotspot[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, hotspotLimits.count).flatMap((item) => {
    const parsed = hotspotSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const problemOrder = ['shape', 'unknown', 'x', 'y', 'title', 'text'] as const;

/**
 * What is wrong with a hotspots JSON value, in Japanese, one message per problem of each point
 * (「3番目のポイント：x は…」), so that an editor can fix the JSON without knowing zod's words.
 */
export function hotspotProblems(value: unknown): string[] {
  const t = getT('ja');
  const rule = (key: string, values: Record<string, string | number> = {}) => t(`block_rules.hotspots.${key}`, values);
  if (!Array.isArray(value)) return [rule('list')];
  const problems: string[] = [];
  if (value.length > hotspotLimits.count) problems.push(rule('count', { max: hotspotLimits.count }));
  value.forEach((item, i) => {
    const parsed = hotspotSchema.safeParse(item);
    if (parsed.success) return;
    const found = new Map<string, string[]>();
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') found.set('unknown', issue.keys);
      else found.set(issue.path.length ? String(issue.path[0]) : 'shape', []);
    }
    for (const key of problemOrder) {
      if (!found.has(key)) continue;
      const detail = rule(key, { max: key === 'title' ? hotspotLimits.title : hotspotLimits.text, keys: found.get(key)!.join(', ') });
      problems.push(rule('item', { n: i + 1, detail }));
      if (key === 'shape') break;
    }
  });
  return problems;
}
