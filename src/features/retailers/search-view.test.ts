import { describe, expect, it } from 'vitest';
import type { RetailerView } from './retailer';
import {
  distanceText,
  initialOutcome,
  mapPointsOf,
  outcomeOfLocated,
  outcomeOfPlace,
  outcomeOfPosition,
  resultsOf,
  retailerEvent,
} from './search-view';

const view = (id: string, latitude: number | null, longitude: number | null, state: string, name = id): RetailerView => ({
  id,
  name,
  postcode: null,
  address: `${state}${name}`,
  state,
  latitude,
  longitude,
  openingHours: '',
  contacts: [],
  services: [],
  link: null,
  searchText: `${name} ${state}`,
});
const retailers = [
  view('JP008', 43.0606, 141.3515, '北海道', '札幌'),
  view('JP001', 35.6717, 139.7243, '東京都', '青山'),
  view('JP099', null, null, '東京都', '仮店舗'),
  view('JP005', 34.7025, 135.4959, '大阪府', '大阪'),
];
const minato = { label: '東京都港区', origin: { latitude: 35.643, longitude: 139.74 }, precision: 'municipality' as const };
const units = { km: '{{value}}km', mi: '{{value}}マイル' };

describe('what a search shows', () => {
  it('starts with every retailer, as listed', () => {
    expect(resultsOf(retailers, initialOutcome, 10).map((r) => r.retailer.id)).toEqual(['JP008', 'JP001', 'JP099', 'JP005']);
  });

  it('measures a postcode search from its municipality, nearest first, and counts it as a postcode search', () => {
    const outcome = outcomeOfLocated({ kind: 'postcode', postcode: '107-0062', address: '東京都港区南青山', place: minato });
    expect(outcome.summary).toEqual({ kind: 'postcode', postcode: '107-0062', address: '東京都港区南青山', rough: false });
    expect(outcome.tracking).toEqual({ search_type: 'postcodeSearch', label: 'postcode' });
    expect(resultsOf(retailers, outcome, 10).map((r) => r.retailer.id)).toEqual(['JP001', 'JP005', 'JP008']);
    expect(resultsOf(retailers, outcome, 1).map((r) => r.retailer.id)).toEqual(['JP001']);
  });

  it('says distances are rough when only the prefecture’s point was known', () => {
    const rough = { ...minato, label: '福岡県', precision: 'prefecture' as const };
    expect(
      outcomeOfLocated({ kind: 'postcode', postcode: '810-0001', address: '福岡県福岡市中央区天神', place: rough }).summary,
    ).toMatchObject({
      rough: true,
    });
    expect(outcomeOfPlace(rough).summary).toEqual({ kind: 'place', place: '福岡県', rough: true });
  });

  it('shows nothing for a postcode that does not exist (the no-results text)', () => {
    const outcome = outcomeOfLocated({ kind: 'unknown_postcode', postcode: '000-0000' });
    expect(outcome.summary).toEqual({ kind: 'none' });
    expect(resultsOf(retailers, outcome, 10)).toEqual([]);
  });

  it('keeps a prefecture’s retailers for a prefecture, a state search', () => {
    const outcome = outcomeOfLocated({ kind: 'prefecture', prefecture: '東京都' });
    expect(outcome.tracking.search_type).toBe('stateSearch');
    expect(resultsOf(retailers, outcome, 1).map((r) => r.retailer.id)).toEqual(['JP001', 'JP099']);
  });

  it('uses the first place of a name and offers the others', () => {
    const chuo = { label: '北海道札幌市中央区', origin: { latitude: 43.06, longitude: 141.35 }, precision: 'municipality' as const };
    const outcome = outcomeOfLocated({ kind: 'places', places: [minato, chuo] });
    expect(outcome.summary).toEqual({ kind: 'place', place: '東京都港区', rough: false });
    expect(outcome.alternatives).toEqual([chuo]);
    expect(outcome.tracking).toEqual({ label: 'city' });
    expect(resultsOf(retailers, outcomeOfPlace(chuo), 10)[0]!.retailer.id).toBe('JP008');
  });

  it('searches names and addresses for other words, as a retailer search', () => {
    const outcome = outcomeOfLocated({ kind: 'text', text: '青山' });
    expect(outcome.tracking.search_type).toBe('retailerSearch');
    expect(resultsOf(retailers, outcome, 10).map((r) => r.retailer.id)).toEqual(['JP001']);
    expect(resultsOf(retailers, outcomeOfLocated({ kind: 'text', text: '名古屋' }), 10)).toEqual([]);
  });

  it('measures from the visitor’s own position', () => {
    const outcome = outcomeOfPosition({ latitude: 34.69, longitude: 135.5 });
    expect(outcome.summary).toEqual({ kind: 'here' });
    expect(outcome.tracking).toEqual({ label: 'geolocation' });
    expect(resultsOf(retailers, outcome, 10)[0]!.retailer.id).toBe('JP005');
  });
});

describe('distanceText', () => {
  it('writes the distance in the block’s unit', () => {
    expect(distanceText(3.44, 'km', units)).toBe('3.4km');
    expect(distanceText(100, 'mi', units)).toBe('62マイル');
    expect(distanceText(1.609344, 'mi', units)).toBe('1.0マイル');
    expect(distanceText(null, 'km', units)).toBeNull();
  });
});

describe('mapPointsOf', () => {
  it('pins the results that have a position, numbered as the list numbers them', () => {
    const results = resultsOf(retailers, initialOutcome, 10);
    const points = mapPointsOf(results, (n, name) => `${n}. ${name}`);
    expect(points).toEqual([
      { id: 'JP008', latitude: 43.0606, longitude: 141.3515, number: 1, label: '1. 札幌' },
      { id: 'JP001', latitude: 35.6717, longitude: 139.7243, number: 2, label: '2. 青山' },
      { id: 'JP005', latitude: 34.7025, longitude: 135.4959, number: 4, label: '4. 大阪' },
    ]);
  });
});

describe('retailerEvent', () => {
  it('is a retailer_locator event without empty fields', () => {
    expect(retailerEvent('search', { search_type: 'postcodeSearch', label: 'postcode' })).toEqual({
      event: 'retailer_locator',
      action: 'search',
      search_type: 'postcodeSearch',
      label: 'postcode',
    });
    expect(retailerEvent('call', { retailer_code: 'JP001', label: 'phone' })).toEqual({
      event: 'retailer_locator',
      action: 'call',
      retailer_code: 'JP001',
      label: 'phone',
    });
    expect(retailerEvent('directions', { label: '', retailer_code: 'JP002' })).toEqual({
      event: 'retailer_locator',
      action: 'directions',
      retailer_code: 'JP002',
    });
  });
});
