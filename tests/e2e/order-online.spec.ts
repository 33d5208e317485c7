import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createPerson, signInAs } from './support/editor';

/**
 * Online ordering (issue 10 item 16): a visitor reserves a used car free of charge — the Japanese
 * default — step by step, while a second browser sees the car as 商談中; a reload resumes at the
 * right step; a hold that runs out frees the car.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const token = 'e2e-admin-token-0123456789';

/** A used car nobody holds, reserved or sold: each test takes its own (offset). */
async function freeUsedCar(request: APIRequestContext, offset: number): Promise<{ id: number; path: string }> {
  const res = await request.get(
    `/public_api/listing/jp-main?items=12&filter[nameplate_brand_name_eq]=land_rover&filter[state_in]=used&filter[status_in]=stock&sort=createdAtAsc`,
  );
  expect(res.status()).toBe(200);
  const cars = (await res.json()).data as { id: number; path: string }[];
  return cars[offset]!;
}

async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: '姓 必須' }).fill('山田');
  await page.getByRole('textbox', { name: '名 必須' }).fill('花子');
  await page.getByRole('textbox', { name: 'セイ 必須' }).fill('やまだ');
  await page.getByRole('textbox', { name: 'メイ 必須' }).fill('はなこ');
  await page.getByRole('textbox', { name: 'メールアドレス 必須' }).fill('hanako.yamada@example.jp');
  await page.getByRole('textbox', { name: /電話番号/ }).fill('090-1234-5678');
  await page.getByRole('checkbox', { name: '個人情報の取り扱いに同意する 必須' }).check();
}

