// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentChangeEvent, consentStorageKey } from '@/features/consent/consent';
import { defaultCategoryScopes } from '@/features/consent/provider-settings';
import type { ConsentSource } from '@/features/consent/watch-consent';
import { forgetInjectedScripts } from './inject-script';
import { TagLoader, type LoaderErrorReporting, type LoaderTag } from './tag-loader.client';

/** Sentry's client stands in here; what it does itself is browser-reporter.test.ts's business. */
const sentry = vi.hoisted(() => ({ switches: [] as boolean[], starts: [] as unknown[] }));
vi.mock('@/features/error-reporting/browser-reporter', () => ({
  startBrowserReporter: (config: unknown) => {
    sentry.starts.push(config);
    return { setEnabled: (enabled: boolean) => sentry.switches.push(enabled) };
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tagManager: LoaderTag = {
  id: 'tag_manager',
  scope: 'statistic',
  src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
  attributes: {},
};
const cookiebotTag: LoaderTag = {
  id: 'consent_provider',
  scope: 'obligatory',
  src: 'https://consent.cookiebot.com/uc.js',
  attributes: { id: 'Cookiebot', 'data-cbid': '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9' },
};
const globals = window as unknown as Record<string, unknown>;
const injected = (id: string) => document.querySelectorAll<HTMLScriptElement>(`script[data-tag="${id}"]`);
let root: Root | null = null;

async function render(source: ConsentSource, tags: LoaderTag[], errorReporting: LoaderErrorReporting | null = null) {
  root ??= createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(<TagLoader source={source} tags={tags} errorReporting={errorReporting} />));
}

async function decide(stored: string) {
  await act(async () => {
    localStorage.setItem(consentStorageKey, stored);
    window.dispatchEvent(new CustomEvent(consentChangeEvent));
  });
}

beforeEach(() => {
  // The stand-in DOM must never fetch a vendor's script.
  const settings = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM.settings;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
  const pageScript = document.createElement('script');
  pageScript.setAttribute('nonce', 'page-nonce');
  document.head.appendChild(pageScript);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  forgetInjectedScripts();
  delete globals.dataLayer;
  delete globals.Cookiebot;
});

describe('TagLoader with our banner (basic)', () => {
  it('loads the tag manager only once its scope is accepted, with the page’s nonce', async () => {
    await render({ strategy: 'basic' }, [tagManager]);
    expect(injected('tag_manager')).toHaveLength(0);
    await decide('rejected:obligatory');
    expect(injected('tag_manager')).toHaveLength(0);
    await decide('accepted:obligatory,marketing');
    expect(injected('tag_manager')).toHaveLength(0);
    await decide('accepted:obligatory,statistic');
    const [script] = injected('tag_manager');
    expect(script?.src).toBe(tagManager.src);
    expect(script?.getAttribute('nonce')).toBe('page-nonce');
    expect(script?.async).toBe(true);
  });

  it('starts the tag manager’s clock before it loads and tells the data layer every consent change', async () => {
    await render({ strategy: 'basic' }, [tagManager]);
    await decide('accepted:obligatory,statistic');
    const events = (window.dataLayer ?? []).map((entry) => entry.event);
    expect(events).toEqual(['consent_update', 'gtm.js', 'consent_update']);
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'consent_update',
      consent_status: 'accepted',
      consent_scopes: ['obligatory', 'statistic'],
    });
    expect(window.dataLayer?.[1]).toEqual({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
  });

  it('loads a tag once, however often consent is reported or the page re-renders', async () => {
    localStorage.setItem(consentStorageKey, 'accepted:obligatory,statistic');
    await render({ strategy: 'basic' }, [tagManager]);
    await render({ strategy: 'basic' }, [{ ...tagManager }]);
    await decide('accepted:obligatory,statistic,optional');
    expect(injected('tag_manager')).toHaveLength(1);
  });
});

describe('TagLoader with strategy none', () => {
  it('loads every tag at once', async () => {
    await render({ strategy: 'none' }, [tagManager]);
    expect(injected('tag_manager')).toHaveLength(1);
  });
});

describe('TagLoader with a consent provider (Cookiebot stand-in)', () => {
  it('loads the provider at once and the tag manager only after the provider reports consent', async () => {
    await render({ strategy: 'cookiebot', provider: { categories: defaultCategoryScopes.cookiebot } }, [cookiebotTag, tagManager]);
    await vi.waitFor(() => expect(injected('consent_provider')).toHaveLength(1));
    expect(injected('consent_provider')[0]?.getAttribute('data-cbid')).toBe(cookiebotTag.attributes['data-cbid']);
    expect(injected('tag_manager')).toHaveLength(0);
    // The vendor's script "arrives" and the visitor accepts statistics.
    await act(async () => {
      globals.Cookiebot = { consent: { necessary: true, preferences: false, statistics: true, marketing: false }, hasResponse: true };
      window.dispatchEvent(new Event('CookiebotOnAccept'));
    });
    expect(injected('tag_manager')).toHaveLength(1);
  });

  it('keeps the tag manager out when the visitor declines in the provider', async () => {
    await render({ strategy: 'cookiebot', provider: { categories: defaultCategoryScopes.cookiebot } }, [cookiebotTag, tagManager]);
    await vi.waitFor(() => expect(injected('consent_provider')).toHaveLength(1));
    await act(async () => {
      globals.Cookiebot = { consent: { necessary: true, preferences: false, statistics: false, marketing: false }, hasResponse: true };
      window.dispatchEvent(new Event('CookiebotOnDecline'));
    });
    expect(injected('tag_manager')).toHaveLength(0);
  });
});

describe('TagLoader with error reporting', () => {
  const errorReporting: LoaderErrorReporting = {
    scope: 'statistic',
    config: { dsn: 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/7', environment: 'production' },
  };
  const reporterOn = () => sentry.switches.at(-1) === true;

  beforeEach(() => {
    sentry.switches.length = 0;
    sentry.starts.length = 0;
  });

  it('starts the reporter with the DSN only once the statistic scope is accepted', async () => {
    await render({ strategy: 'basic' }, [], errorReporting);
    await decide('rejected:obligatory');
    await decide('accepted:obligatory,marketing');
    // Time enough for the SDK's chunk to arrive, had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentry.starts).toEqual([]);
    await decide('accepted:obligatory,statistic');
    await vi.waitFor(() => expect(sentry.starts).toEqual([errorReporting.config]));
    expect(reporterOn()).toBe(true);
  });

  it('stops it sending when the visitor withdraws, and lets it send again when they accept again', async () => {
    await render({ strategy: 'basic' }, [], errorReporting);
    await decide('accepted:obligatory,statistic');
    await vi.waitFor(() => expect(reporterOn()).toBe(true));
    await decide('rejected:obligatory');
    await vi.waitFor(() => expect(sentry.switches.at(-1)).toBe(false));
    await decide('accepted:obligatory,statistic');
    await vi.waitFor(() => expect(reporterOn()).toBe(true));
    expect(sentry.starts).toHaveLength(1);
  });

  it('stops it sending when the loader goes (nobody follows consent any more)', async () => {
    await render({ strategy: 'basic' }, [], errorReporting);
    await decide('accepted:obligatory,statistic');
    await vi.waitFor(() => expect(reporterOn()).toBe(true));
    await act(async () => root?.unmount());
    root = null;
    await vi.waitFor(() => expect(sentry.switches.at(-1)).toBe(false));
  });

  it('starts it at once with strategy none, where nobody is asked', async () => {
    await render({ strategy: 'none' }, [], errorReporting);
    await vi.waitFor(() => expect(sentry.starts).toHaveLength(1));
  });
});
