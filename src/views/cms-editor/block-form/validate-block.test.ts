import { describe, expect, it } from 'vitest';
import { accordionTemplate } from '@/blocks/accordion/template';
import { field } from '@/blocks/field-factories';
import { defineTemplate } from '@/blocks/fields';
import { heroBannerTemplate } from '@/blocks/hero-banner/template';
import type { BlockFormLabels } from './block-form-labels';
import { fill, indexErrors, validateBlockContent, withServerRules } from './validate-block';

const messages: BlockFormLabels['messages'] = {
  required: '入力してください',
  maxLength: '{{max}}文字以内で入力してください',
  json: 'JSONの形式が正しくありません',
  jsonShape: 'JSONのオブジェクトまたは配列を入力してください',
  url: 'URLの形式が正しくありません',
  number: '数値を入力してください',
  numberMin: '{{min}}以上の数値を入力してください',
  numberMax: '{{max}}以下の数値を入力してください',
  option: '選択肢から選んでください',
  icon: 'アイコン名は半角英小文字・数字・ハイフンで入力してください',
  maxItems: '{{max}}件以内にしてください',
  unknownField: 'このブロックにない項目です',
  invalid: '入力内容を確認してください',
};

const kinds = defineTemplate({
  key: 'kinds',
  name: 'Kinds',
  description: '',
  short_description: '',
  group: 'Test',
  list_priority: 0,
  thumbnail_url: '',
  fields: [
    field.number('count', 'Count', { min: 1, max: 3 }),
    field.select('align', 'Align', ['left', 'center'], 'left'),
    { name: 'icon', kind: 'Icon', label: 'Icon' },
    { name: 'data', kind: 'Markdown', language: 'json', label: 'Data' },
    { name: 'config', kind: 'Json', label: 'Config' },
    field.link('cta', 'CTA'),
    field.links('buttons', 'Buttons', 2),
  ],
  field_groups_template: [],
});

const hero = (fields: Record<string, unknown>) => ({
  fields: { title: 'ようこそ', image: { id: 1, alt: '車' }, ...fields },
  field_groups: [],
});

describe('validateBlockContent', () => {
  it('finds nothing wrong with complete content', () => {
    expect(validateBlockContent(heroBannerTemplate, hero({}), messages)).toEqual([]);
    expect(validateBlockContent(accordionTemplate, { fields: {}, field_groups: [{ title: 'Q1' }] }, messages)).toEqual([]);
  });

  it('asks for required fields in Japanese, empty or missing', () => {
    const errors = validateBlockContent(heroBannerTemplate, { fields: { title: '   ' }, field_groups: [] }, messages);
    expect(errors).toEqual([
      { pointer: 'fields.title', detail: '入力してください' },
      { pointer: 'fields.image', detail: '入力してください' },
    ]);
    expect(validateBlockContent(heroBannerTemplate, hero({ image: null }), messages)).toEqual([
      { pointer: 'fields.image', detail: '入力してください' },
    ]);
  });

  it('states the character limit of the template', () => {
    expect(validateBlockContent(heroBannerTemplate, hero({ title: 'あ'.repeat(121) }), messages)).toEqual([
      { pointer: 'fields.title', detail: '120文字以内で入力してください' },
    ]);
    expect(validateBlockContent(heroBannerTemplate, hero({ title: 'あ'.repeat(120) }), messages)).toEqual([]);
  });

  it('points into field groups, and limits their number', () => {
    const two = [{ title: 'Q1' }, { title: '' }];
    expect(validateBlockContent(accordionTemplate, { fields: {}, field_groups: two }, messages)).toEqual([
      { pointer: 'field_groups.1.title', detail: '入力してください' },
    ]);
    const many = Array.from({ length: 31 }, () => ({ title: 'Q' }));
    expect(validateBlockContent(accordionTemplate, { fields: {}, field_groups: many }, messages)).toEqual([
      { pointer: 'field_groups', detail: '30件以内にしてください' },
    ]);
  });

  it('maps every rule of the other kinds', () => {
    const errors = validateBlockContent(
      kinds,
      {
        fields: {
          count: 9,
          align: 'right',
          icon: 'Arrow Right',
          data: '{"a":',
          config: 42,
          cta: { url: 'javascript:alert(1)', label: 'Go' },
          buttons: [{}, {}, {}],
        },
        field_groups: [],
      },
      messages,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { pointer: 'fields.count', detail: '3以下の数値を入力してください' },
        { pointer: 'fields.align', detail: '選択肢から選んでください' },
        { pointer: 'fields.icon', detail: 'アイコン名は半角英小文字・数字・ハイフンで入力してください' },
        { pointer: 'fields.data', detail: 'JSONの形式が正しくありません' },
        { pointer: 'fields.config', detail: 'JSONのオブジェクトまたは配列を入力してください' },
        { pointer: 'fields.cta.url', detail: 'URLの形式が正しくありません' },
        { pointer: 'fields.buttons', detail: '2件以内にしてください' },
      ]),
    );
    expect(errors).toHaveLength(7);
    expect(validateBlockContent(kinds, { fields: { count: 0 }, field_groups: [] }, messages)).toEqual([
      { pointer: 'fields.count', detail: '1以上の数値を入力してください' },
    ]);
    expect(validateBlockContent(kinds, { fields: { count: '2' }, field_groups: [] }, messages)).toEqual([
      { pointer: 'fields.count', detail: '数値を入力してください' },
    ]);
  });

  it('leaves unknown fields to the server unless asked to be strict', () => {
    const content = hero({ retired: 'x' });
    expect(validateBlockContent(heroBannerTemplate, content, messages)).toEqual([]);
    expect(validateBlockContent(heroBannerTemplate, content, messages, { strict: true })).toEqual([
      { pointer: 'fields.retired', detail: 'このブロックにない項目です' },
    ]);
  });
});

