import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** The table's columns: up to four products side by side still read on a phone (it scrolls sideways beyond). */
export const tableColumns = ['1', '2', '3', '4'] as const;
export const highlightChoices = ['none', ...tableColumns] as const;
export const maxTableRows = 20;

const column = <const N extends 'column_1' | 'column_2' | 'column_3' | 'column_4'>(name: N, n: number) =>
  field.string(name, `Column ${n} heading (a finance product, e.g. 残価設定ローン; empty: no column)`, { max_length: 40 });
const value = <const N extends 'value_1' | 'value_2' | 'value_3' | 'value_4'>(name: N, n: number) =>
  field.string(name, `Column ${n} value (text, or ○ × △ — alone or first, e.g. ○（3年間）)`, { max_length: 200 });

/** blocks.md §2.3 "Finance options table content item" (decision 0063): finance products compared side by side. */
export const financeOptionsTableTemplate = defineTemplate({
  key: 'finance_options_table',
  name: 'Finance options table',
  description:
    'A comparison table of finance products (e.g. residual-value loan, standard loan, lease): a column per product, a row per point compared, one column highlighted.',
  short_description: 'Finance products compared in a table',
  group: 'Tools',
  list_priority: 69,
  thumbnail_url: '/block-thumbnails/finance_options_table.svg',
  max_field_groups: maxTableRows,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.string('caption', 'Table caption (what screen readers call the table; empty: the title)', { max_length: 120 }),
    column('column_1', 1),
    column('column_2', 2),
    column('column_3', 3),
    column('column_4', 4),
    field.select('highlight_column', 'Highlighted column', highlightChoices, 'none'),
    field.string('highlight_label', 'Highlight badge (empty: おすすめ)', { max_length: 20 }),
    field.text('disclaimer', 'Notes under the table', { max_length: 2000 }),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('label', 'Row heading (the point compared)', { required: true, max_length: 60 }),
    value('value_1', 1),
    value('value_2', 2),
    value('value_3', 3),
    value('value_4', 4),
  ],
});
