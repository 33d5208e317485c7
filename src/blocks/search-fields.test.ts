import { describe, expect, it } from 'vitest';
import { blockText, searchableFieldNames, unsearchableFieldNames } from '@/features/search/page-text';
import type { FieldKind } from './fields';
import { blockRegistry } from './registry';

/**
 * The site search reads block text by field name (features cannot import this registry). These
 * tests hold its two lists to the templates: a new text field must be put in one of them.
 */
const textKinds: FieldKind[] = ['String', 'Text', 'Markdown', 'Link', 'LinksCollection'];
const allFields = Object.values(blockRegistry).flatMap((def) =>
  [...def.template.fields, ...def.template.field_groups_template].map((field) => ({ block: def.template.key, field })),
);

describe('search text fields', () => {
  it('every text field of every block is either searched or deliberately left out', () => {
    const undecided = allFields
      .filter(({ field }) => textKinds.includes(field.kind))
      .filter(({ field }) => !searchableFieldNames.has(field.name) && !unsearchableFieldNames.has(field.name))
      .map(({ block, field }) => `${block}.${field.name}`);
    expect(undecided).toEqual([]);
  });

  it('the lists name fields that exist, as text, and never both ways', () => {
    const textNames = new Set<string>(allFields.filter(({ field }) => textKinds.includes(field.kind)).map(({ field }) => field.name));
    expect([...searchableFieldNames].filter((name) => !textNames.has(name))).toEqual([]);
    expect([...unsearchableFieldNames].filter((name) => !textNames.has(name))).toEqual([]);
    expect([...searchableFieldNames].filter((name) => unsearchableFieldNames.has(name))).toEqual([]);
  });

  it.each(Object.entries(blockRegistry))('%s: its default content gives plain text, no markup', (_key, def) => {
    for (const text of blockText(def.defaultContent as never)) expect(text).not.toMatch(/<[a-z/!]/i);
  });

  it('reads a snippet as a visitor does: heading, paragraph without tags, button labels', () => {
    expect(
      blockText({
        fields: {
          title: '伝統と革新',
          paragraph: '<p>1948年の<strong>誕生</strong>以来 &amp; 今も</p>',
          alignment: 'center',
          buttons: [{ type: 'internal', url: '/stock', label: '在庫車を探す' }],
        },
        field_groups: [],
      }),
    ).toEqual(['伝統と革新', '1948年の 誕生 以来 & 今も', '在庫車を探す']);
  });
});
