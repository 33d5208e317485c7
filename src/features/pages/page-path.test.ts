import { describe, expect, it } from 'vitest';
import { pagePathProblem, pagePathSchema } from './page-path';

describe('pagePathProblem', () => {
  it.each(['/', '/models', '/models/defender-110', '/ニュース/2026', '/a.b/c_d~e', '/キャンペーン'])('accepts %s', (path) => {
    expect(pagePathProblem(path)).toBeNull();
  });

  it.each([
    ['//evil.example', 'must not contain //'],
    ['/../../etc/passwd', 'must not contain . or .. segments'],
    ['/a/./b', 'must not contain . or .. segments'],
    ['/api/settings', 'is reserved by the application'],
    ['/API/settings', 'is reserved by the application'],
    ['/public_api/x', 'is reserved by the application'],
    ['/showroom/x', 'is reserved by the application'],
    ['/q?x=1', 'use letters'],
    ['/h#frag', 'use letters'],
    ['/a%2Fb', 'use letters'],
    ['/a b', 'use letters'],
    ['/a\\b', 'use letters'],
    ['/a\u0000b', 'use letters'],
    ['/about/', 'must not end with /'],
    ['about', 'must start with /'],
  ])('refuses %j (%s)', (path, problem) => {
    expect(pagePathProblem(path)).toContain(problem);
  });

  it('leaves /news to the CMS (the news list page) but reserves the articles below it', () => {
    expect(pagePathProblem('/news')).toBeNull();
    expect(pagePathProblem('/news/new-defender-2026')).toContain('is reserved by the application');
  });

  it('does not reserve paths that merely start with the same letters', () => {
    expect(pagePathProblem('/apis')).toBeNull();
    expect(pagePathProblem('/showrooms')).toBeNull();
  });
});

describe('pagePathSchema', () => {
  it('drops one trailing slash but still refuses doubled ones', () => {
    expect(pagePathSchema.parse('/guide/')).toBe('/guide');
    expect(pagePathSchema.safeParse('/guide//').success).toBe(false);
  });

  it('normalises to NFC so that the same title typed two ways is one path', () => {
    expect(pagePathSchema.parse('/\u30ab\u3099')).toBe('/\u30ac');
  });
});
