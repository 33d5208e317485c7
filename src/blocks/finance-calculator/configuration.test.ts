import { describe, expect, it } from 'vitest';
import { readInputConfiguration, readOutputConfiguration, resolveProductConfig } from './configuration';

const labels = {
  downPayment: '頭金',
  duration: 'お支払い期間',
  interestRate: '実質年率',
  bonus: 'ボーナス加算額',
  contribution: '頭金サポート',
};
const read = (raw: unknown, product: Parameters<typeof readInputConfiguration>[1] = 'HirePurchaseJP') =>
  readInputConfiguration(raw, product, labels, 3.9);
const codes = (raw: unknown, product?: Parameters<typeof readInputConfiguration>[1]) =>
  read(raw, product).problems.map((p) => `${p.path} ${p.code}`);

describe('input configuration', () => {
  it('reads every part over the defaults: label, units, a visitor-picked rate, bonus, residual by term, a contribution', () => {
    const { value, problems } = read(
      {
        down_payment: { label: '頭金（現金）', min: 0, max: 2_000_000, default: 500_000, interval: 100_000, unit: '円' },
        duration: { min: 24, max: 60, default: 36, interval: 12, unit: 'months' },
        interest_rate: { min: 1.9, max: 4.9, default: 2.9, interval: 0.5 },
        bonus_payment: { min: 0, max: 200_000, default: 0, interval: 100_000 },
        residual_value: { 24: 60, 36: 50, 48: 45, 60: 40 },
        deposit_contribution: { amount: 300_000 },
      },
      'PersonalContractPurchaseBonusJP',
    );
    expect(problems).toEqual([]);
    expect(value).toEqual({
      downPayment: { label: '頭金（現金）', min: 0, max: 2_000_000, default: 500_000, interval: 100_000, unit: '円' },
      duration: { label: 'お支払い期間', min: 24, max: 60, default: 36, interval: 12, unit: 'months' },
      interestRate: { label: '実質年率', min: 1.9, max: 4.9, default: 2.9, interval: 0.5 },
      bonus: { label: 'ボーナス加算額', min: 0, max: 200_000, default: 0, interval: 100_000 },
      residualPct: { 24: 60, 36: 50, 48: 45, 60: 40 },
      contribution: { amount: 300_000, label: '頭金サポート' },
    });
  });

  it('gives yen and month units their own defaults, and a residual product the default rates', () => {
    expect(read({ down_payment: { unit: '円' }, duration: { unit: 'months' } }).value).toMatchObject({
      downPayment: { min: 0, max: 3_000_000, default: 0, interval: 100_000, unit: '円' },
      duration: { min: 48, max: 84, default: 48, interval: 12, unit: 'months' },
    });
    expect(read({}, 'PersonalContractPurchaseJP').value.residualPct).toMatchObject({ 48: 40, 60: 35, 72: 30, 84: 25 });
    expect(read({ deposit_contribution: { amount: 0 } }).value.contribution).toBeNull();
  });

  it('names each mistake at its place, and falls back to the defaults of the part that does not fit', () => {
    expect(codes([1])).toEqual([' shape']);
    expect(codes({ down_payment: { min: '20' } })).toEqual(['down_payment.min number']);
    expect(codes({ down_payment: { max: 95 } })).toEqual(['down_payment.max between']);
    expect(codes({ down_payment: { unit: 'ドル' } })).toEqual(['down_payment.unit unit']);
    expect(codes({ duration: { min: 1.5 } })).toEqual(['duration.min integer']);
    expect(codes({ duration: { min: 1, max: 120, default: 1, interval: 1, unit: 'months' } })).toEqual(['duration too_many']);
    expect(codes({ duration: { interval: 0 } })).toEqual(['duration.interval interval']);
    expect(codes({ down_payment: { label: '' } })).toEqual(['down_payment.label label']);
    expect(codes({ interest_rate: { min: 1, max: 5, default: 2 } })).toEqual(['interest_rate.interval interval']);
    expect(codes({ residual_value: { 48: 40 } })).toEqual(['residual_value no_residual']);
    // Number-like keys come first in a JS object.
    expect(codes({ residual_value: { '4年': 40, 60: 'x' } }, 'PersonalContractPurchaseJP')).toEqual([
      'residual_value.60 number',
      'residual_value residual_key',
    ]);
    expect(codes({ residual_value: { 48: 90 } }, 'PersonalContractPurchaseJP')).toEqual(['residual_value.48 between']);
    expect(codes({ deposit_contribution: { amount: 1.5, label: 'x'.repeat(31), extra: 1 } })).toEqual([
      'deposit_contribution unknown',
      'deposit_contribution.amount integer',
      'deposit_contribution.label label',
    ]);
    const broken = read({ down_payment: { min: 30, max: 20 } });
    expect(broken.problems.map((p) => p.code)).toEqual(['order']);
    expect(broken.value.downPayment).toMatchObject({ min: 20, max: 50, default: 20, interval: 5 });
    // A rate out of bounds falls back to the site's.
    expect(read({ interest_rate: { default: 21 } }).value.interestRate).toMatchObject({ min: 3.9, max: 3.9, default: 3.9 });
  });
});

describe('output configuration', () => {
  it('hides only what the law lets go, relabels, and lists the free services', () => {
    expect(
      readOutputConfiguration({ hidden: ['created_at'], labels: { on_the_road_price: '車両価格' }, included_items: [' 延長保証 '] }),
    ).toEqual({
      value: { hidden: ['created_at'], labels: { on_the_road_price: '車両価格' }, includedItems: ['延長保証'] },
      problems: [],
    });
    const refused = readOutputConfiguration({ hidden: ['monthly_payment'], labels: { price: 'x' }, extra: true });
    expect(refused.problems.map((p) => `${p.path} ${p.code}`)).toEqual([' unknown', 'hidden hidden', 'labels unknown']);
    expect(refused.value).toEqual({ hidden: [], labels: {}, includedItems: [] });
    expect(readOutputConfiguration(undefined).problems).toEqual([]);
    expect(readOutputConfiguration('x').problems.map((p) => p.code)).toEqual(['shape']);
  });

  it('resolves an unknown product as the sample, and keeps its outputs', () => {
    const { config } = resolveProductConfig({ finance_product: 'LeaseXX', output_configuration: { hidden: ['cash_deposit'] } }, labels, 2);
    expect([config.product, config.features, config.outputs.hidden, config.interestRate.default]).toEqual([
      'HirePurchaseSample',
      { bonus: false, residual: false },
      ['cash_deposit'],
      2,
    ]);
  });
});
