import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { refusalOf, testLink as link } from '../quiz-kit/test-support';
import { blockRegistry } from '../registry';
import { parseHtml, renderBlockSection, renderToHtml, testImage } from '../test-rendering';
import { validateBlockContent } from '../validate-content';
import { ProductAlternativeView, ProductView } from './product-view';
import { subscriptionQuestionViews, subscriptionSummaryLabels } from './questions';
import type { ProductFields } from './template';

const t = getT('ja');
const defaults = blockRegistry.subscription_quiz.defaultContent;
const refusal = (field_groups: Record<string, unknown>[]) =>
  refusalOf(() => validateBlockContent('subscription_quiz', { fields: {}, field_groups }));

const loan: ProductFields = {
  product: 'loan',
  title: 'オートローン',
  image: testImage(101300, '山道を走るSUV', 'standard'),
  description: '分割でお支払いいただけます。\n\nお車はお客様のものに。',
  benefits: '走行距離の制限なし\n・資産になる',
  buttons: [link('/quote', '見積もりを依頼する'), link('/stock', '在庫車を探す')],
};

describe('subscription quiz block', () => {
  it('renders its default content: title, welcome text and image, and a “get started” that waits for the island', async () => {
    const section = await renderBlockSection('subscription_quiz');
    expect(section.querySelector('h2')!.textContent).toBe('あなたに合うお支払い方法は？');
    const quiz = section.querySelector('[data-quiz="subscription"]')!;
    expect(quiz.textContent).toContain('3つの質問に答えるだけで');
    expect(quiz.querySelector('img')!.getAttribute('alt')).toBe('ディスカバリー');
    const start = quiz.querySelector('button')!;
    expect([start.textContent, start.hasAttribute('disabled')]).toEqual(['はじめる', true]);
  });

  it('without JavaScript shows every product with its description and benefits', async () => {
    const overview = (await renderBlockSection('subscription_quiz')).querySelector('noscript')!;
    expect(overview.textContent).toContain('JavaScriptを有効にすると、3つの質問に答えて');
    expect([...overview.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'サブスクリプション',
      'オートローン',
      'フルサービスリース',
      '即納リース',
    ]);
    expect([...overview.querySelectorAll('ul')][0]!.textContent).toBe(
      '頭金0円、月々定額任意保険・税金・車検・メンテナンス費用込み最短6か月から、乗り換えも自由',
    );
  });

  it('shows only the welcome screen when it offers no product', async () => {
    const section = await renderBlockSection('subscription_quiz', { groups: [] });
    expect(section.querySelector('[data-quiz]')).toBeNull();
    expect(section.textContent).toContain('3つの質問に答えるだけで');
  });

  it('refuses two items of one product and an empty quiz, in Japanese at the field', () => {
    const [subscription, other] = defaults.field_groups;
    expect(refusal(defaults.field_groups as never)).toEqual({});
    expect(refusal([other!, subscription!, { ...other!, title: 'ローン2' }])).toEqual({
      'content.field_groups.2.product': '3番目の項目「ローン」は1番目の項目と同じ種類です。種類ごとに1つにしてください。',
    });
    expect(refusal([])).toEqual({ 'content.field_groups': '結果の項目を1つ以上追加してください。' });
  });

  it('asks its questions in Japanese, with the 20,000 km split', () => {
    const questions = subscriptionQuestionViews(t);
    expect(questions.map((q) => q.title)).toEqual([
      'クルマを主にどのような目的で使いますか？',
      'どのくらいの期間乗る予定ですか？',
      '1年間に走る距離はどのくらいですか？',
    ]);
    expect(questions[2]!.options).toEqual([
      { value: 'below_20000', label: '20,000km未満' },
      { value: 'above_20000', label: '20,000km以上' },
    ]);
    expect(subscriptionSummaryLabels(t)).toEqual(['使い方', 'ご利用期間', '年間走行距離']);
    expect(subscriptionQuestionViews(getT('en'))[2]!.options.map((o) => o.label)).toEqual(['Below 20,000 km', '20,000 km or more']);
  });
});

describe('subscription product views', () => {
  it('as the main product: image, “recommended”, name, description, benefits and both buttons', async () => {
    const view = parseHtml(await renderToHtml(<ProductView product={loan} t={t} level="h3" />)).body;
    expect(view.querySelector('[data-product]')!.getAttribute('data-product')).toBe('loan');
    expect(view.querySelector('img')!.getAttribute('alt')).toBe('山道を走るSUV');
    expect(view.querySelector('h3')!.textContent).toBe('オートローン');
    expect([...view.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'あなたにおすすめのプラン',
      '分割でお支払いいただけます。',
      'お車はお客様のものに。',
    ]);
    expect([...view.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['走行距離の制限なし', '資産になる']);
    expect([...view.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['見積もりを依頼する', '在庫車を探す']);
  });

  it('as an alternative: its name one level down, first paragraph and first button only', async () => {
    const view = parseHtml(await renderToHtml(<ProductAlternativeView product={loan} level="h4" />)).body;
    expect(view.querySelector('h4')!.textContent).toBe('オートローン');
    expect([...view.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['分割でお支払いいただけます。']);
    expect([...view.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['見積もりを依頼する']);
    expect(view.querySelector('img, li')).toBeNull();
  });
});
