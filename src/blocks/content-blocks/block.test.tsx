import { describe, expect, it } from 'vitest';
import { renderBlockSection } from '../test-rendering';

describe('content blocks', () => {
  it('renders its default content: a heading and three cards with images', async () => {
    const section = await renderBlockSection('content_blocks');
    expect(section.querySelector('h2')!.textContent).toBe('ラインアップ');
    const cards = [...section.querySelectorAll('li')];
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual(['レンジローバー', 'ディフェンダー', 'ディスカバリー']);
    expect(cards.map((c) => c.querySelector('img')!.getAttribute('alt'))).toEqual(['レンジローバー', 'ディフェンダー', 'ディスカバリー']);
    expect(cards[0]!.querySelector('p')!.textContent).toBe('比類なき洗練。');
    expect(section.querySelector('ul')!.getAttribute('style')).toBe('--columns:3');
    expect(section.querySelector('source')!.getAttribute('sizes')).toBe('(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw');
  });

  it('lays out the chosen number of items per row and shows a card link', async () => {
    const groups = [{ title: 'カード', header_tag: 'h4', link: { url: '/models', label: '詳しく見る', button_type: 'tertiary' } }];
    const section = await renderBlockSection('content_blocks', { fields: { items_per_row: '2' }, groups });
    expect(section.querySelector('ul')!.getAttribute('style')).toBe('--columns:2');
    expect(section.querySelector('h4')!.textContent).toBe('カード');
    expect(section.querySelector('li a')!.textContent).toBe('詳しく見る');
    expect(section.querySelector('li img')).toBeNull();
  });
});
