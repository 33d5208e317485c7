import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { renderBlockSection } from '../test-rendering';
import { sectionsSelectTexts } from './block';

describe('dropdown sections select', () => {
  it('renders its intro and the button that opens the pack choice; nothing is hidden on the server', async () => {
    const section = await renderBlockSection('dropdown_sections_select');
    expect(section.querySelector('h2')!.textContent).toBe('アクセサリーパックを選ぶ');
    const button = section.querySelector('button')!;
    expect([button.textContent, button.getAttribute('aria-haspopup')]).toEqual(['パックを選ぶ', 'dialog']);
    expect(section.querySelector('[hidden]')).toBeNull();
  });

  it('uses the editor’s texts where given', () => {
    expect(sectionsSelectTexts({ choose_label: 'オプションを選ぶ', selected_text: '{option}を表示中' }, getT('ja'))).toMatchObject({
      choose: 'オプションを選ぶ',
      selected: '{option}を表示中',
      clear: 'すべて表示',
    });
  });
});
