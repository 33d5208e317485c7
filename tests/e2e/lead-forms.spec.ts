import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

/**
 * Visitors' forms (issue 9): a visitor books a test drive in Japanese, gets a wrong phone number
 * pointed out in red, fixes it and is thanked; the same form works without JavaScript; the vehicle
 * page's enquiry opens the quote form with the car and its dealer chosen.
 */
const consented = async (page: Page) => page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));

/** Form links open the modal once its module has loaded at idle (before that they open the form's page, by design). */
async function formLinksReady(page: Page) {
  await page.locator('dialog[aria-labelledby="form-modal-title"]').waitFor({ state: 'attached' });
}

/** A day in the form's window (tomorrow in Japan), as the date input takes it. */
function tomorrowInJapan(): string {
  return new Date(Date.now() + 9 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
}

async function fillPerson(page: Page, phone: string) {
  await page.getByLabel('姓', { exact: false }).first().fill('山田');
  await page.getByRole('textbox', { name: /^名/ }).fill('太郎');
  await page.getByRole('textbox', { name: /^セイ/ }).fill('やまだ');
  await page.getByRole('textbox', { name: /^メイ/ }).fill('たろう');
  await page.getByRole('textbox', { name: /^メールアドレス/ }).fill('taro.yamada@example.jp');
  await page.getByRole('textbox', { name: /^電話番号/ }).fill(phone);
}

test('a visitor books a test drive in Japanese, fixes a wrong phone number shown in red, and is thanked', async ({ page }) => {
  await consented(page);
  await page.goto('/test-drive');
  await expect(page.getByRole('heading', { level: 1, name: '試乗予約' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: /^試乗をご希望のモデル/ }).selectOption('ディフェンダー');
  await page.getByRole('combobox', { name: /^ご希望の販売店/ }).selectOption({ label: 'ランドローバー 青山' });
  await page
    .getByLabel(/^ご希望日/)
    .and(page.locator('input'))
    .fill(tomorrowInJapan());
  await page.getByRole('combobox', { name: /^ご希望の時間帯/ }).selectOption('afternoon');
  await fillPerson(page, '090-1234');
  // The postcode fills the prefecture and the city from the offline lookup.
  await page.getByRole('textbox', { name: /^郵便番号/ }).fill('1070062');
  await expect(page.getByRole('combobox', { name: /^都道府県/ })).toHaveValue('東京都');
  await expect(page.getByRole('textbox', { name: /^市区町村/ })).toHaveValue('港区');
  await page.getByRole('checkbox', { name: /個人情報の取り扱いに同意する/ }).check();

  await page.getByRole('button', { name: '送信する' }).click();
  const phone = page.getByRole('textbox', { name: /^電話番号/ });
  await expect(page.getByText('正しい電話番号を入力してください')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  // Red border and red label: what a visitor notices.
  expect(await phone.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(200, 16, 46)');
  expect(await page.locator('label', { hasText: /^電話番号/ }).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(200, 16, 46)');
  await expect(page.getByText('入力内容をご確認ください（1件）')).toBeVisible();
  // What was typed is still there.
  await expect(page.getByRole('textbox', { name: /^セイ/ })).toHaveValue('やまだ');

  await phone.fill('090-1234-5678');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: '送信する' }).click();
  const thanks = page.getByRole('status');
  await expect(thanks).toContainText('試乗のご予約を受け付けました');
  await expect(thanks).toContainText(/受付番号: [0-9A-F]{8}/);
});

test("a visitor picks the day from the Japanese calendar and finds their phone's country by typing", async ({ page, request }) => {
  await consented(page);
  await page.goto('/test-drive');
  const date = page.getByLabel(/^ご希望日/).and(page.locator('input'));
  await page.getByRole('button', { name: 'カレンダーから選ぶ' }).click();
  const calendar = page.getByRole('dialog', { name: 'ご希望日のカレンダー' });
  await expect(calendar).toBeVisible();
  // In Japanese: the month as 2026年11月, the week from 日 to 土.
  await expect(calendar.getByRole('heading')).toHaveText(/^\d{4}年\d{1,2}月$/);
  await expect(calendar.locator('th').first()).toHaveText('日');
  await expect(calendar.locator('th').last()).toHaveText('土');
  // The form's window starts tomorrow: today cannot be chosen, tomorrow can.
  const tomorrow = tomorrowInJapan();
  const [, month, day] = tomorrow.split('-').map(Number);
  const todayInJapan = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  const [, todayMonth, todayDay] = todayInJapan.split('-').map(Number);
  if (todayMonth === month) {
    await expect(calendar.getByRole('button', { name: new RegExp(`${todayMonth}月${todayDay}日`) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  await calendar.getByRole('button', { name: new RegExp(`${month}月${day}日`) }).click();
  await expect(calendar).toBeHidden();
  await expect(date).toHaveValue(tomorrow);

  // The country list becomes a search box once the page has settled; Japan is chosen.
  const country = page.getByRole('combobox', { name: '国・地域' });
  await expect(country).toHaveValue('日本 (+81)');
  // Typed as a visitor types (a kana string committed by the IME arrives the same way).
  await country.clear();
  await country.pressSequentially('+44');
  // Every country on +44, and nothing else.
  await expect(page.getByRole('option')).toHaveText(['イギリス (+44)', 'ガーンジー (+44)', 'ジャージー (+44)', 'マン島 (+44)']);
  await country.clear();
  await country.pressSequentially('あめりか');
  await page.getByRole('option', { name: /^アメリカ合衆国 \(\+1\)$/ }).click();
  await expect(country).toHaveValue('アメリカ合衆国 (+1)');

  await page.getByRole('combobox', { name: /^試乗をご希望のモデル/ }).selectOption('ディフェンダー');
  await page.getByRole('combobox', { name: /^ご希望の販売店/ }).selectOption({ label: 'ランドローバー 青山' });
  await page.getByRole('combobox', { name: /^ご希望の時間帯/ }).selectOption('afternoon');
  await fillPerson(page, '(202) 555-0142');
  const email = `calendar-${Date.now()}@example.jp`;
  await page.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
  await page.getByRole('textbox', { name: /^郵便番号/ }).fill('1070062');
  await page.getByRole('checkbox', { name: /個人情報の取り扱いに同意する/ }).check();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('status')).toContainText('試乗のご予約を受け付けました');

  // Stored with the day picked and the number in the country chosen (E.164).
  const headers = { authorization: 'Bearer e2e-admin-token-0123456789' };
  const forms = (await (await request.get('/api/forms', { headers })).json()) as { data: { id: number; name: string }[] };
  const form = forms.data.find((f) => f.name === 'test_drive')!;
  const leads = (await (await request.get(`/api/forms/${form.id}/leads?items=20`, { headers })).json()) as {
    data: { attributes: Record<string, string> }[];
  };
  const lead = leads.data.find((l) => l.attributes.email === email);
  expect(lead?.attributes).toMatchObject({ phone: '+12025550142', preferred_date: tomorrow });
});

test('the Enter that ends an IME conversion does not send the form', async ({ page }) => {
  await consented(page);
  await page.goto('/visit');
  const family = page.getByRole('textbox', { name: /^姓/ });
  await family.focus();
  await family.evaluate((el) => {
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, isComposing: true });
    el.dispatchEvent(event);
    (el as HTMLInputElement).dataset.prevented = String(event.defaultPrevented);
  });
  await expect(family).toHaveAttribute('data-prevented', 'true');
  await expect(page.getByText('入力内容をご確認ください', { exact: false })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the visit form still reports mistakes and takes the booking', async ({ page }) => {
    await page.goto('/visit');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText('ご来店予定の販売店を選択してください')).toBeVisible();
    await expect(page.getByText('個人情報の取り扱いに同意してください')).toBeVisible();
    await page.getByRole('combobox', { name: /^ご来店予定の販売店/ }).selectOption({ label: 'ランドローバー 青山' });
    await page.getByLabel(/^ご来店希望日/).fill(tomorrowInJapan());
    await page.getByRole('combobox', { name: /^ご来店希望時刻/ }).selectOption('11:00');
    await page.getByRole('checkbox', { name: '試乗', exact: true }).check();
    await fillPerson(page, '03-1234-5678');
    await page.getByRole('checkbox', { name: /個人情報の取り扱いに同意する/ }).check();
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText('ご来店のご予約を受け付けました')).toBeVisible();
  });
});

test('the vehicle page’s enquiry opens the quote form with the car and its dealer chosen', async ({ page }) => {
  await consented(page);
  await page.goto('/stock');
  await page.locator('article[data-vehicle-id] h3 a').first().click();
  const enquiry = page.getByRole('link', { name: '問い合わせ' }).first();
  const href = (await enquiry.getAttribute('href'))!;
  const url = new URL(href, 'http://x');
  await enquiry.click();
  await expect(page).toHaveURL(/\/quote\?vehicle=/);
  await expect(page.getByRole('heading', { level: 1, name: '見積もり依頼' })).toBeVisible();
  const dealer = page.getByRole('combobox', { name: /^ご希望の販売店/ });
  await expect(dealer).not.toHaveValue('');
  await expect(page.locator('input[name="vehicle_id"]')).toHaveValue(url.searchParams.get('vehicle')!);
});

test('a form link opens the form in a modal over the page; Escape closes it and focus goes back to the link', async ({ page }) => {
  await consented(page);
  await page.goto('/models');
  const link = page.getByRole('link', { name: '試乗を予約する' });
  await expect(link).toHaveAttribute('href', '/forms/test_drive');
  await formLinksReady(page);
  await link.click();
  const dialog = page.getByRole('dialog', { name: '試乗予約' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/models$/);
  await dialog.getByRole('button', { name: '送信する' }).click();
  await expect(dialog.getByText('個人情報の取り扱いに同意してください')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('in a form opened in a modal, the calendar shows above it and Escape closes only the calendar', async ({ page }) => {
  await consented(page);
  await page.goto('/models');
  await formLinksReady(page);
  await page.getByRole('link', { name: '試乗を予約する' }).click();
  const dialog = page.getByRole('dialog', { name: '試乗予約' });
  await expect(dialog).toBeVisible();
  const open = dialog.getByRole('button', { name: 'カレンダーから選ぶ' });
  await open.click();
  const calendar = page.getByRole('dialog', { name: 'ご希望日のカレンダー' });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(open).toBeFocused();
  // Open again and pick by keyboard: it opens on the first day that may be chosen (tomorrow).
  await open.press('Enter');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(dialog.getByLabel(/^ご希望日/).and(page.locator('input'))).toHaveValue(tomorrowInJapan());
  // A tap on a day is a tap on the calendar, not on the modal under it.
  await open.click();
  await calendar.getByRole('button', { name: '次の月' }).click();
  await calendar.getByRole('gridcell').getByRole('button').first().click();
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
});

test.describe('a form link without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opens the form’s own page', async ({ page }) => {
    await page.goto('/models');
    await page.getByRole('link', { name: '試乗を予約する' }).click();
    await expect(page).toHaveURL(/\/forms\/test_drive$/);
    await expect(page.getByRole('heading', { level: 1, name: '試乗予約' })).toBeVisible();
    await expect(page.getByRole('button', { name: '送信する' })).toBeVisible();
  });
});
