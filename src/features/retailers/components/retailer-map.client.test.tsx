// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProviderMap } from './google-engine';
import { createLocalMap } from './maplibre-engine';
import type { MapHandle, MapPoint, MapProvider } from './map-types';
import { RetailerMap, type RetailerMapTexts } from './retailer-map.client';

vi.mock('./maplibre-engine', () => ({ createLocalMap: vi.fn() }));
vi.mock('./google-engine', () => ({ createProviderMap: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const local = vi.mocked(createLocalMap);
const google = vi.mocked(createProviderMap);
const texts: RetailerMapTexts = {
  region: '販売店の地図',
  canvas: '地図',
  zoomIn: '拡大',
  zoomOut: '縮小',
  resetNorth: '北を上にする',
  attribution: '',
  attributionToggle: '出典',
  gestures: '2本指で',
  loading: '地図を読み込んでいます…',
  failed: '地図を表示できませんでした。',
};
const provider: MapProvider = {
  source: { strategy: 'basic' },
  scope: 'optional',
  script: { src: 'https://maps.googleapis.com/maps/api/js?key=AIzaTEST', attributes: {} },
};
const point = (id: string, number: number): MapPoint => ({ id, number, latitude: 35 + number, longitude: 139, label: `${number}. ${id}` });

function handle() {
  return { update: vi.fn<MapHandle['update']>(), select: vi.fn<MapHandle['select']>(), destroy: vi.fn<MapHandle['destroy']>() };
}

let root: Root;
let container: HTMLDivElement;
const onSelect = vi.fn();

async function render(points: MapPoint[], selectedId: string | null, withProvider: MapProvider | null = null) {
  await act(async () =>
    root.render(<RetailerMap points={points} selectedId={selectedId} onSelect={onSelect} provider={withProvider} texts={texts} />),
  );
  // The engine module and the consent are read asynchronously.
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}
const notice = () => container.querySelector('[role="status"]')?.textContent ?? null;

beforeEach(() => {
  local.mockReset();
  google.mockReset();
  localStorage.clear();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('RetailerMap', () => {
  it('draws the site’s own map when no provider is set, then follows the results and the selection', async () => {
    const map = handle();
    local.mockReturnValue(map);
    await render([point('a', 1), point('b', 2)], 'b');
    expect(local).toHaveBeenCalledTimes(1);
    expect(local.mock.calls[0]![1]).toMatchObject({ points: [point('a', 1), point('b', 2)], selectedId: 'b', texts });
    expect(notice()).toBeNull();
    expect(container.querySelector('[role="region"]')!.getAttribute('aria-label')).toBe('販売店の地図');

    await render([point('c', 1)], 'b');
    expect(map.update).toHaveBeenLastCalledWith([point('c', 1)], 'b');
    await render([point('c', 1)], 'c');
    expect(map.select).toHaveBeenLastCalledWith('c', true);

    // A pin chosen on the map reaches the list.
    local.mock.calls[0]![1].onSelect('c');
    expect(onSelect).toHaveBeenCalledWith('c');

    await act(async () => root.unmount());
    expect(map.destroy).toHaveBeenCalled();
    root = createRoot(container);
  });

  it('says it is loading until the map is drawn, and that it failed when it cannot be (no WebGL)', async () => {
    local.mockImplementation(() => {
      throw new Error('WebGL is not supported');
    });
    await render([point('a', 1)], null);
    expect(notice()).toBe('地図を表示できませんでした。');
  });

  it('uses the provider of settings once the visitor’s consent includes its scope', async () => {
    localStorage.setItem('cookieConsentStatus', 'accepted:obligatory,optional');
    google.mockResolvedValue(handle());
    await render([point('a', 1)], null, provider);
    expect(google).toHaveBeenCalledTimes(1);
    expect(google.mock.calls[0]![1]).toEqual(provider.script);
    expect(local).not.toHaveBeenCalled();
  });

  it('keeps to the site’s own map without that consent, and when the provider fails to load', async () => {
    localStorage.setItem('cookieConsentStatus', 'accepted:obligatory');
    local.mockReturnValue(handle());
    await render([point('a', 1)], null, provider);
    expect(google).not.toHaveBeenCalled();
    expect(local).toHaveBeenCalledTimes(1);

    await act(async () => root.unmount());
    root = createRoot(container);
    localStorage.setItem('cookieConsentStatus', 'accepted:obligatory,optional');
    google.mockRejectedValue(new Error('maps script failed'));
    await render([point('a', 1)], null, provider);
    expect(google).toHaveBeenCalledTimes(1);
    expect(local).toHaveBeenCalledTimes(2);
    expect(notice()).toBeNull();
  });
});
