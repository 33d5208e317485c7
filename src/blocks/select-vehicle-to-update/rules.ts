import type { z } from 'zod/mini';
import { getT } from '@/i18n/i18n';
import type { ContentIssue } from '../types';
import { mapperSchema } from './mapper';

type Issue = z.core.$ZodIssue;

/** `['subblocks_groups', 0, 'match_dropdowns', 1, 'child_key']` → 'subblocks_groups[0].match_dropdowns[1].child_key'. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  );
}

const typeWords: Record<string, string> = { string: '文字列', number: '数値', array: '配列', object: 'オブジェクト' };

function issueDetail(issue: Issue, r: (key: string, values?: Record<string, unknown>) => string): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return r('unknown_keys', { keys: issue.keys.join(', ') });
    case 'invalid_type':
      return r('type', { expected: typeWords[issue.expected] ?? issue.expected });
    case 'too_small':
      if (issue.origin === 'array') return r('min_items', { min: Number(issue.minimum) });
      return issue.origin === 'string' ? r('empty') : r('year');
    case 'too_big':
      if (issue.origin === 'array') return r('max_items', { max: Number(issue.maximum) });
      return issue.origin === 'string' ? r('max_chars', { max: Number(issue.maximum) }) : r('year');
    case 'invalid_format':
      return r('key_format');
    case 'invalid_union':
      return r('child');
    default:
      return r('invalid');
  }
}

/**
 * Save rule of the select-vehicle-to-update block (decision 0065): the mapper fits its shape, each
 * key is used once, and every reference resolves — a group key to a field group, a `parent_key`
 * to a dropdown, a `child_key` to that dropdown's children — and no two field groups share a key.
 * Japanese messages, each naming the place in the JSON.
 */
export function mapperIssues({ fields, field_groups }: { fields: { mapper: unknown }; field_groups: { key: string }[] }): ContentIssue[] {
  const t = getT('ja');
  const r = (key: string, values?: Record<string, unknown>) => t(`owner_tools.rules.mapper.${key}`, values);
  const at = (path: readonly PropertyKey[], detail: string) => ({
    path: ['fields', 'mapper'],
    message: r('at', { where: jsonPath(path), detail }),
  });
  const issues: ContentIssue[] = [];

  const groupKeys = new Map<string, number>();
  field_groups.forEach((group, i) => {
    const path = ['field_groups', i, 'key'];
    const key = group.key.trim();
    if (!/^[A-Za-z0-9_-]+$/.test(key)) return issues.push({ path, message: r('group_key_format', { n: i + 1 }) });
    const earlier = groupKeys.get(key);
    if (earlier !== undefined) issues.push({ path, message: r('group_key_duplicate', { n: i + 1, key, first: earlier + 1 }) });
    else groupKeys.set(key, i);
  });

  const mapper = fields.mapper;
  if (!mapper || typeof mapper !== 'object' || Array.isArray(mapper))
    return [{ path: ['fields', 'mapper'], message: r('shape') }, ...issues];
  const parsed = mapperSchema.safeParse(mapper);
  if (!parsed.success) return [...parsed.error.issues.slice(0, 10).map((issue) => at(issue.path, issueDetail(issue, r))), ...issues];

  const dropdowns = new Map<string, Set<string>>();
  parsed.data.dropdowns.forEach((dropdown, i) => {
    if (dropdowns.has(dropdown.key)) issues.push(at(['dropdowns', i, 'key'], r('duplicate', { key: dropdown.key })));
    const children = new Set<string>();
    dropdown.children.forEach((child, j) => {
      if (children.has(child)) issues.push(at(['dropdowns', i, 'children', j], r('duplicate', { key: child })));
      children.add(child);
    });
    if (!dropdowns.has(dropdown.key)) dropdowns.set(dropdown.key, children);
  });
  const seen = new Set<string>();
  parsed.data.subblocks_groups.forEach((group, i) => {
    if (seen.has(group.key)) issues.push(at(['subblocks_groups', i, 'key'], r('duplicate', { key: group.key })));
    seen.add(group.key);
    if (!groupKeys.has(group.key)) issues.push(at(['subblocks_groups', i, 'key'], r('no_group', { key: group.key })));
    group.match_dropdowns.forEach((match, j) => {
      const children = dropdowns.get(match.parent_key);
      if (!children)
        return issues.push(at(['subblocks_groups', i, 'match_dropdowns', j, 'parent_key'], r('no_parent', { key: match.parent_key })));
      match.child_key.forEach((child, k) => {
        if (!children.has(child)) {
          issues.push(
            at(['subblocks_groups', i, 'match_dropdowns', j, 'child_key', k], r('no_child', { parent: match.parent_key, child })),
          );
        }
      });
    });
  });
  return issues;
}
