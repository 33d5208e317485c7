import { describe, expect, it } from 'vitest';
import { contentSchema, type ContentSchemaSource } from './content-schema';
import { linkSchema } from './field-values';

const template: ContentSchemaSource = {
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
  // Built inside each test: a template that fails to build must fail a test, not only the file's collection.
  const strict = () => contentSchema(template, { strict: true });

  it('fills defaults and accepts valid content', () => {
    expect(strict().parse({ fields: { title: 'abc' } })).toEqual({ fields: { title: 'abc', level: 'h2' }, field_groups: [] });
  });

  it('fills field defaults when the content has no fields at all', () => {
    const optional = { fields: template.fields.filter((f) => !f.required), field_groups_template: [] };
    expect(contentSchema(optional, { strict: false }).parse({})).toEqual({ fields: { level: 'h2' }, field_groups: [] });
  });

  it('drops retired fields on save and still refuses other unknown fields', () => {
    const saving = contentSchema(template, { strict: true, retiredFields: ['old'] });
    expect(saving.parse({ fields: { title: 'a', old: 'x' } }).fields).toEqual({ title: 'a', level: 'h2' });
    expect(saving.safeParse({ fields: { title: 'a', ghost: 'x' } }).success).toBe(false);
  });

  it('reports the limits with the spec message', () => {
    const result = strict().safeParse({ fields: { title: 'abcdef', count: 9, data: '{x' }, field_groups: [{}, {}, {}] });
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toContain('fields.title: Character limit exceeded');
    expect(issues.some((i) => i.startsWith('fields.count'))).toBe(true);
    expect(issues).toContain('fields.data: Must be valid JSON');
    expect(issues).toContain('field_groups: At most 2 items');
  });

  it('stores nothing for a separator: a value under its name is refused on save and dropped when rendering', () => {
    expect(strict().safeParse({ fields: { title: 'a', sep: 'x' } }).success).toBe(false);
    expect(contentSchema(template, { strict: false }).parse({ fields: { title: 'a', sep: 'x' } }).fields).not.toHaveProperty('sep');
  });

  it('accepts heading level 1 as h1', () => {
    expect(strict().parse({ fields: { title: 'a', level: '1' } }).fields.level).toBe('h1');
  });

  it('refuses unknown fields on save but drops them when rendering', () => {
    expect(strict().safeParse({ fields: { title: 'a', ghost: 1 } }).success).toBe(false);
    expect(contentSchema(template, { strict: false }).parse({ fields: { title: 'a', ghost: 1 } }).fields).not.toHaveProperty('ghost');
  });
});

describe('linkSchema', () => {
  it('defaults target to _self and forces tertiary buttons small', () => {
    expect(linkSchema.parse({ url: '/a', label: 'A', button_type: 'tertiary', size: 'medium' })).toMatchObject({
      target: '_self',
      size: 'small',
    });
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
  const all: ContentSchemaSource = {
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
  const schema = () => contentSchema(all, { strict: true });

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
    expect(schema().safeParse({ fields: value }).success).toBe(true);
  });

  it.each([
    ['text', 'x'.repeat(11)],
    ['flag', 'yes'],
    ['image', { id: -1 }],
    ['link', { url: '/a', label: 'A', target: '_top' }],
    [
      'links',
      [
        { url: '/a', label: 'A' },
        { url: '/b', label: 'B' },
      ],
    ],
    ['icon', 'Bad Icon!'],
    ['json', 'not json'],
  ])('refuses a bad %s', (name, value) => {
    const result = schema().safeParse({ fields: { [name]: value } });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.slice(0, 2)).toEqual(['fields', name]);
  });
});

