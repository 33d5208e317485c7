// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getT } from '@/i18n/i18n';
import { renderToHtml } from '@/ui/render-to-html';
import { mountedIsland } from '../quiz-kit/island-test-support';
import { quizLabels } from '../quiz-kit/text';
import { FuelQuiz, type FuelView } from './fuel-quiz.client';
import { fuelTypes, type FuelType } from './matching';
import { fuelQuestionViews } from './questions';

vi.mock('@/features/analytics/track', () => ({ trackEvent: vi.fn() }));

const t = getT('ja');
const names: Record<FuelType, string> = { petrol: 'ガソリン車', diesel: 'ディーゼル車', phev: 'PHEV', bev: 'BEV' };
const view = (type: FuelType): FuelView => ({
  name: names[type],
  main: (
    <div data-view={type}>
      <p>あなたにおすすめ</p>
      <h3>{names[type]}</h3>
    </div>
  ),
  alternative: <p data-alternative={type}>{`${names[type]}の紹介`}</p>,
  announcement: `診断結果：${names[type]}`,
});
const allViews = Object.fromEntries(fuelTypes.map((type) => [type, view(type)]));

function quiz(views: Partial<Record<FuelType, FuelView>> = allViews) {
  const questions = fuelQuestionViews(t, { ask_road_type: false, ask_driving_style: false });
  return (
    <FuelQuiz
      id="fuel-quiz-3"
      headingLevel="h3"
      subHeadingLevel="h4"
      titleId="fuel-quiz-3-title"
      questions={questions}
      labels={quizLabels(t, questions.length)}
      intro={<p>5つの質問に答えてください。</p>}
      views={views}
      alsoConsiderLabel="こちらもおすすめ"
      startAgainLabel="もう一度診断する"
    />
  );
}

const island = mountedIsland();
// The block's title, which a restart focuses.
beforeEach(() => document.body.insertAdjacentHTML('afterbegin', '<h2 id="fuel-quiz-3-title">あなたに合うパワートレインは？</h2>'));

const render = (node = quiz()) => island.render(node);
const { button, press, choose, status, checked, events, input: option } = island;
const questionTitle = () => island.container.querySelector('legend h3')?.textContent;

/** From the intro to the fifth question, answering the first four. */
async function toLastQuestion(yearly: string, journey: string, kinds: string[], charging: string) {
  await press('はじめる');
  for (const answers of [[yearly], [journey], kinds, [charging]]) {
    await choose(...answers);
    await press('次の質問へ');
  }
}

