import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it.each([
    '/',
    '/showroom-order-online/confirmation/R12345678?token=abc_DEF-123',
    '/reservation/cancel?order=R12345678&token=abc_DEF-123',
    // A Japanese page path, as the block writes it (encodeURI).
    '/%E4%BA%88%E7%B4%84/%E5%8F%96%E3%82%8A%E6%B6%88%E3%81%97?order=R12345678&token=x',
    '/cancel#top',
  ])('keeps the site path %s', (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each([
    ['a scheme-relative URL', '//evil.example'],
    ['a scheme-relative URL with a path', '//evil.example/cancel?order=R1'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash host, escaped as JSON would', '/\\\\evil.example'],
    ['a backslash later on', '/cancel\\..\\..\\evil'],
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'cancel?order=R1'],
    ['a percent-encoded leading slash', '%2F%2Fevil.example'],
    ['percent-encoded slashes', '/%2F%2Fevil.example'],
    ['percent-encoded slashes in lower case', '/%2f%2fevil.example'],
    ['a percent-encoded backslash', '/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a line break (header injection)', '/cancel\r\nSet-Cookie: a=b'],
    ['a space', '/ /evil.example'],
    ['dot segments that resolve to //host', '/a/..//evil.example'],
    ['a dot segment before //host', '/.//evil.example'],
    ['a doubled slash later on', '/cancel//evil.example'],
    ['a parent segment', '/cancel/../admin'],
    ['nothing', ''],
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { toString: () => '/cancel' }],
    ['a very long value', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_, value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
