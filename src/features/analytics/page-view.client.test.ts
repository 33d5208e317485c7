// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentChangeEvent, consentStorageKey } from '@/features/consent/consent';
import type { ConsentSource } from '@/features/consent/watch-consent';
import { readCampaignCookie } from './campaign';

vi.mock('next/navigation', () => ({ usePathname: () => '/stock' }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
const context = { category: 'plp', brand: 'land_rover', market: 'jp' } as const;
let root: Root | null = null;

/** A fresh page load: the island's and the wait's module state start over. */
async function render(props: { consent?: ConsentSource; tagManager?: boolean } = {}) {
  vi.resetModules();
  const { PageView } = await import('./page-view.client');
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(createElement(PageView, { ...context, ...props })));
}

const storedCampaign = () => readCampaignCookie(document.cookie);
const pageViews = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view');

beforeEach(() => {
  happyDOM.setURL('http://localhost:3000/stock');
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  vi.useRealTimers();
  document.body.innerHTML = '';
  // The stand-in DOM keeps a cookie set with Max-Age=0 (a browser drops it): expire it by date.
  document.cookie = 'campaign_params=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  localStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('PageView', () => {
  it('pushes page_view even when editor markup exposed an element as window.dataLayer', async () => {
    // What a browser does for `<span id="dataLayer">` (the test window has no named access).
    (window as { dataLayer?: unknown }).dataLayer = document.createElement('span');
    await render();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'page_view', category: 'plp', page_path: '/stock' })]);
  });

  it('reads the consent through the watcher: the banner’s stored choice, or a strategy without a banner', async () => {
    localStorage.setItem(consentStorageKey, 'rejected:obligatory');
    await render();
    expect(pageViews().at(-1)).toMatchObject({ consent_status: 'rejected', currency: 'jpy', language: 'ja', market: 'jp' });
    await act(async () => root?.unmount());
    delete (window as { dataLayer?: unknown }).dataLayer;
    await render({ consent: { strategy: 'none' } });
    expect(pageViews().at(-1)).toMatchObject({ consent_status: 'accepted' });
  });

  it('with a tag manager, waits for it and reports the consent given meanwhile, with the campaign it let us keep', async () => {
    vi.useFakeTimers();
    happyDOM.setURL('http://localhost:3000/stock?utm_source=newsletter&utm_campaign=spring&gclid=abc');
    await render({ tagManager: true });
    expect(pageViews()).toEqual([]);
    expect(storedCampaign()).toBeNull();

    await act(async () => {
      localStorage.setItem(consentStorageKey, 'accepted:obligatory,optional,statistic,marketing,unclassified');
      window.dispatchEvent(new CustomEvent(consentChangeEvent));
      // What the tag loader pushes once the consent allows the tag manager.
      window.dataLayer = [{ event: 'gtm.js' }];
      vi.advanceTimersByTime(100);
    });
    expect(document.cookie).toContain('campaign_params=utm_source=newsletter&utm_campaign=spring&gclid=abc');
    expect(storedCampaign()).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' });
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['gtm.js', 'page_view']);
    expect(pageViews()[0]).toMatchObject({
      consent_status: 'accepted',
      campaign: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' },
    });
  });

  it('without marketing consent stores no campaign and shows none to the data layer', async () => {
    happyDOM.setURL('http://localhost:3000/stock?utm_source=newsletter');
    localStorage.setItem(consentStorageKey, 'accepted:obligatory,statistic');
    await render();
    expect(storedCampaign()).toBeNull();
    expect(pageViews()[0]).toMatchObject({ consent_status: 'accepted' });
    expect(pageViews()[0]).not.toHaveProperty('campaign');
  });

  it('sends page_view after 5000 ms when the tag manager does not come', async () => {
    vi.useFakeTimers();
    await render({ tagManager: true });
    await act(async () => vi.advanceTimersByTime(4999));
    expect(pageViews()).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(pageViews()).toEqual([expect.objectContaining({ consent_status: 'pending' })]);
  });

  it('reports footer link clicks as navigation events while mounted', async () => {
    await render();
    const footer = document.body.appendChild(document.createElement('footer'));
    footer.dataset.analytics = 'footer';
    footer.innerHTML = '<a href="/company">会社概要</a>';
    const link = footer.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'navigation',
      navigation_area: 'footer',
      link_text: '会社概要',
      link_url: 'http://localhost:3000/company',
    });
  });
});
