// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { getT } from '@/i18n/i18n';
import { mountedIsland } from '../quiz-kit/island-test-support';
import { quizLabels } from '../quiz-kit/text';
import { products, type Product } from './matching';
import { subscriptionQuestionViews, subscriptionSummaryLabels } from './questions';
import { SubscriptionQuiz, type ProductViews } from './subscription-quiz.client';

vi.mock('@/features/analytics/track', () => ({ trackEvent: vi.fn() }));

const t = getT('ja');
const names: Record<Product, string> = {
  subscription: 'サブスク',
  loan: 'ローン',
  full_service: 'フルサービス',
  leasing_to_go: '即納リース',
};
const view = (product: Product): ProductViews => ({
  main: (
    <div data-main={product}>
      <h3>{names[product]}</h3>
    </div>
  ),
  alternative: <h4 data-alternative={product}>{names[product]}</h4>,
  announcement: `診断結果：${names[product]}`,
});

function quiz(offered: readonly Product[] = products) {
  const questions = subscriptionQuestionViews(t);
  return (
    <SubscriptionQuiz
      id="subscription-quiz-4"
      headingLevel="h3"
      questions={questions}
      labels={quizLabels(t, questions.length)}
      intro={<p>3つの質問に答えてください。</p>}
      views={Object.fromEntries(offered.map((product) => [product, view(product)]))}
      texts={{
        alternatives: 'ほかの選択肢',
        summary: 'あなたの回答',
        summaryRows: subscriptionSummaryLabels(t),
        edit: '変更する',
        restart: '最初からやり直す',
      }}
    />
  );
}

const island = mountedIsland();
const { buttons, press, choose, status, events } = island;
const questionTitle = () => island.container.querySelector('legend h3')?.textContent;
const main = () => island.container.querySelector('[data-main]')?.getAttribute('data-main');
const alternatives = () => [...island.container.querySelectorAll('[data-alternative]')].map((a) => a.getAttribute('data-alternative'));
const summary = () =>
  [...island.container.querySelectorAll('[data-summary] dl > div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

async function answerAll(purpose: string, period: string, mileage: string) {
  await island.render(quiz());
  await press('はじめる');
  await choose(purpose);
  await press('次の質問へ');
  await choose(period);
  await press('次の質問へ');
  await choose(mileage);
  await press('結果を見る');
}

describe('SubscriptionQuiz', () => {
  it('asks three questions, one per screen, saying which of three each is', async () => {
    await island.render(quiz());
    expect(island.container.textContent).toContain('3つの質問に答えてください。');
    await press('はじめる');
    expect(questionTitle()).toBe('クルマを主にどのような目的で使いますか？');
    expect(status()).toBe('質問 1／3');
    expect([...island.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'プライベート',
      'ビジネス（法人・個人事業）',
      'プライベートとビジネスの両方',
    ]);
    expect(buttons('次の質問へ')[0]!.getAttribute('aria-disabled')).toBe('true');
    await choose('ビジネス（法人・個人事業）');
    await press('次の質問へ');
    expect(questionTitle()).toBe('どのくらいの期間乗る予定ですか？');
    expect(document.activeElement).toBe(island.container.querySelector('legend h3'));
    expect([...island.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['6〜12か月', '12〜24か月', '24〜60か月']);
    await choose('24〜60か月');
    await press('次の質問へ');
    expect(questionTitle()).toBe('1年間に走る距離はどのくらいですか？');
    expect(status()).toBe('質問 3／3');
    expect([...island.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['20,000km未満', '20,000km以上']);
    expect(buttons('結果を見る')).toHaveLength(1);
    await press('前の質問へ');
    expect(island.container.querySelector<HTMLInputElement>('input:checked')!.value).toBe('24_60');
  });

  it('shows the main product, its alternatives and the summary of answers; announces and focuses the result', async () => {
    await answerAll('プライベート', '24〜60か月', '20,000km以上');
    expect(main()).toBe('loan');
    expect(alternatives()).toEqual(['full_service', 'subscription']);
    expect(island.container.querySelector('[data-alternatives] h3')!.textContent).toBe('ほかの選択肢');
    expect(document.activeElement?.textContent).toBe('ローン');
    expect(status()).toBe('診断結果：ローン');
    expect(island.container.querySelector('[data-summary] h3')!.textContent).toBe('あなたの回答');
    expect(summary()).toEqual([
      ['使い方', 'プライベート'],
      ['ご利用期間', '24〜60か月'],
      ['年間走行距離', '20,000km以上'],
    ]);
    expect(buttons('変更する：ご利用期間')).toHaveLength(1);
    expect(events()).toEqual([
      { event: 'quiz', quiz: 'subscription', action: 'start', step: 1 },
      { event: 'quiz', quiz: 'subscription', action: 'answer', step: 1, label: 'private' },
      { event: 'quiz', quiz: 'subscription', action: 'answer', step: 2, label: '24_60' },
      { event: 'quiz', quiz: 'subscription', action: 'answer', step: 3, label: 'above_20000' },
      { event: 'quiz', quiz: 'subscription', action: 'complete', result: 'loan' },
    ]);
  });

  it('changes one answer from the summary and comes straight back to the new result', async () => {
    await answerAll('プライベート', '24〜60か月', '20,000km以上');
    await press('変更する：ご利用期間');
    expect(questionTitle()).toBe('どのくらいの期間乗る予定ですか？');
    expect(document.activeElement).toBe(island.container.querySelector('legend h3'));
    expect(island.container.querySelector<HTMLInputElement>('input:checked')!.value).toBe('24_60');
    await choose('6〜12か月');
    await press('結果を見る');
    expect(main()).toBe('subscription');
    expect(alternatives()).toEqual(['loan', 'leasing_to_go']);
    expect(summary()[1]).toEqual(['ご利用期間', '6〜12か月']);
    expect(status()).toBe('診断結果：サブスク');
    expect(events().at(-1)).toEqual({ event: 'quiz', quiz: 'subscription', action: 'complete', result: 'subscription' });
  });

  it('starts again from the welcome screen with no answers', async () => {
    await answerAll('ビジネス（法人・個人事業）', '12〜24か月', '20,000km未満');
    expect(main()).toBe('leasing_to_go');
    await press('最初からやり直す');
    expect(main()).toBeUndefined();
    expect(island.container.textContent).toContain('3つの質問に答えてください。');
    expect(document.activeElement?.textContent).toBe('はじめる');
    expect(events().at(-1)).toEqual({ event: 'quiz', quiz: 'subscription', action: 'restart' });
    await press('はじめる');
    expect(island.container.querySelector('input:checked')).toBeNull();
  });

  it('recommends only the products it has, without a heading for alternatives when there are none', async () => {
    await island.render(quiz(['full_service']));
    await press('はじめる');
    await choose('プライベート');
    await press('次の質問へ');
    await choose('6〜12か月');
    await press('次の質問へ');
    await choose('20,000km未満');
    await press('結果を見る');
    expect(main()).toBe('full_service');
    expect(island.container.querySelector('[data-alternatives]')).toBeNull();
    expect(summary()).toHaveLength(3);
  });
});
