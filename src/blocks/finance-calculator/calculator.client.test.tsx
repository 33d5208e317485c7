// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '@/features/analytics/track';
import { getT } from '@/i18n/i18n';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import { FinanceCalculator, settleDelayMs, type ProductProps } from './calculator.client';
import { catalogueVehicles } from './catalogue-vehicles';
import { resolveProductConfig } from './configuration';
import { defaultChoices, financeQuote } from './quote';
import { financeTexts } from './texts';

vi.mock('@/features/analytics/track', () => ({ trackEvent: vi.fn() }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const texts = financeTexts(getT('ja'));
const labels = {
  downPayment: '頭金',
  duration: 'お支払い期間',
  interestRate: '実質年率',
  bonus: 'ボーナス加算額（年2回）',
  contribution: '頭金サポート',
};
const vehicles = catalogueVehicles(fixtureCatalogue(), ['defender_110', 'discovery'], { discovery: { note: '7人乗り' } }).vehicles;
const productOf = (name: string, finance_product: string, input_configuration: unknown): ProductProps => ({
  name,
  additionalButtons: [],
  mainButton: { type: 'internal', url: '/quote', label: '見積もりを依頼する', target: '_self', button_type: 'primary', size: 'medium' },
  config: resolveProductConfig({ finance_product, input_configuration, output_configuration: {} }, labels, 3.9).config,
});
const products = [
  productOf('通常ローン', 'HirePurchaseJP', { interest_rate: { default: 3.9 } }),
  productOf('ボーナス併用ローン', 'HirePurchaseBonusJP', { interest_rate: { default: 2.9 } }),
];

let root: Root;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-31T03:00:00Z'));
  vi.mocked(trackEvent).mockClear();
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const render = (style: 'default' | 'mena' = 'default') =>
  act(async () =>
    root.render(
      <FinanceCalculator
        id="fc"
        calculatorStyle={style}
        stepHeading="h3"
        vehicles={vehicles}
        products={products}
        texts={texts}
        hideFreeItems={false}
      />,
    ),
  );
const byLabel = <T extends HTMLElement>(label: string) => {
  const element = [...document.querySelectorAll('label')].find((l) => l.textContent === label)!;
  return document.getElementById(element.htmlFor) as T;
};
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
/** A finished step's button in the step list: its number and name, and for screen readers that it can be changed. */
const stepButton = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('ol button')].find((b) => b.textContent === text)!;
const click = (element: HTMLElement) => act(async () => element.click());
async function setValue(element: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const heading = () => document.querySelector('h3')!;
const status = () => document.querySelector('[role="status"]')!.textContent;
const events = () => vi.mocked(trackEvent).mock.calls.map(([event]) => event as Record<string, unknown>);
const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

describe('FinanceCalculator, step by step', () => {
  it('goes vehicle → plan → options → payment example, focusing each step, and announces the monthly payment', async () => {
    await render();
    expect(heading().textContent).toBe('車種を選ぶ');
    // Another model keeps the engine and grade where it has them.
    await setValue(byLabel<HTMLSelectElement>('モデル'), 'discovery');
    expect(document.body.textContent).toContain('ディスカバリー D300 S');
    expect(document.body.textContent).toContain('7人乗り');
    await setValue(byLabel<HTMLSelectElement>('エンジン'), 'p360');
    expect(document.body.textContent).toContain('ディスカバリー P360 HSE');
    expect(document.body.textContent).toContain('12,100,000円');
    await setValue(byLabel<HTMLSelectElement>('エンジン'), 'd300');
    expect(document.body.textContent).toContain('ディスカバリー D300 S');
    expect(document.body.textContent).toContain('10,490,000円');

    await click(button('次へ'));
    expect(heading().textContent).toBe('プランを選ぶ');
    expect(document.activeElement).toBe(heading());
    const bonusPlan = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) =>
      r.closest('label')!.textContent!.includes('ボーナス併用'),
    )!;
    await click(bonusPlan);
    await click(button('次へ'));
    expect(heading().textContent).toBe('条件を選ぶ');
    // No monthly figure without its conditions.
    expect(document.body.textContent).not.toContain('月々');

    const deposit = byLabel<HTMLInputElement>('頭金');
    await setValue(deposit, '30');
    expect(deposit.getAttribute('aria-valuetext')).toBe('30%（3,147,000円）');
    await setValue(byLabel<HTMLSelectElement>('ボーナス加算額（年2回）'), '50000');
    await click([...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === '5')!);
    await click(button('お支払い例を計算する'));

    expect(heading().textContent).toBe('お支払い例');
    expect(document.activeElement).toBe(heading());
    const config = products[1]!.config;
    const quote = financeQuote(10_490_000, config, { ...defaultChoices(config), downPayment: 30, duration: 5, bonusPayment: 50_000 });
    if (quote.status !== 'ok') throw new Error('no quote');
    expect(document.querySelector('[data-finance-monthly]')!.textContent).toBe(yen(quote.example.monthly));
    expect(document.querySelector('[data-finance-row="bonus_payment"] dd')!.textContent).toBe('50,000円（10回）');
    expect(document.querySelector('[data-finance-row="created_at"] dd')!.textContent).toBe('2026年3月31日');
    expect(status()).toBe(
      `ディスカバリー D300 S、ボーナス併用ローンのお支払い例：月々${yen(quote.example.monthly)}、60回、実質年率2.9%、頭金3,147,000円、支払総額${yen(quote.example.totalPayable)}。`,
    );
    expect(events().at(-1)).toEqual({
      event: 'finance_calculator',
      action: 'calculate',
      finance_product: 'HirePurchaseBonusJP',
      model: 'discovery',
      label: 'discovery_2027_d300_s',
    });
  });

  it('edit goes back with every choice kept; the step list goes back to any finished step', async () => {
    await render();
    await setValue(byLabel<HTMLSelectElement>('モデル'), 'discovery');
    await click(button('次へ'));
    await click(button('次へ'));
    await setValue(byLabel<HTMLInputElement>('頭金'), '45');
    await click(button('お支払い例を計算する'));
    const before = document.querySelector('[data-finance-monthly]')!.textContent;

    await click(button('条件を変更する'));
    expect(heading().textContent).toBe('条件を選ぶ');
    expect(byLabel<HTMLInputElement>('頭金').value).toBe('45');
    await click(stepButton('1車種を選ぶ（選択済み・変更する）'));
    expect(heading().textContent).toBe('車種を選ぶ');
    expect(byLabel<HTMLSelectElement>('モデル').value).toBe('discovery');
    await click(button('次へ'));
    await click(button('次へ'));
    await click(button('お支払い例を計算する'));
    expect(document.querySelector('[data-finance-monthly]')!.textContent).toBe(before);
    // Another plan keeps its own choices (its defaults), and coming back finds 45 % again.
    await click(stepButton('2プランを選ぶ（選択済み・変更する）'));
    await click([...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')][1]!);
    await click(button('次へ'));
    expect(byLabel<HTMLInputElement>('頭金').value).toBe('20');
    await click(button('戻る'));
    await click([...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')][0]!);
    await click(button('次へ'));
    expect(byLabel<HTMLInputElement>('頭金').value).toBe('45');
  });

  it('sends open once, one change per settled choice, and apply with the button followed', async () => {
    await render();
    const model = byLabel<HTMLSelectElement>('モデル');
    await act(async () => model.dispatchEvent(new FocusEvent('focus', { bubbles: false })));
    await act(async () => model.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await setValue(model, 'discovery');
    await setValue(byLabel<HTMLSelectElement>('エンジン'), 'p360');
    expect(events()).toEqual([{ event: 'finance_calculator', action: 'open', finance_product: 'HirePurchaseJP', model: 'defender_110' }]);
    await act(async () => vi.advanceTimersByTime(settleDelayMs));
    expect(events().slice(1)).toEqual([
      { event: 'finance_calculator', action: 'change', finance_product: 'HirePurchaseJP', model: 'discovery', label: 'vehicle' },
    ]);

    await click(button('次へ'));
    await click(button('次へ'));
    await click(button('お支払い例を計算する'));
    const link = document.querySelector<HTMLAnchorElement>('[data-finance-quote] a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    await click(link);
    expect(events().at(-1)).toEqual({
      event: 'finance_calculator',
      action: 'apply',
      finance_product: 'HirePurchaseJP',
      model: 'discovery',
      label: '見積もりを依頼する',
    });
    expect(events().filter((e) => e.action === 'open')).toHaveLength(1);
  });

  it('sends open before a choice made without focus or touch, naming the car shown when it opened', async () => {
    await render();
    await setValue(byLabel<HTMLSelectElement>('モデル'), 'discovery');
    await click(button('次へ'));
    expect(events()).toEqual([{ event: 'finance_calculator', action: 'open', finance_product: 'HirePurchaseJP', model: 'defender_110' }]);
  });
});

describe('FinanceCalculator on one screen (mena)', () => {
  it('follows every choice with the payment example, and announces it once the choice has settled', async () => {
    await render('mena');
    expect(document.querySelector('ol')).toBeNull();
    const first = document.querySelector('[data-finance-monthly]')!.textContent;
    expect(document.querySelector('[data-finance-row="created_at"] dd')!.textContent).toBe('2026年3月31日');
    await setValue(byLabel<HTMLInputElement>('頭金'), '50');
    expect(document.querySelector('[data-finance-monthly]')!.textContent).not.toBe(first);
    expect(status()).toBe('');
    await act(async () => vi.advanceTimersByTime(settleDelayMs));
    expect(status()).toMatch(
      /^ディフェンダー 110 D300 S、通常ローンのお支払い例：月々[\d,]+円、48回、実質年率3.9%、頭金5,140,000円、支払総額[\d,]+円。$/,
    );
    expect(events().filter((e) => e.action !== 'open')).toEqual([
      {
        event: 'finance_calculator',
        action: 'calculate',
        finance_product: 'HirePurchaseJP',
        model: 'defender_110',
        label: 'defender_110_2027_d300_s',
      },
    ]);
  });
});
