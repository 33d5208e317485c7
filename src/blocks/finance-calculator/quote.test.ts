import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { residualDefaults, type FinanceProductConfig } from './config';
import { readInputConfiguration, resolveProductConfig } from './configuration';
import { defaultChoices, financeQuote, fitChoices } from './quote';
import { financeTexts } from './texts';
import { quoteView } from './view';

const labels = { downPayment: '頭金', duration: 'お支払い期間', interestRate: '実質年率', bonus: 'ボーナス', contribution: '頭金サポート' };
const texts = financeTexts(getT('ja'));

function product(finance_product: string, input_configuration: unknown = {}, siteApr = 3.9, problems: string[] = []): FinanceProductConfig {
  const resolved = resolveProductConfig({ finance_product, input_configuration, output_configuration: {} }, labels, siteApr);
  expect(resolved.inputProblems.map((p) => p.code)).toEqual(problems);
  return resolved.config;
}
const ok = (quote: ReturnType<typeof financeQuote>) => {
  if (quote.status !== 'ok') throw new Error(`expected a quote, got ${quote.status}`);
  return quote;
};

describe('loan maths against published examples', () => {
  it('Microsoft’s PMT example: 10,000 at 8 % a year over 10 months is 1,037.03 a month — 1,038円 rounded up to the yen', () => {
    // support.microsoft.com, "PMT function": =PMT(8%/12, 10, 10000) → ($1,037.03). Yen have no
    // decimals and the site rounds a monthly figure up (never advertise less than is paid).
    const config = product('HirePurchaseJP', {
      down_payment: { min: 0, max: 50, default: 0, interval: 5 },
      duration: { min: 10, max: 10, default: 10, interval: 1, unit: 'months' },
      interest_rate: { default: 8 },
    });
    const quote = ok(financeQuote(10_000, config, defaultChoices(config)));
    expect(quote.example).toMatchObject({ financed: 10_000, months: 10, monthly: 1_038, interest: 380, totalPayable: 10_380 });
  });

  it('the textbook case: 1,000,000 at 12 % (1 % a month) over 12 months is 88,848.79 a month — 88,849円, after a 20 % deposit on 1,250,000円', () => {
    // 1,000,000 × 0.01 / (1 − 1.01^−12) = 88,848.79: the worked example of annuity loans in
    // introductory finance texts. The spec's default deposit (20 %) of 1,250,000 leaves exactly 1,000,000.
    const config = product('HirePurchaseJP', { duration: { min: 1, max: 7, default: 1, unit: 'years' }, interest_rate: { default: 12 } });
    const quote = ok(financeQuote(1_250_000, config, defaultChoices(config)));
    expect(quote.example).toMatchObject({ cashPrice: 1_250_000, downPayment: 250_000, financed: 1_000_000, monthly: 88_849, months: 12 });
    expect(quote.example.totalPayable).toBe(250_000 + 88_849 * 12);
    expect(quote.example.interest).toBe(88_849 * 12 - 1_000_000);
  });

  it('a residual-value loan equals Excel’s PMT with a future value: PMT(3.9%/12, 60, −4,000,000, 2,000,000) = 43,242.86 → 43,243円', () => {
    // 5,000,000円, 20 % down (1,000,000), 40 % residual after 60 months (2,000,000): the payments
    // repay 4,000,000 less the present value of the balloon; Excel's PMT with fv gives the same
    // 43,242.86 — (4,000,000·1.00325^60 − 2,000,000)·0.00325 / (1.00325^60 − 1).
    const config = product('PersonalContractPurchaseJP', {
      interest_rate: { default: 3.9 },
      residual_value: { 48: 45, 60: 40, 72: 30, 84: 25 },
    });
    const quote = ok(financeQuote(5_000_000, config, { ...defaultChoices(config), duration: 5 }));
    expect(quote.residualPct).toBe(40);
    expect(quote.example).toMatchObject({ downPayment: 1_000_000, financed: 4_000_000, balloon: 2_000_000, monthly: 43_243, months: 60 });
    expect(quote.example.totalPayable).toBe(1_000_000 + 43_243 * 60 + 2_000_000);
    expect(quote.example.interest).toBe(43_243 * 60 + 2_000_000 - 4_000_000);
  });

  it('at 0 % the price less the deposit is split evenly: 6,000,000円 with the spec defaults (20 %, 4 years) is 100,000円 × 48 and no charge', () => {
    const config = product('HirePurchaseSample', { interest_rate: { default: 0 } });
    const quote = ok(financeQuote(6_000_000, config, defaultChoices(config)));
    expect(quote.example).toMatchObject({
      downPayment: 1_200_000,
      financed: 4_800_000,
      monthly: 100_000,
      months: 48,
      interest: 0,
      totalPayable: 6_000_000,
    });
  });

  it('counts bonus payments every sixth month and the brand’s deposit contribution in the deposit', () => {
    const bonus = product('HirePurchaseBonusJP', { interest_rate: { default: 0 } });
    const withBonus = ok(financeQuote(3_000_000, bonus, { ...defaultChoices(bonus), duration: 5, bonusPayment: 100_000 }));
    // (2,400,000 − 10 × 100,000) / 60 = 23,333.3 → 23,334
    expect(withBonus.example).toMatchObject({ financed: 2_400_000, bonusCount: 10, bonusPayment: 100_000, monthly: 23_334 });

    const supported = product('PersonalContractPurchaseJP', { deposit_contribution: { amount: 200_000, label: '頭金サポート' } });
    const quote = ok(financeQuote(5_000_000, supported, defaultChoices(supported)));
    expect([quote.cashDeposit, quote.contribution, quote.example.downPayment, quote.example.financed]).toEqual([
      1_000_000, 200_000, 1_200_000, 3_800_000,
    ]);
  });

  it('takes the site’s rate when the plan sets none, and reads a deposit in yen', () => {
    const config = product(
      'HirePurchaseJP',
      { down_payment: { min: 0, max: 3_000_000, default: 500_000, interval: 100_000, unit: '円' } },
      1.9,
    );
    expect(config.interestRate).toMatchObject({ min: 1.9, max: 1.9, default: 1.9 });
    const quote = ok(financeQuote(4_000_000, config, defaultChoices(config)));
    expect(quote.example).toMatchObject({ apr: 1.9, downPayment: 500_000, financed: 3_500_000, months: 48 });
  });
});