describe('text limits and required text', () => {
  const schema = () =>
    contentSchema(
      {
        fields: [
          { name: 'short', kind: 'String', label: 'Short' },
          { name: 'long', kind: 'Text', label: 'Long' },
          { name: 'html', kind: 'Markdown', language: 'html', label: 'HTML' },
          { name: 'must', kind: 'String', label: 'Must', required: true },
          { name: 'body', kind: 'Markdown', language: 'html', label: 'Body', required: true, max_length: 10 },
        ],
        field_groups_template: [],
      },
      { strict: true },
    );
  const base = { must: 'x', body: '<p>x</p>' };
  const issues = (fields: Record<string, unknown>) =>
    (schema().safeParse({ fields: { ...base, ...fields } }).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

  it('allows 255 characters in a String and 5000 in a Text unless the field says otherwise', () => {
    expect(issues({ short: 'a'.repeat(255), long: 'a'.repeat(5000) })).toEqual([]);
    expect(issues({ short: 'a'.repeat(256), long: 'a'.repeat(5001) })).toEqual([
      'fields.short: Character limit exceeded',
      'fields.long: Character limit exceeded',
    ]);
  });

  it('allows 100,000 characters of editor HTML and refuses more', () => {
    expect(issues({ html: 'a'.repeat(100_000) })).toEqual([]);
    expect(issues({ html: 'a'.repeat(100_001) })).toEqual(['fields.html: Character limit exceeded']);
  });

  it('refuses blank required text with "Required" and stores it trimmed', () => {
    expect(issues({ must: '   ', body: ' \n ' })).toEqual(['fields.must: Required', 'fields.body: Required']);
    expect(schema().parse({ fields: { must: ' 車 ', body: ' <p>x</p> ' } }).fields).toMatchObject({ must: '車', body: '<p>x</p>' });
  });

  it('applies the field limit to required Markdown', () => {
    expect(issues({ body: 'a'.repeat(11) })).toEqual(['fields.body: Character limit exceeded']);
  });

  it('keeps optional text as written, spaces included, and leaves a missing one out', () => {
    expect(schema().parse({ fields: { ...base, short: '  ' } }).fields).toEqual({ ...base, short: '  ' });
    expect(schema().parse({ fields: base }).fields).toEqual(base);
  });

  it('refuses a missing required field', () => {
    expect(issues({ must: undefined })).toHaveLength(1);
    expect(issues({ must: undefined })[0]).toMatch(/^fields\.must: /);
  });

  it('does not check editor HTML as JSON', () => {
    expect(issues({ html: '{not json' })).toEqual([]);
  });
});

describe('JSON text', () => {
  const schema = () =>
    contentSchema(
      { fields: [{ name: 'data', kind: 'Markdown', language: 'json', label: 'Data' }], field_groups_template: [] },
      { strict: true },
    );

  it.each(['', '   ', '{"a":[1]}', '[]', '3'])('accepts %j (blank means no data)', (data) => {
    expect(schema().safeParse({ fields: { data } }).success).toBe(true);
  });

  it.each(['{a:1}', '[1,', 'undefined'])('refuses %j with "Must be valid JSON"', (data) => {
    expect(
      schema()
        .safeParse({ fields: { data } })
        .error?.issues.map((i) => i.message),
    ).toEqual(['Must be valid JSON']);
  });
});

describe('numbers, selects and references', () => {
  const schema = () =>
    contentSchema(
      {
        fields: [
          { name: 'free', kind: 'Number', label: 'Free' },
          { name: 'from_zero', kind: 'Number', label: 'From zero', min: 0 },
          { name: 'up_to_zero', kind: 'Number', label: 'Up to zero', max: 0 },
          { name: 'heading', kind: 'Select', label: 'Heading', options: ['h1', 'h2', 'h3'].map((v) => ({ label: v, value: v })) },
          { name: 'columns', kind: 'Select', label: 'Columns', options: ['1', '2', '3'].map((v) => ({ label: v, value: v })) },
          { name: 'image', kind: 'Image', label: 'Image' },
          { name: 'hero', kind: 'Image', label: 'Hero', required: true },
          { name: 'link', kind: 'Link', label: 'Link' },
          { name: 'cta', kind: 'Link', label: 'CTA', required: true },
          { name: 'links', kind: 'LinksCollection', label: 'Links' },
          { name: 'buttons', kind: 'LinksCollection', label: 'Buttons', required: true },
          { name: 'icon', kind: 'Icon', label: 'Icon' },
          { name: 'table', kind: 'Json', label: 'Table' },
        ],
        field_groups_template: [],
      },
      { strict: true },
    );
  const base = { hero: { id: 1 }, cta: { url: '/a', label: 'A' }, buttons: [{ url: '/b', label: 'B' }] };
  const parse = (fields: Record<string, unknown>) => schema().safeParse({ fields: { ...base, ...fields } });

  it('checks number bounds only where the field has them, zero included', () => {
    expect(parse({ free: -5, from_zero: 0, up_to_zero: 0 }).success).toBe(true);
    expect(parse({ from_zero: -1 }).success).toBe(false);
    expect(parse({ up_to_zero: 1 }).success).toBe(false);
    expect(parse({ free: '3' }).success).toBe(false);
  });

  it('takes heading levels as h1–h6 or as the numbers 1–6', () => {
    expect(parse({ heading: 3 }).data?.fields.heading).toBe('h3');
    expect(parse({ heading: '2' }).data?.fields.heading).toBe('h2');
    expect(parse({ heading: 'h1' }).data?.fields.heading).toBe('h1');
    expect(parse({ heading: 4 }).success).toBe(false);
    expect(parse({ heading: '12' }).success).toBe(false);
  });

  it('does not turn numbers into heading levels in other selects', () => {
    expect(parse({ columns: '2' }).data?.fields.columns).toBe('2');
    expect(parse({ columns: 2 }).success).toBe(false);
  });

  it('lets optional images and links be null, but not required ones', () => {
    expect(parse({ image: null, link: null }).success).toBe(true);
    expect(parse({ hero: null }).success).toBe(false);
    expect(parse({ cta: null }).success).toBe(false);
  });

  it('allows ten links unless the field says otherwise, and refuses an empty required list', () => {
    const link = { url: '/a', label: 'A' };
    expect(parse({ links: Array.from({ length: 10 }, () => link) }).success).toBe(true);
    expect(parse({ links: Array.from({ length: 11 }, () => link) }).success).toBe(false);
    expect(parse({ buttons: [] }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['fields.buttons: Required']);
  });

  it('takes icon names of lower-case letters, digits and dashes, or none', () => {
    expect(parse({ icon: '' }).success).toBe(true);
    expect(parse({ icon: 'arrow-right-2' }).success).toBe(true);
    expect(parse({ icon: 'Arrow' }).error?.issues.map((i) => i.message)).toEqual(['Unknown icon name']);
    expect(parse({ icon: 'arrow right' }).success).toBe(false);
  });

  it('takes JSON objects and lists', () => {
    expect(parse({ table: { rows: [] } }).success).toBe(true);
    expect(parse({ table: [1, 2] }).success).toBe(true);
    expect(parse({ table: 3 }).success).toBe(false);
  });
});

describe('content shape', () => {
  const source: ContentSchemaSource = {
    fields: [{ name: 'title', kind: 'String', label: 'Title' }],
    field_groups_template: [{ name: 'label', kind: 'String', label: 'Label', required: true }],
  };

  it('allows any number of field groups when the block sets no limit', () => {
    const groups = Array.from({ length: 50 }, (_, i) => ({ label: `item ${i}` }));
    expect(contentSchema(source, { strict: true }).parse({ field_groups: groups }).field_groups).toHaveLength(50);
  });

  it('checks each field group against the group template, refusing unknown names on save only', () => {
    expect(contentSchema(source, { strict: true }).safeParse({ field_groups: [{ label: 'a', extra: 1 }] }).success).toBe(false);
    expect(contentSchema(source, { strict: false }).parse({ field_groups: [{ label: 'a', extra: 1 }] }).field_groups).toEqual([
      { label: 'a' },
    ]);
    expect(contentSchema(source, { strict: false }).safeParse({ field_groups: [{}] }).success).toBe(false);
  });

  it('refuses fields that are not an object, also when retired fields are dropped', () => {
    const saving = contentSchema(source, { strict: true, retiredFields: ['old'] });
    expect(saving.safeParse({ fields: [] }).success).toBe(false);
    expect(saving.safeParse({ fields: null }).success).toBe(false);
    expect(saving.safeParse({ fields: 'title' }).success).toBe(false);
    expect(saving.safeParse({ fields: 5 }).success).toBe(false);
    expect(saving.safeParse({ fields: true }).success).toBe(false);
  });

  it('drops only the retired names', () => {
    const saving = contentSchema(source, { strict: true, retiredFields: ['old', 'older'] });
    expect(saving.parse({ fields: { title: 'a', old: 1, older: 2 } }).fields).toEqual({ title: 'a' });
  });
});
