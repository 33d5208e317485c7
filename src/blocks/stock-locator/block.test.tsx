import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkboxFilters, rangeFilters } from '@/features/stock/constants';
import { defaultLoanTerms } from '@/features/stock/loan';
import { parseStockUrl } from '@/features/stock/url-state';
import { renderBlockSection } from '../test-rendering';
import { loadStockLocator, type StockLocatorData } from './load.server';
import styles from './stock-locator.module.css';

vi.mock('./load.server', () => ({ loadStockLocator: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push() {}, replace() {}, refresh() {} }) }));
// The card is the stock feature's; this block only decides which cars get one.
vi.mock('@/features/stock/components/vehicle-card', () => ({
  VehicleCard: ({ vehicle, photo }: { vehicle: { id: number }; photo: { src: string } | null }) => (
    <article data-vehicle-id={vehicle.id} data-photo={photo?.src ?? 'none'} />
  ),
}));

const load = vi.mocked(loadStockLocator);

/** What the loader would answer for `query`: one page of `vehicleIds` out of `pages`. */
function loaded(vehicleIds: number[], query = '', pages = 1): StockLocatorData {
  const facets = Object.fromEntries(Object.keys(checkboxFilters).map((key) => [key, [] as { value: string; count: number }[]]));
  facets.brands = [{ value: 'land_rover', count: vehicleIds.length }];
  facets.statuses = [{ value: 'stock', count: vehicleIds.length }];
  const ranges = Object.fromEntries(Object.keys(rangeFilters).map((key) => [key, { min: null, max: null }]));
  const state = parseStockUrl(new URLSearchParams(query), 'lenient');
  return {
    action: '/stock',
    state,
    search: state.search,
    budget: state.budget && { ...state.budget, terms: { ...defaultLoanTerms, months: state.budget.months }, maxPrice: 4_000_000 },
    area: { area: {}, type: 'none', choices: [], dealerCodes: null, dealerCount: 0, widenedToState: false, problem: null },
    prefectures: ['東京都', '大阪府'],
    result: { dealers: new Map(), total: vehicleIds.length * pages, page: state.search.page, items: 12, pages, facets, ranges },
    cards: vehicleIds.map((id) => ({ vehicle: { id }, photo: { src: `/media/${id}.jpg` } })),
    double: { enabled: false, symbol: 'EUR', rate: 1, decimals: 0 },
    loan: defaultLoanTerms,
    dealerNames: new Map(),
    linkQuery: undefined,
    keep: new URLSearchParams(),
  } as unknown as StockLocatorData;
}

const hrefs = (section: HTMLElement, selector: string) => [...section.querySelectorAll(selector)].map((a) => a.getAttribute('href'));

