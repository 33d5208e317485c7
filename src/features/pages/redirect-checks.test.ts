import { describe, expect, it } from 'vitest';
import { internalTarget, redirectWarnings } from './redirect-checks';

let id = 0;
const page = (path: string, extra: Record<string, unknown> = {}) => ({
  id: ++id,
  path,
  pageType: 'page' as const,
  to: null,
  status: 'published' as const,
  publishAt: null,
  unpublishAt: null,
  ...extra,
});
const redirect = (path: string, to: string, extra: Record<string, unknown> = {}) =>
  page(path, { pageType: 'url_redirection', to, ...extra });

describe('internalTarget', () => {
  it('keeps the path of an internal target and refuses external or protocol-relative ones', () => {
    expect(internalTarget('/stock/?type=new#top')).toBe('/stock');
    expect(internalTarget('https://example.jp/')).toBeNull();
    expect(internalTarget('//evil.example/')).toBeNull();
  });
});

describe('redirectWarnings', () => {
  it('is quiet for a redirect to a live page, an app screen or another site', () => {
    const rows = [
      page('/stock'),
      redirect('/old', '/stock'),
      redirect('/car', '/showroom/defender-1'),
      redirect('/ext', 'https://example.jp'),
    ];
    expect(redirectWarnings(rows).size).toBe(0);
  });

  it('warns about a target with no live page, including a disabled or expired one', () => {
    const off = page('/off', { status: 'disabled' });
    const gone = page('/gone', { unpublishAt: new Date('2020-01-01') });
    const rows = [off, gone, redirect('/a', '/off'), redirect('/b', '/gone'), redirect('/c', '/nowhere')];
    const warnings = redirectWarnings(rows);
    expect([...warnings.values()].flat()).toEqual([
      { kind: 'target_missing', target: '/off' },
      { kind: 'target_missing', target: '/gone' },
      { kind: 'target_missing', target: '/nowhere' },
    ]);
  });

  it('warns about a chain and about every redirect of a loop', () => {
    const a = redirect('/a', '/b');
    const b = redirect('/b', '/a');
    const c = redirect('/c', '/d');
    const d = redirect('/d', '/stock');
    const warnings = redirectWarnings([a, b, c, d, page('/stock')]);
    expect(warnings.get(a.id)).toEqual([{ kind: 'loop', cycle: ['/a', '/b', '/a'] }]);
    expect(warnings.get(b.id)).toEqual([{ kind: 'loop', cycle: ['/b', '/a', '/b'] }]);
    expect(warnings.get(c.id)).toEqual([{ kind: 'chain', via: '/d' }]);
    expect(warnings.get(d.id)).toBeUndefined();
  });

  it('a chain that ends in someone else’s loop is a chain, and a redirect that is not live is ignored', () => {
    const x = redirect('/x', '/a');
    const a = redirect('/a', '/b');
    const b = redirect('/b', '/a');
    const draft = redirect('/draft', '/nowhere', { status: 'draft' });
    const warnings = redirectWarnings([x, a, b, draft]);
    expect(warnings.get(x.id)).toEqual([{ kind: 'chain', via: '/a' }]);
    expect(warnings.get(draft.id)).toBeUndefined();
  });
});
