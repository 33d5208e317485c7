import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydration';

// The retailer blocks on the demo page /retailers (issue 13 item 7, decision 0066), on a phone:
// the locator over the demo dealers (search by postcode, prefecture, words and position; the map
// opened on demand), the retailer cards' city search, and the schema blocks' structured data.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

const noResults = '申し訳ございません。検索条件に一致する結果は見つかりませんでした。';

async function openLocator(page: Page) {
  await page.goto('/retailers', { waitUntil: 'networkidle' });
  const locator = page.locator('[data-block="retailer_locator"]');
  const input = locator.getByRole('searchbox', { name: '郵便番号・都道府県・市区町村' });
  await hydrated(input);
  // The results list (a retailer selected on the map also has a card of its own under it).
  const results = locator.getByRole('list', { name: '販売店の一覧' }).locator(':scope > li');
  return { locator, input, results, live: locator.locator('[aria-live="polite"]') };
}

/** Types words and sends them with Enter, as a visitor on a phone keyboard does. */
async function searchFor(input: Locator, words: string) {
  await input.fill(words);
  await input.press('Enter');
}

const dataLayerEvents = (page: Page, kind: string) =>
  page.evaluate(
    (k) => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === k),
    kind,
  );

test('the locator lists every retailer before a search, and finds the nearest to a postcode with their distances', async ({ page }) => {
  const { locator, input, results, live } = await openLocator(page);
  await expect(results).toHaveCount(12);
  await expect(locator.getByRole('heading', { level: 1, name: '販売店を探す' })).toBeVisible();

  // Full-width digits, as a Japanese keyboard often gives them.
  await searchFor(input, '１０７－００６２');
  await expect(live).toHaveText('〒107-0062 東京都港区南青山から近い順：10件の販売店が見つかりました');
  await expect(results).toHaveCount(10);
  await expect(results.nth(0).getByRole('heading')).toHaveText('ランドローバー 青山');
  await expect(results.nth(1).getByRole('heading')).toHaveText('ランドローバー 世田谷');
  await expect(results.nth(0)).toContainText(/\d\.\dkm/);
  await expect(results.nth(0).locator('address')).toHaveText('〒107-0062 東京都港区南青山2-1-1');
  const call = results.nth(0).getByRole('link', { name: /電話/ });
  await expect(call).toHaveAttribute('href', 'tel:+81334001001');
  await expect(call).toContainText('03-3400-1001');
  await expect(locator.getByText('距離は直線距離の目安です。', { exact: false })).toBeVisible();

  await expect
    .poll(() => dataLayerEvents(page, 'retailer_locator'), { timeout: 10_000 })
    .toContainEqual(expect.objectContaining({ action: 'search', search_type: 'postcodeSearch', label: 'postcode' }));
});

test('the locator searches by prefecture and by words, and says so when nothing matches', async ({ page }) => {
  const { input, results, live, locator } = await openLocator(page);

  await searchFor(input, '大阪');
  await expect(live).toHaveText('大阪府の販売店：1件の販売店が見つかりました');
  await expect(results).toHaveCount(1);
  await expect(results.first().getByRole('heading')).toHaveText('ランドローバー 大阪');

  // 横浜 is first the city; the town of that name in Aomori is offered too.
  await searchFor(input, '横浜');
  await expect(live).toHaveText('神奈川県横浜市から近い順：10件の販売店が見つかりました');
  await expect(results.first().getByRole('heading')).toHaveText('ランドローバー 横浜');
  await expect(locator.getByRole('button', { name: '青森県横浜町' })).toBeVisible();

  await searchFor(input, '000-0000');
  await expect(results).toHaveCount(0);
  await expect(locator.locator('p:not([aria-live])', { hasText: noResults })).toBeVisible();
  await expect(live).toHaveText(noResults);

  await locator.getByRole('button', { name: 'すべての販売店を表示' }).click();
  await expect(results).toHaveCount(12);
});

test.describe('from the visitor’s position', () => {
  test.use({ geolocation: { latitude: 34.7, longitude: 135.5 }, permissions: ['geolocation'] });

  test('asks for the position only on the button, then lists the nearest first', async ({ page }) => {
    const { locator, results, live } = await openLocator(page);
    await expect(results.first().getByRole('heading')).toHaveText('ランドローバー 札幌');
    await locator.getByRole('button', { name: '現在地から探す' }).click();
    await expect(live).toHaveText(/^現在地から近い順：10件の販売店が見つかりました$/);
    await expect(results.first().getByRole('heading')).toHaveText('ランドローバー 大阪');
    await expect(results.nth(1).getByRole('heading')).toHaveText('ランドローバー 神戸');
  });
});

