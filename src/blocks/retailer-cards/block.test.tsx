import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { loadRetailerCards } from './load.server';

vi.mock('./load.server', () => ({ loadRetailerCards: vi.fn() }));
const load = vi.mocked(loadRetailerCards);

const card = (n: number, extra: Record<string, unknown> = {}) => ({ name: `拠点${n}`, address: `東京都港区${n}-1-1`, ...extra });

describe('retailer cards', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ provider: null });
  });

  it('renders its default cards: name, 〒 address, hours, services and contact links in E.164 shown nationally', async () => {
    const section = await renderBlockSection('retailer_cards');
    expect(load).toHaveBeenCalledWith(true);
    expect(section.querySelector('h2')!.textContent).toBe('サービスセンター・ショールーム');
    const items = [...section.querySelectorAll('ol > li')];
    expect(items.map((li) => li.querySelector('h3')!.textContent)).toEqual([
      'ランドローバー 東京サービスセンター',
      'ランドローバー 横浜ショールーム',
      'ランドローバー 名古屋サービスセンター',
      'ランドローバー 大阪ショールーム',
    ]);
    const yokohama = items[1]!;
    expect(yokohama.querySelector('address')!.textContent).toBe('〒220-0012 神奈川県横浜市西区みなとみらい4-2-1');
    expect(
      [...yokohama.querySelectorAll('[data-contact]')].map((a) => [a.getAttribute('data-contact'), a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['phone', '電話：045-222-1002', 'tel:+81452221002'],
      ['whatsapp', 'WhatsApp：WhatsApp（英語対応）（新しいタブで開きます）', 'https://wa.me/81452221002'],
      ['email', 'メール：メールで問い合わせる', 'mailto:yokohama@dealer.example.jp'],
    ]);
    expect([...yokohama.querySelectorAll('li li')].map((li) => li.textContent)).toContain('試乗');
    expect(items[0]!.querySelector('a[href="/test-drive"]')!.textContent).toBe('整備の予約');
    const search = section.querySelector('form[role="search"]')!;
    expect(search.querySelector('label')!.textContent).toBe('市区町村名で探す');
    expect(section.querySelectorAll('button').length).toBeGreaterThan(4);
  });

  it('hides the search, the map and the services when the editor turns them off', async () => {
    const section = await renderBlockSection('retailer_cards', { fields: { has_search: false, show_on_map: false, show_services: false } });
    expect(load).toHaveBeenLastCalledWith(false);
    expect(section.querySelector('form')).toBeNull();
    expect(section.querySelector('button')).toBeNull();
    for (const serviceLabel of ['代車あり', '鈑金・塗装', 'ロードサイドアシスタンス'])
      expect(section.textContent).not.toContain(serviceLabel);
    expect(section.querySelectorAll('ol > li')).toHaveLength(4);
  });

  it('takes at most 30 cards and checks each card’s contact list, services and position, in Japanese', () => {
    const { save } = blockRegistry.retailer_cards.schemas;
    expect(blockRegistry.retailer_cards.template.max_field_groups).toBe(30);
    expect(save.parse({ fields: {}, field_groups: [card(1)] }).fields).toMatchObject({
      distance_unit: 'km',
      has_search: true,
      show_on_map: true,
    });
    const result = save.safeParse({
      fields: {},
      field_groups: [
        card(1, { contact_info: [{ type: 'phone', href: '03-1234' }], services: [{ icon: 'car' }] }),
        card(2, { latitude: 35.6 }),
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['field_groups.0.contact_info.0.href', '電話番号として正しくありません：03-1234'],
      ['field_groups.0.services.0', '各サービスには label（60文字まで）が必要です。'],
      ['field_groups.1.longitude', '緯度と経度は両方を入力してください（どちらも空欄にすると、地図と距離に表示されません）。'],
    ]);
    expect(save.safeParse({ fields: { distance_unit: 'm' }, field_groups: [] }).success).toBe(false);
  });
});
