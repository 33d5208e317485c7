// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentChangeEvent, consentStorageKey } from '@/features/consent/consent';
import type { ConsentSource } from '@/features/consent/watch-consent';
import { forgetInjectedScripts } from '@/features/tags/inject-script';
import { MapEmbed } from './map-embed.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const script = { src: 'https://maps.googleapis.com/maps/api/js?key=AIzaTEST&loading=async', attributes: {} };
const texts = {
  region: '東京ショールームの地図',
  consentNote: '同意が必要です',
  changeConsent: 'Cookie設定を変更',
  changeUnavailable: '開けませんでした',
  loading: '読み込み中',
  failed: '読み込めませんでした',
};
const globals = window as unknown as Record<string, unknown>;
let root: Root;
let container: HTMLElement;

/** A stand-in for the Maps JavaScript API: records the map and marker it is asked for. */
function fakeMapsApi() {
  const made: { map?: { element: HTMLElement; options: Record<string, unknown> }; marker?: Record<string, unknown> } = {};
  const api = {
    importLibrary: async (name: string) =>
      name === 'maps'
        ? {
            Map: class {
              constructor(element: HTMLElement, options: Record<string, unknown>) {
                made.map = { element, options };
              }
            },
          }
        : {
            Marker: class {
              constructor(options: Record<string, unknown>) {
                made.marker = options;
              }
            },
          },
  };
  return { api, made };
}

const mapsScripts = () => document.querySelectorAll<HTMLScriptElement>('script[data-tag="maps"]');
const state = () => container.querySelector('[data-state]')!.getAttribute('data-state');

async function render(source: ConsentSource) {
  await act(async () =>
    root.render(
      <MapEmbed
        source={source}
        scope="optional"
        script={script}
        latitude={35.6727}
        longitude={139.7238}
        zoom={15}
        place="東京ショールーム"
        texts={texts}
      >
        <div data-testid="static-map" aria-hidden="true" />
      </MapEmbed>,
    ),
  );
}

async function decide(stored: string) {
  await act(async () => {
    localStorage.setItem(consentStorageKey, stored);
    window.dispatchEvent(new CustomEvent(consentChangeEvent));
  });
}

beforeEach(() => {
  // The stand-in DOM must never fetch the map provider's script.
  const settings = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM.settings;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
  const pageScript = document.createElement('script');
  pageScript.setAttribute('nonce', 'page-nonce');
  document.head.appendChild(pageScript);
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  forgetInjectedScripts();
  delete globals.google;
  vi.restoreAllMocks();
});

describe('MapEmbed', () => {
  it('asks nothing of the map provider before consent, and says how to allow the map', async () => {
    await render({ strategy: 'basic' });
    expect(state()).toBe('blocked');
    expect(mapsScripts()).toHaveLength(0);
    expect(container.textContent).toContain('同意が必要です');
    expect(container.querySelector('button')!.textContent).toBe('Cookie設定を変更');
    expect(container.querySelector('[data-testid="static-map"]')).not.toBeNull();
    expect(container.querySelector('[role="region"]')!.getAttribute('aria-hidden')).toBe('true');
    // Other scopes are not the maps tag's.
    await decide('accepted:obligatory,statistic,marketing');
    expect(mapsScripts()).toHaveLength(0);
    await decide('rejected:obligatory');
    expect(mapsScripts()).toHaveLength(0);
  });

  it('loads the maps tag once its scope is accepted, then draws the map with a marker', async () => {
    await render({ strategy: 'basic' });
    await decide('accepted:obligatory,optional');
    const [tag] = mapsScripts();
    expect([tag?.src, tag?.getAttribute('nonce')]).toEqual([script.src, 'page-nonce']);
    expect(state()).toBe('loading');
    expect(container.querySelector('[role="status"]')!.textContent).toBe('読み込み中');
    const { api, made } = fakeMapsApi();
    await act(async () => {
      globals.google = { maps: api };
      tag!.dispatchEvent(new Event('load'));
    });
    await vi.waitFor(() => expect(state()).toBe('ready'));
    const region = container.querySelector('[role="region"]')!;
    expect([region.getAttribute('aria-label'), region.hasAttribute('aria-hidden')]).toEqual(['東京ショールームの地図', false]);
    expect(made.map!.element).toBe(region);
    expect(made.map!.options).toMatchObject({ center: { lat: 35.6727, lng: 139.7238 }, zoom: 15 });
    expect(made.marker).toMatchObject({ position: { lat: 35.6727, lng: 139.7238 }, title: '東京ショールーム' });
    expect(container.querySelector('[data-testid="static-map"]')).toBeNull();
  });

  it('loads at once when the site asks for no consent, without a settings button', async () => {
    globals.google = { maps: fakeMapsApi().api };
    await render({ strategy: 'none' });
    await vi.waitFor(() => expect(state()).toBe('ready'));
    expect(mapsScripts()).toHaveLength(1);
    expect(container.querySelector('button')).toBeNull();
  });

  it('says so when the script fails, and keeps the drawing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(consentStorageKey, 'accepted:obligatory,optional');
    await render({ strategy: 'basic' });
    await act(async () => {
      mapsScripts()[0]!.dispatchEvent(new Event('error'));
    });
    await vi.waitFor(() => expect(state()).toBe('failed'));
    expect(container.querySelector('[role="status"]')!.textContent).toBe('読み込めませんでした');
    expect(container.querySelector('[data-testid="static-map"]')).not.toBeNull();
  });
});
