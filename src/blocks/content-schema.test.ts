import { describe, expect, it } from 'vitest';
import { contentSchema, linkSchema } from './content-schema';
import type { BlockTemplate } from './fields';

const template: BlockTemplate = {
  key: 't',
  name: 't',
  description: '',
  short_description: '',
  group: 'g',
  list_priority: 1,
  thumbnail_url: '',
  max_field_groups: 2,
  fields: [
    { name: 'title', kind: 'String', label: 'Title', required: true, max_length: 5 },
    { name: 'count', kind: 'Number', label: 'Count', min: 1, max: 3 },
    { name: 'data', kind: 'Markdown', language: 'json', label: 'Data' },
    { name: 'level', kind: 'Select', label: 'Level', options: ['h1', 'h2'].map((v) => ({ label: v, value: v })), default: 'h2' },
    { name: 'sep', kind: 'Separator', label: '---' },
  ],
  field_groups_template: [{ name: 'label', kind: 'String', label: 'Label', required: true }],
};

describe('contentSchema', () => {
  const strict = contentSchema(template, { strict: true });

  it('fills defaults and accepts valid content', () => {
    expect(strict.parse({ fields: { title: 'abc' } })).toEqual({ fields: { title: 'abc', level: 'h2' }, field_groups: [] });
  });

  it('reports the limits with the spec message', () => {
    const result = strict.safeParse({ fields: { title: 'abcdef', count: 9, data: '{x' }, field_groups: [{}, {}, {}] });
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toContain('fields.title: Character limit exceeded');
    expect(issues.some((i) => i.startsWith('fields.count'))).toBe(true);
    expect(issues).toContain('fields.data: Must be valid JSON');
    expect(issues).toContain('field_groups: At most 2 items');
  });

  it('accepts heading level 1 as h1', () => {
    expect(strict.parse({ fields: { title: 'a', level: '1' } }).fields.level).toBe('h1');
  });

  it('refuses unknown fields on save but drops them when rendering', () => {
    expect(strict.safeParse({ fields: { title: 'a', ghost: 1 } }).success).toBe(false);
    expect(contentSchema(template, { strict: false }).parse({ fields: { title: 'a', ghost: 1 } }).fields).not.toHaveProperty('ghost');
  });
});

describe('linkSchema', () => {
  it('defaults target to _self and forces tertiary buttons small', () => {
    expect(linkSchema.parse({ url: '/a', label: 'A', button_type: 'tertiary', size: 'medium' })).toMatchObject({ target: '_self', size: 'small' });
  });

  it('accepts predefined link aliases', () => {
    expect(linkSchema.safeParse({ url: 'alias:test-drive', label: 'x' }).success).toBe(true);
    expect(linkSchema.safeParse({ url: 'alias:bad alias', label: 'x' }).success).toBe(false);
  });

  it('refuses script URLs', () => {
    expect(linkSchema.safeParse({ url: 'javascript:alert(1)', label: 'x' }).success).toBe(false);
    expect(linkSchema.safeParse({ url: '//evil.example', label: 'x' }).success).toBe(false);
  });
});

describe('every field kind', () => {
  const all: BlockTemplate = {
    ...template,
    max_field_groups: undefined,
    fields: [
      { name: 'text', kind: 'Text', label: 'Text', max_length: 10 },
      { name: 'html', kind: 'Markdown', language: 'html', label: 'HTML' },
      { name: 'flag', kind: 'Bool', label: 'Flag' },
      { name: 'image', kind: 'Image', label: 'Image', sizes: 'standard' },
      { name: 'link', kind: 'Link', label: 'Link' },
      { name: 'links', kind: 'LinksCollection', label: 'Links', max: 1 },
      { name: 'icon', kind: 'Icon', label: 'Icon' },
      { name: 'json', kind: 'Json', label: 'JSON' },
    ],
    field_groups_template: [],
  };
  const schema = contentSchema(all, { strict: true });

  it('accepts well-formed values of each kind', () => {
    const value = {
      text: 'テキスト',
      html: '<p>本文</p>',
      flag: true,
      image: { id: 3, alt: '写真' },
      link: { url: '/a', label: 'A' },
      links: [{ url: 'https://a.example', label: 'B', target: '_blank' }],
      icon: 'arrow-right',
      json: { rows: [1, 2] },
    };
    expect(schema.safeParse({ fields: value }).success).toBe(true);
  });

  it.each([
    ['text', 'x'.repeat(11)],
    ['flag', 'yes'],
    ['image', { id: -1 }],
    ['link', { url: '/a', label: 'A', target: '_top' }],
    ['links', [{ url: '/a', label: 'A' }, { url: '/b', label: 'B' }]],
    ['icon', 'Bad Icon!'],
    ['json', 'not json'],
  ])('refuses a bad %s', (name, value) => {
    const result = schema.safeParse({ fields: { [name]: value } });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.slice(0, 2)).toEqual(['fields', name]);
  });
});
