import { describe, expect, it } from 'vitest';
import { absoluteUrl, businessJsonLd, jsonLdText, openingHoursSpec, parseJapaneseAddress } from './structured-data';

describe('parseJapaneseAddress', () => {
  it('splits postcode, prefecture, municipality and the rest', () => {
    expect(parseJapaneseAddress('〒107-0062 東京都港区南青山2-1-1')).toEqual({
      postalCode: '107-0062',
      addressRegion: '東京都',
      addressLocality: '港区',
      streetAddress: '南青山2-1-1',
    });
    expect(parseJapaneseAddress('2200012 神奈川県横浜市西区みなとみらい3-3-1')).toEqual({
      postalCode: '220-0012',
      addressRegion: '神奈川県',
      addressLocality: '横浜市西区',
      streetAddress: 'みなとみらい3-3-1',
    });
    expect(parseJapaneseAddress('北海道石狩郡当別町白樺町58-9')).toEqual({
      addressRegion: '北海道',
      addressLocality: '石狩郡当別町',
      streetAddress: '白樺町58-9',
    });
    expect(parseJapaneseAddress('愛知県名古屋市中区栄3-4-1')).toMatchObject({ addressLocality: '名古屋市中区', streetAddress: '栄3-4-1' });
    expect(parseJapaneseAddress('みなとみらい3-3-1')).toEqual({ streetAddress: 'みなとみらい3-3-1' });
  });
});

describe('openingHoursSpec', () => {
  it('reads hours with weekly closing days', () => {
    expect(openingHoursSpec('10:00〜18:00（火曜定休）')).toEqual(['Mo,We-Su 10:00-18:00']);
    expect(openingHoursSpec('10:00～18:00（火曜・水曜定休）')).toEqual(['Mo,Th-Su 10:00-18:00']);
    expect(openingHoursSpec('9:30〜18:00（定休日：月曜）')).toEqual(['Tu-Su 09:30-18:00']);
  });

  it('keeps a day closed only one week in four open in the weekly rule', () => {
    expect(openingHoursSpec('10:00〜18:00（火曜・第2水曜定休）')).toEqual(['Mo,We-Su 10:00-18:00']);
  });

  it('reads days before the hours, ranges and lists, one rule per line', () => {
    expect(openingHoursSpec('月〜金 9:30〜18:00\n土・日・祝 10:00〜17:00')).toEqual(['Mo-Fr 09:30-18:00', 'Sa,Su 10:00-17:00']);
    expect(openingHoursSpec('平日 9:00〜19:00／土日 10:00〜18:00')).toEqual(['Mo-Fr 09:00-19:00', 'Sa,Su 10:00-18:00']);
    expect(openingHoursSpec('月曜〜水曜 10:00-18:00')).toEqual(['Mo-We 10:00-18:00']);
    expect(openingHoursSpec('金〜月 10:00〜20:00')).toEqual(['Mo,Fr-Su 10:00-20:00']);
    expect(openingHoursSpec('毎日 10:00〜18:00')).toEqual(['Mo-Su 10:00-18:00']);
  });

  it('passes schema.org’s own notation through and leaves out what it cannot read', () => {
    expect(openingHoursSpec('Mo-Fr 09:00-18:00\nSa 10:00-16:00')).toEqual(['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00']);
    expect(openingHoursSpec('年中無休')).toEqual([]);
    expect(openingHoursSpec('10:00から')).toEqual([]);
  });
});

describe('businessJsonLd', () => {
  const input = {
    type: 'AutoDealer' as const,
    name: 'ランドローバー 青山',
    description: '東京・南青山の正規販売店です。',
    image: 'https://www.example.jp/media/101303-x/standard-1024.jpg',
    keywords: 'ランドローバー、試乗, 認定中古車',
    opening_hours: '10:00〜18:00（火曜定休）',
    payment_accepted: '現金、クレジットカード',
    price_range: '800万円〜',
    address: '〒107-0062 東京都港区南青山2-1-1',
    latitude: 35.6717,
    longitude: 139.7243,
    contact_info: [
      { type: 'phone', value: '03-3400-1001' },
      { type: 'email', value: 'jp001@dealer.example.jp' },
    ],
    offers_info: [
      { category: '新車販売', description: '全モデルの展示と試乗。', url: '/models' },
      { category: '', description: '', url: '/nothing' },
      { category: '試乗', url: 'javascript:alert(1)' },
    ],
    origin: 'https://www.example.jp',
  };

  it('describes the retailer as schema.org AutoDealer with every field', () => {
    expect(businessJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'ランドローバー 青山',
      description: '東京・南青山の正規販売店です。',
      image: 'https://www.example.jp/media/101303-x/standard-1024.jpg',
      keywords: 'ランドローバー, 試乗, 認定中古車',
      openingHours: ['Mo,We-Su 10:00-18:00'],
      paymentAccepted: '現金、クレジットカード',
      priceRange: '800万円〜',
      address: {
        '@type': 'PostalAddress',
        postalCode: '107-0062',
        addressRegion: '東京都',
        addressLocality: '港区',
        streetAddress: '南青山2-1-1',
        addressCountry: 'JP',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 35.6717, longitude: 139.7243 },
      telephone: '+81334001001',
      email: 'jp001@dealer.example.jp',
      makesOffer: [
        { '@type': 'Offer', category: '新車販売', description: '全モデルの展示と試乗。', url: 'https://www.example.jp/models' },
        { '@type': 'Offer', category: '試乗' },
      ],
    });
  });

  it('describes a service centre as AutoRepair and leaves out what is empty', () => {
    const minimal = businessJsonLd({
      type: 'AutoRepair',
      name: 'サービスセンター',
      address: '東京都江東区有明3-5-7',
      contact_info: [],
      offers_info: [],
      origin: 'https://x.jp',
    });
    expect(minimal).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoRepair',
      name: 'サービスセンター',
      address: {
        '@type': 'PostalAddress',
        addressRegion: '東京都',
        addressLocality: '江東区',
        streetAddress: '有明3-5-7',
        addressCountry: 'JP',
      },
    });
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element or open a comment, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('absoluteUrl', () => {
  it('keeps http(s), makes site paths absolute, and drops anything else', () => {
    expect(absoluteUrl('https://a.jp/x', 'https://www.example.jp')).toBe('https://a.jp/x');
    expect(absoluteUrl('/models?x=1', 'https://www.example.jp')).toBe('https://www.example.jp/models?x=1');
    expect(absoluteUrl('//evil.example', 'https://www.example.jp')).toBeUndefined();
    expect(absoluteUrl('javascript:alert(1)', 'https://www.example.jp')).toBeUndefined();
    expect(absoluteUrl(undefined, 'https://www.example.jp')).toBeUndefined();
  });
});
