import { describe, expect, it } from 'vitest';
import { arrangeButtons } from './dealer-mode';

const buttons = [
  { id: 'reserve', primary: true },
  { id: 'enquire', primary: false },
  { id: 'test-drive', primary: false },
];

describe('dealer mode buttons (site.md §5)', () => {
  it('keeps the lists as they are by default', () => {
    const { primary, secondary } = arrangeButtons(buttons, 'default');
    expect(primary.map((b) => b.id)).toEqual(['reserve']);
    expect(secondary.map((b) => b.id)).toEqual(['enquire', 'test-drive']);
  });

  it('moves the first non-primary button into the primary list in overseas mode', () => {
    const { primary, secondary } = arrangeButtons(buttons, 'overseas');
    expect(primary.map((b) => b.id)).toEqual(['reserve', 'enquire']);
    expect(secondary.map((b) => b.id)).toEqual(['test-drive']);
  });
});
