import { describe, expect, it } from 'vitest';
import { renderBlockSection } from '../test-rendering';

describe('accordion', () => {
  it('renders its default content: heading, closed items and the OPEN ALL toggle', async () => {
    const section = await renderBlockSection('accordion');
    expect(section.querySelector('h2')!.textContent).toBe('よくあるご質問');
    const items = [...section.querySelectorAll('details')];
    expect(items.map((d) => d.querySelector('summary')!.textContent)).toEqual(['試乗の予約はできますか？', '支払総額とは何ですか？']);
    expect(items.map((d) => d.hasAttribute('open'))).toEqual([false, false]);
    expect(items[0]!.querySelector('p')!.textContent).toBe('はい。お近くの正規販売店で承ります。');
    expect(section.querySelector('button')!.textContent).toBe('すべて開く');
  });

  it('opens items marked open and uses the editor labels', async () => {
    const groups = [
      { title: 'A', content: '<p>a</p>', is_open: true },
      { title: 'B', content: '<p>b</p>' },
    ];
    const section = await renderBlockSection('accordion', { fields: { open_all_label: 'OPEN ALL' }, groups });
    expect([...section.querySelectorAll('details')].map((d) => d.hasAttribute('open'))).toEqual([true, false]);
    expect(section.querySelector('button')!.textContent).toBe('OPEN ALL');
  });

  it('has no toggle for a single item', async () => {
    const section = await renderBlockSection('accordion', { groups: [{ title: 'A', content: '<p>a</p>' }] });
    expect(section.querySelectorAll('details')).toHaveLength(1);
    expect(section.querySelector('button')).toBeNull();
  });
});