test('the map opens only on demand, and a retailer chosen on it or in the list is the selected one', async ({ page }) => {
  const requested: URL[] = [];
  page.on('request', (request) => requested.push(new URL(request.url())));
  const { locator, input, results } = await openLocator(page);
  expect(requested.some((url) => url.pathname.startsWith('/maps/'))).toBe(false);

  await searchFor(input, '107-0062');
  await results.nth(1).getByRole('button', { name: '地図で見る' }).click();
  await expect(locator.getByRole('button', { name: '地図', exact: true, pressed: true })).toBeVisible();
  const map = locator.getByRole('region', { name: '販売店の地図' });
  await expect(map).toBeVisible();
  // The selected retailer's card stands under the map on a phone.
  await expect(locator.getByRole('list', { name: '選択中の販売店' }).getByRole('heading')).toHaveText(/ランドローバー 世田谷/);

  // Chromium may run without WebGL here: then the map says so and the list still serves.
  const pin = map.getByRole('button', { name: '1. ランドローバー 青山' });
  const failed = locator.getByText('地図を表示できませんでした。リストからお選びください。');
  await expect(pin.or(failed)).toBeVisible({ timeout: 20_000 });
  const drawn = await pin.isVisible();
  if (drawn) {
    // The site's own style and land, served by the site: no key, no third party.
    expect(requested.map((url) => url.pathname)).toContain('/maps/style.json');
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => /^https?:$/.test(url.protocol) && url.origin !== origin).map(String)).toEqual([]);
    await expect(map.getByRole('button', { name: '2. ランドローバー 世田谷' })).toHaveAttribute('aria-pressed', 'true');
    // A pin is a button: reachable by keyboard, chosen with Enter.
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(locator.getByRole('list', { name: '選択中の販売店' }).getByRole('heading')).toHaveText(/ランドローバー 青山/);
  }

  await locator.getByRole('button', { name: 'リスト', exact: true }).click();
  await expect(results.first()).toBeVisible();
  const current = results.and(page.locator('[aria-current="true"]'));
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('heading')).toHaveText(new RegExp(drawn ? 'ランドローバー 青山' : 'ランドローバー 世田谷'));
});

test('retailer cards: a search by city or town puts the nearest card first, with its distance and contacts', async ({ page }) => {
  await page.goto('/retailers', { waitUntil: 'networkidle' });
  const cards = page.locator('[data-block="retailer_cards"]');
  const input = cards.getByRole('searchbox', { name: '市区町村名で探す' });
  await hydrated(input);
  const items = cards.locator('ol > li');
  await expect(items).toHaveCount(4);

  await input.fill('大阪市');
  await input.press('Enter');
  await expect(items.first().getByRole('heading')).toHaveText('ランドローバー 大阪ショールーム');
  await expect(items.first()).toContainText(/\d(\.\d)?km/);
  await expect(cards.locator('[aria-live="polite"]')).toHaveText(/^大阪府大阪市から近い順：4件の販売店が見つかりました$/);

  const yokohama = items.filter({ hasText: 'ランドローバー 横浜ショールーム' });
  await expect(yokohama.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/81452221002');
  await expect(yokohama.getByRole('link', { name: /電話/ })).toHaveAttribute('href', 'tel:+81452221002');
  await expect(yokohama.getByText('試乗', { exact: true })).toBeVisible();
});

test('the schema blocks give search engines an AutoDealer and an AutoRepair, and show visitors the same facts', async ({ page }) => {
  await page.goto('/retailers');
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
  const dealer = data.find((d) => d['@type'] === 'AutoDealer');
  const repair = data.find((d) => d['@type'] === 'AutoRepair');
  expect(dealer).toMatchObject({
    '@context': 'https://schema.org',
    name: 'ランドローバー 青山',
    telephone: '+81334001001',
    openingHours: ['Mo,We-Su 10:00-18:00'],
    address: { postalCode: '107-0062', addressRegion: '東京都', addressLocality: '港区', addressCountry: 'JP' },
    geo: { latitude: 35.6717, longitude: 139.7243 },
  });
  expect(repair).toMatchObject({ name: 'ランドローバー 東京サービスセンター', telephone: '+81355301001' });

  const flagship = page.locator('[data-block="retailer_schema"]');
  await expect(flagship.getByRole('heading', { name: 'ランドローバー 青山' })).toBeVisible();
  await expect(flagship.locator('address')).toHaveText('〒107-0062 東京都港区南青山2-1-1');
  await expect(flagship.getByRole('link', { name: /電話/ })).toHaveAttribute('href', 'tel:+81334001001');
});

test('axe finds nothing serious on the retailer page, before and after a search, with the map open', async ({ page }) => {
  const { locator, input } = await openLocator(page);
  expect(await seriousViolations(page)).toEqual([]);
  await searchFor(input, '107-0062');
  await expect(locator.locator('ol > li').first()).toContainText('ランドローバー 青山');
  await locator.getByRole('button', { name: '地図', exact: true }).click();
  await expect(locator.getByRole('region', { name: '販売店の地図' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
