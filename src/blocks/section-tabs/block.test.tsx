import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { panelsOf, renderTabBlock, saveProblems } from '../page-tabs/testing';

const tab = (n: number) => ({
  tab_label: `タブ${n}`,
  tab_id: `tab-${n}`,
  tab_icon: 'info',
  blocks_count: 2,
  modal_card_title: `カード${n}`,
  modal_card_subtitle: `サブタイトル${n}`,
  modal_card_image: { id: 101300 + n, alt: `画像${n}` },
});

describe('section tabs', () => {
  it('renders its default content: heading, intro, tab links with icons, and one panel per tab holding the next blocks', async () => {
    const { page, section } = await renderTabBlock('section_tabs', { following: ['悪路走破性', '3列シート', '静粛性', '次のブロック'] });
    expect(section.querySelector('h2')!.textContent).toBe('モデルで選ぶ');
    expect(section.querySelector('p')!.textContent).toBe('タブを選ぶと、それぞれのモデルの特長をご覧いただけます。');

    // Without JavaScript: plain links to the panels, no tab roles yet.
    const links = [...section.querySelectorAll('a[id^="page-tab-7-"]')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.querySelector('svg[aria-hidden="true"]') !== null])).toEqual([
      ['ディフェンダー', '#defender', true],
      ['ディスカバリー', '#discovery', true],
      ['レンジローバー', '#range-rover', true],
    ]);
    expect(section.querySelector('[role]')).toBeNull();
    expect(section.querySelector('[hidden]')).toBeNull();

    // Every panel is readable, under its label one level below the block's heading.
    expect(panelsOf(section)).toEqual([
      ['defender', 'ディフェンダー', ['悪路走破性']],
      ['discovery', 'ディスカバリー', ['3列シート']],
      ['range-rover', 'レンジローバー', ['静粛性']],
    ]);
    expect([...section.querySelectorAll('[data-tab-panel] > div > h3')]).toHaveLength(3);
    // The fourth block is the page's again.
    expect([...page.body.children].map((s) => s.getAttribute('data-block'))).toEqual(['section_tabs', 'snippet']);

    // The modal's cards: a disclosure of links to the tabs until the island takes over.
    const details = section.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('すべてのモデル');
    const cards = [...details.querySelectorAll('li a')];
    expect(
      cards.map((a) => [a.getAttribute('href'), [...a.querySelectorAll(':scope > span:not([aria-hidden])')].map((s) => s.textContent)]),
    ).toEqual([
      ['#defender', ['ディフェンダー', 'あらゆる地形に挑むタフネス']],
      ['#discovery', ['ディスカバリー', '7人で出かける、上質な冒険']],
      ['#range-rover', ['レンジローバー', '比類なき洗練と静粛性']],
    ]);
    // The picture illustrates the card; its title and subtitle name the link.
    expect(cards.map((a) => a.querySelector('[aria-hidden="true"] img')!.getAttribute('alt'))).toEqual([
      '砂丘を進むディフェンダー',
      '森の中のディスカバリー',
      '湖畔に停まるレンジローバー',
    ]);
  });

  it('renders the maximal content: eight tabs of two blocks each, their cards, and a tab list named by default', async () => {
    const groups = Array.from({ length: 8 }, (_, i) => tab(i + 1));
    const content = { fields: { has_modal: true, header_tag: 'h3' as const }, field_groups: groups };
    expect(saveProblems('section_tabs', content)).toEqual([]);
    const following = Array.from({ length: 17 }, (_, i) => `ブロック${i + 1}`);
    const { page, section } = await renderTabBlock('section_tabs', { content, following });
    expect(section.querySelector('h3')).not.toBeNull();
    expect(panelsOf(section)).toEqual(groups.map((g, i) => [g.tab_id, g.tab_label, [`ブロック${2 * i + 1}`, `ブロック${2 * i + 2}`]]));
    // No block title: the panels' headings take the block's level.
    expect(section.querySelectorAll('[data-tab-panel] > div > h3')).toHaveLength(8);
    expect(page.body.lastElementChild!.querySelector('h2')!.textContent).toBe('ブロック17');
    const details = section.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('すべてのタブを見る');
    expect([...details.querySelectorAll('li a')].map((a) => a.textContent)).toEqual(
      groups.map((g) => `${g.modal_card_title}${g.modal_card_subtitle}`),
    );
  });

  it('has no modal unless asked, and no tab list without tabs', async () => {
    const { section } = await renderTabBlock('section_tabs', {
      content: { fields: { ...blockRegistry.section_tabs.defaultContent.fields, has_modal: false }, field_groups: [tab(1)] },
    });
    expect(section.querySelector('details')).toBeNull();
    expect(section.querySelectorAll('[data-tab-panel]')).toHaveLength(1);
    const empty = await renderTabBlock('section_tabs', { content: { fields: { title: 'タブなし' }, field_groups: [] }, following: ['後'] });
    expect(empty.section.querySelector('h2')!.textContent).toBe('タブなし');
    expect(empty.section.querySelector('a, [data-tab-panel]')).toBeNull();
    expect(empty.page.querySelectorAll('body > section')).toHaveLength(2);
  });

  it('refuses tab ids that cannot be in the address, or that two tabs share, saying in Japanese what to fix', () => {
    const groups = [tab(1), { ...tab(2), tab_id: 'タブ 2' }, { ...tab(3), tab_id: 'tab-1' }, { ...tab(4), tab_id: '4wd' }, tab(5)];
    expect(saveProblems('section_tabs', { fields: {}, field_groups: groups })).toEqual([
      [
        'field_groups.1.tab_id',
        '2番目のタブのID（tab_id）は、半角英字で始めて、半角英数字、ハイフン（-）、アンダースコア（_）で入力してください。',
      ],
      ['field_groups.2.tab_id', '3番目のタブのID「tab-1」は1番目のタブと同じです。タブごとに別のIDにしてください。'],
      [
        'field_groups.3.tab_id',
        '4番目のタブのID（tab_id）は、半角英字で始めて、半角英数字、ハイフン（-）、アンダースコア（_）で入力してください。',
      ],
    ]);
    expect(saveProblems('section_tabs', { fields: {}, field_groups: Array.from({ length: 9 }, (_, i) => tab(i + 1)) })).toHaveLength(1);
  });
});
