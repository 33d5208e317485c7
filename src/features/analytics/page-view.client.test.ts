// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageView } from './page-view.client';

vi.mock('next/navigation', () => ({ usePathname: () => '/stock' }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('PageView', () => {
  it('pushes page_view even when editor markup exposed an element as window.dataLayer', async () => {
    // What a browser does for `<span id="dataLayer">` (the test window has no named access).
    (window as { dataLayer?: unknown }).dataLayer = document.createElement('span');
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => root.render(createElement(PageView, { category: 'plp', brand: 'land_rover', market: 'jp' })));
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'page_view', category: 'plp', page_path: '/stock' })]);
    await act(async () => root.unmount());
  });
});
