import { z } from 'zod/mini';

/**
 * The mapper JSON of blocks.md §2.4 (decision 0065): `dropdowns` — each vehicle's `label`, `key`
 * and `children` (its model years) — and `subblocks_groups` — each group's `key` and the
 * selections it answers (`match_dropdowns`: a `parent_key` and a list of `child_key`). A group
 * key is a field group's `key`: the system shown for those selections. Client-safe (zod/mini), so
 * the island matches with the same code the tests check.
 */
export const mapperLimits = { dropdowns: 60, children: 60, groups: 30, label: 80, key: 64, child: 40 } as const;

export interface MapperDropdown {
  label: string;
  key: string;
  /** Model years (or any child keys) as text: 2024 and "2024" are the same year. */
  children: string[];
}
export interface MapperGroup {
  key: string;
  match_dropdowns: { parent_key: string; child_key: string[] }[];
}
export interface Mapper {
  dropdowns: MapperDropdown[];
  subblocks_groups: MapperGroup[];
}

const keyPattern = /^[A-Za-z0-9_-]+$/;
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const key = z.string().check(z.trim(), z.minLength(1), z.maxLength(mapperLimits.key), z.regex(keyPattern));
const child = z.pipe(
  z.union([text(mapperLimits.child), z.number().check(z.int(), z.gte(1900), z.lte(2100))]),
  z.transform((value) => String(value)),
);
const children = z.array(child).check(z.minLength(1), z.maxLength(mapperLimits.children));

export const mapperSchema = z.strictObject({
  dropdowns: z
    .array(z.strictObject({ label: text(mapperLimits.label), key, children }))
    .check(z.minLength(1), z.maxLength(mapperLimits.dropdowns)),
  subblocks_groups: z._default(
    z
      .array(
        z.strictObject({
          key,
          match_dropdowns: z
            .array(z.strictObject({ parent_key: key, child_key: children }))
            .check(z.minLength(1), z.maxLength(mapperLimits.dropdowns)),
        }),
      )
      .check(z.maxLength(mapperLimits.groups)),
    [],
  ),
});

/** The mapper as stored, or null when it does not fit (content saved before the rules: the block shows every system). */
export function readMapper(value: unknown): Mapper | null {
  const parsed = mapperSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The field groups (by position) that answer a vehicle and model year, in the editor's order. */
export function matchingGroups(mapper: Mapper, groupKeys: readonly string[], parentKey: string, childKey: string): number[] {
  const answering = new Set(
    mapper.subblocks_groups
      .filter((group) => group.match_dropdowns.some((m) => m.parent_key === parentKey && m.child_key.includes(childKey)))
      .map((group) => group.key),
  );
  return groupKeys.flatMap((k, i) => (answering.has(k) ? [i] : []));
}

/** A model year as the dropdown shows it: 2024 → 「2024年モデル」 through `modelYear` ('{year}'), anything else as written. */
export function childLabel(child: string, modelYear: string): string {
  return /^\d{4}$/.test(child) ? modelYear.replace('{year}', child) : child;
}
