import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydration';

/**
 * The fuel type and subscription quizzes on their demo pages (issue 13 items 1 and 2, decision
 * 0061), as a phone visitor meets them: one question per screen, focus on each new heading, the
 * step said in a polite status, "next" waiting for an answer, back keeping answers, the result
 * with its alternatives, restart, analytics, and the keyboard alone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 60_000 });

const waitForAnalytics = { timeout: 10_000 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'accepted:obligatory'));
});

async function open(page: Page, path: string, block: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  const quiz = page.locator(`[data-block="${block}"]`);
  const start = quiz.getByRole('button', { name: 'はじめる' });
  await hydrated(start);
  await expect(start).toBeEnabled();
  return { quiz, start };
}

const quizEvents = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'quiz'));

/** Chooses answers and presses the button that moves on. */
async function answer(quiz: Locator, answers: string[], button = '次の質問へ') {
  for (const name of answers)
    await quiz
      .getByRole('radio', { name, exact: true })
      .or(quiz.getByRole('checkbox', { name, exact: true }))
      .check();
  await quiz.getByRole('button', { name: button }).click();
}

test('fuel type quiz: five questions to a battery electric result with a plug-in hybrid to also consider, back and start again', async ({
  page,
}) => {
  const { quiz, start } = await open(page, '/tools/fuel-type-quiz', 'fuel_type_quiz');
  await expect(quiz.getByRole('heading', { level: 1, name: 'パワートレイン診断' })).toBeVisible();
  await start.click();

  const status = quiz.getByRole('status');
  await expect(quiz.getByRole('heading', { name: '1年間に走る距離はどのくらいですか？' })).toBeFocused();
  await expect(status).toHaveText('質問 1／5');
  // The progress shown (the status above it says the same to screen readers only).
  await expect(quiz.getByText('質問 1／5', { exact: true }).last()).toBeVisible();
  // "Next" waits for an answer and says why.
  const next = quiz.getByRole('button', { name: '次の質問へ' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(quiz.getByText('回答を1つ選ぶと次へ進めます。')).toBeVisible();
  // Pressing it anyway (Playwright will not click an aria-disabled button unforced) stays on the
  // question and takes the visitor to its first answer.
  await next.click({ force: true });
  await expect(quiz.getByRole('heading', { name: '1年間に走る距離はどのくらいですか？' })).toBeVisible();
  await expect(quiz.getByRole('radio', { name: '11,000km未満', exact: true })).toBeFocused();
  await expect(quiz.getByRole('radio')).toHaveCount(3);

  await answer(quiz, ['11,000km未満']);
  await expect(quiz.getByRole('heading', { name: 'ふだん1回の運転で走る距離は？' })).toBeFocused();
  await expect(status).toHaveText('質問 2／5');
  await answer(quiz, ['16km未満']);
  // Several kinds of driving may be ticked.
  await expect(quiz.getByText('当てはまるものをすべて選んでください。')).toBeVisible();
  await answer(quiz, ['通勤・通学', '買い物や送り迎えなど近場の用事']);
  // Back and forward again: the answers are kept.
  await quiz.getByRole('button', { name: '前の質問へ' }).click();
  await expect(quiz.getByRole('checkbox', { name: '通勤・通学' })).toBeChecked();
  await expect(quiz.getByRole('checkbox', { name: '買い物や送り迎えなど近場の用事' })).toBeChecked();
  await quiz.getByRole('button', { name: '次の質問へ' }).click();
  await answer(quiz, ['自宅に充電設備がある']);
  await expect(quiz.getByRole('heading', { name: '300kmを超える長距離ドライブをよくしますか？' })).toBeFocused();
  await expect(status).toHaveText('質問 5／5');
  await answer(quiz, ['ほとんどしない'], '結果を見る');

  const result = quiz.getByRole('heading', { name: '電気自動車（BEV）', exact: true });
  await expect(result).toBeFocused();
  await expect(status).toHaveText('診断結果：電気自動車（BEV）');
  await expect(quiz.getByText('あなたにおすすめのパワートレイン')).toBeVisible();
  await expect(quiz.getByRole('heading', { name: 'メリット', exact: true })).toBeVisible();
  await expect(quiz.getByRole('heading', { name: 'デメリット', exact: true })).toBeVisible();
  await expect(quiz.getByRole('link', { name: '電気自動車の在庫を見る' })).toHaveAttribute('href', /engine_type_includes%5D=bev$/);
  await expect(quiz.getByRole('link', { name: '販売店に相談する' })).toBeVisible();
  // The label and the name are on lines of their own (grid items), so the accessible name has spaces around the hidden '：'.
  await expect(quiz.getByRole('heading', { name: /^こちらもおすすめ\s*：\s*プラグインハイブリッド車（PHEV）$/ })).toBeVisible();
  await expect(quiz.getByRole('link', { name: 'プラグインハイブリッド車も見てみる' })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  await expect
    .poll(() => quizEvents(page), waitForAnalytics)
    .toEqual([
      { event: 'quiz', quiz: 'fuel_type', action: 'start', step: 1 },
      { event: 'quiz', quiz: 'fuel_type', action: 'answer', step: 1, label: 'under_11000' },
      { event: 'quiz', quiz: 'fuel_type', action: 'answer', step: 2, label: 'under_16' },
      { event: 'quiz', quiz: 'fuel_type', action: 'answer', step: 3, label: 'commute,errands' },
      { event: 'quiz', quiz: 'fuel_type', action: 'answer', step: 3, label: 'commute,errands' },
      { event: 'quiz', quiz: 'fuel_type', action: 'answer', step: 4, label: 'home' },
      { event: 'quiz', quiz: 'fuel_type', action: 'answer', step: 5, label: 'rarely' },
      { event: 'quiz', quiz: 'fuel_type', action: 'complete', result: 'bev' },
    ]);

  // Back from the result: the last answer is still chosen.
  await quiz.getByRole('button', { name: '前の質問へ' }).click();
  await expect(quiz.getByRole('radio', { name: 'ほとんどしない' })).toBeChecked();
  await quiz.getByRole('button', { name: '結果を見る' }).click();
  await expect(result).toBeFocused();

  // Start again: the intro, its title focused, every answer gone.
  await quiz.getByRole('button', { name: 'もう一度診断する' }).click();
  await expect(quiz.getByRole('heading', { level: 1, name: 'パワートレイン診断' })).toBeFocused();
  await expect(status).toHaveText('最初に戻りました。もう一度診断できます。');
  await quiz.getByRole('button', { name: 'はじめる' }).click();
  await expect(quiz.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(quiz.getByRole('button', { name: '次の質問へ' })).toHaveAttribute('aria-disabled', 'true');
  await expect
    .poll(async () => (await quizEvents(page)).at(-2), waitForAnalytics)
    .toEqual({ event: 'quiz', quiz: 'fuel_type', action: 'restart' });
});

test('fuel type quiz: without a charge point the heavy-mileage driver gets diesel, never battery electric first', async ({ page }) => {
  const { quiz, start } = await open(page, '/tools/fuel-type-quiz', 'fuel_type_quiz');
  await start.click();
  await answer(quiz, ['24,000kmを超える']);
  await answer(quiz, ['160kmを超える']);
  await answer(quiz, ['週末のレジャーや旅行', 'トレーラーの牽引や悪路の走行']);
  await answer(quiz, ['充電できる場所がない']);
  await answer(quiz, ['よくする（月に1回以上）'], '結果を見る');
  await expect(quiz.getByRole('heading', { name: 'ディーゼル車', exact: true })).toBeFocused();
  await expect(quiz.getByRole('heading', { name: /^こちらもおすすめ\s*：\s*ガソリン車$/ })).toBeVisible();
});

test('subscription quiz by keyboard alone: three steps, the main product with alternatives, then a changed answer from the summary', async ({
  page,
}) => {
  const { quiz, start } = await open(page, '/tools/subscription-quiz', 'subscription_quiz');
  await start.focus();
  await page.keyboard.press('Enter');
  const status = quiz.getByRole('status');
  await expect(quiz.getByRole('heading', { name: 'クルマを主にどのような目的で使いますか？' })).toBeFocused();
  await expect(status).toHaveText('質問 1／3');

  // Into the answers, choose, on to "next".
  await page.keyboard.press('Tab');
  await expect(quiz.getByRole('radio', { name: 'プライベート', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(quiz.getByRole('radio', { name: 'プライベート', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(quiz.getByRole('button', { name: '次の質問へ' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(quiz.getByRole('heading', { name: 'どのくらいの期間乗る予定ですか？' })).toBeFocused();
  await expect(status).toHaveText('質問 2／3');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(quiz.getByRole('radio', { name: '24〜60か月' })).toBeChecked();
  await page.keyboard.press('Tab'); // previous question
  await page.keyboard.press('Tab'); // next question
  await page.keyboard.press('Enter');

  await expect(quiz.getByRole('heading', { name: '1年間に走る距離はどのくらいですか？' })).toBeFocused();
  await expect(quiz.getByRole('radio')).toHaveCount(2);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(quiz.getByRole('radio', { name: '20,000km以上' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(quiz.getByRole('button', { name: '結果を見る' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(quiz.getByRole('heading', { name: 'オートローン', exact: true })).toBeFocused();
  await expect(status).toHaveText('診断結果：オートローン');
  await expect(quiz.getByText('あなたにおすすめのプラン')).toBeVisible();
  const alternatives = quiz.locator('[data-alternatives]');
  await expect(alternatives.getByRole('heading', { name: 'ほかの選択肢' })).toBeVisible();
  await expect(alternatives.getByRole('listitem')).toHaveText([/フルサービスリース/, /サブスクリプション/]);
  const summary = quiz.locator('[data-summary]');
  await expect(summary.getByRole('heading', { name: 'あなたの回答' })).toBeVisible();
  await expect(
    summary
      .locator('dd')
      .filter({ hasText: /\S/ })
      .filter({ hasNot: page.getByRole('button') }),
  ).toHaveText(['プライベート', '24〜60か月', '20,000km以上']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // Change the period from the summary: "see result" comes straight back.
  // '：ご利用期間' is a visually hidden span (positioned, so a block): the name has a space before it.
  const edit = summary.getByRole('button', { name: /^変更する\s*：ご利用期間$/ });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(quiz.getByRole('heading', { name: 'どのくらいの期間乗る予定ですか？' })).toBeFocused();
  await expect(quiz.getByRole('radio', { name: '24〜60か月' })).toBeChecked();
  await quiz.getByRole('radio', { name: '6〜12か月' }).check();
  await quiz.getByRole('button', { name: '結果を見る' }).click();
  await expect(quiz.getByRole('heading', { name: 'サブスクリプション', exact: true })).toBeFocused();
  await expect(summary.locator('dd').nth(2)).toHaveText('6〜12か月');

  await expect
    .poll(async () => (await quizEvents(page)).filter((e) => e.action === 'complete'), waitForAnalytics)
    .toEqual([
      { event: 'quiz', quiz: 'subscription', action: 'complete', result: 'loan' },
      { event: 'quiz', quiz: 'subscription', action: 'complete', result: 'subscription' },
    ]);

  await quiz.getByRole('button', { name: '最初からやり直す' }).click();
  await expect(quiz.getByRole('heading', { level: 1, name: 'お支払い方法診断' })).toBeFocused();
  await expect(quiz.getByRole('button', { name: 'はじめる' })).toBeVisible();
});

test('without JavaScript the quiz pages still describe every fuel type and every plan', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/tools/fuel-type-quiz');
  const fuel = page.locator('[data-block="fuel_type_quiz"]');
  // The overview is <noscript> content, shown when scripting is off; Playwright's text engine skips
  // everything under a <noscript> (getByText never finds it), so the note is found by its element.
  await expect(fuel.locator('noscript p').filter({ hasText: 'JavaScriptを有効にすると、5つの質問に答えて' })).toBeVisible();
  for (const name of ['ガソリン車', 'ディーゼル車', 'プラグインハイブリッド車（PHEV）', '電気自動車（BEV）']) {
    await expect(fuel.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(fuel.getByRole('button', { name: 'はじめる' })).toBeDisabled();
  await page.goto('/tools/subscription-quiz');
  const plans = page.locator('[data-block="subscription_quiz"]');
  await expect(plans.locator('noscript p').filter({ hasText: 'JavaScriptを有効にすると、3つの質問に答えて' })).toBeVisible();
  for (const name of ['サブスクリプション', 'オートローン', 'フルサービスリース', '即納リース']) {
    await expect(plans.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await context.close();
});
