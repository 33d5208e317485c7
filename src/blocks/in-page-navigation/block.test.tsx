import { describe, expect, it } from 'vitest';
import { renderBlockSection } from '../test-rendering';

describe('in-page navigation', () => {
  it('renders its default content: a labelled bar of links to block scroll ids, in the light theme', async () => {
    const section = await renderBlockSection('in_page_navigation');
    expect(section.querySelector('nav')!.getAttribute('aria-label')).toBe('ページ内ナビゲーション');
    const links = [...section.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['ラインアップ', '#lineup'],
      ['よくあるご質問', '#faq'],
    ]);
    expect(section.className.split(' ')).toEqual(['block', 'light-theme', 'no-border']);
  });
});
