import type { Consent, ConsentScope } from '../consent';

/**
 * Which of our scopes a vendor's category (OneTrust group, Cookiebot category, Usercentrics
 * category slug, Didomi purpose) stands for. One category may stand for several scopes.
 */
export type CategoryScopes = Record<string, readonly ConsentScope[]>;

/**
 * What a vendor says of one of its categories: granted (true), refused (false), partly granted
 * (null: some services of it only), or nothing (undefined: the vendor has no such category here).
 */
export type CategoryState = boolean | null | undefined;

const choosable = ['optional', 'statistic', 'marketing'] as const satisfies readonly ConsentScope[];

/**
 * Our consent from a vendor's answer. Until the visitor has decided, only the obligatory scope
 * holds (`pending`). A scope is granted when at least one category standing for it was reported
 * and every reported one is fully granted: partly granted counts as refused, so a tag never loads
 * on a half consent. `unclassified` — tags nobody has classified — only with everything else, as
 * with the basic banner's "accept all".
 */
export function consentFromCategories(decided: boolean, stateOf: (category: string) => CategoryState, mapping: CategoryScopes): Consent {
  if (!decided) return { status: 'pending', scopes: [] };
  const reported = new Map<ConsentScope, boolean[]>();
  for (const [category, scopes] of Object.entries(mapping)) {
    const state = stateOf(category);
    if (state === undefined) continue;
    for (const scope of scopes) reported.set(scope, [...(reported.get(scope) ?? []), state === true]);
  }
  const granted = choosable.filter((scope) => {
    const states = reported.get(scope);
    return states !== undefined && states.length > 0 && states.every(Boolean);
  });
  const scopes: ConsentScope[] = ['obligatory', ...granted];
  if (granted.length === choosable.length) scopes.push('unclassified');
  return { status: granted.length > 0 ? 'accepted' : 'rejected', scopes };
}

/** A property of a vendor object, only when it is the object's own (never `__proto__` and friends). */
export function ownValue(record: unknown, key: string): unknown {
  return record !== null && typeof record === 'object' && Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/** true / false as reported, null for "partly", undefined for anything else. */
export function categoryState(value: unknown): CategoryState {
  return typeof value === 'boolean' || value === null ? value : undefined;
}
