import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealerRow } from '@/db/schema';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { loadRetailerLocator } from './load.server';

vi.mock('./load.server', () => ({ loadRetailerLocator: vi.fn() }));
const load = vi.mocked(loadRetailerLocator);

let nextId = 1;
function dealer(
  code: string,
  place: string,
  state: string,
  locality: string,
  postcode: string,
  address: string,
  phone: string,
  lat: number | null,
  lng: number | null,
): DealerRow {
  return {
    id: nextId++,
    uuid: `00000000-0000-4000-8000-00000000000${nextId}`,
    dealerCode: code,
    ciCode: `CI-${code}`,
    name: `ランドローバー ${place}`,
    ownerMetadata: { display_name_lr: `ランドローバー ${place}`, display_name_jag: `ジャガー ${place}` },
    brands: ['land_rover', 'jaguar'],
    state,
    locality,
    postcode,
    address,
    phone,
    email: `${code.toLowerCase()}@dealer.example.jp`,
    openingHours: '10:00〜18:00（火曜・第2水曜定休）',
    latitude: lat,
    longitude: lng,
  };
}

const dealers = [
  dealer('JP008', '札幌', '北海道', '札幌市中央区', '060-0042', '大通西4-8-1', '+81112001008', 43.0606, 141.3515),
  dealer('JP001', '青山', '東京都', '港区', '107-0062', '南青山2-1-1', '+81334001001', 35.6717, 139.7243),
  dealer('JP013', '千代田', '東京都', '千代田区', '100-0005', '丸の内1-1-1', 'not a phone', null, null),
];

describe('retailer locator', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ brand: 'land_rover', dealers, provider: null });
  });

  it('renders every retailer in the server HTML: number, name, 〒 address, hours, call and e-mail links, directions, stock', async () => {
    const section = await renderBlockSection('retailer_locator');
    expect(load).toHaveBeenCalledWith('with_map');
    expect(section.querySelector('h2')!.textContent).toBe('販売店を探す');
    const items = [...section.querySelectorAll('ol > li')];
    expect(items.map((li) => li.querySelector('h3')!.textContent)).toEqual([
      'ランドローバー 札幌',
      'ランドローバー 青山',
      'ランドローバー 千代田',
    ]);
    const aoyama = items[1]!;
    expect(aoyama.querySelector('address')!.textContent).toBe('〒107-0062 東京都港区南青山2-1-1');
    expect(aoyama.textContent).toContain('営業時間10:00〜18:00（火曜・第2水曜定休）');
    const links = [...aoyama.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['電話：03-3400-1001', 'tel:+81334001001'],
      ['メール：メールで問い合わせる', 'mailto:jp001@dealer.example.jp'],
      ['経路を調べる（新しいタブで開きます）', 'https://www.google.com/maps/dir/?api=1&destination=35.6717%2C139.7243'],
      ['この販売店の在庫車を見る', '/stock?filter%5Bowner_id_in%5D%5B%5D=2'],
    ]);
    // No phone that can be called, no position: no call link, no directions, no 'show on map'.
    const chiyoda = items[2]!;
    expect([...chiyoda.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'メール：メールで問い合わせる',
      'この販売店の在庫車を見る',
    ]);
    expect(chiyoda.querySelector('button')).toBeNull();
  });

  it('offers the search, and in the map variant a map the visitor opens (nothing of it loaded before)', async () => {
    const section = await renderBlockSection('retailer_locator');
    const search = section.querySelector('form[role="search"]')!;
    expect(search.querySelector('label')!.textContent).toBe('郵便番号・都道府県・市区町村');
    expect(search.querySelector('input')!.getAttribute('placeholder')).toBe('例：107-0062、東京都、横浜市');
    expect(section.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect([...section.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '検索',
      'リスト',
      '地図',
      '地図で見る',
      '地図で見る',
      '地図を表示',
    ]);
    expect(section.innerHTML).not.toContain('maplibre');
  });

  it('shows no map in the plain variant and puts contact buttons first in the MENA variant', async () => {
    const plain = await renderBlockSection('retailer_locator', { fields: { variant: 'plain' } });
    expect(load).toHaveBeenLastCalledWith('plain');
    expect([...plain.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['検索']);

    const mena = await renderBlockSection('retailer_locator', { fields: { variant: 'mena' } });
    expect(mena.querySelector('form[role="search"]')).toBeNull();
    const select = mena.querySelector('select')!;
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['すべての都道府県', '北海道（1）', '東京都（2）']);
    const first = mena.querySelector('ol > li')!;
    const order = [...first.children].map((child) => child.tagName.toLowerCase());
    expect(order.indexOf('ul')).toBeLessThan(order.indexOf('address'));
  });

  it('shows the distance unit and limit an editor chose, and refuses a stock page that is not a path of this site', () => {
    const { save } = blockRegistry.retailer_locator.schemas;
    const parsed = save.parse({ fields: {} });
    expect(parsed.fields).toMatchObject({ variant: 'plain', distance_unit: 'km', results_limit: 10, stock_path: '/stock' });
    for (const bad of ['https://other.example/stock', '//evil', 'stock']) {
      const result = save.safeParse({ fields: { stock_path: bad } });
      expect(
        result.error?.issues.map((i) => [i.path.join('.'), i.message]),
        bad,
      ).toEqual([
        ['fields.stock_path', '在庫ページは「/stock」のように、このサイトのパスで入力してください（空欄にするとリンクを表示しません）。'],
      ]);
    }
    expect(save.safeParse({ fields: { stock_path: '' } }).success).toBe(true);
    expect(save.safeParse({ fields: { variant: 'map' } }).success).toBe(false);
  });
});
