import { describe, expect, it } from 'vitest';
import { needsDecision, parseConsent, serializeConsent } from './consent';

describe('consent storage format', () => {
  it('round-trips status:scopes', () => {
    const consent = { status: 'accepted' as const, scopes: ['obligatory' as const, 'statistic' as const] };
    expect(serializeConsent(consent)).toBe('accepted:obligatory,statistic');
    expect(parseConsent('accepted:obligatory,statistic')).toEqual(consent);
  });

  it('treats missing or garbage values as pending', () => {
    expect(parseConsent(null)).toEqual({ status: 'pending', scopes: [] });
    expect(parseConsent('yes-please')).toEqual({ status: 'pending', scopes: [] });
    expect(needsDecision(parseConsent(''))).toBe(true);
  });

  it('drops unknown scopes and counts a rejection as a decision', () => {
    expect(parseConsent('rejected:obligatory,ads').scopes).toEqual(['obligatory']);
    expect(needsDecision(parseConsent('rejected:obligatory'))).toBe(false);
  });
});
