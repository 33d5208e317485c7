import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';

const card = (i: number) => ({
  image: { id: 101300 + i, alt: `カード${i}の写真` },
  title: `カード${i}`,
  text: `カード${i}の説明。`,
  link: { type: 'internal', url: `/page-${i}`, label: `ページ${i}へ`, button_type: 'tertiary' },
});

describe('sign post', () => {
  it('renders its default content: a heading and three cards, each with its own named link', async () => {
    const section = await renderBlockSection('sign_post');
    expect(section.querySelector('h2')!.textContent).toBe('次のステップへ');
    const cards = [...section.querySelectorAll('ul > li')];
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual(['モデルを比較する', '在庫車を探す', '試乗を予約する']);
    expect(cards.map((c) => c.querySelector('img')!.getAttribute('alt'))).toEqual([
      '街を走るレンジローバー',
      '山道を走るSUV',
      '夕暮れの海岸線',
    ]);
    expect(cards.map((c) => [c.querySelector('a')!.textContent, c.querySelector('a')!.getAttribute('href')])).toEqual([
      ['モデル一覧を見る', '/models'],
      ['在庫車を検索する', '/stock'],
      ['試乗を予約する', '/forms/test-drive'],
    ]);
    expect(cards.every((c) => c.querySelectorAll('a').length === 1)).toBe(true);
    expect(section.querySelector('ul')!.getAttribute('style')).toBe('--cards:3');
  });

  it('renders four full cards, with an introduction', async () => {
    const groups = Array.from({ length: 4 }, (_, i) => card(i));
    const section = await renderBlockSection('sign_post', { fields: { paragraph: 'ご案内' }, groups });
    expect(section.querySelector('h2 + p')!.textContent).toBe('ご案内');
    const cards = [...section.querySelectorAll('ul > li')];
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual(groups.map((g) => g.title));
    expect(cards.map((c) => c.querySelector('p')!.textContent)).toEqual(groups.map((g) => g.text));
    expect(cards.map((c) => c.querySelector('a')!.getAttribute('href'))).toEqual(groups.map((g) => g.link.url));
    expect(section.querySelector('ul')!.getAttribute('style')).toBe('--cards:4');
  });

  it('holds at most four cards, each with a link', () => {
    const save = (groups: unknown[]) => blockRegistry.sign_post.schemas.save.safeParse({ fields: {}, field_groups: groups });
    expect(save(Array.from({ length: 4 }, (_, i) => card(i))).success).toBe(true);
    expect(save(Array.from({ length: 5 }, (_, i) => card(i))).success).toBe(false);
    expect(save([{ title: 'リンクなし' }]).success).toBe(false);
  });
});
