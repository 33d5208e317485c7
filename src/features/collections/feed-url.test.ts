import { describe, expect, it } from 'vitest';
import { feedUrlSettingSchema, feedUrlTemplateProblem, fillFeedUrl } from './feed-url';

const values = { lang: 'en', market: 'jp', collection: 'lifestyle', limit: 10, grouped: true };

describe('fillFeedUrl', () => {
  it('fills every placeholder, wherever it stands', () => {
    expect(fillFeedUrl('https://shop.example.jp/{lang}/feeds/{collection}?market={market}&limit={limit}&grouped={grouped}', values)).toBe(
      'https://shop.example.jp/en/feeds/lifestyle?market=jp&limit=10&grouped=true',
    );
    expect(fillFeedUrl('https://shop.example.jp/feed?grouped={grouped}&lang={lang}', { ...values, grouped: false, lang: 'ar' })).toBe(
      'https://shop.example.jp/feed?grouped=false&lang=ar',
    );
  });

  it('percent-encodes the values, so a field cannot add a path segment, a parameter or a fragment', () => {
    const url = fillFeedUrl('https://shop.example.jp/feeds/{collection}?market={market}', {
      ...values,
      collection: '../admin/x?y=1#z',
      market: 'jp&key=stolen',
    });
    expect(url).toBe('https://shop.example.jp/feeds/..%2Fadmin%2Fx%3Fy%3D1%23z?market=jp%26key%3Dstolen');
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/feeds/..%2Fadmin%2Fx%3Fy%3D1%23z');
    expect([...parsed.searchParams.keys()]).toEqual(['market']);
    expect(fillFeedUrl('https://shop.example.jp/{collection}', { ...values, collection: 'バッグ 2' })).toBe(
      'https://shop.example.jp/%E3%83%90%E3%83%83%E3%82%B0%202',
    );
  });

  it('never lets a value step out of the template path with . or ..', () => {
    const url = new URL(
      fillFeedUrl('https://api.example.jp/v1/{market}/{collection}/items', { ...values, market: '..', collection: '..' }),
    );
    expect(url.origin).toBe('https://api.example.jp');
    expect(url.pathname).toBe('/v1///items');
    expect(new URL(fillFeedUrl('https://api.example.jp/v1/{market}/items', { ...values, market: '.' })).pathname).toBe('/v1//items');
  });

  it('leaves what is not one of its placeholders as written', () => {
    expect(fillFeedUrl('https://shop.example.jp/{page}/{lang}', values)).toBe('https://shop.example.jp/{page}/en');
  });
});

describe('the collections.feed_url setting', () => {
  it.each([
    '',
    'https://shop.example.jp/feeds/{collection}.json?lang={lang}&market={market}&limit={limit}&grouped={grouped}',
    'https://shop.example.jp/all-items.json',
    'http://127.0.0.1:5600/feed/{collection}',
  ])('accepts %j', (template) => {
    expect(feedUrlSettingSchema.safeParse(template).success).toBe(true);
  });

  it.each([
    ['https://shop.example.jp/{page}', 'unknown placeholder {page}'],
    ['https://{market}.example.jp/feed', 'not in the host'],
    ['https://shop.example.jp:{limit}/feed', 'not in the host'],
    ['ftp://shop.example.jp/{collection}', 'https://'],
    ['shop.example.jp/{collection}', 'not a URL'],
    // Without `//` the URL parser takes the first value as the host.
    ['https:{market}/feed', 'not in the host'],
  ])('refuses %j: %s', (template, why) => {
    expect(feedUrlTemplateProblem(template)).toContain(why);
    expect(feedUrlSettingSchema.safeParse(template).success).toBe(false);
  });
});
