import { describe, expect, it } from 'vitest';
import { fieldKinds } from './fields';
import { blockRegistry, getBlockDefinition, needsDynamicRendering } from './registry';

const blocks = Object.entries(blockRegistry);
/** A value no field kind accepts. */
const unacceptable = Symbol('unacceptable');

describe('block registry', () => {
  it.each(blocks)('%s: its key is the template key and its default content fits its save schema', (key, def) => {
    expect(def.template.key).toBe(key);
    const parsed = def.schemas.save.safeParse(def.defaultContent);
    expect(parsed.error?.issues).toBeUndefined();
  });

  it.each(blocks)('%s: fields use the spec kinds and unique names', (_key, def) => {
    const kinds = new Set([...def.template.fields, ...def.template.field_groups_template].map((f) => f.kind));
    expect([...kinds].filter((kind) => !fieldKinds.includes(kind))).toEqual([]);
    const names = def.template.fields.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  // If a field were missing from a schema, saving would refuse it as unknown and rendering would
  // silently drop it: both must instead judge its value.
  it.each(blocks)('%s: both schemas validate every field the template offers', (_key, def) => {
    const offered = [
      ...def.template.fields
        .filter((f) => f.kind !== 'Separator')
        .map((f) => ({ fields: { [f.name]: unacceptable }, path: ['fields', f.name] })),
      ...def.template.field_groups_template.map((f) => ({
        fields: {},
        field_groups: [{ [f.name]: unacceptable }],
        path: ['field_groups', 0, f.name],
      })),
    ];
    expect(offered.length).toBeGreaterThan(0);
    const judged = (schema: typeof def.schemas.save) =>
      offered.filter(({ path, ...content }) =>
        schema.safeParse(content).error?.issues.some((i) => i.code !== 'unrecognized_keys' && String(i.path) === String(path)),
      );
    expect(judged(def.schemas.save)).toEqual(offered);
    expect(judged(def.schemas.render)).toEqual(offered);
  });

  it('gives blocks inside the page grid all four layout fields and full-bleed blocks theme and border', () => {
    const layoutOf = (key: string) =>
      getBlockDefinition(key)!
        .template.fields.map((f) => f.name)
        .filter((n) => /^(theme|border_grid_class|padding_grid_class|header_font)$/.test(n));
    expect(layoutOf('snippet')).toEqual(['theme', 'border_grid_class', 'padding_grid_class', 'header_font']);
    expect(layoutOf('stock_locator')).toEqual(['theme', 'border_grid_class', 'padding_grid_class', 'header_font']);
    expect(layoutOf('hero_banner')).toEqual(['theme', 'border_grid_class', 'header_font']);
    expect(layoutOf('in_page_navigation')).toEqual(['theme', 'border_grid_class']);
  });

  // decision 0048: any block may be shown or hidden by a dynamic-content strategy, and leaving it out changes nothing.
  it.each(blocks)('%s: offers an optional dc_strategy', (_key, def) => {
    expect(def.template.fields.find((f) => f.name === 'dc_strategy')).toMatchObject({ kind: 'Json' });
    expect(def.schemas.save.parse(def.defaultContent).fields).not.toHaveProperty('dc_strategy');
    const strategy = { key: 'model_list', value: 'Defender 110' };
    expect(
      def.schemas.save.parse({ ...def.defaultContent, fields: { ...def.defaultContent.fields, dc_strategy: strategy } }).fields.dc_strategy,
    ).toEqual(strategy);
  });

  it('drops fields a block no longer offers when saving content that still has them', () => {
    const saved = getBlockDefinition('in_page_navigation')!.schemas.save.parse({
      fields: { padding_grid_class: 'normal', header_font: 'primary' },
    });
    expect(saved.fields).toEqual({ theme: 'light-theme', border_grid_class: 'no-border' });
    expect(getBlockDefinition('snippet')!.schemas.save.safeParse({ fields: { ghost: 1 } }).success).toBe(false);
  });

  it('finds blocks by key only among its own entries', () => {
    expect(getBlockDefinition('snippet')).toBe(blockRegistry.snippet);
    expect(getBlockDefinition('toString')).toBeUndefined();
  });

  it('renders pages with a stock locator per request', () => {
    expect(needsDynamicRendering(['snippet', 'stock_locator'])).toBe(true);
    expect(needsDynamicRendering(['snippet', 'stock_locator_carousel', 'unknown'])).toBe(false);
  });
});
