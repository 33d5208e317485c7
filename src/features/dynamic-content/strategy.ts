import { z } from 'zod';

/**
 * A dynamic-content strategy as a block or a quick-link item carries it (site.md §3 "dc_strategy
 * (key, value, fallback)", §5; docs/decisions/0048): `key` names one of the four strategies,
 * `value` is what the content is about (a model name, a list of them, or for the offers strategy a
 * category or the offer fields to match), and `fallback` says what a failed check shows.
 * Client-safe: the settings schema of quick links and the renderer's checks both read it.
 */
export const strategyKeys = ['model_list', 'offers', 'external', 'reffine_sl'] as const;
export type StrategyKey = (typeof strategyKeys)[number];

const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

export const dcStrategySchema = z.object({
  key: z.string().max(100).optional(),
  value: z
    .union([
      z.string().max(500),
      z.array(z.string().max(100)).max(50),
      z.record(z.string().max(64), scalar).refine((fields) => Object.keys(fields).length <= 20, 'At most 20 fields'),
    ])
    .optional(),
  /** `show`/`true` or `hide`/`false`; anything else leaves the default (the block error, or a hidden item). */
  fallback: z.union([z.string().max(100), z.boolean()]).optional(),
});
export type DcStrategy = z.infer<typeof dcStrategySchema>;
export type DcValue = NonNullable<DcStrategy['value']>;

/**
 * site.md §5: values are "compared case-insensitively with spaces turned into underscores". NFKC
 * first, so that full-width letters and the ideographic space typed with a Japanese IME compare
 * like their ASCII forms; the ends are trimmed, since an editor's stray space is never meant.
 */
export function normaliseValue(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase().replace(/\s/g, '_');
}

/** The strategy a `key` names (`REFFINE_SL`, `Model list` and `model_list` are the same), or null. */
export function strategyKeyOf(key: string): StrategyKey | null {
  const normalised = normaliseValue(key);
  return strategyKeys.find((k) => k === normalised) ?? null;
}

export type StrategyReading =
  /** No strategy, or no key or value: "missing key or value means show". */
  | { kind: 'none' }
  | { kind: 'strategy'; key: StrategyKey; value: DcValue; fallback: DcStrategy['fallback'] }
  /** Does not fit the shape (logged 'Invalid JSON' and ignored: shown). */
  | { kind: 'invalid'; problem: string };

function isMissing(value: DcValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((v) => v.trim() === '');
  return Object.keys(value).length === 0;
}

/** Reads a stored strategy: a block's `dc_strategy` field or an item's. */
export function readStrategy(raw: unknown): StrategyReading {
  if (raw === undefined || raw === null) return { kind: 'none' };
  const parsed = dcStrategySchema.safeParse(raw);
  if (!parsed.success) {
    return { kind: 'invalid', problem: parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`.trim()).join('; ') };
  }
  const { key, value, fallback } = parsed.data;
  if (!key?.trim() || isMissing(value)) return { kind: 'none' };
  const strategy = strategyKeyOf(key);
  if (!strategy) return { kind: 'invalid', problem: `unknown strategy "${key}" (${strategyKeys.join(', ')})` };
  // Only the offers strategy matches fields; the others compare model names.
  if (strategy !== 'offers' && typeof value === 'object' && !Array.isArray(value)) {
    return { kind: 'invalid', problem: `the ${strategy} strategy takes a model name or a list of them as its value` };
  }
  return { kind: 'strategy', key: strategy, value: value!, fallback };
}
