import type { dealers } from '@/db/schema';

/** The demo market: one listing and its dealers (Japanese addresses, E.164 phones). */
export const demoListing = { id: 'jp-main', name: '日本 正規販売店在庫' } as const;

/** Brand words of a showroom's name, as the sign over the door reads. */
const brandWords = { land_rover: 'ランドローバー', jaguar: 'ジャガー' } as const;

/**
 * owner_metadata of a demo dealer (site.md §3): one showroom, named for whichever brand's car it
 * shows. Both names are built from the same place, so "ランドローバー 京都" and "ジャガー 京都" can
 * never drift apart.
 */
export function demoDealerDisplayNames(place: string): { display_name_lr: string; display_name_jag: string } {
  return { display_name_lr: `${brandWords.land_rover} ${place}`, display_name_jag: `${brandWords.jaguar} ${place}` };
}

/** `place`: the showroom's town, from which both brand names are made. */
export const demoDealers = [
  {
    dealerCode: 'JP001',
    ciCode: 'CI-JP001',
    place: '青山',
    state: '東京都',
    locality: '港区',
    postcode: '107-0062',
    address: '南青山2-1-1',
    phone: '+81334001001',
    lat: 35.6717,
    lng: 139.7243,
  },
  {
    dealerCode: 'JP002',
    ciCode: 'CI-JP002',
    place: '世田谷',
    state: '東京都',
    locality: '世田谷区',
    postcode: '158-0094',
    address: '玉川3-2-1',
    phone: '+81337001002',
    lat: 35.6116,
    lng: 139.6279,
  },
  {
    dealerCode: 'JP003',
    ciCode: 'CI-JP003',
    place: '横浜',
    state: '神奈川県',
    locality: '横浜市西区',
    postcode: '220-0012',
    address: 'みなとみらい3-3-1',
    phone: '+81452001003',
    lat: 35.4578,
    lng: 139.6323,
  },
  {
    dealerCode: 'JP004',
    ciCode: 'CI-JP004',
    place: '名古屋',
    state: '愛知県',
    locality: '名古屋市中区',
    postcode: '460-0008',
    address: '栄3-4-1',
    phone: '+81522001004',
    lat: 35.1681,
    lng: 136.9066,
  },
  {
    dealerCode: 'JP005',
    ciCode: 'CI-JP005',
    place: '大阪',
    state: '大阪府',
    locality: '大阪市北区',
    postcode: '530-0001',
    address: '梅田1-5-1',
    phone: '+81663001005',
    lat: 34.7025,
    lng: 135.4959,
  },
  {
    dealerCode: 'JP006',
    ciCode: 'CI-JP006',
    place: '神戸',
    state: '兵庫県',
    locality: '神戸市中央区',
    postcode: '650-0021',
    address: '三宮町1-6-1',
    phone: '+81783001006',
    lat: 34.6913,
    lng: 135.1955,
  },
  {
    dealerCode: 'JP007',
    ciCode: 'CI-JP007',
    place: '福岡',
    state: '福岡県',
    locality: '福岡市中央区',
    postcode: '810-0001',
    address: '天神2-7-1',
    phone: '+81927001007',
    lat: 33.5902,
    lng: 130.3989,
  },
  {
    dealerCode: 'JP008',
    ciCode: 'CI-JP008',
    place: '札幌',
    state: '北海道',
    locality: '札幌市中央区',
    postcode: '060-0042',
    address: '大通西4-8-1',
    phone: '+81112001008',
    lat: 43.0606,
    lng: 141.3515,
  },
  {
    dealerCode: 'JP009',
    ciCode: 'CI-JP009',
    place: '仙台',
    state: '宮城県',
    locality: '仙台市青葉区',
    postcode: '980-0021',
    address: '中央1-9-1',
    phone: '+81222001009',
    lat: 38.2601,
    lng: 140.8824,
  },
  {
    dealerCode: 'JP010',
    ciCode: 'CI-JP010',
    place: '広島',
    state: '広島県',
    locality: '広島市中区',
    postcode: '730-0011',
    address: '基町6-10-1',
    phone: '+81822001010',
    lat: 34.3963,
    lng: 132.4594,
  },
  {
    dealerCode: 'JP011',
    ciCode: 'CI-JP011',
    place: '京都',
    state: '京都府',
    locality: '京都市中京区',
    postcode: '604-8005',
    address: '恵比須町11-1',
    phone: '+81752001011',
    lat: 35.0116,
    lng: 135.7681,
  },
  {
    dealerCode: 'JP012',
    ciCode: 'CI-JP012',
    place: '大宮',
    state: '埼玉県',
    locality: 'さいたま市大宮区',
    postcode: '330-0854',
    address: '桜木町1-12-1',
    phone: '+81486001012',
    lat: 35.9064,
    lng: 139.6239,
  },
] as const;

/** The dealers as the seed stores them: both brands carried, each named for the brand of the car shown. */
export function demoDealerRows(): (typeof dealers.$inferInsert)[] {
  return demoDealers.map((d) => {
    const displayNames = demoDealerDisplayNames(d.place);
    return {
      dealerCode: d.dealerCode,
      ciCode: d.ciCode,
      // The dealer's own name is the site brand's: lists sort by it and fall back to it.
      name: displayNames.display_name_lr,
      ownerMetadata: displayNames,
      brands: ['land_rover', 'jaguar'],
      state: d.state,
      locality: d.locality,
      postcode: d.postcode,
      address: d.address,
      phone: d.phone,
      email: `${d.dealerCode.toLowerCase()}@dealer.example.jp`,
      openingHours: '10:00〜18:00（火曜・第2水曜定休）',
      latitude: d.lat,
      longitude: d.lng,
    };
  });
}