describe('FuelQuiz', () => {
  it('starts on the intro; “get started” shows question 1 of 5, focuses its heading and says where the visitor is', async () => {
    await render();
    expect(island.container.textContent).toContain('5つの質問に答えてください。');
    expect(status()).toBe('');
    await press('はじめる');
    expect(questionTitle()).toBe('1年間に走る距離はどのくらいですか？');
    expect(document.activeElement).toBe(island.container.querySelector('legend h3'));
    expect(status()).toBe('質問 1／5');
    expect(island.container.textContent).toContain('質問 1／5');
    expect([...island.container.querySelectorAll('[data-state]')].map((s) => s.getAttribute('data-state'))).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect([...island.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      '11,000km未満',
      '11,000〜24,000km',
      '24,000kmを超える',
    ]);
    expect(island.container.querySelectorAll('input[type="radio"][name="fuel-quiz-3-yearly_km"]')).toHaveLength(3);
    expect(events()).toEqual([{ event: 'quiz', quiz: 'fuel_type', action: 'start', step: 1 }]);
  });

  it('keeps “next” waiting, with the hint why, until an answer is chosen; pressing it meanwhile goes to the answers', async () => {
    await render();
    await press('はじめる');
    const next = button('次の質問へ');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    const hint = document.getElementById(next.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('回答を1つ選ぶと次へ進めます。');
    expect(hint.hasAttribute('data-shown')).toBe(true);
    // There is no previous question to go back to.
    expect(island.container.querySelector('button')).toBe(next);
    await press('次の質問へ');
    expect(questionTitle()).toBe('1年間に走る距離はどのくらいですか？');
    expect(document.activeElement).toBe(option('11,000km未満'));
    expect(events()).toHaveLength(1);

    await choose('24,000kmを超える');
    expect(button('次の質問へ').hasAttribute('aria-disabled')).toBe(false);
    expect(button('次の質問へ').hasAttribute('aria-describedby')).toBe(false);
    expect(hint.hasAttribute('data-shown')).toBe(false);
    await press('次の質問へ');
    expect(questionTitle()).toBe('ふだん1回の運転で走る距離は？');
    expect(status()).toBe('質問 2／5');
    expect([...island.container.querySelectorAll('[data-state]')].map((s) => s.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(events()[1]).toEqual({ event: 'quiz', quiz: 'fuel_type', action: 'answer', step: 1, label: 'over_24000' });
  });

  it('goes back and forward keeping every answer', async () => {
    await render();
    await press('はじめる');
    await choose('11,000〜24,000km');
    await press('次の質問へ');
    await choose('16〜48km');
    await press('前の質問へ');
    expect(questionTitle()).toBe('1年間に走る距離はどのくらいですか？');
    expect(checked()).toEqual(['11,000〜24,000km']);
    expect(status()).toBe('質問 1／5');
    expect(document.activeElement).toBe(island.container.querySelector('legend h3'));
    await press('次の質問へ');
    expect(checked()).toEqual(['16〜48km']);
    expect(button('次の質問へ').hasAttribute('aria-disabled')).toBe(false);
  });

  it('lets the visitor tick several kinds of driving and untick them, waiting for at least one', async () => {
    await render();
    await press('はじめる');
    await choose('11,000km未満');
    await press('次の質問へ');
    await choose('16km未満');
    await press('次の質問へ');
    expect(questionTitle()).toBe('どのような運転をしますか？');
    expect(island.container.textContent).toContain('当てはまるものをすべて選んでください。');
    expect(island.container.querySelectorAll('input[type="checkbox"]')).toHaveLength(4);
    await choose('通勤・通学', '週末のレジャーや旅行');
    expect(checked()).toEqual(['通勤・通学', '週末のレジャーや旅行']);
    await choose('通勤・通学');
    expect(checked()).toEqual(['週末のレジャーや旅行']);
    await choose('週末のレジャーや旅行');
    expect(button('次の質問へ').getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button('次の質問へ').getAttribute('aria-describedby')!)!.textContent).toBe(
      '1つ以上選ぶと次へ進めます。',
    );
    await choose('買い物や送り迎えなど近場の用事', '通勤・通学');
    await press('次の質問へ');
    expect(events().at(-1)).toEqual({ event: 'quiz', quiz: 'fuel_type', action: 'answer', step: 3, label: 'commute,errands' });
  });

  it('shows the matched result with “You could also consider”, announces it and focuses its heading', async () => {
    await render();
    await toLastQuestion('11,000km未満', '16km未満', ['通勤・通学', '買い物や送り迎えなど近場の用事'], '自宅に充電設備がある');
    expect(questionTitle()).toBe('300kmを超える長距離ドライブをよくしますか？');
    expect(status()).toBe('質問 5／5');
    await choose('ほとんどしない');
    await press('結果を見る');
    expect(island.container.querySelector('[data-view]')!.getAttribute('data-view')).toBe('bev');
    expect(island.container.querySelectorAll('[data-view]')).toHaveLength(1);
    expect(document.activeElement?.textContent).toBe('BEV');
    expect(status()).toBe('診断結果：BEV');
    const also = island.container.querySelector('[data-also-consider]')!;
    expect(also.getAttribute('data-also-consider')).toBe('phev');
    expect(also.querySelector('h4')!.textContent).toBe('こちらもおすすめ：PHEV');
    expect(also.textContent).toContain('PHEVの紹介');
    expect(island.container.querySelector('legend')).toBeNull();
    expect(events().slice(-2)).toEqual([
      { event: 'quiz', quiz: 'fuel_type', action: 'answer', step: 5, label: 'rarely' },
      { event: 'quiz', quiz: 'fuel_type', action: 'complete', result: 'bev' },
    ]);
  });

  it('goes back from the result to the last question, its answer kept, and forward to the same result', async () => {
    await render();
    await toLastQuestion('24,000kmを超える', '160kmを超える', ['トレーラーの牽引や悪路の走行'], '充電できる場所がない');
    await choose('よくする（月に1回以上）');
    await press('結果を見る');
    expect(island.container.querySelector('[data-view]')!.getAttribute('data-view')).toBe('diesel');
    await press('前の質問へ');
    expect(checked()).toEqual(['よくする（月に1回以上）']);
    expect(status()).toBe('質問 5／5');
    await press('結果を見る');
    expect(island.container.querySelector('[data-view]')!.getAttribute('data-view')).toBe('diesel');
  });

  it('starts again from the intro with every answer cleared, focusing the block title', async () => {
    await render();
    await toLastQuestion('11,000km未満', '48〜160km', ['週末のレジャーや旅行'], '職場や近所で充電できる');
    await choose('ときどきする（年に数回）');
    await press('結果を見る');
    await press('もう一度診断する');
    expect(island.container.querySelector('legend')).toBeNull();
    expect(button('はじめる')).toBeDefined();
    expect(document.activeElement).toBe(document.getElementById('fuel-quiz-3-title'));
    expect(status()).toBe('最初に戻りました。もう一度診断できます。');
    expect(events().at(-1)).toEqual({ event: 'quiz', quiz: 'fuel_type', action: 'restart' });
    await press('はじめる');
    expect(checked()).toEqual([]);
    expect(button('次の質問へ').getAttribute('aria-disabled')).toBe('true');
  });

  it('recommends only among the fuel types that have a view, and shows no “also consider” with only one', async () => {
    await render(quiz({ diesel: view('diesel') }));
    await toLastQuestion('11,000km未満', '16km未満', ['通勤・通学'], '自宅に充電設備がある');
    await choose('ほとんどしない');
    await press('結果を見る');
    expect(island.container.querySelector('[data-view]')!.getAttribute('data-view')).toBe('diesel');
    expect(island.container.querySelector('[data-also-consider]')).toBeNull();
  });

  it('is the intro in the server HTML, with “get started” disabled until the island runs', async () => {
    const html = await renderToHtml(quiz());
    expect(html).toContain('5つの質問に答えてください。');
    expect(html).toMatch(/<button type="button" class="[^"]*" disabled="">はじめる<\/button>/);
    expect(html).not.toContain('<fieldset');
    await render();
    expect(button('はじめる').disabled).toBe(false);
  });
});
