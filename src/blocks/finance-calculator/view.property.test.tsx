import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { durationMonths, roundTo } from './config';
import { configLimits, readInputConfiguration, resolveProductConfig } from './configuration';
import { OptionsFields } from './options-fields';
import { financeProductFeatures, financeProducts, type FinanceProductKey } from './products';
import { financeQuote, type FinanceChoices } from './quote';
import { QuotePanel } from './quote-panel';
import { financeTexts } from './texts';

/**
 * The property (issue 13 item 9): whatever an editor configures within the rules and whatever
 * a visitor picks, the calculator never shows NaN, a negative or an infinite figure — at 0 %, at
 * every minimum and maximum, with a deposit in yen larger than the price, with a balloon.
 */
const texts = financeTexts(getT('ja'));
const labels = {
  downPayment: '頭金',
  duration: 'お支払い期間',
  interestRate: '実質年率',
  bonus: 'ボーナス加算額',
  contribution: '頭金サポート',
};

/** A valid { min, max, default, interval } between lo and hi (at most 60 choices). */
const range = (lo: number, hi: number, intervals: number[]) =>
  fc.tuple(fc.integer({ min: lo, max: hi }), fc.constantFrom(...intervals), fc.nat(), fc.nat()).map(([min, interval, a, b]) => {
    const steps = Math.min(Math.floor((hi - min) / interval), a % 60);
    const chosen = steps ? b % (steps + 1) : 0;
    return { min, max: roundTo(min + steps * interval), default: roundTo(min + chosen * interval), interval };
  });

const downPayment = fc.oneof(
  range(configLimits.downPaymentPct.min, configLimits.downPaymentPct.max, [1, 2.5, 5, 10]).map((r) => ({ ...r, unit: '%' })),
  range(0, configLimits.downPaymentYen.max, [10_000, 100_000, 1_000_000]).map((r) => ({ ...r, unit: '円' })),
);
const duration = fc.oneof(
  range(configLimits.years.min, configLimits.years.max, [1, 2]).map((r) => ({ ...r, unit: 'years' })),
  range(configLimits.months.min, configLimits.months.max, [1, 6, 12]).map((r) => ({ ...r, unit: 'months' })),
);
const interestRate = fc.oneof(
  fc.integer({ min: 0, max: 200 }).map((n) => ({ default: n / 10 })),
  range(0, configLimits.interestRate.max, [0.1, 0.25, 0.5, 1]),
);

/** A raw `input_configuration` for the product; `roomy` keeps deposit + residual under 100 % (what the rules ask). */
const configFor = (product: FinanceProductKey, roomy: boolean) =>
  fc
    .record({
      down_payment: downPayment,
      duration,
      interest_rate: interestRate,
      bonus_payment: range(0, configLimits.bonus.max, [10_000, 50_000, 100_000]),
      residual: fc.integer({ min: 0, max: configLimits.residualPct.max }),
      contribution: fc.option(fc.integer({ min: 0, max: configLimits.contribution.max }), { nil: undefined }),
    })
    .map(({ bonus_payment, residual, contribution, ...input }) => {
      const features = financeProductFeatures[product];
      const cap = roomy && input.down_payment.unit === '%' ? Math.max(0, 99 - input.down_payment.max) : configLimits.residualPct.max;
      const terms = durationMonths({ ...input.duration, label: '', unit: input.duration.unit as 'years' | 'months' });
      return {
        ...input,
        ...(features.bonus ? { bonus_payment } : {}),
        ...(features.residual
          ? { residual_value: Object.fromEntries(terms.map((m, i) => [String(m), Math.min(cap, (residual + i * 7) % 81)])) }
          : {}),
        ...(contribution !== undefined ? { deposit_contribution: { amount: contribution, label: '頭金サポート' } } : {}),
      };
    });

const productAndConfig = (roomy: boolean) =>
  fc.constantFrom(...financeProducts).chain((product) => configFor(product, roomy).map((input) => ({ product, input })));

/** What a visitor can pick: anywhere in each range (the controls snap to the steps). */
const choices = fc.record({
  downPayment: fc.double({ min: 0, max: configLimits.downPaymentYen.max, noNaN: true }),
  duration: fc.integer({ min: 0, max: 130 }),
  interestRate: fc.double({ min: 0, max: 20, noNaN: true }),
  bonusPayment: fc.integer({ min: 0, max: configLimits.bonus.max }),
}) as fc.Arbitrary<FinanceChoices>;

