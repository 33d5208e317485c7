import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { compilePathPattern, matchesPathPatterns } from './path-patterns';

describe('matchesPathPatterns', () => {
  it('matches every path when no pattern is configured (the spec default: all)', () => {
    expect(matchesPathPatterns('/', [])).toBe(true);
    expect(matchesPathPatterns('/stock/used', [])).toBe(true);
  });

  it.each([
    ['/', '/', true],
    ['/', '/about', false],
    ['/about', '/about', true],
    ['/about', '/about/', true],
    ['/about/', '/about', true],
    ['/about', '/about-us', false],
    ['/about', '/About', false],
    ['/news/*', '/news/2026/spring', true],
    // `/news/` is `/news`: list both patterns to cover the section page too.
    ['/news/*', '/news/', false],
    ['/news/*', '/news', false],
    ['/news*', '/newsletter', true],
    ['*', '/anything/at/all', true],
    ['/*', '/', true],
    ['/models/:model', '/models/defender', true],
    ['/models/:model', '/models/defender/specs', false],
    ['/models/:model/specs', '/models/defender/specs', true],
    ['/キャンペーン', '/キャンペーン', true],
    ['/%E3%82%AD%E3%83%A3%E3%83%B3%E3%83%9A%E3%83%BC%E3%83%B3', '/キャンペーン', true],
    ['/a.b', '/axb', false],
    ['/a.b', '/a.b', true],
  ])('%s against %s → %s', (pattern, path, expected) => {
    expect(matchesPathPatterns(path, [pattern])).toBe(expected);
  });

  it('matches when any of several patterns does', () => {
    expect(matchesPathPatterns('/privacy', ['/terms', '/privacy'])).toBe(true);
    expect(matchesPathPatterns('/cookies', ['/terms', '/privacy'])).toBe(false);
  });

  it.each(['news', '', '/news/(.*)', '/a?b', '/a#b', '/{a}?', '/a+', '/a b', '/:', '/:1x', '/%E3%8', '\\news'])(
    'reports the invalid pattern %j and treats it as no match',
    (pattern) => {
      const onInvalid = vi.fn();
      expect(matchesPathPatterns('/news', [pattern], onInvalid)).toBe(false);
      expect(onInvalid).toHaveBeenCalledWith(pattern);
      expect(compilePathPattern(pattern)).toBeNull();
    },
  );

  it('reports every invalid pattern even after a match, and still matches with the valid ones', () => {
    const onInvalid = vi.fn();
    expect(matchesPathPatterns('/privacy', ['/privacy', '(bad', '/x/(y)'], onInvalid)).toBe(true);
    expect(onInvalid.mock.calls).toEqual([['(bad'], ['/x/(y)']]);
  });
});

// Path segments as editors and visitors have them (ASCII and Japanese), without pattern syntax.
const segment = fc.stringMatching(/^[a-z0-9ぁ-んァ-ヶ一-龯._~-]{1,12}$/);
const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`);

describe('matchesPathPatterns properties', () => {
  it('a literal path matches itself, with or without a trailing slash, and nothing else', () => {
    fc.assert(
      fc.property(path, path, (a, b) => {
        expect(matchesPathPatterns(a, [a])).toBe(true);
        expect(matchesPathPatterns(a.length > 1 ? `${a}/` : a, [a])).toBe(true);
        const same = a.replace(/\/$/, '') === b.replace(/\/$/, '');
        expect(matchesPathPatterns(b, [a])).toBe(same);
      }),
    );
  });

  it('prefix/* matches every path below the prefix', () => {
    fc.assert(
      fc.property(path, fc.array(segment, { minLength: 1, maxLength: 4 }), (prefix, rest) => {
        const base = prefix === '/' ? '' : prefix;
        expect(matchesPathPatterns(`${base}/${rest.join('/')}`, [`${base}/*`])).toBe(true);
      }),
    );
  });

  it('never throws, whatever the pattern, and a pattern it cannot compile never matches', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), path, (pattern, target) => {
        const onInvalid = vi.fn();
        const matched = matchesPathPatterns(target, [pattern], onInvalid);
        if (compilePathPattern(pattern) === null) {
          expect(matched).toBe(false);
          expect(onInvalid).toHaveBeenCalledOnce();
        } else expect(onInvalid).not.toHaveBeenCalled();
      }),
    );
  });

  it('adding patterns never makes a matching path stop matching', () => {
    fc.assert(
      fc.property(
        path,
        fc.array(fc.oneof(path, fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 4 }),
        fc.array(fc.string({ maxLength: 12 })),
        (target, some, more) => {
          if (matchesPathPatterns(target, some)) expect(matchesPathPatterns(target, [...some, ...more])).toBe(true);
        },
      ),
    );
  });
});
