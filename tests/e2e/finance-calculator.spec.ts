import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loanExample } from '../../src/features/stock/loan';
import { seriousViolations } from './support/axe';
import { bootstrapToken } from './support/editor';
import { hydrated } from './support/hydration';
import { cleanupsAfterEach } from './support/test-settings';

// The finance calculator and the finance options table (issue 13 item 4, decision 0063) on their
// demo page, on a phone: a vehicle from the model catalogue, a plan, its options by touch and by
// keyboard, the payment example with every 割賦販売法 item — the same figure as the site's one loan
// formula — read out to screen readers, edit with the choices kept, the analytics events, the
// one-screen (mena) style, and the comparison table.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

const path = '/tools/finance-calculator';
const headers = { authorization: `Bearer ${bootstrapToken}` };
const cleanups = cleanupsAfterEach();
const waitForAnalytics = { timeout: 10_000 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
const amountOf = (text: string | null) => Number((/([\d,]+)円/.exec(text ?? '')?.[1] ?? '').replace(/,/g, ''));

async function openCalculator(page: Page, at = path) {
  await page.goto(at, { waitUntil: 'networkidle' });
  const block = page.locator('[data-block="finance_calculator"]');
  // A level with one choice shows as text: the first control there is, whichever level it is.
  await hydrated(block.locator('select, input').first());
  return {
    block,
    title: block.locator('[data-finance-step] h2, [data-finance-step] h3').first(),
    status: block.getByRole('status'),
    price: async () => amountOf(await block.locator('[data-finance-price]').textContent()),
    row: (key: string) => block.locator(`[data-finance-row="${key}"] dd`),
  };
}

const financeEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === 'finance_calculator'),
  );

/** Moves a range input by key presses, as a keyboard or a phone's screen reader does. */
async function pressOn(slider: Locator, key: string, times = 1) {
  await slider.focus();
  for (let i = 0; i < times; i++) await slider.page().keyboard.press(key);
}

