import { describe, expect, it } from 'vitest';
import { contentSchema } from './content-schema';
import { fieldKinds } from './fields';
import { blockRegistry } from './registry';

describe('block registry', () => {
  for (const [key, def] of Object.entries(blockRegistry)) {
    it(`${key}: key matches, default content is valid`, () => {
      expect(def.template.key).toBe(key);
      const parsed = contentSchema(def.template, { strict: true }).safeParse(def.defaultContent);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    });

    it(`${key}: fields use the spec kinds and unique names`, () => {
      const all = [...def.template.fields, ...def.template.field_groups_template];
      for (const field of all) expect(fieldKinds).toContain(field.kind);
      const names = def.template.fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
    });
  }

  it('gives every block but the two exceptions the common layout fields', () => {
    for (const def of Object.values(blockRegistry)) {
      const names = def.template.fields.map((f) => f.name);
      expect(names).toEqual(expect.arrayContaining(['theme', 'border_grid_class', 'padding_grid_class', 'header_font']));
    }
  });
});
