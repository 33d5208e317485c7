import type { Translate } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { pickerTexts, type PickerTextFields } from '../owner-tools-kit/texts';
import { defineBlock } from '../types';
import { SectionsSelect } from './islands';
import { optionBlocksIssues } from './rules';
import { isScrollId, optionBlockIds } from './sections';
import type { SectionsSelectTexts } from './sections-select.client';
import { dropdownSectionsSelectTemplate } from './template';

type TextFields = PickerTextFields & Partial<Record<'selected_text' | 'edit_label' | 'clear_label', string>>;

/** The chooser's texts: the editor's where given, else the site's in the visitor's language. */
export function sectionsSelectTexts(fields: TextFields, t: Translate): SectionsSelectTexts {
  const s = (key: string) => t(`owner_tools.sections_select.${key}`);
  return {
    ...pickerTexts(fields, t, 'owner_tools.sections_select'),
    selected: fields.selected_text || s('selected'),
    edit: fields.edit_label || s('edit'),
    clear: fields.clear_label || s('clear'),
    cleared: s('cleared'),
  };
}

/**
 * blocks.md §2.15 (decision 0065): the visitor picks a pack, and the page shows that pack's
 * sections only. The sections are ordinary page blocks named by their Block Scroll IDs; the
 * island hides the other options' sections once a pack is picked. Without JavaScript (and until
 * a pick) every section shows, so nothing is ever out of reach.
 */
export const dropdownSectionsSelect = defineBlock({
  template: dropdownSectionsSelectTemplate,
  defaultContent: {
    fields: {
      title: 'アクセサリーパックを選ぶ',
      paragraph: 'ご覧になりたいパックを選ぶと、そのパックの内容だけを表示します。',
    },
    field_groups: [
      { option_label: 'エクスプローラーパック', option_blocks: 'explorer-pack' },
      { option_label: 'アドベンチャーパック', option_blocks: 'adventure-pack' },
      { option_label: 'カントリーパック', option_blocks: 'country-pack' },
      { option_label: 'アーバンパック', option_blocks: 'urban-pack' },
    ],
  },
  rules: optionBlocksIssues,
  Component: ({ fields, groups, context }) => (
    <div className="grid-container">
      <BlockIntro fields={fields} />
      <SectionsSelect
        texts={sectionsSelectTexts(fields, context.t)}
        options={groups.map((group) => ({ label: group.option_label, blocks: optionBlockIds(group.option_blocks).filter(isScrollId) }))}
      />
    </div>
  ),
});
