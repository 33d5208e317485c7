import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { loadSiteOrigin } from './load.server';

vi.mock('./load.server', () => ({ loadSiteOrigin: vi.fn() }));
const load = vi.mocked(loadSiteOrigin);

const structuredData = (section: HTMLElement) => {
  const scripts = section.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return { text: scripts[0]!.textContent!, data: JSON.parse(scripts[0]!.textContent!) as Record<string, unknown> };
};

describe('retailer and service schema blocks', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue('https://www.example.jp');
  });

  it('give search engines an AutoDealer with the same facts the visitor reads', async () => {
    const section = await renderBlockSection('retailer_schema');
    const { data } = structuredData(section);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'ランドローバー 青山',
      image: 'https://www.example.jp/media/101303-test/standard-1024.jpg',
      openingHours: ['Mo,We-Su 10:00-18:00'],
      telephone: '+81334001001',
      email: 'jp001@dealer.example.jp',
      address: {
        postalCode: '107-0062',
        addressRegion: '東京都',
        addressLocality: '港区',
        streetAddress: '南青山2-1-1',
        addressCountry: 'JP',
      },
      geo: { latitude: 35.6717, longitude: 139.7243 },
    });
    expect((data.makesOffer as { url: string }[]).map((o) => o.url)).toEqual([
      'https://www.example.jp/models',
      'https://www.example.jp/stock',
      'https://www.example.jp/test-drive',
    ]);
    expect(section.querySelector('h2')!.textContent).toBe('ランドローバー 青山');
    expect(section.querySelector('address')!.textContent).toBe('〒107-0062 東京都港区南青山2-1-1');
    expect(section.textContent).toContain('10:00〜18:00（火曜・第2水曜定休）');
    expect(section.textContent).toContain('800万円〜3,500万円');
    expect([...section.querySelectorAll('ul a')].slice(0, 2).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['電話：03-3400-1001', 'tel:+81334001001'],
      ['メール：jp001@dealer.example.jp', 'mailto:jp001@dealer.example.jp'],
    ]);
    expect(section.querySelector('h3')!.textContent).toBe('取り扱い・サービス');
    expect(section.querySelector('img')!.getAttribute('alt')).toBe('夕日の荒野を走るディフェンダー（イラスト）');
  });

  it('give a service centre as AutoRepair', async () => {
    const { data } = structuredData(await renderBlockSection('service_schema'));
    expect(data['@type']).toBe('AutoRepair');
    expect(data.openingHours).toEqual(['Mo,Tu,Th-Su 09:30-18:00']);
    expect(data.telephone).toBe('+81355301001');
  });

  it('never let an editor’s text end the script element', async () => {
    const section = await renderBlockSection('retailer_schema', {
      fields: { name: '青山</script><script>alert(1)</script>', description: 'A & B <!-- x -->' },
    });
    const { text, data } = structuredData(section);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<!--');
    expect(data.name).toBe('青山</script><script>alert(1)</script>');
    expect(section.querySelectorAll('script')).toHaveLength(1);
    expect(section.querySelector('h2')!.textContent).toBe('青山</script><script>alert(1)</script>');
  });

  it('check the contact and offers lists and the position on save, in Japanese', () => {
    const { save } = blockRegistry.service_schema.schemas;
    const result = save.safeParse({
      fields: {
        name: 'サービスセンター',
        address: '東京都江東区有明3-5-7',
        contact_info: [{ type: 'email', value: 'no-at-sign' }, { type: 'fax' }],
        offers_info: [{ category: '車検', url: 'javascript:alert(1)' }, { url: '/x' }],
        latitude: 35.6,
      },
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fields.contact_info.0.value', 'メールアドレスとして正しくありません：no-at-sign'],
      ['fields.contact_info.1', '各連絡先には type（phone・whatsapp・email）と value が必要です。'],
      ['fields.offers_info.0.url', 'URLは「/models」のようなサイト内のパスか、https:// で始まるアドレスで入力してください。'],
      ['fields.offers_info.1', '各項目には category か description が必要です。'],
      ['fields.longitude', '緯度と経度は両方を入力してください。'],
    ]);
    expect(save.safeParse({ fields: { address: '東京都' } }).success).toBe(false);
  });
});
