import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { optionBlocksIssues } from './rules';
import { optionBlockIds, sectionVisibility } from './sections';

describe('option blocks', () => {
  it('reads comma-separated scroll ids, with full-width or Japanese commas and spaces, each once', () => {
    expect(optionBlockIds('urban-pack, urban-gallery ,')).toEqual(['urban-pack', 'urban-gallery']);
    expect(optionBlockIds('ｕｒｂａｎ，country、urban')).toEqual(['urban', 'country']);
    expect(optionBlockIds(' , ')).toEqual([]);
  });

  it('shows the chosen option’s sections and hides the other options’; nothing chosen shows all', () => {
    const options = [['explorer', 'shared'], ['urban', 'urban-gallery'], ['shared']];
    expect(Object.fromEntries(sectionVisibility(options, 1))).toEqual({
      explorer: false,
      shared: false,
      urban: true,
      'urban-gallery': true,
    });
    // A section two options name shows with either.
    expect(Object.fromEntries(sectionVisibility(options, 2))).toEqual({
      explorer: false,
      shared: true,
      urban: false,
      'urban-gallery': false,
    });
    expect(Object.fromEntries(sectionVisibility(options, 0))).toMatchObject({ explorer: true, shared: true });
    expect([...sectionVisibility(options, null).values()].every(Boolean)).toBe(true);
  });
});

describe('optionBlocksIssues (save rule)', () => {
  const issues = (field_groups: { option_blocks: string }[], block_scroll_id?: string) =>
    optionBlocksIssues({ fields: { block_scroll_id }, field_groups });

  it('accepts the default content', () => {
    expect(optionBlocksIssues(blockRegistry.dropdown_sections_select.defaultContent as never)).toEqual([]);
  });

  it('names the option whose sections are missing, unusable as ids, or the block itself', () => {
    expect(
      issues([{ option_blocks: 'a, b' }, { option_blocks: ' , ' }, { option_blocks: 'ok, パック' }, { option_blocks: 'packs' }], 'packs'),
    ).toEqual([
      {
        path: ['field_groups', 1, 'option_blocks'],
        message: '選択肢2に表示するブロックのスクロールIDを、カンマ区切りで1つ以上入力してください。',
      },
      {
        path: ['field_groups', 2, 'option_blocks'],
        message: '選択肢3の「パック」はスクロールIDとして使えません（半角英数字、ハイフン、アンダースコアのみ）。',
      },
      { path: ['field_groups', 3, 'option_blocks'], message: '選択肢4に、このブロック自身のスクロールID「packs」は指定できません。' },
    ]);
  });
});
