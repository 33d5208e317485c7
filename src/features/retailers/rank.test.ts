import { describe, expect, it } from 'vitest';
import { rankRetailers, searchable, type Rankable } from './rank';

const retailer = (id: string, latitude: number | null, longitude: number | null, searchText: string, state?: string): Rankable => ({
  id,
  latitude,
  longitude,
  searchText,
  state,
});

// Demo dealers' positions: 青山 and 世田谷 in Tokyo, 横浜, 大阪, 札幌, and one without a position.
const aoyama = retailer('aoyama', 35.6717, 139.7243, 'ランドローバー 青山 東京都港区南青山2-1-1', '東京都');
const setagaya = retailer('setagaya', 35.6116, 139.6279, 'ランドローバー 世田谷 東京都世田谷区玉川3-2-1', '東京都');
const yokohama = retailer('yokohama', 35.4578, 139.6323, 'ランドローバー 横浜 神奈川県横浜市西区みなとみらい', '神奈川県');
const osaka = retailer('osaka', 34.7025, 135.4959, 'ランドローバー 大阪 大阪府大阪市北区梅田', '大阪府');
const sapporo = retailer('sapporo', 43.0606, 141.3515, 'ランドローバー 札幌 北海道札幌市中央区', '北海道');
const unplaced = retailer('unplaced', null, null, 'ランドローバー 仮店舗 東京都千代田区', '東京都');
const all = [sapporo, unplaced, osaka, yokohama, setagaya, aoyama];
const ids = (ranked: { retailer: Rankable }[]) => ranked.map((r) => r.retailer.id);

describe('rankRetailers', () => {
  it('lists every retailer in the given order, without distances, before a search', () => {
    const ranked = rankRetailers(all, { kind: 'all' });
    expect(ids(ranked)).toEqual(['sapporo', 'unplaced', 'osaka', 'yokohama', 'setagaya', 'aoyama']);
    expect(ranked.every((r) => r.km === null)).toBe(true);
  });

  it('puts the nearest first from a place, with each distance, leaving out retailers without a position', () => {
    // Shibuya station: Aoyama ~2 km, Setagaya ~9 km, Yokohama ~26 km.
    const ranked = rankRetailers(all, { kind: 'near', origin: { latitude: 35.658, longitude: 139.7016 } });
    expect(ids(ranked)).toEqual(['aoyama', 'setagaya', 'yokohama', 'osaka', 'sapporo']);
    expect(ranked[0]!.km).toBeGreaterThan(1.5);
    expect(ranked[0]!.km).toBeLessThan(3);
    expect(ranked[2]!.km).toBeGreaterThan(20);
    expect(ranked[2]!.km).toBeLessThan(30);
    const kms = ranked.map((r) => r.km!);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
  });

  it('keeps the nearest few when asked to', () => {
    const fromOsaka = { kind: 'near', origin: { latitude: 34.69, longitude: 135.5 } } as const;
    expect(ids(rankRetailers(all, fromOsaka, 2))).toEqual(['osaka', 'yokohama']);
    expect(rankRetailers(all, fromOsaka, 0)).toEqual([]);
  });

  it('keeps a prefecture’s retailers, placed or not, in the given order', () => {
    expect(ids(rankRetailers(all, { kind: 'prefecture', prefecture: '東京都' }))).toEqual(['unplaced', 'setagaya', 'aoyama']);
    expect(rankRetailers(all, { kind: 'prefecture', prefecture: '沖縄県' })).toEqual([]);
  });

  it('finds words in names and addresses whatever their width, case or kana', () => {
    expect(ids(rankRetailers(all, { kind: 'text', text: '青山' }))).toEqual(['aoyama']);
    expect(ids(rankRetailers(all, { kind: 'text', text: 'みなと みらい' }))).toEqual(['yokohama']);
    expect(ids(rankRetailers(all, { kind: 'text', text: 'らんどろーばー　札幌' }))).toEqual(['sapporo']);
    expect(ids(rankRetailers(all, { kind: 'text', text: '2-1-1' }))).toEqual(['aoyama']);
    expect(ids(rankRetailers(all, { kind: 'text', text: '２－１－１' }))).toEqual(['aoyama']);
    expect(rankRetailers(all, { kind: 'text', text: '名古屋' })).toEqual([]);
    expect(rankRetailers(all, { kind: 'text', text: '  ' })).toEqual([]);
  });
});

describe('searchable', () => {
  it('normalises width, case, kana and spacing', () => {
    expect(searchable('ＡＢＣ ｱｲｳ あいう・ヴ')).toBe('abcアイウアイウヴ');
  });
});
