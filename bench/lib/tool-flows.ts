import type { Locator, Page } from '@playwright/test';

/**
 * What a visitor does with each tool of issue 13, step by step, for bench/tool-inp.ts. Each step is
 * one interaction as a phone visitor makes it — a tap, or a key on a connected keyboard / screen
 * reader (a native select is changed with ArrowDown: a tap only opens the system picker, whose
 * choice is not an interaction the browser times). Names are the tools' accessible names, as in
 * their journeys (tests/e2e).
 */
export interface ToolFlow {
  name: string;
  path: string;
  /** An element that answers once the tool has hydrated. */
  ready: (page: Page) => Locator;
  steps: (page: Page, step: StepRunner) => Promise<void>;
}

/** Runs one interaction and attributes the browser's timing of it to `label`. */
export type StepRunner = (label: string, act: () => Promise<unknown>) => Promise<void>;

/**
 * A finger's tap on the element's centre, sent as the touchscreen's own events. Not Locator.tap():
 * its actionability check listens to the page's pointer and click events in the page itself
 * (elementsFromPoint on each), work a visitor's phone never does and that lands in the timing.
 */
async function touch(target: Locator) {
  await target.waitFor({ state: 'visible' });
  const before = await target.boundingBox();
  await target.scrollIntoViewIfNeeded();
  // A visitor who scrolled to a button reads it before tapping: what the scroll set off (images,
  // an island hydrating as it comes into view) is not the tap's.
  if (JSON.stringify(before) !== JSON.stringify(await target.boundingBox())) await target.page().waitForTimeout(500);
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const block = (page: Page, name: string) => page.locator(`[data-block="${name}"]`);

/** Answers a quiz with the first choice of each question until its result shows. */
async function quizToResult(quiz: Locator, step: StepRunner) {
  for (let question = 1; question <= 8; question++) {
    const choice = quiz.locator('input[type="radio"]:not(:checked), input[type="checkbox"]:not(:checked)').first();
    if (await choice.count()) await step(`answer ${question}`, () => choice.check());
    const next = quiz.getByRole('button', { name: /^(次の質問へ|結果を見る)$/ });
    if (!(await next.count())) return;
    const label = (await next.textContent())?.includes('結果') ? 'show result' : `next after ${question}`;
    await step(label, () => touch(next));
    if (label === 'show result') return;
  }
}

async function startAndAnswer(page: Page, name: string, step: StepRunner) {
  const quiz = block(page, name);
  const start = quiz.getByRole('button', { name: /はじめる$/ });
  if (await start.count()) await step('start', () => touch(start));
  await quizToResult(quiz, step);
  const restart = quiz.getByRole('button', { name: 'もう一度診断する' });
  if (await restart.count()) await step('restart', () => touch(restart));
}

/** A weekday at least `ahead` days from today in Japan, as yyyy-mm-dd. */
function weekdayAhead(ahead: number, weekday: number): string {
  const day = new Date(Date.now() + 9 * 3_600_000);
  day.setUTCDate(day.getUTCDate() + ahead);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const quizFlow = (name: string, path: string, blockName: string): ToolFlow => ({
  name,
  path,
  ready: (page) => block(page, blockName).getByRole('button').first(),
  steps: (page, step) => startAndAnswer(page, blockName, step),
});

export const toolFlows: ToolFlow[] = [
  quizFlow('fuel type quiz', '/tools/fuel-type-quiz', 'fuel_type_quiz'),
  quizFlow('subscription quiz', '/tools/subscription-quiz', 'subscription_quiz'),
  quizFlow('defender quiz', '/tools/defender-quiz', 'defender_quiz'),
  quizFlow('powertrains quiz', '/tools/powertrains-quiz', 'powertrains_quiz'),
  {
    name: 'finance calculator',
    path: '/tools/finance-calculator',
    ready: (page) => block(page, 'finance_calculator').locator('select, input').first(),
    steps: async (page, step) => {
      const calculator = block(page, 'finance_calculator');
      const model = calculator.getByRole('combobox', { name: 'モデル' });
      await model.focus();
      await step('model (ArrowDown)', () => page.keyboard.press('ArrowDown'));
      const grade = calculator.getByRole('combobox', { name: 'グレード' });
      if (await grade.isEnabled().catch(() => false)) {
        await grade.focus();
        await step('grade (ArrowDown)', () => page.keyboard.press('ArrowDown'));
      }
      await step('next to plan', () => touch(calculator.getByRole('button', { name: '次へ' })));
      await step('next to options', () => touch(calculator.getByRole('button', { name: '次へ' })));
      const deposit = calculator.getByRole('slider', { name: '頭金' });
      await deposit.focus();
      await step('deposit (ArrowRight)', () => page.keyboard.press('ArrowRight'));
      await step('term 5 years', () => calculator.getByRole('radio', { name: '5年（60回）' }).check());
      await step('calculate', () => touch(calculator.getByRole('button', { name: 'お支払い例を計算する' })));
    },
  },
  {
    name: 'range calculator',
    path: '/tools/range-calculator',
    ready: (page) => block(page, 'electric_range_calculator').getByLabel('車種を選ぶ'),
    steps: async (page, step) => {
      const calculator = block(page, 'electric_range_calculator');
      const radio = (group: string, name: string) => calculator.getByRole('radiogroup', { name: group }).getByRole('radio', { name });
      await step('motorway', () => touch(radio('走行環境', '高速道路')));
      const slider = calculator.getByRole('slider', { name: '外気温' });
      await slider.focus();
      await step('temperature (Home)', () => page.keyboard.press('Home'));
      await step('temperature (ArrowRight)', () => page.keyboard.press('ArrowRight'));
      await step('preconditioning', () => touch(calculator.getByRole('switch', { name: 'プレコンディショニング' })));
      await step('4 occupants', () => touch(radio('乗車人数', '4人')));
      await calculator.getByLabel('車種を選ぶ').focus();
      await step('car (ArrowDown)', () => page.keyboard.press('ArrowDown'));
      await step('open explainer', () => touch(calculator.getByRole('button', { name: '走行環境について' })));
      await step('close explainer (Escape)', () => page.keyboard.press('Escape'));
    },
  },
  {
    name: 'select vehicle to update',
    path: '/owners/map-update',
    ready: (page) => block(page, 'select_vehicle_to_update').getByLabel('車種', { exact: true }),
    steps: async (page, step) => {
      const tool = block(page, 'select_vehicle_to_update');
      await tool.getByLabel('車種', { exact: true }).focus();
      await step('vehicle (ArrowDown)', () => page.keyboard.press('ArrowDown'));
      await tool.getByLabel('モデルイヤー', { exact: true }).focus();
      await step('year (ArrowDown)', () => page.keyboard.press('ArrowDown'));
      await step('show me', () => touch(tool.getByRole('button', { name: '表示する' })));
      const howTo = tool.getByRole('button', { name: /^更新方法を見る/ }).first();
      if (await howTo.count()) {
        await step('open how to update', () => touch(howTo));
        await step('close (Escape)', () => page.keyboard.press('Escape'));
      }
    },
  },
  {
    name: 'local VIN checker',
    path: '/owners/recall-check',
    ready: (page) => block(page, 'local_vin_checker').getByLabel('車台番号（VIN）を入力'),
    steps: async (page, step) => {
      const checker = block(page, 'local_vin_checker');
      const input = checker.getByLabel('車台番号（VIN）を入力');
      await input.fill('SALEA7AN4R21O481');
      await step('type a character', () => input.press('5'));
      await step('check (field error)', () => touch(checker.getByRole('button', { name: '確認する' })));
      await input.fill('SALEA7AN4R210481');
      await step('check (Enter, asks the server)', () => input.press('5').then(() => input.press('Enter')));
    },
  },
  {
    name: 'retailer locator',
    path: '/retailers',
    ready: (page) => block(page, 'retailer_locator').getByRole('searchbox', { name: '郵便番号・都道府県・市区町村' }),
    steps: async (page, step) => {
      const locator = block(page, 'retailer_locator');
      const input = locator.getByRole('searchbox', { name: '郵便番号・都道府県・市区町村' });
      // A postcode (Japanese words come through the phone's input method, not as key presses).
      await input.fill('530-000');
      await step('type a digit', () => input.press('1'));
      await step('search (Enter)', () => input.press('Enter'));
      await step('show all', () => touch(locator.getByRole('button', { name: 'すべての販売店を表示' })));
      const map = locator.getByRole('button', { name: '地図', exact: true });
      if (await map.isVisible().catch(() => false)) await step('map view', () => touch(map));
    },
  },
  {
    name: 'rent a car',
    path: '/rent-a-car',
    ready: (page) => page.getByRole('button', { name: 'ご利用いただける車両を見る' }),
    steps: async (page, step) => {
      const pickup = page.getByRole('combobox', { name: '貸出場所' });
      await pickup.focus();
      await step('pick-up place (ArrowDown)', () => page.keyboard.press('ArrowDown'));
      await page.getByLabel('貸出日', { exact: true }).fill(weekdayAhead(2, 1));
      await page.getByLabel('返却日', { exact: true }).fill(weekdayAhead(5, 4));
      await step('open calendar', () => touch(page.getByRole('button', { name: '貸出日：カレンダーから選ぶ' })));
      await step('close calendar (Escape)', () => page.keyboard.press('Escape'));
      await step('search', () => touch(page.getByRole('button', { name: 'ご利用いただける車両を見る' })));
      await step('choose a car', () => touch(page.getByRole('button', { name: 'この車両を選ぶ' }).first()));
      await step('add a baby seat', () => touch(page.getByRole('button', { name: 'ベビーシートを1つ増やす' })));
      await step('open inquiry', () => touch(page.getByRole('button', { name: 'お問い合わせへ進む' })));
    },
  },
];
