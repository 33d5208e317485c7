import { describe, expect, it } from 'vitest';
import { prefectures as postcodePrefectures } from '@/features/stock/dealers.server';
import { matchPrefecture, prefectureNames, prefectureOfAddress, prefectureOrder, regionOf, regions } from './prefectures';

describe('prefectures', () => {
  it('are the 47 of the postcode data, in JIS order, each in one of eight regions', () => {
    expect(prefectureNames).toEqual(postcodePrefectures);
    expect(prefectureNames).toHaveLength(47);
    expect(regions.map((r) => r.name)).toEqual(['北海道', '東北', '関東', '中部', '近畿', '中国', '四国', '九州・沖縄']);
    expect([regionOf('東京都'), regionOf('京都府'), regionOf('沖縄県'), regionOf('北海道'), regionOf('ハワイ')]).toEqual([
      'kanto',
      'kinki',
      'kyushu',
      'hokkaido',
      null,
    ]);
  });

  it('sort north to south, unknown names last', () => {
    expect([prefectureOrder('北海道'), prefectureOrder('東京都'), prefectureOrder('沖縄県'), prefectureOrder('不明')]).toEqual([
      0, 12, 46, 47,
    ]);
  });

  it('are recognised with or without 都・府・県, and 東京 is not 京都', () => {
    expect(matchPrefecture('東京都')).toBe('東京都');
    expect(matchPrefecture('東京')).toBe('東京都');
    expect(matchPrefecture('京都')).toBe('京都府');
    expect(matchPrefecture('大阪')).toBe('大阪府');
    expect(matchPrefecture(' 神奈川 ')).toBe('神奈川県');
    expect(matchPrefecture('北海道')).toBe('北海道');
    expect(matchPrefecture('北海')).toBeNull();
    expect(matchPrefecture('奈')).toBeNull();
    expect(matchPrefecture('横浜')).toBeNull();
    expect(matchPrefecture('')).toBeNull();
  });

  it('are read from the start of an address, after a postcode', () => {
    expect(prefectureOfAddress('東京都港区南青山2-1-1')).toBe('東京都');
    expect(prefectureOfAddress('〒220-0012 神奈川県横浜市西区')).toBe('神奈川県');
    expect(prefectureOfAddress('１０７－００６２ 東京都港区')).toBe('東京都');
    expect(prefectureOfAddress('港区南青山2-1-1')).toBeNull();
  });
});
