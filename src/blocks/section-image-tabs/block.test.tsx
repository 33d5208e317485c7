import { describe, expect, it } from 'vitest';
import { panelsOf, renderTabBlock, saveProblems } from '../page-tabs/testing';

const tab = (n: number) => ({ tab_label: `シーン${n}`, tab_id: `scene_${n}`, blocks_count: 1, image: { id: 101300 + n, alt: `写真${n}` } });

describe('section image tabs', () => {
  it('renders its default content: heading, intro, picture tabs linking to their panels, each panel the next block', async () => {
    const { page, section } = await renderTabBlock('section_image_tabs', { following: ['林道へ', '街へ', '次のブロック'] });
    expect(section.querySelector('h2')!.textContent).toBe('シーンで選ぶ');
    expect(section.querySelector('p')!.textContent).toBe('どんな時間を過ごしたいかで、ぴったりの一台が見えてきます。');
    const links = [...section.querySelectorAll('a[id^="page-tab-7-"]')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#outdoor', 'アウトドア'],
      ['#city', 'シティ'],
    ]);
    // The label names the tab; the picture (alt text from its field) only illustrates it.
    expect(links.map((a) => a.querySelector('[aria-hidden="true"] img')!.getAttribute('alt'))).toEqual([
      '山道を走るSUV',
      '夕暮れの海岸線を走るSUV',
    ]);
    // The first blocks of a page load their pictures at once.
    expect(links.map((a) => a.querySelector('img')!.getAttribute('loading'))).toEqual(['eager', 'eager']);
    expect(section.querySelector('[role], details')).toBeNull();
    expect(panelsOf(section)).toEqual([
      ['outdoor', 'アウトドア', ['林道へ']],
      ['city', 'シティ', ['街へ']],
    ]);
    expect([...page.body.children].map((s) => s.id || s.getAttribute('data-block'))).toEqual(['section_image_tabs', 's12']);
  });

  it('renders the maximal content: eight picture tabs with a block each', async () => {
    const groups = Array.from({ length: 8 }, (_, i) => tab(i + 1));
    const content = { fields: { title: 'すべてのシーン', paragraph: '説明' }, field_groups: groups };
    expect(saveProblems('section_image_tabs', content)).toEqual([]);
    const { section } = await renderTabBlock('section_image_tabs', { content, following: groups.map((g) => `${g.tab_label}の提案`) });
    expect(
      [...section.querySelectorAll('a[id^="page-tab-7-"]')].map((a) => [a.textContent, a.querySelector('img')!.getAttribute('alt')]),
    ).toEqual(groups.map((g) => [g.tab_label, g.image.alt]));
    expect(panelsOf(section)).toEqual(groups.map((g) => [g.tab_id, g.tab_label, [`${g.tab_label}の提案`]]));
  });

  it('needs a picture for every tab and tab ids that fit the address', () => {
    const { image: _image, ...noImage } = tab(1);
    expect(saveProblems('section_image_tabs', { fields: {}, field_groups: [noImage] }).map(([at]) => at)).toEqual(['field_groups.0.image']);
    // Rules run on content that fits the fields.
    expect(saveProblems('section_image_tabs', { fields: {}, field_groups: [tab(1), { ...tab(2), tab_id: 'a#b' }] })).toEqual([
      [
        'field_groups.1.tab_id',
        '2番目のタブのID（tab_id）は、半角英字で始めて、半角英数字、ハイフン（-）、アンダースコア（_）で入力してください。',
      ],
    ]);
  });
});
