// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://site.example/" }
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeErrorEvent } from './navigation-failure';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const router = { prefetch: vi.fn() };
let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => router }));

const { SiteBehaviour, onlineNoticeMs } = await import('./site-behaviour.client');

const texts = { offline: 'オフラインです。', online: 'インターネットに再接続しました。' };
let root: Root;
let host: HTMLElement;

async function render() {
  await act(async () => root.render(<SiteBehaviour {...texts} />));
}
const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const bar = () => document.querySelector<HTMLElement>('[data-loading-bar]');
const status = () => document.querySelector('[data-connection-notice][aria-live="polite"]')!;

/** next/link's part of a click: it prevents the page load and navigates itself. */
function nextLinkTakesClicks() {
  const take = (event: Event) => event.preventDefault();
  document.addEventListener('click', take);
  return () => document.removeEventListener('click', take);
}

function link(href: string, text = href): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  document.body.appendChild(a);
  return a;
}

/** What Next does when the new route has rendered: the URL and the rendered path change together. */
async function commit(path: string) {
  history.pushState({}, '', path);
  pathname = new URL(path, location.href).pathname;
  await render();
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(async () => {
  vi.useFakeTimers();
  history.replaceState({}, '', '/');
  pathname = '/';
  router.prefetch.mockClear();
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});

afterEach(async () => {
  await act(async () => root.unmount());
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('progress bar of client navigations', () => {
  it('shows after 200 ms, 2 px wide bar growing, and finishes when the new route has rendered', async () => {
    const release = nextLinkTakesClicks();
    await render();
    const models = link('/models');
    await act(async () => models.click());
    await advance(199);
    expect(bar()).toBeNull();
    await advance(1);
    expect(bar()?.dataset.loadingBar).toBe('loading');
    await advance(500);
    expect(bar()?.style.width).toBe('10%');
    await commit('/models');
    expect(bar()?.style.width).toBe('100%');
    await advance(500);
    expect(bar()).toBeNull();
    release();
  });

  it('finishes a query-only navigation once the URL has it', async () => {
    const release = nextLinkTakesClicks();
    pathname = '/search';
    history.replaceState({}, '', '/search?q=a');
    await render();
    await act(async () => link('/search?q=b').click());
    await advance(300);
    expect(bar()).not.toBeNull();
    history.pushState({}, '', '/search?q=b');
    await advance(100);
    expect(bar()?.style.width).toBe('100%');
    release();
  });

  it('does nothing for a click the browser handles itself (a full page load) or a link to this page', async () => {
    await render();
    const release = nextLinkTakesClicks();
    await act(async () => link('/#faq').click());
    await advance(1000);
    expect(bar()).toBeNull();
    release();
    await act(async () => link('/about').click());
    await advance(1000);
    expect(bar()).toBeNull();
  });

  it('lasts 5 s at most for a click that leads nowhere, and stops watching for it', async () => {
    const release = nextLinkTakesClicks();
    await render();
    await act(async () => link('/models').click());
    await advance(200 + 5000);
    expect(bar()?.style.width).toBe('100%');
    await advance(500);
    expect(bar()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    release();
  });

  it('stays out of the editor’s preview frame, which keeps every link from navigating', async () => {
    vi.stubGlobal('parent', {});
    const release = nextLinkTakesClicks();
    await render();
    await act(async () => link('/models').click());
    await advance(3000);
    expect(bar()).toBeNull();
    release();
  });

  it('turns red at once when the connection drops during a navigation', async () => {
    const release = nextLinkTakesClicks();
    await render();
    await act(async () => link('/models').click());
    await advance(50);
    await act(async () => setOnline(false));
    expect(bar()?.dataset.loadingBar).toBe('failed');
    expect(bar()?.style.width).toBe('100%');
    await advance(500);
    expect(bar()).toBeNull();
    release();
  });

  it('turns red when the new route renders its error page', async () => {
    const release = nextLinkTakesClicks();
    await render();
    await act(async () => link('/models').click());
    await advance(300);
    await act(async () => window.dispatchEvent(new Event(routeErrorEvent)));
    expect(bar()?.dataset.loadingBar).toBe('failed');
    release();
  });

  it('follows Back to another path until that path has rendered', async () => {
    await render();
    await commit('/models');
    history.back();
    await act(async () => vi.advanceTimersByTime(0));
    // happy-dom moves the URL back on history.back() and fires popstate, like a browser.
    expect(location.pathname).toBe('/');
    await advance(300);
    expect(bar()).not.toBeNull();
    pathname = '/';
    await render();
    expect(bar()?.style.width).toBe('100%');
  });
});

describe('online and offline notice', () => {
  it('announces going offline until the connection returns, then that it is back for a while', async () => {
    await render();
    expect(status().textContent).toBe('');
    await act(async () => setOnline(false));
    expect(status().textContent).toBe(texts.offline);
    await advance(60_000);
    expect(status().textContent).toBe(texts.offline);
    await act(async () => setOnline(true));
    expect(status().textContent).toBe(texts.online);
    await advance(onlineNoticeMs);
    expect(status().textContent).toBe('');
  });

  it('says so at once on a page opened offline', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await render();
    expect(status().textContent).toBe(texts.offline);
  });
});

describe('idle prefetch', () => {
  let connection: { effectiveType?: string; saveData?: boolean } | undefined;

  beforeEach(() => {
    connection = undefined;
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
    // happy-dom lays nothing out: links below 720 px are out of view.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = Number(this.dataset.top ?? 0);
      return { top, bottom: top + 20, left: 0, right: 100, width: 100, height: 20, x: 0, y: top } as DOMRect;
    });
    link('/models');
    link('/offers').dataset.top = '5000';
    link('/api/settings');
  });
  afterEach(() => vi.restoreAllMocks());

  it('prefetches the routes of the internal links in view 2000 ms after render when the browser has no idle callback', async () => {
    await render();
    await advance(1999);
    expect(router.prefetch).not.toHaveBeenCalled();
    await advance(1);
    expect(router.prefetch.mock.calls).toEqual([['/models']]);
  });

  it('asks for an idle callback with a 2000 ms timeout where there is one', async () => {
    const idle = vi.fn((run: () => void) => (run(), 1));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    await render();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(router.prefetch.mock.calls).toEqual([['/models']]);
  });

  it.each([
    ['a 2g connection', { effectiveType: '2g' }],
    ['a slow-2g connection', { effectiveType: 'slow-2g' }],
    ['Data Saver', { effectiveType: '4g', saveData: true }],
  ])('prefetches nothing on %s', async (_, given) => {
    connection = given;
    await render();
    await advance(5000);
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('prefetches nothing inside the editor’s preview frame', async () => {
    vi.stubGlobal('parent', {});
    await render();
    await advance(5000);
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('runs again for the links of the next page', async () => {
    await render();
    await advance(2000);
    document.querySelector('a[href$="/models"]')!.remove();
    link('/about');
    await commit('/models');
    await advance(2000);
    expect(router.prefetch.mock.calls).toEqual([['/models'], ['/about']]);
  });
});
