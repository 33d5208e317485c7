// @vitest-environment happy-dom
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuickLinkItem } from './quick-link-item';

const settings = vi.hoisted(() => ({ items: [] as QuickLinkItem[] }));
// Every other setting is left empty: no dynamic-content source is set up.
vi.mock('@/features/settings/settings.server', () => ({
  getSetting: async (key: string) => (key === 'floating_action_button.items' ? settings.items : ''),
}));

// The island itself, not its lazy wrapper: what is under test is what it does once loaded.
vi.mock('./components/islands', async () => ({ QuickLinksNav: (await import('./components/quick-links-nav.client')).QuickLinksNav }));

const { QuickLinks } = await import('./quick-links.server');
const { startAnalytics } = await import('@/features/analytics/track');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (text: string, link: Partial<QuickLinkItem['link']> = {}): QuickLinkItem => ({
  link: { url: `/${text}`, link_text: text, target: '_self', type: 'internal', ...link },
  icon: 'car',
});

async function mount(element: ReactElement | null) {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(element));
  return root;
}

beforeEach(() => {
  settings.items = [];
  // No tag manager on this page: events go to the data layer at once (track.ts).
  startAnalytics({ tagManager: false });
});

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('QuickLinks', () => {
  it('renders nothing without a setting or page items', async () => {
    expect(await QuickLinks({})).toBeNull();
  });

  it('renders at most four links of the setting as a navigation landmark', async () => {
    settings.items = ['a', 'b', 'c', 'd', 'e'].map((t) => item(t));
    const root = await mount(await QuickLinks({}));
    const nav = document.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('クイックリンク');
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/a', '/b', '/c', '/d']);
    await act(async () => root.unmount());
  });

  it('prefers the page’s items, opens form links in the form modal and marks new tabs', async () => {
    settings.items = [item('global')];
    const root = await mount(
      await QuickLinks({
        pageItems: [
          item('test-drive', { type: 'form', url: 'test-drive' }),
          item('pdf', { type: 'file', target: '_blank', url: '/b.pdf' }),
        ],
      }),
    );
    const links = [...document.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/forms/test-drive', '/b.pdf']);
    expect(links[0]!.dataset.formLink).toBe('test-drive');
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]!.hasAttribute('download')).toBe(true);
    expect(links[1]!.textContent).toContain('（新しいタブで開きます）');
    await act(async () => root.unmount());
  });

  it('pushes the floating button event when an item is clicked', async () => {
    settings.items = [item('試乗予約', { url: '/test-drive', target: '_blank' }), item('カタログ', { url: '/catalogue' })];
    const root = await mount(await QuickLinks({}));
    const second = document.querySelectorAll('a')[1]!;
    second.addEventListener('click', (event) => event.preventDefault());
    await act(async () => {
      document.querySelector('a svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      second.click();
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'floating_button',
        floating_button_position: 1,
        floating_button_text: '試乗予約',
        floating_button_url: '/test-drive',
        floating_button_source: 'global',
      },
      {
        event: 'floating_button',
        floating_button_position: 2,
        floating_button_text: 'カタログ',
        floating_button_url: '/catalogue',
        floating_button_source: 'global',
      },
    ]);
    await act(async () => root.unmount());
  });

  it('leaves out the items whose dynamic-content strategy says no, and fills the four places with the next ones', async () => {
    settings.items = [
      // No offers URL: "empty offer list means hide".
      { ...item('オファー'), dc_strategy: { key: 'offers', value: 'suv' } },
      // No model list: "missing model list means show".
      { ...item('ディフェンダー'), dc_strategy: { key: 'model_list', value: 'Defender 110' } },
      ...['b', 'c', 'd', 'e'].map((t) => item(t)),
    ];
    const root = await mount(await QuickLinks({}));
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/ディフェンダー', '/b', '/c', '/d']);
    await act(async () => root.unmount());
  });
});