test('a visitor reserves a used car free of charge; a second browser sees 商談中 meanwhile; reload resumes', async ({
  page,
  browser,
  request,
}) => {
  const car = await freeUsedCar(request, 0);
  // The checkout's own policy: no frames, not framable, forms only to us (quality.md control 3).
  const policy = (await request.get(`/showroom-order-online/vehicle/${car.id}`)).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  // Frames: the payment providers' (configured on this server), never video or map hosts.
  expect(policy).toContain(
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://www.paypal.com https://www.sandbox.paypal.com;',
  );
  expect(policy).not.toContain('youtube');
  expect((await request.get(car.path)).headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await page.goto(car.path);
  await page.getByRole('link', { name: 'この車両を予約する' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/showroom-order-online/vehicle/${car.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご予約いただく車両');
  await expect(page.getByText('不要（無料）')).toBeVisible();
  await page.getByRole('button', { name: '次へ' }).click();

  // Held: the countdown, and step 2 (payment option).
  await expect(page).toHaveURL(new RegExp(`/showroom-order-online/vehicle/${car.id}\\?step=1$`));
  await expect(page.getByRole('timer')).toContainText(/この車両をあと1[45]分\d\d秒確保しています/);
  const nav = page.getByRole('navigation', { name: 'ご予約の確定' });
  await expect(nav.locator('[aria-current="step"]')).toHaveText('お支払い方法');

  // Someone else, meanwhile: 商談中 on the vehicle page, no reserve button, and the journey says so.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(car.path);
  await expect(otherPage.getByText('商談中').first()).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'この車両を予約する' })).toHaveCount(0);
  await otherPage.goto(`/showroom-order-online/vehicle/${car.id}`);
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('この車両は商談中です');
  const refused = await other.request.post('/api/buy_online/orders/init', { data: { vehicle_id: car.id } });
  expect(refused.status()).toBe(409);
  expect(refused.headers()['content-type']).toContain('application/problem+json');

  // Options: a loan, a service pack, a trade-in and a visit. The trade-in's details appear only once
  // asked for; sent half-filled, every missing field is named and what was typed stays.
  await page.getByRole('radio', { name: 'ローン' }).check();
  await page.getByRole('checkbox', { name: /メンテナンスパック（3年）/ }).check();
  await expect(page.getByRole('combobox', { name: 'メーカー' })).toBeHidden();
  await page.getByRole('checkbox', { name: '今お乗りのお車の下取りを希望する' }).check();
  await page.getByRole('combobox', { name: 'メーカー' }).selectOption({ label: 'トヨタ' });
  await page.getByRole('combobox', { name: '車種' }).fill('ハリアー');
  await page.getByRole('textbox', { name: /走行距離/ }).fill('４５，０００');
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '入力内容に3件の問題があります' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'ボディタイプ' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('combobox', { name: '車種' })).toHaveValue('ハリアー');
  await expect(page.getByRole('checkbox', { name: /メンテナンスパック（3年）/ })).toBeChecked();
  await page.getByRole('combobox', { name: 'ボディタイプ' }).selectOption({ label: 'SUV' });
  await page.getByRole('combobox', { name: '燃料' }).selectOption({ label: 'ハイブリッド' });
  await page.getByLabel('初度登録年月').fill('2019-04');
  await page.getByRole('radio', { name: '販売店でのご商談（来店予約）' }).check();
  const visitDay = new Date(Date.now() + 9 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('ご希望日').fill(visitDay);
  await page.getByRole('combobox', { name: 'ご希望の時間帯' }).selectOption({ label: '午前（10時〜12時）' });
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(nav.locator('[aria-current="step"]')).toHaveText('お客様情報');
  // A wrong phone number is named in Japanese; fixed, the step moves on.
  await fillContact(page);
  await page.getByRole('textbox', { name: /電話番号/ }).fill('12');
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByRole('textbox', { name: /電話番号/ })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: /電話番号/ }).fill('090-1234-5678');
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(nav.locator('[aria-current="step"]')).toHaveText('ご利用規約');

  // A reload of the journey's address resumes at the step reached; a link to a later step cannot skip one.
  await page.goto(`/showroom-order-online/vehicle/${car.id}`);
  await expect(page).toHaveURL(new RegExp(`\\?step=3$`));
  await page.goto(`/showroom-order-online/vehicle/${car.id}?step=4`);
  await expect(page).toHaveURL(new RegExp(`\\?step=3$`));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('checkbox', { name: 'ご利用規約とプライバシーポリシーに同意します' }).check();
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(nav.locator('[aria-current="step"]')).toHaveText('ご予約');
  await page.getByRole('button', { name: '無料で予約を確定する' }).click();

  await expect(page).toHaveURL(/\/showroom-order-online\/success\?order=R[0-9A-Z]{8}&token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご予約を承りました');
  const number = /order=(R[0-9A-Z]{8})/.exec(page.url())![1]!;
  await expect(page.getByRole('status')).toContainText(`予約番号 ${number}`);
  // Analytics: the success page is the order confirmation, with the pre-order event of a used car.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []))
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'page_view', category: 'checkout_order_confirmation' }),
        expect.objectContaining({
          event: 'pre_order',
          order_number: number,
          listing_channel: 'sl-avl',
          payment_vendor: 'NO_PAYMENT_JAPAN',
        }),
      ]),
    );
  await page.getByRole('link', { name: 'ご予約内容' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご予約内容');
  await expect(page.getByText('予約済み')).toBeVisible();
  // The options chosen stand with the order.
  await expect(page.getByText('メンテナンスパック（3年）（165,000円）')).toBeVisible();
  await expect(page.getByText('トヨタ ハリアー / SUV / ハイブリッド / 走行距離 45,000km / 初度登録 2019年4月')).toBeVisible();
  await expect(page.getByText(/^\d{4}年\d{1,2}月\d{1,2}日\(.\) 午前（10時〜12時）$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nobody else opens it by guessing the number.
  const guessed = await otherPage.goto(`/showroom-order-online/confirmation/${number}`);
  expect(guessed?.status()).toBe(404);
  // The car is reserved for everyone now, and the confirmation e-mail waits in the outbox.
  await otherPage.goto(car.path);
  await expect(otherPage.getByText('商談中').first()).toBeVisible();
  await other.close();
  const orderRes = await request.get(`/api/orders/${number}`, { headers: { authorization: `Bearer ${token}` } });
  expect(orderRes.status()).toBe(200);
  expect((await orderRes.json()).data).toMatchObject({
    status: 'reserved',
    payment_vendor: 'NO_PAYMENT_JAPAN',
    finance_option: 'loan',
    metadata: {
      servicePackData: [expect.objectContaining({ key: 'maintenance_3y', price: 165000 })],
      tradeInData: {
        brand: 'toyota',
        model: 'ハリアー',
        body_type: 'suv',
        fuel_type: 'hybrid',
        mileage: 45000,
        registration_date: '2019-04',
      },
      appBookingData: { type: 'appointment', date: visitDay, time_slot: 'morning' },
    },
  });
});

test('a visitor reserves from the reservation page: picks a model tab, the checkout wears the page’s texts, and the page then shows the reservation', async ({
  page,
}) => {
  await page.goto('/reserve');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新車をオンラインで予約する');
  await expect(page.getByText('申込金：不要（無料）。販売店がご契約内容をご案内するまで、いつでも無料で取り消せます。')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'モデルを選ぶ' });
  await expect(tabs.getByRole('link', { name: 'レンジローバー' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'ディフェンダー' }).click();
  await expect(page).toHaveURL(/reservation_tab=1/);
  await expect(tabs.getByRole('link', { name: 'ディフェンダー' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('link', { name: /^この車両を予約する：ディフェンダー/ })
    .first()
    .click();

  // The checkout, dressed in the page's texts: its fee line, its countdown, a way back to the page.
  await expect(page).toHaveURL(/\/showroom-order-online\/vehicle\/\d+\?flow=\d+$/);
  await expect(page.getByText('申込金：不要（無料）。販売店がご契約内容をご案内するまで')).toBeVisible();
  await expect(page.getByRole('link', { name: '予約ページに戻る' })).toHaveAttribute('href', '/reserve');
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByRole('timer')).toContainText(/お選びの車両をあと1[45]分\d\d秒お取り置きしています/);
  await page.getByRole('radio', { name: '現金一括' }).check();
  await page.getByRole('button', { name: '次へ' }).click();
  await fillContact(page);
  await page.getByRole('button', { name: '次へ' }).click();
  // The texts stay with the journey on every step (the hold remembers the page).
  await expect(page.getByRole('timer')).toContainText('お取り置きしています');
  await page.getByRole('checkbox', { name: 'ご利用規約とプライバシーポリシーに同意します' }).check();
  await page.getByRole('button', { name: '次へ' }).click();
  await page.getByRole('button', { name: '無料で予約を確定する' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご予約を承りました');
  const number = /order=(R[0-9A-Z]{8})/.exec(page.url())![1]!;

  // Back on the page: the reservation made here, with the way to it.
  await page.goto('/reserve');
  await expect(page.getByText('ご予約済みです')).toBeVisible();
  await expect(page.getByText(`このページから予約番号 ${number} でご予約いただいています。`)).toBeVisible();
  await page.getByRole('link', { name: 'ご予約内容を見る' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご予約内容');
});

test('a hold that runs out frees the car: the holder is told and may start again', async ({ page, request }) => {
  test.setTimeout(150_000);
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.post('/api/settings', { headers, data: { key: 'ordering.hold_minutes', value: '1' } });
  expect(saved.status()).toBe(201);
  const { data } = await saved.json();
  try {
    const car = await freeUsedCar(request, 1);
    await page.goto(`/showroom-order-online/vehicle/${car.id}`);
    await page.getByRole('button', { name: '次へ' }).click();
    await expect(page.getByRole('timer')).toContainText(/あと[01]分\d\d秒/);
    // At zero the page reloads by itself and says the hold has ended.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('確保時間が終了しました', { timeout: 90_000 });
    await expect(page.getByText(/1分の確保時間が過ぎたため/)).toBeVisible();
    // Free again: another browser could take it now; this one starts over.
    await page.getByRole('button', { name: 'もう一度予約手続きをする' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
  } finally {
    await request.delete(`/api/settings/${data.id}`, { headers });
  }
});

test('a dealer cancels a reservation in /admin/orders with a reason, and the car is for sale again', async ({
  page,
  playwright,
  request,
}) => {
  const car = await freeUsedCar(request, 2);
  // A visitor's reservation through the API (its own cookie jar: the holder cookie).
  const visitorApi = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const held = await visitorApi.post('/api/buy_online/orders/init', { data: { vehicle_id: car.id } });
  expect(held.status()).toBe(201);
  const lockId = (await held.json()).data.lock_id as string;
  const made = await visitorApi.post('/api/buy_online/orders', {
    headers: { 'idempotency-key': `e2e-${lockId}` },
    data: {
      lock_id: lockId,
      vehicle_id: car.id,
      attributes: {
        family_name: '佐藤',
        given_name: '一郎',
        family_name_kana: 'サトウ',
        given_name_kana: 'イチロウ',
        email: 'ichiro@example.jp',
        phone: '03-1234-5678',
        privacy_consent: 'on',
      },
      terms_accepted: true,
    },
  });
  expect(made.status()).toBe(201);
  const number = (await made.json()).data.order_number as string;
  await visitorApi.dispose();

  await signInAs(page, await createPerson(request, 'admin'), '/admin/orders');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('予約済み');
  await expect(row).toContainText('佐藤 一郎');
  const cancel = row.getByRole('form', { name: `${number}の取り消し` });
  await cancel.getByRole('combobox', { name: '取り消しの理由' }).selectOption({ label: 'お客様と連絡がつかない' });
  await cancel.getByRole('button', { name: '取り消す' }).click();
  await expect(page.getByRole('status')).toHaveText(`${number}を取り消しました。車両は販売中に戻りました。`);
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('取り消し済み');
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('お客様と連絡がつかない');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(car.path);
  await expect(page.getByRole('link', { name: 'この車両を予約する' }).first()).toBeVisible();
});

/** The Stripe stand-in started with the site (scripts/dev-services.ts; playwright.config.ts). */
const stripeStandIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1350}`;

/** Stripe.js, its Payment Element frame and Stripe's API come from the stand-in (request routing). */
async function routeStripe(context: BrowserContext) {
  for (const host of ['https://js.stripe.com', 'https://api.stripe.com']) {
    await context.route(`${host}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${stripeStandIn}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
  }
}

test('a card deposit through Stripe: a declined card shows the error texts, another card reserves, the dealer captures', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${token}` };
  const market = (data: Record<string, unknown>) =>
    request.put('/public_api/company_config/all', { headers, data: { config_type: 'cash', data } });
  expect((await market({ payment_vendor: 'stripe', reservation_fee: 50_000, currency: 'JPY' })).status()).toBe(200);
  try {
    await routeStripe(context);
    const car = await freeUsedCar(request, 3);
    await page.goto(`/showroom-order-online/vehicle/${car.id}`);
    await expect(page.getByRole('definition').filter({ hasText: '50,000円' })).toBeVisible();
    await expect(
      page.getByText('最後のステップで申込金50,000円をクレジットカードでお支払いいただきます。', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('radio', { name: '現金一括' }).check();
    await page.getByRole('button', { name: '次へ' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: '次へ' }).click();
    await expect(page.getByText(/申込金はカードの与信枠で確保し/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'ご利用規約とプライバシーポリシーに同意します' }).check();
    await page.getByRole('button', { name: '次へ' }).click();

    await expect(page.getByRole('heading', { name: '申込金のお支払い' })).toBeVisible();
    // The card is typed into Stripe's frame; this page never has it.
    const card = page.frameLocator('iframe[title="Secure payment input frame"]');
    await card.getByLabel('カード番号').fill('4000 0000 0000 0002');
    await card.getByLabel('有効期限').fill('12 / 34');
    await card.getByLabel('セキュリティコード').fill('123');
    const pay = page.getByRole('button', { name: '申込金を支払って予約する' });
    await pay.click();
    const error = page.getByRole('alert').filter({ hasText: '問題が発生しました' });
    await expect(error).toContainText(
      '申し訳ございません。エラーが発生しました。もう一度お試しいただくか、ページを再読み込みしてください。',
    );
    await expect(error).toContainText('エラーメッセージ： カードが拒否されました。');
    await expect(page).toHaveURL(/\?step=4$/);

    await card.getByLabel('カード番号').fill('4242 4242 4242 4242');
    await pay.click();
    await expect(page).toHaveURL(/\/showroom-order-online\/success\?order=R[0-9A-Z]{8}&token=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご予約を承りました');
    const number = /order=(R[0-9A-Z]{8})/.exec(page.url())![1]!;
    await page.getByRole('link', { name: 'ご予約内容' }).click();
    await expect(page.getByText('50,000円（与信確保済み（未決済））')).toBeVisible();

    // The dealer confirms in /admin/orders: the authorisation's deadline is shown, and confirming captures it.
    const order = async () => (await (await request.get(`/api/orders/${number}`, { headers })).json()).data;
    expect(await order()).toMatchObject({ payment_vendor: 'STRIPE', payment_status: 'authorised', amount: 50_000, status: 'reserved' });
    await signInAs(page, await createPerson(request, 'admin'), '/admin/orders');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('与信済み（STRIPE）');
    await expect(row).toContainText(/与信期限 \d{4}\/\d{1,2}\/\d{1,2} \d{1,2}:\d{2}/);
    await row.getByRole('button', { name: '確定する' }).click();
    await expect(page.getByRole('status')).toHaveText(`${number}を確定しました。`);
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText('売上確定（STRIPE）');
    expect(await order()).toMatchObject({ status: 'confirmed', payment_status: 'captured' });
  } finally {
    await market({ payment_vendor: 'NO_PAYMENT_JAPAN' });
  }
});

/** PayPal's JS SDK and approval window come from the PayPal stand-in (request routing). */
async function routePayPal(context: BrowserContext) {
  const paypalStandIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1353}`;
  for (const host of ['https://www.paypal.com', 'https://www.sandbox.paypal.com']) {
    await context.route(`${host}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${paypalStandIn}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
  }
}

test('a PayPal deposit: the buyer approves in PayPal’s window, the reservation is made and the dealer sees it authorised', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${token}` };
  const market = (data: Record<string, unknown>) =>
    request.put('/public_api/company_config/all', { headers, data: { config_type: 'cash', data } });
  expect((await market({ payment_vendor: 'paypal', reservation_fee: 30_000, currency: 'JPY' })).status()).toBe(200);
  try {
    await routePayPal(context);
    const car = await freeUsedCar(request, 4);
    await page.goto(`/showroom-order-online/vehicle/${car.id}`);
    await expect(page.getByText('最後のステップで申込金30,000円をPayPalでお支払いいただきます。', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('radio', { name: '現金一括' }).check();
    await page.getByRole('button', { name: '次へ' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('checkbox', { name: 'ご利用規約とプライバシーポリシーに同意します' }).check();
    await page.getByRole('button', { name: '次へ' }).click();
    await expect(page.getByRole('heading', { name: 'PayPal で申込金のお支払い' })).toBeVisible();

    // The buyer first closes PayPal's window with cancel: nothing is reserved, and they may try again.
    let popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'PayPal で支払う' }).click();
    await (await popup).getByRole('button', { name: 'キャンセルして戻る' }).click();
    await expect(page.getByRole('status')).toHaveText('PayPal でのお支払いがキャンセルされました。もう一度お試しいただけます。');

    popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'PayPal で支払う' }).click();
    const approval = await popup;
    await expect(approval.getByText('お支払い金額：30000 JPY')).toBeVisible();
    await approval.getByRole('button', { name: '同意して続行' }).click();
    await expect(page).toHaveURL(/\/showroom-order-online\/success\?order=R[0-9A-Z]{8}&token=/);
    const number = /order=(R[0-9A-Z]{8})/.exec(page.url())![1]!;
    const order = (await (await request.get(`/api/orders/${number}`, { headers })).json()).data;
    expect(order).toMatchObject({ payment_vendor: 'PAYPAL', payment_status: 'authorised', amount: 30_000, status: 'reserved' });
    expect(order.paypal_order_id).toMatch(/^[0-9A-F]{17}$/);
  } finally {
    await market({ payment_vendor: 'NO_PAYMENT_JAPAN' });
  }
});

test('a LiqPay deposit: the visitor pays on LiqPay’s page and comes back to the reservation; a declined payment can be retried', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${token}` };
  const market = (data: Record<string, unknown>) =>
    request.put('/public_api/company_config/all', { headers, data: { config_type: 'cash', data } });
  expect((await market({ payment_vendor: 'liqpay', reservation_fee: 150_000, currency: 'UAH' })).status()).toBe(200);
  try {
    const car = await freeUsedCar(request, 5);
    await page.goto(`/showroom-order-online/vehicle/${car.id}`);
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('radio', { name: '現金一括' }).check();
    await page.getByRole('button', { name: '次へ' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('checkbox', { name: 'ご利用規約とプライバシーポリシーに同意します' }).check();
    await page.getByRole('button', { name: '次へ' }).click();
    await expect(page.getByText('LiqPay のお支払いページで申込金 1500.00 UAH を確保（ホールド）します。', { exact: false })).toBeVisible();

    // Declined on LiqPay's page: back on the payment step, nothing reserved, the form is there again.
    await page.getByRole('button', { name: 'LiqPay で支払う' }).click();
    await expect(page.getByRole('heading', { name: 'LiqPay (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(new RegExp(`/showroom-order-online/vehicle/${car.id}\\?step=4$`));
    await page.getByRole('button', { name: 'LiqPay で支払う' }).click();
    // LiqPay's callback reaches the site before the visitor is sent back: the order is made from the
    // checkout's details already, and the return lands on it.
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/showroom-order-online\/success\?order=R[0-9A-Z]{8}&token=/);
    const number = /order=(R[0-9A-Z]{8})/.exec(page.url())![1]!;
    const order = (await (await request.get(`/api/orders/${number}`, { headers })).json()).data;
    expect(order).toMatchObject({
      payment_vendor: 'LIQPAY',
      payment_status: 'authorised',
      amount: 150_000,
      currency: 'UAH',
      status: 'reserved',
    });
  } finally {
    await market({ payment_vendor: 'NO_PAYMENT_JAPAN' });
  }
});

test('phone verification before a deposit: the code sent by SMS is asked for, a wrong one is refused, the right one opens the card step', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${token}` };
  const market = (data: Record<string, unknown>) =>
    request.put('/public_api/company_config/all', { headers, data: { config_type: 'cash', data } });
  expect((await market({ payment_vendor: 'stripe', reservation_fee: 50_000, currency: 'JPY' })).status()).toBe(200);
  const setting = await request.post('/api/settings', { headers, data: { key: 'ordering.phone_verification', value: 'true' } });
  expect(setting.status()).toBe(201);
  const settingId = (await setting.json()).data.id;
  try {
    const car = await freeUsedCar(request, 6);
    await page.goto(`/showroom-order-online/vehicle/${car.id}`);
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('radio', { name: '現金一括' }).check();
    await page.getByRole('button', { name: '次へ' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('checkbox', { name: 'ご利用規約とプライバシーポリシーに同意します' }).check();
    await page.getByRole('button', { name: '次へ' }).click();

    await expect(page.getByRole('heading', { name: '電話番号の確認' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '申込金のお支払い' })).toHaveCount(0);
    await page.getByRole('button', { name: '確認コードを送信' }).click();
    await expect(page.getByText('090-1234-5678 に確認コードを送信しました。')).toBeVisible();
    // The visitor's phone: the stand-in keeps the last code sent to the number.
    const twilio = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1355}`;
    const { code } = await (await request.get(`${twilio}/__standin/last_code?to=%2B819012345678`)).json();
    await page.getByRole('textbox', { name: '確認コード' }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '確認コード' })).toHaveText(
      '確認コードが正しくないか、有効期限が切れています。',
    );
    await expect(page.getByRole('textbox', { name: '確認コード' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: '確認コード' }).fill(code);
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page.getByRole('heading', { name: '申込金のお支払い' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await request.delete(`/api/settings/${settingId}`, { headers });
    await market({ payment_vendor: 'NO_PAYMENT_JAPAN' });
  }
});

test('the owner cancels their reservation from its link: asked to confirm, then told, and the car is for sale again', async ({
  page,
  playwright,
  request,
}) => {
  const car = await freeUsedCar(request, 7);
  const visitorApi = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const held = await visitorApi.post('/api/buy_online/orders/init', { data: { vehicle_id: car.id } });
  const lockId = (await held.json()).data.lock_id as string;
  const made = await visitorApi.post('/api/buy_online/orders', {
    headers: { 'idempotency-key': `e2e-${lockId}` },
    data: {
      lock_id: lockId,
      vehicle_id: car.id,
      attributes: {
        family_name: '鈴木',
        given_name: '次郎',
        family_name_kana: 'スズキ',
        given_name_kana: 'ジロウ',
        email: 'jiro@example.jp',
        phone: '03-1234-5678',
        privacy_consent: 'on',
      },
      terms_accepted: true,
    },
  });
  const link = (await made.json()).data.confirmation_url as string;
  await visitorApi.dispose();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'ご予約の取り消し' })).toBeVisible();
  await page.getByRole('link', { name: '予約を取り消す' }).click();
  const dialog = page.getByRole('dialog', { name: 'ご予約を取り消しますか？' });
  await expect(dialog).toBeVisible();
  // Back first: nothing happens.
  await dialog.getByRole('link', { name: '戻る' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: '予約を取り消す' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取り消す' }).click();
  await expect(page.getByRole('heading', { name: 'ご予約を取り消しました' })).toBeVisible();
  await expect(page.getByText('取り消し済み')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Reloaded later, the link says it is cancelled and offers nothing more.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'このご予約は取り消し済みです' })).toBeVisible();
  await expect(page.getByRole('link', { name: '予約を取り消す' })).toHaveCount(0);
  await page.goto(car.path);
  await expect(page.getByRole('link', { name: 'この車両を予約する' }).first()).toBeVisible();
});
