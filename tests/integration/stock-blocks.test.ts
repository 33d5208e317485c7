import { beforeAll, describe, expect, it } from 'vitest';
import { blockRegistry } from '@/blocks/registry';
import { loadCarouselVehicles } from '@/blocks/stock-locator-carousel/load.server';
import type { StockLocatorCarouselFields } from '@/blocks/stock-locator-carousel/template';
import { loadStockLocator } from '@/blocks/stock-locator/load.server';
import type { StockLocatorFields } from '@/blocks/stock-locator/template';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { displayPriceOf } from '@/features/stock/import/feed-row';
import { defaultLoanTerms, loanExample, maxPriceForBudget } from '@/features/stock/loan';
import { saveSetting } from '@/features/settings/settings.server';
import { AppError } from '@/lib/app-error';
import { withFreshDatabase } from '../fixtures/test-db';
import { systemActor } from '@/features/auth/permissions';

const tester = systemActor('test setup');

withFreshDatabase();
const count = 60;
const feed = generateDemoVehicles(count);
/** A block with no brand shows the site's brand (decision 0024): Land Rover. */
const siteFeed = feed.filter((r) => r.nameplate_brand_name === 'land_rover');
const countOf = (test: (row: (typeof feed)[number]) => boolean, rows = siteFeed) => rows.filter(test).length;

beforeAll(async () => {
  await seedDemoStock(count, { force: true });
});

/** A block's fields as rendering sees them: the stored default content with the template's defaults filled in. */
function fieldsOf<K extends 'stock_locator' | 'stock_locator_carousel'>(key: K, overrides: Record<string, unknown> = {}) {
  const definition = blockRegistry[key];
  const content = { ...definition.defaultContent, fields: { ...definition.defaultContent.fields, ...overrides } };
  return definition.schemas.render.parse(content).fields as unknown as K extends 'stock_locator'
    ? StockLocatorFields
    : StockLocatorCarouselFields;
}

const locator = (query: string, overrides: Record<string, unknown> = {}) =>
  loadStockLocator(
    fieldsOf('stock_locator', overrides),
    { index: 0, blockId: 1, searchParams: new URLSearchParams(query), pagePath: '/stock' },
    'default',
  );

