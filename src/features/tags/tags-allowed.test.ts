import { describe, expect, it } from 'vitest';
import type { Consent } from '@/features/consent/consent';
import { tagRegistry, tagIds } from './registry';
import { scopeAllowed, tagsAllowed } from './tags-allowed';

const registry = tagIds.map((id) => ({ id, ...tagRegistry[id] }));
const allowedIds = (consent: Consent) => tagsAllowed(consent, registry).map((tag) => tag.id);
/** What loads whatever the visitor chose: the consent provider and the external navigation's scripts (decision 0049). */
const obligatory = ['consent_provider', 'external_navigation'];

describe('tagsAllowed', () => {
  it('loads only the obligatory tags before the visitor decides', () => {
    expect(allowedIds({ status: 'pending', scopes: [] })).toEqual(obligatory);
    expect(allowedIds({ status: 'unknown', scopes: [] })).toEqual(obligatory);
  });

  it('loads only the obligatory tags after a rejection', () => {
    expect(allowedIds({ status: 'rejected', scopes: ['obligatory'] })).toEqual(obligatory);
  });

  it('loads every tag after "accept all"', () => {
    expect(allowedIds({ status: 'accepted', scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] })).toEqual([
      'consent_provider',
      'tag_manager',
      'maps',
      'error_reporting',
      'external_navigation',
    ]);
  });

  it('loads a tag only with its own scope', () => {
    expect(allowedIds({ status: 'accepted', scopes: ['obligatory', 'optional'] })).toEqual([
      'consent_provider',
      'maps',
      'external_navigation',
    ]);
    expect(allowedIds({ status: 'accepted', scopes: ['obligatory', 'statistic'] })).toEqual([
      'consent_provider',
      'tag_manager',
      'error_reporting',
      'external_navigation',
    ]);
    expect(allowedIds({ status: 'accepted', scopes: ['obligatory', 'marketing'] })).toEqual(obligatory);
  });

  it('trusts the status over the scopes: scopes on a rejection or a pending decision allow nothing', () => {
    expect(allowedIds({ status: 'rejected', scopes: ['obligatory', 'statistic', 'optional'] })).toEqual(obligatory);
    expect(allowedIds({ status: 'pending', scopes: ['statistic'] })).toEqual(obligatory);
  });

  it('keeps the order of the registry it is given', () => {
    const reversed = [...registry].reverse();
    const all: Consent = { status: 'accepted', scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] };
    expect(tagsAllowed(all, reversed)).toEqual(reversed);
  });
});

describe('scopeAllowed', () => {
  it('always allows the obligatory scope', () => {
    expect(scopeAllowed({ status: 'rejected', scopes: [] }, 'obligatory')).toBe(true);
  });

  it('allows unclassified tags only when consent includes unclassified', () => {
    expect(scopeAllowed({ status: 'accepted', scopes: ['obligatory', 'optional', 'statistic', 'marketing'] }, 'unclassified')).toBe(false);
    expect(scopeAllowed({ status: 'accepted', scopes: ['obligatory', 'unclassified'] }, 'unclassified')).toBe(true);
  });
});
