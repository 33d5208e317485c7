import { describe, expect, it } from 'vitest';
import { cardContacts, cardServices, cardView, contactInfoIssues, servicesIssues } from './card-items';

describe('contact_info of a retailer card', () => {
  it('becomes links: tel: in E.164 shown nationally, wa.me, mailto:, with the editor’s label when given', () => {
    expect(
      cardContacts([
        { type: 'phone', href: '045-222-1002' },
        { type: 'whatsapp', label: 'WhatsApp（英語対応）', href: '+81452221002', icon: 'phone' },
        { type: 'email', label: 'メールで問い合わせる', href: 'yokohama@dealer.example.jp' },
      ]),
    ).toEqual([
      { type: 'phone', label: '045-222-1002', href: 'tel:+81452221002', icon: '' },
      { type: 'whatsapp', label: 'WhatsApp（英語対応）', href: 'https://wa.me/81452221002', icon: 'phone' },
      { type: 'email', label: 'メールで問い合わせる', href: 'mailto:yokohama@dealer.example.jp', icon: '' },
    ]);
  });

  it('leaves out what cannot be a link, and reads at most six', () => {
    expect(cardContacts([{ type: 'fax', href: '03-1234-5678' }, { type: 'phone', href: 'いつでも' }, 'x'])).toEqual([]);
    expect(cardContacts('not a list')).toEqual([]);
    expect(cardContacts(Array.from({ length: 9 }, () => ({ type: 'phone', href: '03-3400-1001' })))).toHaveLength(6);
  });

  it('is refused on save, item by item, in Japanese', () => {
    expect(contactInfoIssues([])).toEqual([]);
    expect(contactInfoIssues(undefined)).toEqual([]);
    expect(contactInfoIssues({ type: 'phone' })[0]).toMatchObject({ path: [] });
    const issues = contactInfoIssues([
      { type: 'phone', href: '03-3400-1001' },
      { type: 'fax', href: '03-3400-1001' },
      { type: 'email', href: 'not-an-address' },
    ]);
    expect(issues).toEqual([
      { path: [1], message: '各連絡先には type（phone・whatsapp・email）と href が必要です。' },
      { path: [2, 'href'], message: 'メールアドレスとして正しくありません：not-an-address' },
    ]);
    expect(contactInfoIssues(Array.from({ length: 7 }, () => ({ type: 'phone', href: '03-3400-1001' })))).toEqual([
      { path: [], message: '連絡先は6件までです。' },
    ]);
  });
});

describe('services of a retailer card', () => {
  it('are icon and label pairs, a label required', () => {
    expect(cardServices([{ icon: 'wrench', label: '点検・車検' }, { label: '試乗' }, { icon: 'car' }])).toEqual([
      { icon: 'wrench', label: '点検・車検' },
      { icon: '', label: '試乗' },
    ]);
    expect(servicesIssues([{ icon: 'car' }])).toEqual([{ path: [0], message: '各サービスには label（60文字まで）が必要です。' }]);
    expect(servicesIssues('x')).toHaveLength(1);
    expect(servicesIssues([{ label: '試乗' }])).toEqual([]);
  });
});

describe('cardView', () => {
  const card = {
    name: 'ランドローバー 横浜ショールーム',
    address: '神奈川県横浜市西区みなとみらい4-2-1',
    city: '横浜市',
    postcode: '２２０００１２',
    opening_hours: '10:00〜19:00（火曜定休）',
    latitude: 35.4604,
    longitude: 139.6317,
    contact_info: [{ type: 'phone', href: '045-222-1002' }],
    services: [{ icon: 'car', label: '試乗' }],
    link: null,
  };

  it('is a retailer the islands can search, measure and place', () => {
    expect(cardView(card, 1, true)).toEqual({
      id: 'card-2',
      name: 'ランドローバー 横浜ショールーム',
      postcode: '220-0012',
      address: '神奈川県横浜市西区みなとみらい4-2-1',
      state: '神奈川県',
      latitude: 35.4604,
      longitude: 139.6317,
      openingHours: '10:00〜19:00（火曜定休）',
      contacts: [{ type: 'phone', label: '045-222-1002', href: 'tel:+81452221002', icon: '' }],
      services: [{ icon: 'car', label: '試乗' }],
      link: null,
      searchText: 'ランドローバー 横浜ショールーム 横浜市 神奈川県横浜市西区みなとみらい4-2-1',
    });
  });

  it('puts the city before a street address that lacks it, hides services when told, and has no position without both coordinates', () => {
    const view = cardView({ ...card, address: 'みなとみらい4-2-1', latitude: undefined, postcode: '' }, 0, false);
    expect(view.address).toBe('横浜市みなとみらい4-2-1');
    expect(view.state).toBeNull();
    expect(view.services).toEqual([]);
    expect([view.latitude, view.longitude, view.postcode]).toEqual([null, null, null]);
  });
});
