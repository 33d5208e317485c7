import { describe, expect, it } from 'vitest';
import { hostedNavigationUrl, readHostedNavigation } from './hosted-navigation';
import { hostedNavigationSettingSchema } from './navigation-settings';

const setting = (value: unknown) => hostedNavigationSettingSchema.parse(value)!;

describe('hosted navigation URL', () => {
  it('has the /naas/nav.locale=…disable…enable…logo=….json form, on the origin', () => {
    expect(
      hostedNavigationUrl(
        setting({
          origin: 'https://nav.example.jp',
          locale: 'ja_jp',
          disable: ['search', 'login'],
          enable: ['retailer'],
          logo: 'defender',
        }),
      ),
    ).toBe('https://nav.example.jp/naas/nav.locale=ja_jp.disable=search,login.enable=retailer.logo=defender.json');
  });

  it('keeps every part, empty lists included, with the defaults locale ja and logo land_rover', () => {
    expect(hostedNavigationUrl(setting({ origin: 'https://nav.example.jp' }))).toBe(
      'https://nav.example.jp/naas/nav.locale=ja.disable=.enable=.logo=land_rover.json',
    );
  });

  it('is built from an origin only, and from words that cannot add a path or a query', () => {
    const refused = (value: unknown) => expect(hostedNavigationSettingSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    refused({ origin: 'https://nav.example.jp/base' });
    refused({ origin: 'https://nav.example.jp/?a=1' });
    refused({ origin: 'https://user:pw@nav.example.jp' });
    refused({ origin: 'ftp://nav.example.jp' });
    refused({ origin: 'https://nav.example.jp', disable: ['a.b'] });
    refused({ origin: 'https://nav.example.jp', enable: ['../x'] });
    refused({ origin: 'https://nav.example.jp', logo: 'a/b' });
    refused({ origin: 'https://nav.example.jp', locale: 'ja.json?x' });
  });
});

describe('hosted navigation answer', () => {
  const answer = {
    items: [
      { label: 'モデル', url: '/models', children: [{ label: 'ディフェンダー', url: '/models/defender' }] },
      { label: '在庫車検索', url: '/stock' },
    ],
    logo: { src: '/brand/defender.svg', href: '/defender' },
  };

  it('becomes our nav tree and logo', () => {
    const reading = readHostedNavigation(answer);
    expect(reading).toEqual({
      ok: true,
      value: {
        items: [
          {
            id: -1,
            label: 'モデル',
            url: '/models',
            children: [{ id: -2, label: 'ディフェンダー', url: '/models/defender', children: [] }],
          },
          { id: -3, label: '在庫車検索', url: '/stock', children: [] },
        ],
        logo: { logo: '/brand/defender.svg', homepage: '/defender' },
      },
    });
  });

  it('is read under data too, and without a logo', () => {
    const reading = readHostedNavigation({ data: { items: answer.items } });
    expect(reading.ok && reading.value.items.map((item) => item.label)).toEqual(['モデル', '在庫車検索']);
    expect(reading.ok && reading.value.logo).toBeNull();
  });

  it.each([
    ['no items', { logo: answer.logo }, 'items'],
    ['a javascript: link', { items: [{ label: 'x', url: 'javascript:alert(1)' }] }, 'items.0.url'],
    ['a label over 60 characters', { items: [{ label: 'あ'.repeat(61), url: '/' }] }, 'items.0.label'],
    ['more than 12 top items', { items: Array.from({ length: 13 }, (_, i) => ({ label: `項目${i}`, url: '/' })) }, 'items'],
    ['a logo from another host', { ...answer, logo: { src: 'https://tracker.example.com/logo.svg' } }, 'logo.src'],
    ['a logo link to another site', { ...answer, logo: { src: '/brand/logo.svg', href: '//evil.example' } }, 'logo.href'],
    ['a list', [answer], '(answer)'],
  ])('is refused with %s, naming where', (_, body, where) => {
    const reading = readHostedNavigation(body);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problem.startsWith(`${where}:`)).toBe(true);
  });
});
