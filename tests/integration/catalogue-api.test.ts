import { describe, expect, it } from 'vitest';
import { GET as templates } from '@/app/api/templates/route';
import { GET as translations } from '@/app/public_api/widget_translations_configs/[lang]/route';
import { ctx, problem, request } from '../fixtures/http';

const specAttributes = [
  'key',
  'name',
  'description',
  'short_description',
  'group',
  'list_priority',
  'thumbnail_url',
  'max_field_groups',
  'fields',
  'field_groups_template',
];

describe('templates API', () => {
  it('returns the catalogue as template records with exactly the spec attributes', async () => {
    const body = await (await templates(request('/api/templates'), undefined)).json();
    expect(body.data.length).toBeGreaterThanOrEqual(7);
    for (const record of body.data) {
      expect(record.type).toBe('template');
      expect(record.id).toBe(record.attributes.key);
      for (const key of Object.keys(record.attributes)) expect(specAttributes).toContain(key);
    }
  });

  it('puts Block Scroll ID first on every block but in-page navigation and immersive hero', async () => {
    const body = await (await templates(request('/api/templates'), undefined)).json();
    for (const { attributes } of body.data) {
      const first = attributes.fields[0]?.label;
      if (['in_page_navigation', 'immersive_hero'].includes(attributes.key)) expect(first, attributes.key).not.toBe('Block Scroll ID');
      else expect(first, attributes.key).toBe('Block Scroll ID');
    }
  });

  it('declares the spec limits', async () => {
    const body = await (await templates(request('/api/templates'), undefined)).json();
    const max = Object.fromEntries(
      body.data.map((r: { attributes: { key: string; max_field_groups?: number } }) => [r.attributes.key, r.attributes.max_field_groups]),
    );
    expect(max).toMatchObject({ accordion: 30, in_page_navigation: 10, content_blocks: 1000 });
  });
});

describe('translations API', () => {
  it('serves Japanese and English', async () => {
    const ja = await (await translations(request('/public_api/widget_translations_configs/ja'), ctx({ lang: 'ja' }))).json();
    expect(ja.data.translations.block.error_msg).toBe('問題が発生しました。もう一度お試しください。');
    const en = await (await translations(request('/public_api/widget_translations_configs/EN'), ctx({ lang: 'EN' }))).json();
    expect(en.data.translations.block.error_msg).toBe('Something went wrong, please try again.');
  });

  it('answers an unknown language with 404 problem+json', async () => {
    const res = await translations(request('/public_api/widget_translations_configs/xx'), ctx({ lang: 'xx' }));
    expect(res.status).toBe(404);
    expect((await problem(res)).detail).toContain('xx');
  });
});