const price = fc.oneof(fc.integer({ min: 1, max: 1_000_000_000 }), fc.constantFrom(0, 1, 4_800_000, 10_690_000, 99_999_999));

function visibleText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0/g, ' ');
}

describe('the calculator’s view (property)', () => {
  it('accepts every configuration built within the limits the rules state', () => {
    fc.assert(
      fc.property(productAndConfig(true), ({ product, input }) => {
        expect(readInputConfiguration(input, product, labels, 3.9).problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('never shows NaN, a negative or an infinite figure, nor an unfilled placeholder', () => {
    fc.assert(
      fc.property(productAndConfig(false), price, choices, fc.boolean(), ({ product, input }, carPrice, picked, hideFreeItems) => {
        const { config } = resolveProductConfig(
          { finance_product: product, input_configuration: input, output_configuration: { included_items: ['メンテナンスパック'] } },
          labels,
          3.9,
        );
        const quote = financeQuote(carPrice, config, picked);
        if (quote.status === 'ok') {
          for (const value of Object.values(quote.example)) {
            expect(Number.isFinite(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(quote.example.monthly).toBeGreaterThan(0);
          expect(quote.cashDeposit).toBeGreaterThanOrEqual(0);
        }
        const productProps = { name: '残価設定ローン', additionalButtons: [], config };
        const chosen = quote.status === 'no_price' ? picked : quote.choices;
        const html =
          renderToStaticMarkup(
            <QuotePanel
              quote={quote}
              product={productProps}
              vehicleName="ディフェンダー 110 D300 SE"
              texts={texts}
              hideFreeItems={hideFreeItems}
              createdAt={new Date('2026-03-31T00:00:00Z')}
              onApply={() => undefined}
            />,
          ) +
          renderToStaticMarkup(
            <OptionsFields id="p" config={config} choices={chosen} price={carPrice} texts={texts} onChange={() => undefined} />,
          );
        const text = visibleText(html);
        expect(text).not.toMatch(/NaN|Infinity|undefined|null|\{\{/);
        expect(text).not.toMatch(/[-−‐]\s*[¥\d]/);
        for (const [, amount] of text.matchAll(/([\d,.]+)(?:円|%)/g)) {
          const n = Number(amount!.replace(/,/g, ''));
          expect(Number.isFinite(n) && n >= 0).toBe(true);
        }
        // aria-valuetext and the range attributes say numbers too.
        for (const [, value] of html.matchAll(/(?:min|max|step|value)="([^"]*)"/g)) expect(Number.isFinite(Number(value))).toBe(true);
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('holds at the edges: 0 %, every minimum and maximum, the cheapest and dearest cars', () => {
    const edges = readInputConfiguration(
      {
        down_payment: { min: 0, max: 90, default: 0, interval: 10 },
        duration: { min: 1, max: 120, default: 1, interval: 17, unit: 'months' },
        interest_rate: { min: 0, max: 20, default: 0, interval: 20 },
        bonus_payment: { min: 0, max: 2_000_000, default: 0, interval: 1_000_000 },
        residual_value: Object.fromEntries([1, 18, 35, 52, 69, 86, 103, 120].map((m) => [String(m), 9])),
      },
      'PersonalContractPurchaseBonusJP',
      labels,
      0,
    );
    expect(edges.problems).toEqual([]);
    const config = {
      product: 'PersonalContractPurchaseBonusJP' as const,
      features: financeProductFeatures.PersonalContractPurchaseBonusJP,
      ...edges.value,
      outputs: { hidden: [], labels: {}, includedItems: [] },
    };
    for (const carPrice of [1, 2, 100, 1_000_000_000])
      for (const downPayment of [0, 90])
        for (const months of [1, 120])
          for (const interestRate of [0, 20])
            for (const bonusPayment of [0, 2_000_000]) {
              const quote = financeQuote(carPrice, config, { downPayment, duration: months, interestRate, bonusPayment });
              if (quote.status !== 'ok') continue;
              for (const value of Object.values(quote.example)) expect(Number.isFinite(value) && value >= 0).toBe(true);
            }
  });
});
