import { describe, expect, it } from 'vitest';
import table from './data/municipality-points.json';
import { haversineKm } from './distance';
import { locate } from './locate.server';
import { findPlaces, placeOf, type PlaceTable } from './places';

const places = table as unknown as PlaceTable;
const near = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }, km: number) => haversineKm(a, b) < km;

describe('the place table', () => {
  it('has a point for every prefecture and for nearly every municipality of the postcode data, all inside Japan', () => {
    expect(Object.keys(places.prefectures)).toHaveLength(47);
    expect(Object.keys(places.municipalities).length).toBeGreaterThan(1800);
    for (const [latitude, longitude] of [...Object.values(places.prefectures), ...Object.values(places.municipalities)]) {
      expect(latitude).toBeGreaterThan(24);
      expect(latitude).toBeLessThan(46);
      expect(longitude).toBeGreaterThan(122);
      expect(longitude).toBeLessThan(154);
    }
  });

  it('puts places where they are: 港区 beside Tokyo Tower, 札幌市 wards at Sapporo, 那覇市 on Okinawa', () => {
    expect(near(placeOf(places, '東京都', '港区')!.origin, { latitude: 35.6586, longitude: 139.7454 }, 5)).toBe(true);
    expect(near(placeOf(places, '北海道', '札幌市中央区')!.origin, { latitude: 43.0618, longitude: 141.3545 }, 10)).toBe(true);
    expect(near(placeOf(places, '沖縄県', '那覇市')!.origin, { latitude: 26.2124, longitude: 127.6809 }, 10)).toBe(true);
    expect(placeOf(places, '東京都', '港区')!.precision).toBe('municipality');
  });

  it('falls back to the prefecture for a municipality it has no point for, and to nothing for no prefecture', () => {
    const fallback = placeOf(places, '福岡県', '架空町');
    expect(fallback).toMatchObject({ label: '福岡県', precision: 'prefecture' });
    expect(placeOf(places, '架空県', '港区')).toBeNull();
  });
});

describe('findPlaces', () => {
  it('finds a municipality by its name, with or without 市・区・町・村, or with its prefecture', () => {
    expect(findPlaces(places, '世田谷区').map((p) => p.label)).toEqual(['東京都世田谷区']);
    expect(findPlaces(places, '世田谷').map((p) => p.label)).toEqual(['東京都世田谷区']);
    // A shortened name finds the city before the town of that name, which stays on offer.
    expect(findPlaces(places, '横浜').map((p) => p.label)).toEqual(['神奈川県横浜市', '青森県横浜町']);
    expect(findPlaces(places, '横浜町').map((p) => p.label)).toEqual(['青森県横浜町']);
    expect(findPlaces(places, '神奈川県横浜市').map((p) => p.label)).toEqual(['神奈川県横浜市']);
    expect(findPlaces(places, 'さいたま市')[0]?.label).toBe('埼玉県さいたま市');
  });

  it('offers Tokyo’s 中央区 first, then the wards of that name of other cities, one per place', () => {
    const found = findPlaces(places, '中央区');
    expect(found[0]!.label).toBe('東京都中央区');
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found.slice(1).every((p) => /市中央区$/.test(p.label))).toBe(true);
    expect(new Set(found.map((p) => `${p.origin.latitude},${p.origin.longitude}`)).size).toBe(found.length);
  });

  it('finds nothing for a prefecture (that is the prefecture search), a town part or nonsense', () => {
    expect(findPlaces(places, '東京')).toEqual([]);
    expect(findPlaces(places, '青山')).toEqual([]);
    expect(findPlaces(places, 'ランドローバー')).toEqual([]);
    expect(findPlaces(places, '')).toEqual([]);
  });
});

describe('locate', () => {
  it('reads a postcode in any form people type it, and measures from its municipality', () => {
    for (const typed of ['107-0062', '1070062', '〒107-0062', '１０７－００６２', '107ー0062']) {
      const found = locate(typed);
      expect(found.kind, typed).toBe('postcode');
      if (found.kind !== 'postcode') continue;
      expect(found.postcode).toBe('107-0062');
      expect(found.address).toBe('東京都港区南青山');
      expect(found.place.label).toBe('東京都港区');
    }
  });

  it('says a well-formed postcode that does not exist is unknown', () => {
    expect(locate('000-0000')).toEqual({ kind: 'unknown_postcode', postcode: '000-0000' });
  });

  it('tells prefectures, municipalities and other words apart', () => {
    expect(locate('東京')).toEqual({ kind: 'prefecture', prefecture: '東京都' });
    expect(locate('大阪府')).toEqual({ kind: 'prefecture', prefecture: '大阪府' });
    const city = locate('名古屋');
    expect(city.kind).toBe('places');
    if (city.kind === 'places') expect(city.places[0]!.label).toBe('愛知県名古屋市');
    expect(locate('  青山 ')).toEqual({ kind: 'text', text: '青山' });
  });

  it('reads at most 80 characters', () => {
    const found = locate('あ'.repeat(200));
    expect(found).toEqual({ kind: 'text', text: 'あ'.repeat(80) });
  });
});
