import { describe, expect, it } from 'vitest';
import { jsonSourceOf } from './json-source';

describe('jsonSourceOf', () => {
  it('reads a site path to a .json file, decoded, its query dropped', () => {
    expect(jsonSourceOf(' /demo/range/range-data.json ')).toEqual({ kind: 'site', path: '/demo/range/range-data.json' });
    expect(jsonSourceOf('/a_b-c/d.e.json')).toEqual({ kind: 'site', path: '/a_b-c/d.e.json' });
    expect(jsonSourceOf('/demo/%E7%94%BB%E5%83%8F.json?v=2')).toEqual({ kind: 'site', path: '/demo/画像.json' });
    expect(jsonSourceOf('/demo/images.json#top')).toEqual({ kind: 'site', path: '/demo/images.json' });
    expect(jsonSourceOf('/x%2Ejson')).toEqual({ kind: 'site', path: '/x.json' });
  });

  it('reads an https URL (and http, which only the outbound guard’s stand-ins get past), normalised, without its fragment', () => {
    expect(jsonSourceOf('https://data.example.jp/r.json')).toEqual({ kind: 'remote', url: 'https://data.example.jp/r.json' });
    expect(jsonSourceOf('https://data.example.jp/range.json?v=2&key=k')).toEqual({
      kind: 'remote',
      url: 'https://data.example.jp/range.json?v=2&key=k',
    });
    expect(jsonSourceOf('HTTPS://CDN.example.jp/quiz/images#x')).toEqual({ kind: 'remote', url: 'https://cdn.example.jp/quiz/images' });
    expect(jsonSourceOf('http://127.0.0.1:5700/r.json')).toEqual({ kind: 'remote', url: 'http://127.0.0.1:5700/r.json' });
  });

  it.each([
    ['nothing', ''],
    ['blank', '   '],
    ['no address', undefined],
    ['null', null],
    ['a relative path', 'range-data.json'],
    ['a relative path with a folder', 'demo/images.json'],
    ['another host without a scheme', '//evil.example/x.json'],
    ['a backslash after the first slash', '/\\evil.example/x.json'],
    ['the parent folder', '/demo/../secret.json'],
    ['the parent folder first', '/../secret.json'],
    ['the parent folder, percent-encoded', '/%2e%2e/x.json'],
    ['the parent folder, percent-encoded inside', '/demo/%2E%2E/secret.json'],
    ['this folder', '/demo/./x.json'],
    ['a hidden file', '/.env.json'],
    ['a hidden folder', '/demo/.git/config.json'],
    ['an empty segment', '/demo//x.json'],
    ['a trailing slash', '/x.json/'],
    ['the root', '/'],
    ['a slash made by percent-encoding', '/demo%2Fx.json'],
    ['a backslash', '/demo\\x.json'],
    ['a backslash made by percent-encoding', '/demo/%5C..%5Cx.json'],
    ['a NUL made by percent-encoding', '/demo/x%00.json'],
    ['a control character', '/demo/x\u0001.json'],
    ['a space inside', '/demo/my file.json'],
    ['a space made by percent-encoding', '/demo/my%20file.json'],
    ['broken percent-encoding', '/demo/%E0%A4%A.json'],
    ['another extension', '/demo/range.txt'],
    ['no extension', '/demo/images'],
    ['.json in capitals', '/demo/images.JSON'],
    ['.json only in the query', '/demo/images?.json'],
    ['credentials', 'https://u:p@x.jp/a.json'],
    ['a user name', 'https://key@x.jp/a.json'],
    ['a password alone', 'https://:key@x.jp/a.json'],
    ['a URL with a backslash', 'https://x.jp\\@evil.example/a.json'],
    ['a URL with a space', 'https://x.jp/a b.json'],
    ['https without slashes', 'https:x.jp/a.json'],
    ['a URL that does not parse', 'https://x.jp:99999/a.json'],
    ['another scheme', 'ftp://x.jp/a.json'],
    ['a file URL', 'file:///etc/passwd.json'],
    ['a data URL', 'data:,{}'],
    ['script', 'javascript:alert(1)'],
    ['words', 'not a url'],
  ])('refuses %s', (_, address) => {
    expect(jsonSourceOf(address)).toBeNull();
  });
});
