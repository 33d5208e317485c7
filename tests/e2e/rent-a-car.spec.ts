import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { bootstrapToken } from './support/editor';
import { hydrated } from './support/hydration';

/**
 * Rent a Car and the car rent block on the demo page /rent-a-car (issue 13 item 8, decision 0067),
 * on a phone: a visitor picks a place and days (Sundays refused), a car and extras, sees the
 * estimate, and sends the inquiry through the overlay to the leads pipeline; the fleet cards show
 * prices in yen and their equipment. Events may wait up to 5000 ms for a tag manager.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

const dayMs = 86_400_000;
/** Today in Japan as days since 1970-01-01 (UTC+9, no daylight saving). */
const todayInJapan = () => Math.floor((Date.now() + 9 * 3_600_000) / dayMs);
const iso = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
/** 0 = Sunday (1970-01-01 was a Thursday). */
const weekday = (day: number) => (day + 4) % 7;
/** The first day at least `from` days ahead that falls on `wanted`. */
function next(wanted: number, from: number): number {
  let day = todayInJapan() + from;
  while (weekday(day) !== wanted) day += 1;
  return day;
}
const japaneseDay = (day: number) => {
  const [, month, date] = iso(day).split('-').map(Number);
  return `${month}月${date}日`;
};

async function openRentPage(page: Page) {
  await page.goto('/rent-a-car', { waitUntil: 'networkidle' });
  const search = page.getByRole('button', { name: 'ご利用いただける車両を見る' });
  await hydrated(search);
  return search;
}

test('a visitor on a phone finds a car, adds a baby seat and sends the inquiry with the booking', async ({ page, request }) => {
  const search = await openRentPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ランドローバー レンタカー' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing chosen: each field says what it needs, focus on the first.
  await search.click();
  const pickup = page.getByRole('combobox', { name: '貸出場所' });
  await expect(pickup).toBeFocused();
  await expect(page.getByText('貸出場所を選択してください')).toBeVisible();

  await pickup.selectOption({ label: '青山店' });
  await expect(page.getByText('東京都港区北青山2-3-1')).toBeVisible();
  // A Sunday is refused, by name.
  const sunday = next(0, 1);
  await page.getByLabel('貸出日', { exact: true }).fill(iso(sunday));
  await page.getByLabel('返却日', { exact: true }).fill(iso(sunday + 1));
  await search.click();
  await expect(page.getByText('日曜日は貸出・返却を承っておりません。別の日をお選びください')).toBeVisible();
  await expect(page.getByLabel('貸出日', { exact: true })).toBeFocused();

  // The calendar strikes Sundays through: they cannot be chosen.
  await page.getByRole('button', { name: '貸出日：カレンダーから選ぶ' }).click();
  const calendar = page.getByRole('dialog', { name: '貸出日のカレンダー' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('button', { name: new RegExp(japaneseDay(sunday)) })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // Monday to Thursday: three days.
  const monday = next(1, 2);
  await page.getByLabel('貸出日', { exact: true }).fill(iso(monday));
  await page.getByLabel('返却日', { exact: true }).fill(iso(monday + 3));
  await search.click();

  const vehicles = page.getByRole('heading', { name: '車両を選ぶ' });
  await expect(vehicles).toBeFocused();
  await expect(page.getByText('4台の車両をご利用いただけます', { exact: true }).last()).toBeVisible();
  const defender = page.getByRole('listitem', { name: /ディフェンダー 110 X-DYNAMIC SE D300/ });
  await expect(defender).toContainText('1日 38,500円（税込）');
  await expect(defender).toContainText('3日間で115,500円（税込）');
  await expect(page.getByRole('listitem', { name: /AUTOBIOGRAPHY/ })).toContainText('料金はお問い合わせください');
  await expect(page.getByRole('listitem', { name: /ディスカバリー/ })).toHaveCount(0);
  await defender.getByRole('button', { name: 'この車両を選ぶ' }).click();

  await expect(page.getByRole('heading', { name: 'オプションを選ぶ' })).toBeFocused();
  await page.getByRole('button', { name: 'ベビーシートを1つ増やす' }).click();
  await expect(page.getByRole('spinbutton', { name: 'ベビーシートの数' })).toHaveValue('1');
  // 38,500円 × 3 days + a baby seat at 1,100円 × 3 days.
  const estimate = page.locator('[aria-live="polite"]').filter({ hasText: 'お見積もり' });
  await expect(estimate).toContainText('基本料金（3日間）115,500円');
  await expect(estimate).toContainText('オプション料金3,300円');
  await expect(estimate).toContainText('合計（税込）118,800円');

  // The overlay: Escape closes it and gives focus back.
  const proceed = page.getByRole('button', { name: 'お問い合わせへ進む' });
  await proceed.click();
  const dialog = page.getByRole('dialog', { name: 'レンタカーのお問い合わせ' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'ステップ1/2：お客様情報' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(proceed).toBeFocused();
  await proceed.click();

  await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByText('姓を入力してください')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^姓/ })).toBeFocused();

  const email = `rent-${Date.now()}@example.jp`;
  await dialog.getByRole('textbox', { name: /^姓/ }).fill('山田');
  await dialog.getByRole('textbox', { name: /^名/ }).fill('太郎');
  await dialog.getByRole('textbox', { name: /^セイ/ }).fill('やまだ');
  await dialog.getByRole('textbox', { name: /^メイ/ }).fill('たろう');
  await dialog.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
  await dialog.getByRole('textbox', { name: /^電話番号/ }).fill('090-1234-5678');
  await dialog.getByRole('button', { name: '次へ' }).click();

  await expect(dialog.getByRole('heading', { name: 'ステップ2/2：ご予約内容の確認' })).toBeFocused();
  await expect(dialog).toContainText('ディフェンダー 110 X-DYNAMIC SE D300');
  await expect(dialog).toContainText('東京 青山店');
  await expect(dialog).toContainText('ベビーシート ×1：3,300円');
  await expect(dialog).toContainText('合計（税込）118,800円');
  await expect(dialog).toContainText('姓：山田');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('checkbox', { name: /個人情報の取り扱いに同意する/ }).check();
  await dialog.getByRole('button', { name: 'この内容で問い合わせる' }).click();
  const thanks = dialog.getByRole('status');
  await expect(thanks).toContainText('お問い合わせありがとうございます');
  await expect(thanks).toContainText(/受付番号: [0-9A-F]{8}/);

  // Stored as a lead of the rent inquiry form, the booking in its hidden fields, the furigana in katakana.
  const headers = { authorization: `Bearer ${bootstrapToken}` };
  const forms = (await (await request.get('/api/forms', { headers })).json()) as { data: { id: number; name: string }[] };
  const form = forms.data.find((f) => f.name === 'rent_inquiry')!;
  const leads = (await (await request.get(`/api/forms/${form.id}/leads?items=20`, { headers })).json()) as {
    data: { attributes: Record<string, string> }[];
  };
  const lead = leads.data.find((l) => l.attributes.email === email);
  expect(lead?.attributes).toMatchObject({
    family_name_kana: 'ヤマダ',
    phone: '+819012345678',
    rent_vehicle: 'ディフェンダー 110 X-DYNAMIC SE D300',
    rent_pickup: `${iso(monday)} 東京 青山店`,
    rent_total: '118,800円',
  });
  expect(lead?.attributes.booking_summary).toContain('オプション：ベビーシート ×1（3,300円）');

  // The three steps reached the data layer as rent events.
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'rent').map((e) => e.action)), { timeout: 10_000 })
    .toEqual(['search', 'select_vehicle', 'submit']);

  // Closing the thank-you starts over.
  await thanks.getByRole('button', { name: '閉じる' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: '貸出場所' })).toHaveValue('');
});

