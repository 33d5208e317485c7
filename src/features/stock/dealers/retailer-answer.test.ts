import { describe, expect, it } from 'vitest';
import { readRetailers, retailerPhone } from './retailer-answer';

describe('retailers of an answer', () => {
  it('read our own retailers API’s fields in Japanese order: 〒, 都道府県, 市区町村, 番地', () => {
    expect(
      readRetailers({
        data: [
          {
            name: 'ランドローバー青山',
            state: '東京都',
            locality: '港区',
            postcode: '1070062',
            address: '南青山1-2-3',
            phone: '+81312345678',
          },
        ],
      }),
    ).toEqual([
      {
        name: 'ランドローバー青山',
        postcode: '107-0062',
        address: '東京都港区南青山1-2-3',
        phone: { display: '03-1234-5678', href: 'tel:+81312345678' },
        url: null,
      },
    ]);
  });

  it('read site.md’s Retailer fields, at data.data, without repeating what the address already says', () => {
    expect(
      readRetailers({
        data: {
          data: [
            {
              owner_name: 'ディフェンダー横浜',
              city: '横浜市',
              zipcode: '２２０－００１２',
              owner_address: '神奈川県横浜市西区みなとみらい4-5-6',
              mainPhone: '045-123-4567',
              url: 'https://yokohama.example.jp',
            },
          ],
        },
      }),
    ).toEqual([
      {
        name: 'ディフェンダー横浜',
        postcode: '220-0012',
        address: '神奈川県横浜市西区みなとみらい4-5-6',
        phone: { display: '045-123-4567', href: 'tel:+81451234567' },
        url: 'https://yokohama.example.jp',
      },
    ]);
  });

  it('drop items without a name and unsafe links, and keep at most 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ name: `販売店${i}` }));
    const read = readRetailers([{ address: '名前なし' }, { name: '危険', url: 'javascript:alert(1)' }, 'x', ...many])!;
    expect(read[0]).toMatchObject({ name: '危険', url: null });
    expect(read).toHaveLength(50);
  });

  it('are none when the answer holds no list', () => {
    expect(readRetailers({ error: 'not found' })).toBeNull();
    expect(readRetailers('maintenance')).toBeNull();
  });

  it('show free-dial numbers in national form, and a number that does not parse as it came', () => {
    expect(retailerPhone('０１２０－００－１２３４')).toEqual({ display: '0120-001-234', href: 'tel:+81120001234' });
    expect(retailerPhone('内線 12')).toEqual({ display: '内線 12', href: 'tel:12' });
    expect(retailerPhone('受付時間外')).toBeNull();
    expect(retailerPhone(undefined)).toBeNull();
  });
});
