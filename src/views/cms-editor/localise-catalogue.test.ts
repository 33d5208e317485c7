import { describe, expect, it } from 'vitest';
import type { AnyField, BlockTemplate } from '@/blocks/fields';
import { blockRegistry } from '@/blocks/registry';
import { getT } from '@/i18n/i18n';
import type { CatalogueEntry } from './editor-types';
import { localiseCatalogue } from './localise-catalogue';

function registryCatalogue(): Record<string, CatalogueEntry> {
  return Object.fromEntries(
    Object.entries(blockRegistry).map(([key, block]) => [
      key,
      { template: block.template, defaultContent: block.defaultContent } as CatalogueEntry,
    ]),
  );
}

const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
// Texts an editor reads as they are: HTML heading tags.
const latinAllowed = /^h[1-6]$/;

/** Every text of a template the editor shows, with where it comes from, for readable failures. */
function textsOf(template: BlockTemplate): [string, string][] {
  const ofField = (where: string, def: AnyField): [string, string][] => [
    [`${where}.label`, def.label],
    ...(def.help === undefined ? [] : [[`${where}.help`, def.help] as [string, string]]),
    ...(def.options ?? []).map((o): [string, string] => [`${where}.options.${o.value}`, o.label]),
  ];
  const texts: [string, string][] = [
    ['name', template.name],
    ['short_description', template.short_description],
    ['description', template.description],
    ['group', template.group],
    ...template.fields.flatMap((def) => ofField(`fields.${def.name}`, def)),
    ...template.field_groups_template.flatMap((def) => ofField(`field_groups.${def.name}`, def)),
  ];
  return texts.map(([where, text]) => [`${template.key}.${where}`, text]);
}

describe('localiseCatalogue', () => {
  it('shows every block, field and option of the registry in Japanese', () => {
    const localised = localiseCatalogue(registryCatalogue(), getT('ja'));
    const notJapanese = Object.values(localised)
      .flatMap((entry) => textsOf(entry.template))
      .filter(([, text]) => !japanese.test(text) && !latinAllowed.test(text));
    expect(notJapanese).toEqual([]);
  });

  it('reads the texts an editor sees from the translations', () => {
    const { hero_banner: hero, accordion, content_blocks: cards } = localiseCatalogue(registryCatalogue(), getT('ja'));
    const field = (entry: CatalogueEntry | undefined, name: string) => entry?.template.fields.find((f) => f.name === name);
    expect(hero?.template.name).toBe('ヒーローバナー');
    expect(hero?.template.group).toBe('ヒーロー');
    expect(field(hero, 'header_tag')?.label).toBe('見出しレベル');
    expect(field(hero, 'block_scroll_id')?.label).toBe('スクロールID（ページ内リンク用）');
    expect(field(hero, 'theme')?.options?.find((o) => o.value === 'dark-theme')).toEqual({ value: 'dark-theme', label: 'ダーク' });
    // A block's own key wins over the shared one; group fields have their own.
    expect(field(hero, 'image')?.label).toBe('画像（1600×900、1024×576、640×360）');
    expect(field(cards, 'title')?.label).toBe('タイトル');
    expect(accordion?.template.field_groups_template.find((f) => f.name === 'title')?.label).toBe('項目のタイトル');
  });

  it('keeps everything but the texts: keys, kinds, values, defaults and order', () => {
    const catalogue = registryCatalogue();
    const strip = (c: Record<string, CatalogueEntry>) =>
      JSON.stringify(c, (key, value: unknown) =>
        ['name', 'description', 'short_description', 'group', 'label', 'help'].includes(key) && typeof value === 'string' ? '' : value,
      );
    const localised = localiseCatalogue(catalogue, getT('ja'));
    expect(strip(localised)).toBe(strip(catalogue));
    // Field names are `name` too: they must not have been translated.
    expect(localised.snippet?.template.fields.map((f) => f.name)).toEqual(blockRegistry.snippet.template.fields.map((f) => f.name));
  });

  it('gives back the English templates unchanged when localising to English', () => {
    const catalogue = registryCatalogue();
    expect(localiseCatalogue(catalogue, getT('en'))).toEqual(catalogue);
  });

  it('leaves the registry untouched', () => {
    const before = structuredClone(registryCatalogue());
    const catalogue = registryCatalogue();
    const localised = localiseCatalogue(catalogue, getT('ja'));
    expect(registryCatalogue()).toEqual(before);
    expect(blockRegistry.hero_banner.template.name).toBe('Hero banner');
    expect(blockRegistry.hero_banner.template.fields[0]?.label).toBe('Block Scroll ID');
    expect(localised.hero_banner?.template).not.toBe(catalogue.hero_banner?.template);
    expect(localised.hero_banner?.template.fields[0]).not.toBe(catalogue.hero_banner?.template.fields[0]);
  });

  it('keeps the English text where a key is missing, never the key itself', () => {
    const template: BlockTemplate = {
      ...blockRegistry.snippet.template,
      key: 'not_translated_block',
      name: 'Untranslated',
      group: 'Experiments',
      fields: [
        { name: 'odd_field', kind: 'Select', label: 'Odd field', help: 'Some help', options: [{ label: 'Odd', value: 'odd' }] },
        { name: 'theme', kind: 'Select', label: 'Theme', options: [{ label: 'Brand new', value: 'brand-new' }] },
      ],
      field_groups_template: [],
    };
    const localised = localiseCatalogue({ x: { template, defaultContent: { fields: {}, field_groups: [] } } }, getT('ja')).x!.template;
    expect(localised.name).toBe('Untranslated');
    expect(localised.group).toBe('Experiments');
    expect(localised.short_description).toBe(blockRegistry.snippet.template.short_description);
    expect(localised.fields[0]).toMatchObject({ label: 'Odd field', help: 'Some help', options: [{ label: 'Odd', value: 'odd' }] });
    // The shared field label is found; its unknown option stays English.
    expect(localised.fields[1]).toMatchObject({ label: 'テーマ', options: [{ label: 'Brand new', value: 'brand-new' }] });
  });

  it('asks the translator only for keys that exist, so nothing is logged as missing', () => {
    const asked: string[] = [];
    const t = (key: string) => {
      asked.push(key);
      return `ja:${key}`;
    };
    const exists = new Set(['templates.blocks.snippet.name', 'templates.fields.title.label']);
    const localised = localiseCatalogue(registryCatalogue(), t, (key) => exists.has(key));
    expect(localised.snippet?.template.name).toBe('ja:templates.blocks.snippet.name');
    expect(localised.snippet?.template.description).toBe(blockRegistry.snippet.template.description);
    expect(new Set(asked)).toEqual(exists);
  });
});