describe('fill and indexErrors', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('{{count}} / {{max}}', { count: 12, max: 160 })).toBe('12 / 160');
    expect(fill('{{n}} {{x}}', { n: 1 })).toBe('1 {{x}}');
  });

  it('groups messages by pointer without repeats, dropping a page-level content. prefix', () => {
    const index = indexErrors(
      [{ pointer: 'fields.title', detail: 'A' }],
      [
        { pointer: 'content.fields.title', detail: 'A' },
        { pointer: 'fields.title', detail: 'B' },
      ],
    );
    expect([...index]).toEqual([['fields.title', ['A', 'B']]]);
  });
});

describe('withServerRules', () => {
  const block = { fields: { hotspots: [{ x: 120 }] }, field_groups: [] };
  const rule = {
    pointer: 'fields.hotspots',
    detail: '1番目のホットスポット：x（画像の左端からの位置）を0〜100の数値（%）で入力してください。',
  };
  const local = [{ pointer: 'fields.title', detail: '入力してください' }];

  it('adds the server rule messages of a block that is still as saved', () => {
    expect(withServerRules(local, [rule], { content: block }, block)).toEqual([...local, rule]);
    // As stored: the database keeps no key order.
    expect(withServerRules(local, [rule], { content: { field_groups: [], fields: block.fields } }, block)).toEqual([...local, rule]);
  });

  it('drops them once the block has changed since, and never repeats a pointer the editor reports', () => {
    expect(withServerRules(local, [rule], { content: block }, { ...block, fields: { hotspots: [] } })).toEqual(local);
    expect(withServerRules(local, [rule], undefined, block)).toEqual(local);
    expect(withServerRules(local, [rule], { content: { ...block, fields: { hotspots: [{ x: 120 }], title: 'x' } } }, block)).toEqual(local);
    expect(withServerRules(local, [rule], { content: { ...block, field_groups: {} } }, block)).toEqual(local);
    expect(withServerRules(local, [{ pointer: 'fields.title', detail: 'Required' }], { content: block }, block)).toEqual(local);
    expect(withServerRules([], undefined, { content: block }, block)).toEqual([]);
  });
});
