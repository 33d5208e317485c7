// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getT } from '@/i18n/i18n';
import { trackEvent } from '@/features/analytics/track';
import { finderTexts } from '../finder-texts';
import { locateRetailerSearch } from '../locate.action';
import type { RetailerView } from '../retailer';
import { RetailerFinder, type FinderVariant } from './retailer-finder.client';

vi.mock('../locate.action', () => ({ locateRetailerSearch: vi.fn() }));
vi.mock('@/features/analytics/track', () => ({ trackEvent: vi.fn() }));
// The map itself needs WebGL: a stand-in shows what it was given and lets a pin be chosen.
vi.mock('./retailer-map.client', () => ({
  RetailerMap: ({
    points,
    selectedId,
    onSelect,
  }: {
    points: { id: string; label: string }[];
    selectedId: string | null;
    onSelect(id: string): void;
  }) => (
    <div data-testid="map" data-selected={selectedId ?? ''}>
      {points.map((p) => (
        <button key={p.id} type="button" data-pin={p.id} onClick={() => onSelect(p.id)}>
          {p.label}
        </button>
      ))}
    </div>
  ),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const locateMock = vi.mocked(locateRetailerSearch);
const tracked = vi.mocked(trackEvent);
const texts = finderTexts(getT('ja'));

const retailer = (
  id: string,
  name: string,
  state: string,
  address: string,
  latitude: number | null,
  longitude: number | null,
): RetailerView => ({
  id,
  name,
  postcode: null,
  address,
  state,
  latitude,
  longitude,
  openingHours: '',
  contacts: [{ type: 'phone', label: '03-3400-1001', href: 'tel:+81334001001', icon: '' }],
  services: [],
  link: null,
  searchText: `${name} ${address}`,
});
const retailers = [
  retailer('JP008', 'ランドローバー 札幌', '北海道', '北海道札幌市中央区大通西4-8-1', 43.0606, 141.3515),
  retailer('JP001', 'ランドローバー 青山', '東京都', '東京都港区南青山2-1-1', 35.6717, 139.7243),
  retailer('JP003', 'ランドローバー 横浜', '神奈川県', '神奈川県横浜市西区みなとみらい3-3-1', 35.4578, 139.6323),
  retailer('JP099', 'ランドローバー 仮店舗', '東京都', '東京都千代田区', null, null),
];
const minato = { label: '東京都港区', origin: { latitude: 35.643, longitude: 139.74 }, precision: 'municipality' as const };

let root: Root;
let container: HTMLDivElement;

async function render(variant: FinderVariant = 'with_map', unit: 'km' | 'mi' = 'km') {
  await act(async () =>
    root.render(
      <RetailerFinder
        retailers={retailers}
        variant={variant}
        unit={unit}
        limit={10}
        headingLevel="h3"
        provider={null}
        searchable
        texts={texts}
      />,
    ),
  );
}

const names = () => [...container.querySelectorAll('ol > li h3')].map((h) => h.firstChild!.textContent);
const distances = () =>
  [...container.querySelectorAll('ol > li')].map((li) => li.querySelector('h3')!.nextElementSibling?.textContent ?? null);
const live = () => container.querySelector('[aria-live="polite"]')!.textContent;
const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

async function search(words: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="search"]')!;
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, words);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

beforeEach(() => {
  locateMock.mockReset();
  tracked.mockReset();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('RetailerFinder', () => {
  it('lists every retailer before a search, numbered, without distances', async () => {
    await render();
    expect(names()).toEqual(['ランドローバー 札幌', 'ランドローバー 青山', 'ランドローバー 横浜', 'ランドローバー 仮店舗']);
    expect([...container.querySelectorAll('ol > li > div > span[aria-hidden="true"]')].map((n) => n.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(distances().every((d) => d === null || !/km/.test(d))).toBe(true);
    expect(container.textContent).toContain('すべての販売店4件');
  });

  it('finds the nearest retailers to a postcode, with distances, and announces how many', async () => {
    await render();
    locateMock.mockResolvedValue({ kind: 'postcode', postcode: '107-0062', address: '東京都港区南青山', place: minato });
    await search('１０７－００６２');
    expect(locateMock).toHaveBeenCalledWith('１０７－００６２');
    expect(names()).toEqual(['ランドローバー 青山', 'ランドローバー 横浜', 'ランドローバー 札幌']);
    // By the spherical law of cosines: 3.49, 22.78 and 836.31 km.
    expect(distances()).toEqual(['3.5km', '23km', '836km']);
    expect(container.textContent).toContain('〒107-0062 東京都港区南青山から近い順3件');
    expect(live()).toBe('〒107-0062 東京都港区南青山から近い順：3件の販売店が見つかりました');
    expect(container.textContent).toContain('距離は直線距離の目安です。');
    expect(tracked).toHaveBeenCalledWith({ event: 'retailer_locator', action: 'search', search_type: 'postcodeSearch', label: 'postcode' });
  });

  it('shows distances in miles when the block says so', async () => {
    await render('plain', 'mi');
    locateMock.mockResolvedValue({ kind: 'places', places: [minato] });
    await search('港区');
    expect(distances()).toEqual(['2.2マイル', '14マイル', '520マイル']);
  });

  it('says there are no results, in Japanese, for a postcode that does not exist or words nothing matches', async () => {
    await render();
    locateMock.mockResolvedValue({ kind: 'unknown_postcode', postcode: '000-0000' });
    await search('000-0000');
    expect(names()).toEqual([]);
    const sorry = '申し訳ございません。検索条件に一致する結果は見つかりませんでした。';
    expect(container.textContent).toContain(sorry);
    expect(live()).toBe(sorry);

    locateMock.mockResolvedValue({ kind: 'text', text: '名古屋港' });
    await search('名古屋港');
    expect(live()).toBe(sorry);
    await act(async () => button('すべての販売店を表示').click());
    expect(names()).toHaveLength(4);
  });

  it('keeps a prefecture’s retailers and finds words in names', async () => {
    await render();
    locateMock.mockResolvedValue({ kind: 'prefecture', prefecture: '東京都' });
    await search('東京');
    expect(names()).toEqual(['ランドローバー 青山', 'ランドローバー 仮店舗']);
    expect(live()).toBe('東京都の販売店：2件の販売店が見つかりました');
    locateMock.mockResolvedValue({ kind: 'text', text: 'よこはま' });
    await search('よこはま');
    expect(names()).toEqual([]);
    locateMock.mockResolvedValue({ kind: 'text', text: 'みなとみらい' });
    await search('みなとみらい');
    expect(names()).toEqual(['ランドローバー 横浜']);
  });

  it('offers the other places of a name and measures from the one picked', async () => {
    await render();
    const sapporoChuo = { label: '北海道札幌市中央区', origin: { latitude: 43.06, longitude: 141.35 }, precision: 'municipality' as const };
    locateMock.mockResolvedValue({ kind: 'places', places: [minato, sapporoChuo] });
    await search('中央区');
    expect(names()[0]).toBe('ランドローバー 青山');
    await act(async () => button('北海道札幌市中央区').click());
    expect(names()[0]).toBe('ランドローバー 札幌');
    expect(container.textContent).toContain('北海道札幌市中央区から近い順');
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('北海道札幌市中央区');
  });

  it('searches from the visitor’s position only when asked, and says so when it is refused', async () => {
    const getCurrentPosition = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await render();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    getCurrentPosition.mockImplementationOnce((ok: PositionCallback) =>
      ok({ coords: { latitude: 35.45, longitude: 139.63 } } as GeolocationPosition),
    );
    await act(async () => button('現在地から探す').click());
    expect(names()[0]).toBe('ランドローバー 横浜');
    expect(container.textContent).toContain('現在地から近い順');
    expect(tracked).toHaveBeenLastCalledWith({ event: 'retailer_locator', action: 'search', label: 'geolocation' });

    getCurrentPosition.mockImplementationOnce((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    await act(async () => button('現在地から探す').click());
    expect(live()).toContain('位置情報の利用が許可されていません');
  });

  it('opens the map only when asked, with numbered pins; a pin selects its retailer in the list', async () => {
    await render();
    expect(container.querySelector('[data-testid="map"]')).toBeNull();
    const showAoyama = container.querySelectorAll<HTMLButtonElement>('ol > li')[1]!.querySelector('button')!;
    expect(showAoyama.textContent).toBe('地図で見る');
    await act(async () => showAoyama.click());
    await act(async () => undefined);
    const map = container.querySelector('[data-testid="map"]')!;
    expect(map.getAttribute('data-selected')).toBe('JP001');
    expect([...map.querySelectorAll('[data-pin]')].map((p) => p.textContent)).toEqual([
      '1. ランドローバー 札幌',
      '2. ランドローバー 青山',
      '3. ランドローバー 横浜',
    ]);
    expect(tracked).toHaveBeenCalledWith({ event: 'retailer_locator', action: 'select_retailer', retailer_code: 'JP001', label: 'list' });

    Element.prototype.scrollIntoView = vi.fn();
    await act(async () => map.querySelector<HTMLButtonElement>('[data-pin="JP003"]')!.click());
    const current = container.querySelector('ol > li[aria-current="true"]')!;
    expect(current.querySelector('h3')!.textContent).toBe('ランドローバー 横浜（選択中の販売店）');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(button('地図').getAttribute('aria-pressed')).toBe('true');
  });

  it('reports a call as the retailer’s call', async () => {
    await render('plain');
    const call = container.querySelector<HTMLAnchorElement>('a[href="tel:+81334001001"]')!;
    call.addEventListener('click', (event) => event.preventDefault());
    await act(async () => call.click());
    expect(tracked).toHaveBeenCalledWith({ event: 'retailer_locator', action: 'call', retailer_code: 'JP008', label: 'phone' });
  });

  it('lists by prefecture in the MENA variant, announcing the count', async () => {
    await render('mena');
    expect(container.querySelector('form')).toBeNull();
    const select = container.querySelector('select')!;
    await act(async () => {
      select.value = '東京都';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(names()).toEqual(['ランドローバー 青山', 'ランドローバー 仮店舗']);
    expect(live()).toBe('2件の販売店が見つかりました');
    expect(tracked).toHaveBeenCalledWith({ event: 'retailer_locator', action: 'search', search_type: 'stateSearch', label: 'prefecture' });
  });
});