test('a visitor on a phone gets a payment example for a Discovery with a residual-value loan, and edits it', async ({ page }) => {
  const { block, title, status, price, row } = await openCalculator(page);
  const steps = block.getByRole('list', { name: 'お見積もりの手順' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText('1車種を選ぶ');
  await expect(title).toHaveText('車種を選ぶ');
  // No monthly figure before its conditions can stand beside it.
  await expect(block.locator('[data-finance-monthly]')).toHaveCount(0);

  await block.getByRole('combobox', { name: 'モデル' }).selectOption({ label: 'ディスカバリー' });
  await expect(block.getByText(/^ディスカバリー D300 /)).toBeVisible();
  await block.getByRole('combobox', { name: 'グレード' }).selectOption({ label: 'DYNAMIC SE' });
  await expect(block.getByText('ディスカバリー D300 DYNAMIC SE', { exact: true })).toBeVisible();
  const carPrice = await price();
  expect(carPrice).toBeGreaterThan(1_000_000);

  await block.getByRole('button', { name: '次へ' }).tap();
  await expect(title).toHaveText('プランを選ぶ');
  await expect(title).toBeFocused();
  const residualPlan = block.getByRole('radio', { name: /^残価設定ローン/ });
  await expect(residualPlan).toBeChecked();
  await block.getByRole('button', { name: '次へ' }).tap();
  await expect(title).toHaveText('条件を選ぶ');

  // 頭金 30 % by keyboard (two steps of 5 from 20), the term by touch.
  const deposit = block.getByRole('slider', { name: '頭金' });
  await pressOn(deposit, 'ArrowRight', 2);
  const cash = Math.round((carPrice * 30) / 100);
  await expect(deposit).toHaveAttribute('aria-valuetext', `30%（${yen(cash)}）`);
  await block.getByRole('radio', { name: '5年（60回）' }).check();
  await expect(block.getByText('35%（60回払いの場合）')).toBeVisible();
  await block.getByRole('button', { name: 'お支払い例を計算する' }).tap();

  await expect(title).toHaveText('お支払い例');
  await expect(title).toBeFocused();
  // The plan: 2.9 %, 200,000円 deposit support, 35 % residual after 60 months — the site's one formula.
  const example = loanExample(carPrice, {
    apr: 2.9,
    months: 60,
    down_payment_pct: ((cash + 200_000) / carPrice) * 100,
    bonus_payment: 0,
    balloon_pct: 35,
  })!;
  await expect(block.locator('[data-finance-monthly]')).toHaveText(yen(example.monthly));
  await expect(row('on_the_road_price')).toHaveText(yen(carPrice));
  await expect(row('total_deposit')).toHaveText(yen(cash + 200_000));
  await expect(row('cash_deposit')).toHaveText(yen(cash));
  await expect(row('total_amount_of_credit')).toHaveText(yen(example.financed));
  await expect(row('interest_rate')).toHaveText('2.9%');
  await expect(row('monthly_payments')).toHaveText('60回');
  await expect(row('duration_of_agreement')).toHaveText('5年（60回）');
  await expect(row('final_payment')).toHaveText(`${yen(example.balloon)}（残価率35%）`);
  await expect(row('finance_charge')).toHaveText(yen(example.interest));
  await expect(row('total_payable')).toHaveText(yen(example.totalPayable));
  await expect(row('created_at')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  await expect(status).toHaveText(
    `ディスカバリー D300 DYNAMIC SE、残価設定ローンのお支払い例：月々${yen(example.monthly)}、60回、実質年率2.9%、頭金${yen(cash + 200_000)}、支払総額${yen(example.totalPayable)}。`,
  );

  // Edit goes back with the choices kept; the step list goes back further.
  await block.getByRole('button', { name: '条件を変更する' }).tap();
  await expect(title).toHaveText('条件を選ぶ');
  await expect(deposit).toHaveAttribute('aria-valuetext', `30%（${yen(cash)}）`);
  await expect(block.getByRole('radio', { name: '5年（60回）' })).toBeChecked();
  await steps.getByRole('button', { name: /車種を選ぶ\s*（選択済み・変更する）/ }).tap();
  await expect(block.getByRole('combobox', { name: 'グレード' })).toHaveValue('discovery_2027_d300_dynamic_se');

  await expect
    .poll(async () => (await financeEvents(page)).map((e) => [e.action, e.finance_product, e.model]), waitForAnalytics)
    .toEqual(
      expect.arrayContaining([
        ['open', 'PersonalContractPurchaseJP', 'defender_110'],
        ['calculate', 'PersonalContractPurchaseJP', 'discovery'],
      ]),
    );
  const calculated = (await financeEvents(page)).find((e) => e.action === 'calculate');
  expect(calculated).toEqual({
    event: 'finance_calculator',
    action: 'calculate',
    finance_product: 'PersonalContractPurchaseJP',
    model: 'discovery',
    label: 'discovery_2027_d300_dynamic_se',
  });
  expect((await financeEvents(page)).filter((e) => e.action === 'open')).toHaveLength(1);
});

test('the whole journey works with the keyboard alone, and the quote button opens the quote form', async ({ page }) => {
  const { block, title, row } = await openCalculator(page);
  await block.getByRole('button', { name: '次へ' }).focus();
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('プランを選ぶ');
  // Arrow keys move the choice in the plans' radio group.
  await block.getByRole('radio', { name: /^残価設定ローン/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(block.getByRole('radio', { name: /^通常ローン/ })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  const bonusPlan = block.getByRole('radio', { name: /^ボーナス併用ローン/ });
  await expect(bonusPlan).toBeChecked();
  await block.getByRole('button', { name: '次へ' }).focus();
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('条件を選ぶ');
  await pressOn(block.getByRole('slider', { name: '頭金' }), 'End');
  await expect(block.getByRole('slider', { name: '頭金' })).toHaveAttribute('aria-valuetext', /^50%（[\d,]+円）$/);
  await block.getByRole('combobox', { name: 'ボーナス加算額（年2回）' }).selectOption({ label: '200,000円' });
  await block.getByRole('button', { name: 'お支払い例を計算する' }).focus();
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
  await expect(row('bonus_payment')).toHaveText(/^200,000円（\d+回）$/);
  // This plan hides the quote date (its output configuration).
  await expect(row('created_at')).toHaveCount(0);

  await block.getByRole('link', { name: 'この条件で見積もりを依頼する' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('dialog[open]')).toBeVisible();
  await expect
    .poll(async () => (await financeEvents(page)).filter((e) => e.action === 'apply'), waitForAnalytics)
    .toEqual([
      {
        event: 'finance_calculator',
        action: 'apply',
        finance_product: 'HirePurchaseBonusJP',
        model: 'defender_110',
        label: 'この条件で見積もりを依頼する',
      },
    ]);
});

/** Publishes a page with these blocks for this test only; answers its path. */
async function pageWith(request: APIRequestContext, blocks: unknown[]): Promise<string> {
  const at = `/e2e-finance-${test.info().testId}`;
  const created = await request.post('/api/pages', {
    headers,
    data: { path: at, title: 'ファイナンスのテスト', status: 'published', blocks },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  cleanups.push(async () => {
    expect((await request.delete(`/api/pages/${data.id}`, { headers })).ok()).toBe(true);
  });
  return at;
}

test('on one screen (mena) the example follows each choice and is read out once it settles', async ({ page, request }) => {
  const at = await pageWith(request, [
    {
      template_key: 'finance_calculator',
      content: {
        fields: { title: 'お支払い例', calculator_style: 'mena', nameplate_key_filter: 'discovery' },
        field_groups: [
          {
            finance_product: 'HirePurchaseJP',
            name: '通常ローン',
            input_configuration: { interest_rate: { default: 3.9 }, down_payment: { min: 0, max: 50, default: 10, interval: 10 } },
          },
        ],
      },
    },
  ]);
  const { block, status, price, row } = await openCalculator(page, at);
  await expect(block.locator('ol')).toHaveCount(0);
  const monthly = block.locator('[data-finance-monthly]');
  const carPrice = await price();
  const at10 = loanExample(carPrice, { apr: 3.9, months: 48, down_payment_pct: 10, bonus_payment: 0, balloon_pct: 0 })!;
  await expect(monthly).toHaveText(yen(at10.monthly));
  await expect(row('created_at')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  await expect(status).toHaveText('');

  await block.getByRole('radio', { name: '7年（84回）' }).check();
  const at84 = loanExample(carPrice, { apr: 3.9, months: 84, down_payment_pct: 10, bonus_payment: 0, balloon_pct: 0 })!;
  await expect(monthly).toHaveText(yen(at84.monthly));
  await expect(row('total_payable')).toHaveText(yen(at84.totalPayable));
  await expect(status).toHaveText(new RegExp(`^ディスカバリー D300 S、通常ローンのお支払い例：月々${yen(at84.monthly)}、84回、`));
  await expect.poll(async () => (await financeEvents(page)).filter((e) => e.action === 'calculate').length, waitForAnalytics).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the comparison table: the plans link to it, it scrolls sideways on a phone, each cell names its plan and point', async ({ page }) => {
  const { block } = await openCalculator(page);
  await block.getByRole('button', { name: '次へ' }).tap();
  await block.getByRole('link', { name: 'プランの違いを見る' }).first().tap();
  await expect(page).toHaveURL(/#compare$/);
  const region = page.getByRole('region', { name: 'お支払い方法を比べる（横にスクロールできます）' });
  await expect(region).toBeInViewport();
  const table = region.getByRole('table', { name: 'お支払い方法を比べる' });
  await expect(table.getByRole('columnheader')).toHaveText(['比較項目', 'おすすめ残価設定ローン', '通常ローン', '個人リース']);
  await expect(table.getByRole('rowheader').first()).toHaveText('月々のお支払い');
  const bonusRow = table.getByRole('row', { name: /^ボーナス払い/ });
  await expect(bonusRow.getByRole('cell')).toHaveText(['○あり', '○あり', '×なし']);
  // The table is wider than the phone: the region scrolls by keyboard, the row headings stay.
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(table.getByRole('rowheader').first()).toBeInViewport();
});

test('axe finds nothing serious on the calculator page, at the first step and at the payment example', async ({ page }) => {
  const { block } = await openCalculator(page);
  expect(await seriousViolations(page)).toEqual([]);
  await block.getByRole('button', { name: '次へ' }).tap();
  await block.getByRole('button', { name: '次へ' }).tap();
  await block.getByRole('button', { name: 'お支払い例を計算する' }).tap();
  await expect(block.locator('[data-finance-monthly]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