describe('financeQuote', () => {
  // Saved before the rule that refuses it (60 % down + 40 % residual leave nothing): it still renders.
  const config = product(
    'PersonalContractPurchaseJP',
    { down_payment: { min: 20, max: 60, default: 20, interval: 5 }, residual_value: residualDefaults, interest_rate: { default: 0 } },
    3.9,
    ['no_room'],
  );

  it('has no example without a price, and none when the deposit and the balloon reach the price', () => {
    expect(financeQuote(0, config, defaultChoices(config)).status).toBe('no_price');
    expect(financeQuote(Number.NaN, config, defaultChoices(config)).status).toBe('no_price');
    // 60 % down + 40 % residual over 48 months at 0 % = the whole price.
    expect(financeQuote(5_000_000, config, { ...defaultChoices(config), downPayment: 60 }).status).toBe('no_credit');
    expect(financeQuote(5_000_000, config, { ...defaultChoices(config), downPayment: 55 }).status).toBe('ok');
  });

  it('keeps choices in range and on the plan’s steps', () => {
    expect(fitChoices(config, { downPayment: 23, duration: 9, interestRate: 99, bonusPayment: 50_000 })).toEqual({
      downPayment: 25,
      duration: 7,
      interestRate: 0,
      bonusPayment: 0,
    });
    expect(fitChoices(config, { downPayment: -5, duration: 0, interestRate: -1, bonusPayment: 0 })).toMatchObject({
      downPayment: 20,
      duration: 4,
    });
  });

  it('shows every 割賦販売法 item beside the monthly figure, in yen', () => {
    const loan = product('PersonalContractPurchaseJP', { interest_rate: { default: 3.9 } });
    const quote = ok(financeQuote(5_000_000, loan, { ...defaultChoices(loan), duration: 5 }));
    const view = quoteView(quote, {
      config: loan,
      texts,
      vehicleName: 'ディフェンダー 110 D300 SE',
      productName: '残価設定ローン',
      hideFreeItems: false,
      createdAt: new Date('2026-03-31T15:30:00Z'),
    });
    expect(view.monthly).toBe(`${quote.example.monthly.toLocaleString('ja-JP')}円`);
    expect(view.rows.map((row) => [row.label, row.value])).toEqual([
      ['現金販売価格（消費税込）', '5,000,000円'],
      ['頭金', '1,000,000円'],
      ['分割支払金（ローン元金）', '4,000,000円'],
      ['実質年率', '3.9%'],
      ['支払回数', '60回'],
      ['支払期間', '5年（60回）'],
      ['月々のお支払い額', view.monthly],
      ['最終回お支払い（残価）', '1,750,000円（残価率35%）'],
      ['分割払手数料', `${quote.example.interest.toLocaleString('ja-JP')}円`],
      ['支払総額（割賦販売価格）', `${quote.example.totalPayable.toLocaleString('ja-JP')}円`],
      // 15:30 UTC is past midnight in Japan.
      ['お見積もり日', '2026年4月1日'],
    ]);
    expect(view.announcement).toBe(
      `ディフェンダー 110 D300 SE、残価設定ローンのお支払い例：月々${view.monthly}、60回、実質年率3.9%、頭金1,000,000円、支払総額${quote.example.totalPayable.toLocaleString('ja-JP')}円。`,
    );
  });

  it('reads its inputs from the spec defaults when the configuration is empty', () => {
    const { value } = readInputConfiguration({}, 'HirePurchaseSample', labels, 3.9);
    expect(value.downPayment).toEqual({ label: '頭金', min: 20, max: 50, default: 20, interval: 5, unit: '%' });
    expect(value.duration).toEqual({ label: 'お支払い期間', min: 4, max: 7, default: 4, interval: 1, unit: 'years' });
    expect(value.interestRate).toMatchObject({ min: 3.9, max: 3.9, default: 3.9 });
    expect([value.bonus, value.residualPct, value.contribution]).toEqual([null, null, null]);
  });
});