test('a visitor returns the car elsewhere and sees the distance, or has it brought to an address', async ({ page }) => {
  const search = await openRentPage(page);
  await page.getByRole('combobox', { name: '貸出場所' }).selectOption({ label: '青山店' });
  await page.getByRole('checkbox', { name: '貸出場所とは別の場所で返却する' }).check();
  await page.getByRole('combobox', { name: '返却場所' }).selectOption({ label: '横浜みなとみらい店' });
  await expect(page.getByText('貸出場所から約25 km（直線距離）')).toBeVisible();
  const monday = next(1, 2);
  await page.getByLabel('貸出日', { exact: true }).fill(iso(monday));
  await page.getByLabel('返却日', { exact: true }).fill(iso(monday + 1));
  await search.click();
  // Only the cars that can be returned in Yokohama: the Defender 110 and the Evoque.
  await expect(page.getByText('2台の車両をご利用いただけます', { exact: true }).last()).toBeVisible();

  await page.getByRole('button', { name: /^変更する/ }).click();
  await expect(page.getByRole('heading', { name: 'ご利用条件' })).toBeFocused();
  await page.getByRole('combobox', { name: '貸出場所' }).selectOption({ label: 'ご指定の場所（配車・引き取り）' });
  await page.getByRole('checkbox', { name: '貸出場所とは別の場所で返却する' }).uncheck();
  await page.getByRole('button', { name: 'ご利用いただける車両を見る' }).click();
  await expect(page.getByText('貸出場所の住所を入力してください')).toBeVisible();
  await page.getByRole('textbox', { name: '貸出場所の住所' }).fill('東京都港区六本木6-10-1');
  await page.getByRole('button', { name: 'ご利用いただける車両を見る' }).click();
  // Handed over at an address: the cars marked for it only.
  await expect(page.getByText('2台の車両をご利用いただけます', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('listitem', { name: /ディスカバリー S D300/ })).toBeVisible();
});

test('the fleet cards show the daily price in yen, the features and the equipment with prices', async ({ page }) => {
  await page.goto('/rent-a-car');
  const fleet = page.locator('[data-block="car_rent"]');
  await expect(fleet.getByRole('heading', { name: '貸出車両のご紹介' })).toBeVisible();
  const defender = fleet.getByRole('article', { name: /ディフェンダー 110/ });
  await expect(defender).toContainText('1日 38,500円（税込）');
  await expect(defender.getByRole('list', { name: /主な仕様/ }).getByRole('listitem')).toHaveCount(8);
  const equipment = defender.getByText('オプション装備（5件）');
  await equipment.click();
  await expect(defender.getByText('ETC車載器')).toBeVisible();
  await expect(defender.getByText('無料')).toBeVisible();
  await expect(fleet.getByRole('article', { name: /AUTOBIOGRAPHY/ })).toContainText('料金はお問い合わせください');
  await expect(defender.getByRole('link', { name: 'この車で問い合わせる' })).toHaveAttribute('href', '/rent-a-car#rent');
});