describe('stock locator', () => {
  beforeEach(() => load.mockReset());

  it('renders its default content: headline, result count, cards and the filters switched on', async () => {
    load.mockResolvedValue(loaded([21, 22]));
    const searchParams = new URLSearchParams('sort=priceAsc');
    const section = await renderBlockSection('stock_locator', { searchParams });
    expect(section.querySelector('h1')!.textContent).toBe('在庫車を探す');
    expect(section.querySelector('[data-total]')!.textContent).toBe('2台の在庫車');
    expect([...section.querySelectorAll('article')].map((a) => [a.getAttribute('data-vehicle-id'), a.getAttribute('data-photo')])).toEqual([
      ['21', '/media/21.jpg'],
      ['22', '/media/22.jpg'],
    ]);
    // `brands` is on by default, `statuses` off: only the first gets a filter group.
    const groups = [...section.querySelectorAll('[data-filter-group]')].map((g) => g.getAttribute('data-filter-group'));
    expect(groups).toEqual(['filter[nameplate_brand_name_in][]']);
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ ci_key_list: 'jp-main', brands: true, statuses: false }),
      expect.objectContaining({ searchParams, pagePath: '/test' }),
      'default',
    );
  });

  it('offers the reset button in the chosen style when filters find nothing', async () => {
    load.mockResolvedValue(loaded([], 'filter[state_in][]=used'));
    const section = await renderBlockSection('stock_locator', { fields: { reset_button_theme: 'tertiary' } });
    const reset = section.querySelector('[data-no-results] a')!;
    expect([reset.textContent, reset.getAttribute('href')]).toEqual(['条件をリセット', '/stock']);
    expect(reset.className).toContain(styles.tertiary);
  });

  it('shows the budget search only when switched on', async () => {
    load.mockResolvedValue(loaded([21]));
    expect((await renderBlockSection('stock_locator')).querySelector('input[name="_budget"]')).not.toBeNull();
    const off = await renderBlockSection('stock_locator', { fields: { has_reverse_calculator: false } });
    expect(off.querySelector('input[name="_budget"]')).toBeNull();
  });

  it('links the other pages with the URL state: filters and sort kept, bad and unknown parameters left out', async () => {
    load.mockResolvedValue(loaded([21, 22], 'filter[state_in][]=used&sort=priceAsc&page=2&items=99&utm_source=mail', 3));
    const section = await renderBlockSection('stock_locator');
    const nav = section.querySelector('nav')!;
    expect(nav.querySelector('[aria-current="page"]')!.textContent).toBe('2');
    expect(hrefs(nav as HTMLElement, 'a')).toEqual([
      '/stock?filter%5Bstate_in%5D%5B%5D=used&sort=priceAsc', // previous: page 1 is the default, left out
      '/stock?filter%5Bstate_in%5D%5B%5D=used&sort=priceAsc',
      '/stock?filter%5Bstate_in%5D%5B%5D=used&sort=priceAsc&page=2', // the current page, marked aria-current
      '/stock?filter%5Bstate_in%5D%5B%5D=used&sort=priceAsc&page=3',
      '/stock?filter%5Bstate_in%5D%5B%5D=used&sort=priceAsc&page=3', // next
    ]);
  });

  it('sends a new budget with the rest of the search, from page 1, and resets only the budget', async () => {
    load.mockResolvedValue(loaded([21], 'filter[state_in][]=used&_postcode=107-0062&page=3&_budget=50000&_term=48'));
    const section = await renderBlockSection('stock_locator');
    const form = section.querySelector('input[name="_budget"]')!.closest('form')!;
    const hidden = [...form.querySelectorAll('input[type="hidden"]')].map((i) => [i.getAttribute('name'), i.getAttribute('value')]);
    expect(hidden).toEqual([
      ['filter[state_in][]', 'used'],
      ['_postcode', '107-0062'],
    ]);
    expect(form.querySelector('input[name="_budget"]')!.getAttribute('value')).toBe('50000');
    expect(form.querySelector('select[name="_term"] option[selected]')!.getAttribute('value')).toBe('48');
    expect(hrefs(form as HTMLElement, 'a')).toEqual(['/stock?filter%5Bstate_in%5D%5B%5D=used&_postcode=107-0062']);
    // What the budget became, with the assumptions it ran on, on what the visitor pays.
    expect(section.querySelector('[data-budget-max]')!.textContent).toBe(
      '月々50,000円・48回払い（実質年率3.9%・頭金0%・ボーナス払いなし）でお支払いできる、支払総額（新車はメーカー希望小売価格）400万円までの車両を表示しています。',
    );
  });

  it('reads slider values as a Japanese buyer does: 2015年, 220万円', async () => {
    const data = loaded([21]);
    data.result.ranges.production_year = { min: 2015, max: 2024 };
    data.result.ranges.display_price = { min: 2_216_000, max: 15_000_000 };
    load.mockResolvedValue(data);
    const section = await renderBlockSection('stock_locator');
    const text = (key: string) => [...section.querySelectorAll(`[data-range="${key}"] label > span`)].map((s) => s.textContent);
    expect(text('production_year')).toEqual(['下限 2015年', '上限 2024年']);
    expect(text('display_price')).toEqual(['下限 220万円', '上限 1,500万円']);
    const slider = section.querySelector('[data-range="display_price"] input[type="range"]')!;
    expect([slider.getAttribute('value'), slider.getAttribute('aria-valuetext')]).toEqual(['2200000', '220万円']);
  });

  it('says a seven-digit postcode was not found instead of asking for seven digits', async () => {
    const data = loaded([21], '_postcode=999-9999');
    data.area = { ...data.area, area: { postcode: '999-9999' }, problem: 'unknown_postcode' };
    load.mockResolvedValue(data);
    const text = (await renderBlockSection('stock_locator')).textContent;
    expect(text).toContain('郵便番号〒999-9999は見つかりませんでした。');
    expect(text).not.toContain('7桁の数字で入力してください');
  });

  it('offers the prefectures the loader gives in the area form', async () => {
    load.mockResolvedValue(loaded([21]));
    const section = await renderBlockSection('stock_locator');
    const options = [...section.querySelectorAll('select[name="_state"] option')].map((o) => o.textContent);
    expect(options).toEqual(['選択してください', '東京都', '大阪府']);
  });

  it('lets the visitor pick one of the places that share a postcode, as a link with the whole area', async () => {
    const data = loaded([21], '_postcode=100-0000');
    data.area = {
      ...data.area,
      area: { postcode: '100-0000' },
      choices: [
        { postcode: '100-0000', state: '東京都', locality: '千代田区', town: '' },
        { postcode: '100-0000', state: '東京都', locality: '港区', town: '' },
      ],
    };
    load.mockResolvedValue(data);
    const section = await renderBlockSection('stock_locator');
    const group = section.querySelector('[role="group"]') as HTMLElement;
    expect(hrefs(group, 'a')).toEqual([
      `/stock?${new URLSearchParams({ _state: '東京都', _postcode: '100-0000', _locality: '千代田区' })}`,
      `/stock?${new URLSearchParams({ _state: '東京都', _postcode: '100-0000', _locality: '港区' })}`,
    ]);
  });

  it('runs the overseas version with its own market and defaults', async () => {
    load.mockResolvedValue(loaded([21]));
    await renderBlockSection('stock_locator_overseas');
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ ci_key_list: 'overseas', statuses: true, mileage: false }),
      expect.anything(),
      'overseas',
    );
  });
});
