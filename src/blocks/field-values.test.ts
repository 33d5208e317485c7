import { describe, expect, it } from 'vitest';
import { imageValueSchema, linkSchema } from './field-values';

/** Stored Link and Image values (blocks.md §5). */
describe('linkSchema', () => {
  it('fills the defaults of a bare link', () => {
    expect(linkSchema.parse({})).toEqual({ type: 'internal', target: '_self', button_type: 'primary', size: 'medium' });
  });

  it('keeps what an editor chose, trimmed', () => {
    const link = {
      type: 'external',
      url: ' https://example.jp ',
      label: ' 詳しく ',
      target: '_blank',
      button_type: 'secondary',
      size: 'small',
      form_id: 'f1',
    };
    expect(linkSchema.parse(link)).toEqual({ ...link, url: 'https://example.jp', label: '詳しく' });
  });

  it('makes a tertiary button small and leaves other buttons their size', () => {
    expect(linkSchema.parse({ button_type: 'tertiary', size: 'medium' }).size).toBe('small');
    expect(linkSchema.parse({ button_type: 'secondary', size: 'medium' }).size).toBe('medium');
  });

  it.each([
    '/models',
    '#top',
    'http://example.jp',
    'HTTPS://EXAMPLE.JP',
    'mailto:info@example.jp',
    'tel:0312345678',
    'alias:Test-Drive_2',
    '/a//b',
  ])('accepts the URL %s', (url) => expect(linkSchema.safeParse({ url }).success).toBe(true));

  it.each([
    '//evil.example',
    'ftp://example.jp',
    'javascript:alert(1)',
    'models/a',
    'x/models',
    'alias:',
    'alias:a.b',
    'xalias:a',
    'example.jp#x',
  ])('refuses the URL %s, naming the url field', (url) => {
    const issues = linkSchema.safeParse({ url }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['url', 'URL must be a path, http(s), mailto:, tel: or alias:<predefined link>'],
    ]);
  });

  it('treats an empty URL as no URL', () => {
    expect(linkSchema.safeParse({ url: '' }).success).toBe(true);
  });

  it('limits URL, label and form id lengths', () => {
    expect(linkSchema.safeParse({ url: `/${'a'.repeat(2047)}`, label: 'a'.repeat(255), form_id: 'a'.repeat(64) }).success).toBe(true);
    expect(linkSchema.safeParse({ url: `/${'a'.repeat(2048)}` }).success).toBe(false);
    expect(linkSchema.safeParse({ label: 'a'.repeat(256) }).success).toBe(false);
    expect(linkSchema.safeParse({ form_id: 'a'.repeat(65) }).success).toBe(false);
  });

  it.each([
    ['type', 'page'],
    ['target', '_parent'],
    ['button_type', 'ghost'],
    ['size', 'large'],
  ])('refuses an unknown %s', (key, value) => {
    expect(linkSchema.safeParse({ [key]: value }).success).toBe(false);
  });
});

describe('imageValueSchema', () => {
  it('takes a positive whole image id and an optional alt text of up to 300 characters', () => {
    expect(imageValueSchema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(imageValueSchema.parse({ id: 7, alt: 'a'.repeat(300) })).toEqual({ id: 7, alt: 'a'.repeat(300) });
    expect(imageValueSchema.safeParse({ id: 0 }).success).toBe(false);
    expect(imageValueSchema.safeParse({ id: 1.5 }).success).toBe(false);
    expect(imageValueSchema.safeParse({ id: 1, alt: 'a'.repeat(301) }).success).toBe(false);
  });
});
