import { field } from '../field-factories';

/** Most tabs a tab block offers (decision 0058; the spec gives no limit). */
export const maxTabs = 8;

/** The section heading and intro both tab blocks show above their tabs (blocks.md §5). */
export function tabBlockIntroFields() {
  return [
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
  ] as const;
}

/** Group fields every page-level tab has (blocks.md §2.21): its label, its id in the address, and its blocks. */
export function tabGroupFields() {
  return [
    field.string('tab_label', 'Tab label', { required: true, max_length: 40 }),
    field.string('tab_id', 'Tab id (the page address ends with #tab_id when the tab is open)', {
      required: true,
      max_length: 64,
      translatable: false,
      help: 'A letter first, then letters, digits, - and _; different from every other id on the page.',
    }),
    field.number('blocks_count', 'Blocks in this tab', {
      min: 0,
      max: 50,
      default: 1,
      help: 'How many of the blocks after this tab block belong to this tab: the first tab takes the next ones, the second tab the ones after them.',
    }),
  ] as const;
}
