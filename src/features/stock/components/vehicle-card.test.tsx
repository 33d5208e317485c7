import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import type { ResolvedImage } from '@/ui/picture';
import { renderToHtml } from '@/ui/render-to-html';
import { defaultLoanTerms, loanExample, monthlyPayment, type LoanTerms } from '../loan';
import type { VehicleWithData } from '../types';
import { VehicleCard } from './vehicle-card';

const t = getT('ja');
const off = { enabled: false, symbol: 'EUR', rate: 1, decimals: 0 };
const photo: ResolvedImage = {
  kind: 'picture',
  alt: '',
  src: '/media/102001-abc/standard-640.jpg',
  width: 640,
  height: 360,
  srcSet: { avif: '/a.avif 640w', webp: '/a.webp 640w', jpeg: '/a.jpg 640w' },
};

function car(v: Partial<VehicleWithData>): VehicleWithData {
  return {
    id: 41,
    listingId: 'jp-main',
    state: 'used',
    status: 'stock',
    nameplateBrandName: 'land_rover',
    nameplateName: 'defender_110',
    nameplateModelGroup: 'defender_family',
    modelDisplayName: 'ディフェンダー 110',
    version: 'SE',
    drivetrain: 'awd',
    transmission: 'automatic',
    engineType: ['diesel'],
    colorName: 'フジホワイト',
    colorCanonical: 'white',
    productionYear: 2022,
    mileage: 23_000,
    power: 300,
    numberOfSeats: 5,
    msrpPrice: 9_000_000,
    salePrice: 7_000_000,
    onTheRoadPrice: 7_280_000,
    monthlyPrice: 93_300,
    priceHidden: false,
    data: { mileage_unit: 'km', power_unit: 'PS' },
    ...v,
  } as VehicleWithData;
}

/** The card as a visitor's browser sees it. */
async function render(vehicle: VehicleWithData, options: { double?: typeof off; photo?: ResolvedImage | null; loan?: LoanTerms } = {}) {
  const window = new Window();
  window.document.body.innerHTML = await renderToHtml(
    <VehicleCard
      vehicle={vehicle}
      photo={options.photo === undefined ? photo : options.photo}
      double={options.double ?? off}
      loan={options.loan ?? defaultLoanTerms}
      t={t}
    />,
  );
  const article = window.document.querySelector('article')!;
  return { article, text: article.textContent ?? '' };
}

describe('VehicleCard', () => {
  it('shows 支払総額 in 万円 with the monthly figure for a priced used car, and its photo', async () => {
    const { article, text } = await render(car({}));
    expect(text).toContain('支払総額728万円');
    // From the 支払総額 with the site's loan assumptions, in full yen — not the feed's monthly_price (93,300).
    const monthly = monthlyPayment(7_280_000, 3.9, 60);
    expect(text).toContain(`月々${monthly.toLocaleString('ja-JP')}円〜`);
    expect(text).not.toContain('93,300');
    expect(text).toContain(
      `お支払い例：頭金0円・60回・実質年率3.9%・ボーナス払いなし・割賦販売価格${(monthly * 60).toLocaleString('ja-JP')}円`,
    );
    expect(article.querySelector('img')!.getAttribute('src')).toBe('/media/102001-abc/standard-640.jpg');
    expect(article.querySelector('h3 a')!.getAttribute('href')).toMatch(/^\/showroom\/.+-41$/);
  });

  it.each([
    ['new car, MSRP 0', car({ state: 'new', msrpPrice: 0 })],
    ['used car, 支払総額 0', car({ onTheRoadPrice: 0 })],
  ])('never shows 0万円: %s is price on request, without a monthly figure', async (_, vehicle) => {
    const { text } = await render(vehicle);
    expect(text).toContain('価格はお問い合わせください');
    expect(text).not.toContain('万円');
    expect(text).not.toContain('月々');
  });

  it('shows the calm price-on-request label for a hidden price, with no price, monthly or second currency', async () => {
    const { text } = await render(car({ state: 'new', msrpPrice: 12_800_000, priceHidden: true }), {
      double: { enabled: true, symbol: 'EUR', rate: 0.006, decimals: 0 },
    });
    expect(text).toContain('価格はお問い合わせください');
    expect(text).not.toContain('1,280万円');
    expect(text).not.toContain('月々');
    expect(text).not.toContain('EUR');
  });

  it("shows a new car's monthly figure from its list price under the configured assumptions", async () => {
    const loan = { apr: 2.9, months: 84, down_payment_pct: 20, bonus_payment: 100_000, balloon_pct: 0 };
    const { article } = await render(car({ state: 'new', msrpPrice: 10_000_000 }), { loan });
    const example = loanExample(10_000_000, loan)!;
    const monthly = article.querySelector('[data-monthly]')!.textContent!;
    expect(monthly).toContain(`月々${example.monthly.toLocaleString('ja-JP')}円〜`);
    expect(monthly).toContain('頭金2,000,000円・84回・実質年率2.9%・ボーナス加算100,000円（14回）');
  });

  it('shows price on request as a calm label, not a headline figure', async () => {
    const { article } = await render(car({ onTheRoadPrice: null }));
    expect(article.querySelector('[data-price="on_request"]')!.textContent).toBe('価格はお問い合わせください');
    expect(article.querySelector('[data-price="shown"]')).toBeNull();
    expect(article.querySelector('[data-monthly]')).toBeNull();
  });

  it('adds the second currency when the double price is on', async () => {
    const { text } = await render(car({ state: 'new', msrpPrice: 10_000_000 }), {
      double: { enabled: true, symbol: 'EUR', rate: 0.006, decimals: 0 },
    });
    expect(text).toContain('1,000万円≈ EUR 60,000');
  });

  it('keeps the photo place empty when the car has no photo', async () => {
    const { article } = await render(car({}), { photo: null });
    expect(article.querySelector('picture')).toBeNull();
    expect(article.querySelector('a[aria-hidden="true"] span')).not.toBeNull();
  });
});
