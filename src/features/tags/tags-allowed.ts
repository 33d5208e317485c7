import type { Consent, ConsentScope } from '@/features/consent/consent';

/**
 * Whether consent lets a tag of `scope` run. The obligatory scope always does (the consent
 * provider itself); any other needs an accepted consent that includes the scope — pending,
 * rejected and unknown (a provider that could not be read) allow nothing more.
 */
export function scopeAllowed(consent: Consent, scope: ConsentScope): boolean {
  if (scope === 'obligatory') return true;
  return consent.status === 'accepted' && consent.scopes.includes(scope);
}

/** The entries of a tag registry that consent lets run, in registry order. */
export function tagsAllowed<T extends { scope: ConsentScope }>(consent: Consent, registry: readonly T[]): T[] {
  return registry.filter((tag) => scopeAllowed(consent, tag.scope));
}
