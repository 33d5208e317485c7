import { describe, expect, it } from 'vitest';
import { categoryState, consentFromCategories, ownValue, type CategoryScopes } from './category-scopes';

const mapping: CategoryScopes = {
  necessary: ['obligatory'],
  prefs: ['optional'],
  stats: ['statistic'],
  ads: ['marketing'],
  social: ['marketing'],
};
const states = (values: Record<string, boolean | null>) => (category: string) => values[category];

describe('consent from a vendor’s categories', () => {
  it('is pending, with no scope, until the visitor has decided', () => {
    expect(consentFromCategories(false, states({ prefs: true, stats: true, ads: true, social: true }), mapping)).toEqual({
      status: 'pending',
      scopes: [],
    });
  });

  it('grants every scope, unclassified too, when every category is granted', () => {
    expect(consentFromCategories(true, states({ necessary: true, prefs: true, stats: true, ads: true, social: true }), mapping)).toEqual({
      status: 'accepted',
      scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'],
    });
  });

  it('grants a scope only when all its reported categories are granted', () => {
    expect(consentFromCategories(true, states({ prefs: false, stats: true, ads: true, social: false }), mapping)).toEqual({
      status: 'accepted',
      scopes: ['obligatory', 'statistic'],
    });
  });

  it('leaves out categories the vendor does not report', () => {
    // No "social" category on this site: marketing follows "ads" alone.
    expect(consentFromCategories(true, states({ prefs: false, stats: false, ads: true }), mapping).scopes).toEqual([
      'obligatory',
      'marketing',
    ]);
  });

  it('counts a partly granted category (null) as refused', () => {
    expect(consentFromCategories(true, states({ prefs: null, stats: true, ads: true, social: true }), mapping).scopes).toEqual([
      'obligatory',
      'statistic',
      'marketing',
    ]);
  });

  it('is rejected with the obligatory scope when nothing else is granted', () => {
    expect(consentFromCategories(true, states({ prefs: false, stats: false, ads: false, social: false }), mapping)).toEqual({
      status: 'rejected',
      scopes: ['obligatory'],
    });
  });

  it('grants nothing for a scope no category stands for', () => {
    const noStats: CategoryScopes = { prefs: ['optional'], ads: ['marketing'] };
    expect(consentFromCategories(true, states({ prefs: true, ads: true }), noStats).scopes).toEqual([
      'obligatory',
      'optional',
      'marketing',
    ]);
  });

  it('lets one category stand for several scopes', () => {
    expect(consentFromCategories(true, states({ marketing: true }), { marketing: ['statistic', 'marketing'] }).scopes).toEqual([
      'obligatory',
      'statistic',
      'marketing',
    ]);
  });
});

describe('reading vendor objects', () => {
  it('reads own properties only', () => {
    expect(ownValue({ a: 1 }, 'a')).toBe(1);
    expect(ownValue({ a: 1 }, 'toString')).toBeUndefined();
    expect(ownValue({ a: 1 }, '__proto__')).toBeUndefined();
    expect(ownValue(null, 'a')).toBeUndefined();
    expect(ownValue('text', 'length')).toBeUndefined();
  });

  it('takes true, false and null as states and nothing else', () => {
    expect([true, false, null, 'true', 1, undefined].map(categoryState)).toEqual([true, false, null, undefined, undefined, undefined]);
  });
});
