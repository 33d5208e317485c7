import { describe, expect, it } from 'vitest';
import { auditChanges, jstDay, jstRange, masked, maskSecrets } from './audit-view';

describe('jstDay', () => {
  it('is the whole day in Japan, in UTC', () => {
    expect(jstDay('2026-11-24')).toEqual({ start: new Date('2026-11-23T15:00:00Z'), end: new Date('2026-11-24T15:00:00Z') });
  });
  it('refuses what is not a calendar day', () => {
    expect(jstDay('2026-02-31')).toBeNull();
    expect(jstDay('24/11/2026')).toBeNull();
    expect(jstDay(undefined)).toBeNull();
  });
  it('makes both ends of a range inclusive', () => {
    expect(jstRange('2026-11-01', '2026-11-30')).toEqual({ from: new Date('2026-10-31T15:00:00Z'), to: new Date('2026-11-30T15:00:00Z') });
    expect(jstRange('', 'x')).toEqual({ from: undefined, to: undefined });
  });
});

describe('maskSecrets', () => {
  it('hides credentials at any depth and keeps the rest', () => {
    expect(maskSecrets({ name: 'feed', tokenHash: 'abc', nested: [{ password: 'p', api_key: 'k', role: 'admin' }] })).toEqual({
      name: 'feed',
      tokenHash: masked,
      nested: [{ password: masked, api_key: masked, role: 'admin' }],
    });
  });
});

describe('auditChanges', () => {
  it('lists only the values that changed, by path', () => {
    expect(
      auditChanges(
        { title: 'A', status: 'draft', blocks: [{ t: 'hero' }] },
        { title: 'B', status: 'draft', blocks: [{ t: 'hero' }, { t: 'faq' }] },
      ),
    ).toEqual([
      { path: 'blocks.1.t', before: '', after: 'faq' },
      { path: 'title', before: 'A', after: 'B' },
    ]);
  });
  it('shows a creation and a deletion, and never a secret', () => {
    expect(auditChanges(null, { value: '|' })).toEqual([{ path: 'value', before: '', after: '|' }]);
    expect(auditChanges({ secret: 's1' }, { secret: 's2' })).toEqual([]);
    expect(auditChanges({ path: '/a' }, null)).toEqual([{ path: 'path', before: '/a', after: '' }]);
  });
});
