import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/cms', '/cms'],
    ['/cms/pages/12?tab=blocks#hero', '/cms/pages/12?tab=blocks#hero'],
    ['/stock?model=defender', '/stock?model=defender'],
    ['/%E6%96%B0%E7%9D%80', '/%E6%96%B0%E7%9D%80'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    ['another host, scheme-relative', '//evil.example/cms'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later on', '/cms\\..\\x'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'cms'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a line break', '/cms\nSet-Cookie: a=b'],
    ['nothing', undefined],
    ['a number', 42],
    ['a very long value', `/${'a'.repeat(2049)}`],
    ['a dot segment a URL parser turns into another host', '/.//evil.example'],
    ['a parent segment that climbs to another host', '/cms/..//evil.example'],
    ['an encoded slash', '/%2F%2Fevil.example'],
  ])('falls back on %s', (_, input) => {
    expect(safeNextPath(input)).toBe('/cms');
    expect(safeNextPath(input, '/')).toBe('/');
  });
});
