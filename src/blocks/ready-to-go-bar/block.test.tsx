import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';

const entry = (i: number, icon = 'car') => ({
  icon,
  link: { type: 'internal', url: `/next-${i}`, label: `項目${i}`, button_type: 'tertiary' },
  text: `説明${i}`,
});

describe('ready to go bar', () => {
  it('renders its default content: a navigation landmark named by its heading, with four icon links', async () => {
    const section = await renderBlockSection('ready_to_go_bar');
    const nav = section.querySelector('nav')!;
    const heading = nav.querySelector('h2')!;
    expect(heading.textContent).toBe('ご購入をご検討の方へ');
    expect(nav.getAttribute('aria-labelledby')).toBe(heading.id);
    const links = [...nav.querySelectorAll('li > a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['試乗予約お近くの販売店で', '/forms/test-drive'],
      ['販売店を探す全国の正規販売店', '/retailers'],
      ['カタログ請求ご自宅にお届けします', '/forms/brochure'],
      ['キャンペーン最新のオファー', '/offers'],
    ]);
    // Icons decorate: the link is named by its label and note only.
    expect(links.every((a) => a.querySelector('svg')!.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(section.className.split(' ')).toContain('light-theme');
  });

  it('shows the first four of five items (blocks.md §3), new-tab and form links as link buttons do', async () => {
    const groups = [
      entry(1, 'calendar'),
      { ...entry(2), link: { type: 'external', url: 'https://example.com/x', label: '外部', target: '_blank' } },
      { ...entry(3), link: { type: 'form', form_id: 'brochure', label: 'カタログ' } },
      entry(4, 'not-an-icon'),
      entry(5),
    ];
    const section = await renderBlockSection('ready_to_go_bar', { groups });
    const links = [...section.querySelectorAll('li > a')];
    expect(links).toHaveLength(4);
    expect(section.textContent).not.toContain('項目5');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/next-1', 'https://example.com/x', '/forms/brochure', '/next-4']);
    expect([links[1]!.getAttribute('target'), links[1]!.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(links[2]!.getAttribute('data-form-link')).toBe('brochure');
    // An unknown icon name draws nothing, never a broken box.
    expect(links[3]!.querySelector('svg')).toBeNull();
    expect(section.querySelector('ul')!.getAttribute('style')).toBe('--items:4');
  });

  it('names the landmark itself when there is no heading', async () => {
    const section = await renderBlockSection('ready_to_go_bar', { fields: { title: '' } });
    const nav = section.querySelector('nav')!;
    expect([nav.getAttribute('aria-label'), nav.hasAttribute('aria-labelledby'), nav.querySelector('h2')]).toEqual([
      '次のステップ',
      false,
      null,
    ]);
  });

  it('keeps at most five items, each with a link', () => {
    const save = (groups: unknown[]) => blockRegistry.ready_to_go_bar.schemas.save.safeParse({ fields: {}, field_groups: groups });
    expect(save(Array.from({ length: 5 }, (_, i) => entry(i))).success).toBe(true);
    expect(save(Array.from({ length: 6 }, (_, i) => entry(i))).success).toBe(false);
    expect(save([{ icon: 'car' }]).success).toBe(false);
  });
});
