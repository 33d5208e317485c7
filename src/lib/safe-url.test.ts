import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSafeLinkUrl, safeLinkUrlSchema } from './safe-url';

describe('isSafeLinkUrl', () => {
  it.each([
    '/models',
    '/stock?sort=priceAsc',
    '#top',
    'https://example.jp/a',
    'HTTPS://EXAMPLE.JP/A',
    'http://example.jp',
    'mailto:info@example.jp',
    'tel:+81312345678',
  ])('accepts %s', (url) => expect(isSafeLinkUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/x',
    '/\\evil.example',
    'https:evil',
    'ftp://example.jp/file',
    'http:evil',
    'http:evil?next=https://example.jp',
    '/a ',
    '/a\u001f',
    '/a\u007f',
    '/a\\b',
    'foo',
    '',
    '/a\u0000b',
  ])('refuses %j', (url) => expect(isSafeLinkUrl(url)).toBe(false));

  it('can refuse anchors where only real targets make sense', () => {
    expect(isSafeLinkUrl('#x', { allowAnchor: false })).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://example.jp/page')).toBe(true);
    expect(isHttpUrl('http://example.jp/page')).toBe(true);
    expect(isHttpUrl('/page')).toBe(false);
    expect(isHttpUrl('/page?next=https://example.jp')).toBe(false);
    expect(isHttpUrl('mailto:info@example.jp')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('safeLinkUrlSchema', () => {
  it('trims what an editor typed before checking it', () => {
    expect(safeLinkUrlSchema.parse('  /models  ')).toBe('/models');
  });

  it('refuses an empty link as too short', () => {
    const result = safeLinkUrlSchema.safeParse('   ');
    expect(result.error?.issues.map((i) => i.code)).toContain('too_small');
  });

  it('allows links of up to 2048 characters', () => {
    expect(safeLinkUrlSchema.safeParse(`/${'a'.repeat(2047)}`).success).toBe(true);
    expect(safeLinkUrlSchema.safeParse(`/${'a'.repeat(2048)}`).error?.issues.map((i) => i.code)).toEqual(['too_big']);
  });

  it('gives a message naming what is allowed', () => {
    const result = safeLinkUrlSchema.safeParse('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/http\(s\) URL/);
  });
});