describe('stock locator loader', () => {
  it('reads the page URL leniently: bad parameters are dropped and the rest is searched', async () => {
    const data = await locator('filter[state_in][]=used&sort=priceAsc&items=99&filter[mileage_lteq]=abc&utm_source=mail');
    expect(data.state.search).toMatchObject({ checkbox: { states: ['used'] }, ranges: {}, sort: 'priceAsc', items: 12, page: 1 });
    const used = countOf((r) => r.state === 'used');
    expect(data.result.total).toBe(used);
    expect(data.cards).toHaveLength(Math.min(12, used));
    expect(data.cards.map((c) => c.vehicle.state)).toEqual(data.cards.map(() => 'used'));
    const prices = data.cards.map((c) => c.vehicle.displayPrice ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Cards arrive with their cover photo resolved and the double-price setting (off by default).
    expect(data.cards.map((c) => c.photo?.kind)).toEqual(data.cards.map(() => 'picture'));
    expect(data.double).toMatchObject({ enabled: false });
    expect(data.action).toBe('/stock');
  });

  it('turns a monthly budget typed with full-width digits into a maximum of what the visitor pays, kept in the URL apart from the filters', async () => {
    const data = await locator('_budget=１５０，０００円&_term=84');
    const terms = { ...defaultLoanTerms, months: 84 };
    const maxPrice = maxPriceForBudget(150_000, terms);
    expect(data.budget).toEqual({ monthly: 150_000, months: 84, terms, maxPrice });
    // 支払総額 for used and approved cars, the list price for new ones — the price the card shows.
    expect(data.search.ranges).toEqual({ display_price: { lteq: maxPrice } });
    expect(data.state.search.ranges).toEqual({}); // page links carry the budget, not the price filter it makes
    expect(data.result.total).toBe(countOf((r) => (displayPriceOf(r) ?? Infinity) <= maxPrice));
    expect(data.result.total).toBeLessThan(siteFeed.length);
    expect(data.keep.toString()).toBe('_budget=150000&_term=84');
  });

  it.each([
    [80_000, 60],
    [60_000, 84],
  ])('finds the used cars whose own card advertises at most ¥%i a month over %i months', async (monthly, months) => {
    const data = await locator(`_budget=${monthly}&_term=${months}&filter[state_in][]=used&filter[state_in][]=approved&items=12`);
    const affordable = siteFeed.filter(
      (r) => r.state !== 'new' && (loanExample(displayPriceOf(r), { ...defaultLoanTerms, months })?.monthly ?? Infinity) <= monthly,
    );
    expect(affordable.length).toBeGreaterThan(0);
    expect(data.result.total).toBe(affordable.length);
    for (const card of data.cards)
      expect(loanExample(card.vehicle.displayPrice, { ...defaultLoanTerms, months })!.monthly).toBeLessThanOrEqual(monthly + 2);
  });

  it('follows the loan setting: a deposit lets the same monthly budget reach dearer cars', async () => {
    const before = (await locator('_budget=100000&_term=60')).result.total;
    await saveSetting(tester, 'finance.loan_example', JSON.stringify({ ...defaultLoanTerms, down_payment_pct: 30 }));
    try {
      const data = await locator('_budget=100000&_term=60');
      expect(data.budget!.terms.down_payment_pct).toBe(30);
      expect(data.loan.down_payment_pct).toBe(30); // the cards use the same assumptions
      expect(data.result.total).toBeGreaterThan(before);
    } finally {
      await saveSetting(tester, 'finance.loan_example', JSON.stringify(defaultLoanTerms));
    }
  });

  it('ignores the budget when the block has no budget search', async () => {
    const data = await locator('_budget=150000&_term=84', { has_reverse_calculator: false });
    expect(data.budget).toBeNull();
    expect(data.search.ranges).toEqual({});
    expect(data.result.total).toBe(siteFeed.length);
    expect(data.keep.toString()).toBe('');
  });

  it('tells a postcode that does not exist from one that is mistyped', async () => {
    const unknown = await locator('_postcode=999-9999');
    expect(unknown.area).toMatchObject({ problem: 'unknown_postcode', area: { postcode: '999-9999' } });
    const fullWidth = await locator('_postcode=９９９９９９９');
    expect(fullWidth.area).toMatchObject({ problem: 'unknown_postcode', area: { postcode: '999-9999' } });
    expect((await locator('_postcode=12345')).area.problem).toBe('invalid_postcode');
    // Either way the search itself still shows every car.
    expect(unknown.result.total).toBe(siteFeed.length);
  });

  it("searches a postcode's retailers and keeps the resolved area for filters and vehicle links", async () => {
    const data = await locator('_postcode=107-0062');
    expect(data.area).toMatchObject({
      area: { postcode: '107-0062', state: '東京都', locality: '港区' },
      type: 'postcodeSearch',
      dealerCodes: ['JP001'],
      problem: null,
    });
    expect(data.state.area).toEqual({ postcode: '107-0062' }); // the URL as sent: page links look it up again
    expect(data.search.ownerDealerCodes).toEqual(['JP001']);
    expect(data.result.total).toBe(countOf((r) => r.dealer_code === 'JP001'));
    const resolved = new URLSearchParams({ _state: '東京都', _postcode: '107-0062', _locality: '港区' }).toString();
    expect(data.keep.toString()).toBe(resolved);
    expect(data.linkQuery?.toString()).toBe(resolved); // the demo market has postcode search on
  });

  it('asks for a prefecture when the area form is sent without one', async () => {
    const data = await locator('_state=');
    expect(data.area.problem).toBe('state_required');
    expect(data.result.total).toBe(siteFeed.length);
  });

  it("applies the block's brand to the search without putting it in the page's URL state", async () => {
    const data = await locator('', { sl_key_brand: 'jaguar' });
    expect(data.result.total).toBe(countOf((r) => r.nameplate_brand_name === 'jaguar', feed));
    expect(data.cards.length).toBeGreaterThan(0);
    expect(data.cards.map((c) => c.vehicle.nameplateBrandName)).toEqual(data.cards.map(() => 'jaguar'));
    expect(data.state.search.brandEq).toBeUndefined();
  });

  it("shows the site's brand unless the block widens it to every brand, and names dealers for that brand", async () => {
    const site = await locator('');
    expect(siteFeed.length).toBeLessThan(count); // the demo feed has both brands
    expect(site.result.total).toBe(siteFeed.length);
    expect(new Set(site.cards.map((c) => c.vehicle.nameplateBrandName))).toEqual(new Set(['land_rover']));
    // One brand: no brand group to choose from, and the dealer filter speaks the listing's brand.
    expect([...site.dealerNames.values()].every((name) => name.startsWith('ランドローバー'))).toBe(true);
    const all = await locator('', { sl_key_brand: 'all' });
    expect(all.result.total).toBe(count);
    expect(new Set(all.result.facets.brands.map((f) => f.value))).toEqual(new Set(['land_rover', 'jaguar']));
    const jaguar = await locator('', { sl_key_brand: 'jaguar' });
    expect([...jaguar.dealerNames.values()].every((name) => name.startsWith('ジャガー'))).toBe(true);
  });

  it('refuses a listing of the other market', async () => {
    const fields = fieldsOf('stock_locator');
    await expect(loadStockLocator(fields, { index: 0, blockId: 1 }, 'overseas')).rejects.toThrow(AppError);
  });
});

describe('stock locator carousel loader', () => {
  it("loads the block's own cars with their photos, whatever the request", async () => {
    const data = await loadCarouselVehicles(fieldsOf('stock_locator_carousel', { state: 'approved', amount: 3, sort: 'priceAsc' }));
    expect(data.cards).toHaveLength(3);
    expect(data.cards.map((c) => c.vehicle.state)).toEqual(['approved', 'approved', 'approved']);
    const prices = data.cards.map((c) => c.vehicle.displayPrice ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.cards.map((c) => c.photo?.kind)).toEqual(['picture', 'picture', 'picture']);
    expect(data.double).toMatchObject({ enabled: false });
  });

  it('never offers a sold car as a new arrival', async () => {
    const sold = feed.find((r) => r.status === 'sold')!;
    expect(sold).toBeDefined();
    // A carousel narrow enough that the sold car would be among its cars if it were not left out.
    const same = (r: (typeof feed)[number]) =>
      r.state === sold.state &&
      r.nameplate_brand_name === sold.nameplate_brand_name &&
      r.nameplate_model_group === sold.nameplate_model_group;
    expect(countOf(same, feed)).toBeLessThanOrEqual(12);
    const data = await loadCarouselVehicles(
      fieldsOf('stock_locator_carousel', {
        amount: 12,
        sort: 'createdAtDesc',
        state: sold.state,
        sl_key_brand: sold.nameplate_brand_name,
        sl_key_model: sold.nameplate_model_group,
      }),
    );
    expect(data.cards.map((c) => c.vehicle.itemId)).not.toContain(sold.item_id);
    expect(data.cards).toHaveLength(countOf((r) => same(r) && r.status !== 'sold', feed));
  });
});
