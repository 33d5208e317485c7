import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydration';

/**
 * The Defender and powertrains quizzes on their demo pages (issue 13 item 3, decision 0062), as a
 * phone visitor meets them: the welcome screen, cards to tick with a counter and deselect all,
 * questions of one answer, "next" waiting for an answer, focus on each new heading, the result with
 * its reasons and summary, analytics, start again, the keyboard alone for part of the way, and axe.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

const waitForAnalytics = { timeout: 10_000 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

const events = (page: Page, kind: string) =>
  page.evaluate((name) => (window.dataLayer ?? []).filter((entry) => entry.event === name), kind);

/** Nothing wider than the phone: no sideways scrolling. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function tick(quiz: Locator, names: string[]) {
  for (const name of names) await quiz.getByRole('checkbox', { name, exact: true }).check();
}

test.describe('Defender quiz', () => {
  test('recommends a Defender and pack from ticked cards, with reasons, CO₂ figure and a link to continue', async ({ page }) => {
    await page.goto('/tools/defender-quiz', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'あなたにぴったりのディフェンダーを見つける' })).toBeVisible();
    const quiz = page.locator('[data-block="defender_quiz"]');
    const start = quiz.getByRole('button', { name: '診断をはじめる' });
    await hydrated(start);
    expect(await seriousViolations(page)).toEqual([]);
    // The demo has no video: no play button.
    await expect(quiz.getByRole('button', { name: /動画を再生/ })).toHaveCount(0);

    await start.click();
    const activities = quiz.getByRole('heading', { name: 'どんなアクティビティを楽しみますか？' });
    await expect(activities).toBeFocused();
    await expect(quiz.getByText('質問 1／3')).toBeVisible();
    await expect(quiz.getByText('0件選択中')).toBeVisible();
    // Cards two to a row, each with its picture from images_data_url.
    const camping = quiz.locator('label').filter({ hasText: 'キャンプ・車中泊' });
    const hiking = quiz.locator('label').filter({ hasText: '登山・トレッキング' });
    const [first, second] = [(await camping.boundingBox())!, (await hiking.boundingBox())!];
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    const picture = camping.locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('src', '/demo/defender-quiz/camping.svg');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await fitsThePhone(page);

    // Next with nothing ticked says so and stays.
    await quiz.getByRole('button', { name: '次の質問へ' }).click();
    await expect(quiz.getByRole('alert')).toHaveText('1つ以上お選びください。');
    await expect(activities).toBeVisible();

    await tick(quiz, ['釣り', 'キャンプ・車中泊']);
    await expect(quiz.getByText('2件選択中')).toBeVisible();
    await expect(quiz.getByRole('alert')).toHaveCount(0);
    await quiz.getByRole('button', { name: '選択をすべて解除' }).click();
    await expect(quiz.getByText('0件選択中')).toBeVisible();
    await expect(quiz.getByRole('checkbox', { name: '釣り' })).not.toBeChecked();
    await tick(quiz, ['キャンプ・車中泊', 'サイクリング・マウンテンバイク']);
    await quiz.getByRole('button', { name: '次の質問へ' }).click();

    // Step 2 by keyboard alone: Tab past "deselect all" to the cards, Space ticks, Enter moves on.
    const journeys = quiz.getByRole('heading', { name: 'ふだん、どんな道を走りますか？' });
    await expect(journeys).toBeFocused();
    await expect(quiz.getByText('質問 2／3')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(quiz.getByRole('button', { name: '選択をすべて解除' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(quiz.getByRole('checkbox', { name: '街乗り・通勤' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(quiz.getByRole('checkbox', { name: '林道・未舗装路' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(quiz.getByRole('checkbox', { name: 'トレーラーやボートのけん引' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(quiz.getByText('2件選択中')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(quiz.getByRole('button', { name: '前の質問へ' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(quiz.getByRole('button', { name: '次の質問へ' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(quiz.getByRole('heading', { name: '誰と出かけますか？' })).toBeFocused();
    await tick(quiz, ['愛犬と']);
    await quiz.getByRole('button', { name: '結果を見る' }).click();

    // camping + cycling: 110 for the gear; towing: diesel; camping and off-road: explorer.
    const result = quiz.getByRole('heading', { name: 'あなたにおすすめのディフェンダー' });
    await expect(result).toBeFocused();
    const name = 'ディフェンダー 110 ディーゼル・エクスプローラーパック';
    await expect(quiz.getByText(name, { exact: true })).toBeVisible();
    await expect(quiz.getByRole('status')).toHaveText(`診断結果：${name}`);
    await expect(quiz.locator('dl')).toContainText('ディフェンダー 110（5ドア）');
    await expect(quiz.locator('dl')).toContainText('CO₂排出量204g/km');
    await expect(quiz.getByRole('region', { name: 'おすすめの理由' }).getByRole('listitem')).toHaveCount(3);
    await expect(quiz.getByText('エクスペディション ルーフラック')).toBeVisible();
    const next = quiz.getByRole('link', { name: 'この仕様の在庫車を見る' });
    const href = new URL((await next.getAttribute('href'))!, 'https://example.jp');
    expect(href.pathname).toBe('/stock');
    expect(href.searchParams.getAll('filter[nameplate_name_in][]')).toEqual(['defender_110']);
    expect(href.searchParams.getAll('filter[engine_type_includes][]')).toEqual(['diesel_mhev']);
    await fitsThePhone(page);
    expect(await seriousViolations(page)).toEqual([]);

    await expect
      .poll(() => events(page, 'quiz'), waitForAnalytics)
      .toEqual([
        { event: 'quiz', quiz: 'defender', action: 'start' },
        { event: 'quiz', quiz: 'defender', action: 'answer', step: 1, label: 'camping,cycling' },
        { event: 'quiz', quiz: 'defender', action: 'answer', step: 2, label: 'off_road,towing' },
        { event: 'quiz', quiz: 'defender', action: 'answer', step: 3, label: 'dog' },
        { event: 'quiz', quiz: 'defender', action: 'complete', result: '110-diesel-explorer' },
      ]);

    // Start again: the welcome screen, focus on its start button, nothing ticked any more.
    await quiz.getByRole('button', { name: 'もう一度診断する' }).click();
    await expect(start).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(activities).toBeFocused();
    await expect(quiz.getByText('0件選択中')).toBeVisible();

    // The continue link leads to the recommended cars in stock: as many as the stock API counts, all of them Defender 110s.
    const api = await page.request.get(
      '/public_api/listing/jp-main?items=1&filter[nameplate_name_in][]=defender_110&filter[engine_type_includes][]=diesel_mhev',
    );
    const total = ((await api.json()) as { meta: { total: number } }).meta.total;
    await page.goto(href.pathname + href.search);
    await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(total));
    for (const card of await page.locator('article[data-vehicle-id]').allTextContents()) expect(card).toContain('ディフェンダー 110');
  });

  test('a compact everyday choice: 90, petrol, urban pack', async ({ page }) => {
    await page.goto('/tools/defender-quiz', { waitUntil: 'networkidle' });
    const quiz = page.locator('[data-block="defender_quiz"]');
    await (await hydrated(quiz.getByRole('button', { name: '診断をはじめる' }))).click();
    await tick(quiz, ['ショッピング・グルメ巡り']);
    await quiz.getByRole('button', { name: '次の質問へ' }).click();
    await tick(quiz, ['街乗り・通勤']);
    await quiz.getByRole('button', { name: '次の質問へ' }).click();
    // Back keeps the answers.
    await quiz.getByRole('button', { name: '前の質問へ' }).click();
    await expect(quiz.getByRole('checkbox', { name: '街乗り・通勤' })).toBeChecked();
    await quiz.getByRole('button', { name: '次の質問へ' }).click();
    await tick(quiz, ['パートナーと']);
    await quiz.getByRole('button', { name: '結果を見る' }).click();
    await expect(quiz.getByText('ディフェンダー 90 ガソリン・アーバンパック', { exact: true })).toBeVisible();
    await expect(quiz.locator('dl')).toContainText('CO₂排出量227g/km');
  });
});

test.describe('powertrains quiz', () => {
  test('five questions, one answer each, to a business plug-in hybrid with benefits and how we matched', async ({ page }) => {
    await page.goto('/tools/powertrains-quiz', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'あなたに合うパワートレインは？' })).toBeVisible();
    const quiz = page.locator('[data-block="powertrains_quiz"]');
    // Question 1 is there at once, no start click.
    await expect(quiz.getByRole('heading', { name: 'お車はどなたが所有しますか？' })).toBeVisible();
    const next = quiz.getByRole('button', { name: '次の質問へ' });
    await hydrated(next);
    expect(await seriousViolations(page)).toEqual([]);
    await fitsThePhone(page);

    await next.click();
    await expect(quiz.getByRole('alert')).toHaveText('回答を1つお選びください。');

    // Question 1 by keyboard: Tab into the group, arrow keys choose, Enter on next.
    await quiz.getByRole('radio', { name: '個人で所有する' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(quiz.getByRole('radio', { name: '法人・個人事業主として所有する' })).toBeChecked();
    await expect(quiz.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(quiz.getByRole('heading', { name: 'ご自宅や職場で充電できますか？' })).toBeFocused();
    await expect(quiz.getByText('質問 2／5')).toBeVisible();
    await quiz.getByRole('radio', { name: '自宅で充電できる' }).check();
    await next.click();
    await quiz.getByRole('radio', { name: '市街地が中心' }).check();
    await next.click();
    await expect(quiz.getByRole('heading', { name: '1日に走る距離はどのくらいですか？' })).toBeFocused();
    await expect(quiz.getByRole('radio')).toHaveCount(5);
    for (const band of ['40km未満', '40〜80km', '80〜120km', '120〜160km', '160km超'])
      await expect(quiz.getByRole('radio', { name: band, exact: true })).toBeVisible();
    await quiz.getByRole('radio', { name: '40〜80km' }).check();
    await next.click();
    for (const often of ['けん引しない', 'ときどきけん引する', 'よくけん引する'])
      await expect(quiz.getByRole('radio', { name: often })).toBeVisible();
    await quiz.getByRole('radio', { name: 'ときどきけん引する' }).check();
    await quiz.getByRole('button', { name: '結果を見る' }).click();

    const result = quiz.getByRole('heading', { name: /プラグインハイブリッド（PHEV）/ });
    await expect(result).toBeFocused();
    await expect(quiz.getByRole('status')).toHaveText('診断結果：プラグインハイブリッド（PHEV）');
    await expect(quiz.getByText('法人のお客様向けのご提案です')).toBeVisible();
    await expect(quiz.getByRole('heading', { name: '主なメリット' })).toBeVisible();
    await expect(quiz.getByText('社用車の燃料費と走行中のCO₂排出を削減')).toBeVisible();
    const matched = quiz.getByRole('region', { name: 'あなたの回答と、選んだ理由' });
    await expect(matched).toContainText('充電でき、1日の走行距離が80km未満のため');
    await expect(matched.getByRole('listitem')).toHaveText([
      '法人・事業用でのご所有',
      '自宅で充電できる',
      '市街地の走行が中心',
      '1日の走行距離は40〜80km',
      'ときどきけん引する',
    ]);
    await expect(quiz.getByRole('link', { name: '試乗・商談を予約する' })).toHaveAttribute('href', '/forms/test_drive');
    await fitsThePhone(page);
    expect(await seriousViolations(page)).toEqual([]);

    await expect
      .poll(() => events(page, 'powertrain_tool'), waitForAnalytics)
      .toEqual([
        { event: 'powertrain_tool', action: 'select', label: 'owner:business' },
        { event: 'powertrain_tool', action: 'select', label: 'charging:home' },
        { event: 'powertrain_tool', action: 'select', label: 'roads:city' },
        { event: 'powertrain_tool', action: 'select', label: 'daily_distance:40_80' },
        { event: 'powertrain_tool', action: 'select', label: 'towing:occasionally' },
        { event: 'powertrain_tool', action: 'calculate', powertrain: 'phev', label: 'business' },
      ]);

    await quiz.getByRole('button', { name: 'もう一度診断する' }).click();
    await expect(quiz.getByRole('heading', { name: 'お車はどなたが所有しますか？' })).toBeFocused();
    await expect(quiz.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('a private owner who cannot charge and drives long days gets the diesel; previous keeps answers', async ({ page }) => {
    await page.goto('/tools/powertrains-quiz', { waitUntil: 'networkidle' });
    const quiz = page.locator('[data-block="powertrains_quiz"]');
    const next = await hydrated(quiz.getByRole('button', { name: '次の質問へ' }));
    await quiz.getByRole('radio', { name: '個人で所有する' }).check();
    await next.click();
    await quiz.getByRole('radio', { name: '定期的に充電できる場所はない' }).check();
    await next.click();
    await quiz.getByRole('button', { name: '前の質問へ' }).click();
    await expect(quiz.getByRole('radio', { name: '定期的に充電できる場所はない' })).toBeChecked();
    await next.click();
    await quiz.getByRole('radio', { name: '市街地と郊外が半々' }).check();
    await next.click();
    await quiz.getByRole('radio', { name: '120〜160km' }).check();
    await next.click();
    await quiz.getByRole('radio', { name: 'けん引しない' }).check();
    await quiz.getByRole('button', { name: '結果を見る' }).click();
    await expect(quiz.getByRole('heading', { name: /ディーゼル マイルドハイブリッド（MHEV）/ })).toBeFocused();
    await expect(quiz.getByText('個人のお客様向けのご提案です')).toBeVisible();
    const stock = quiz.getByRole('link', { name: 'ディーゼル マイルドハイブリッドの在庫車を見る' });
    expect(
      new URL((await stock.getAttribute('href'))!, 'https://example.jp').searchParams.getAll('filter[engine_type_includes][]'),
    ).toEqual(['diesel_mhev']);
  });
});
