import { describe, expect, it } from 'vitest';
import { answerRows } from '../quiz-kit/test-support';
import { matchProducts, mileageSplitKm, subscriptionQuestions, type Product } from './matching';

/** Points as [subscription, loan, full_service, leasing_to_go]: decision 0061's table, written out again. */
type Row = [number, number, number, number];
const rules: Record<string, Record<string, Row>> = {
  purpose: { private: [2, 2, 0, 1], business: [1, 0, 3, 2], both: [2, 1, 2, 1] },
  period: { '6_12': [3, 0, 0, 1], '12_24': [1, 0, 1, 3], '24_60': [0, 3, 3, 0] },
  mileage: { below_20000: [1, 0, 0, 1], above_20000: [0, 2, 1, 0] },
};
const asRow = (t: Record<Product, number>): Row => [t.subscription, t.loan, t.full_service, t.leasing_to_go];
const match = (purpose: string, period: string, mileage: string, offered?: Product[]) =>
  matchProducts({ purpose: [purpose], period: [period], mileage: [mileage] }, offered);

/** Every combination of answers: the main product, then the alternatives (decision 0061). */
const outcomes: [string, string, string, Product, Product[]][] = [
  ['private', '6_12', 'below_20000', 'subscription', ['leasing_to_go', 'loan']],
  ['private', '6_12', 'above_20000', 'subscription', ['loan', 'leasing_to_go']],
  ['private', '12_24', 'below_20000', 'leasing_to_go', ['subscription', 'loan']],
  ['private', '12_24', 'above_20000', 'leasing_to_go', ['loan', 'subscription']],
  ['private', '24_60', 'below_20000', 'loan', ['subscription', 'full_service']],
  ['private', '24_60', 'above_20000', 'loan', ['full_service', 'subscription']],
  ['business', '6_12', 'below_20000', 'subscription', ['leasing_to_go', 'full_service']],
  ['business', '6_12', 'above_20000', 'subscription', ['full_service', 'leasing_to_go']],
  ['business', '12_24', 'below_20000', 'leasing_to_go', ['full_service', 'subscription']],
  ['business', '12_24', 'above_20000', 'leasing_to_go', ['full_service', 'subscription']],
  ['business', '24_60', 'below_20000', 'full_service', ['leasing_to_go', 'loan']],
  ['business', '24_60', 'above_20000', 'full_service', ['loan', 'leasing_to_go']],
  ['both', '6_12', 'below_20000', 'subscription', ['leasing_to_go', 'full_service']],
  ['both', '6_12', 'above_20000', 'subscription', ['full_service', 'loan']],
  ['both', '12_24', 'below_20000', 'leasing_to_go', ['subscription', 'full_service']],
  ['both', '12_24', 'above_20000', 'leasing_to_go', ['full_service', 'subscription']],
  ['both', '24_60', 'below_20000', 'full_service', ['loan', 'subscription']],
  ['both', '24_60', 'above_20000', 'full_service', ['loan', 'subscription']],
];

describe('subscription quiz: steps', () => {
  it('asks the purpose (3 answers), the period (6–12, 12–24, 24–60 months) and the mileage split at 20,000 km', () => {
    expect(mileageSplitKm).toBe(20_000);
    expect(subscriptionQuestions.map((q) => [q.id, [...q.values]])).toEqual([
      ['purpose', ['private', 'business', 'both']],
      ['period', ['6_12', '12_24', '24_60']],
      ['mileage', ['below_20000', 'above_20000']],
    ]);
  });
});

describe('subscription quiz: matching rules', () => {
  it.each(answerRows(rules))('%s = %s gives [subscription, loan, full service, leasing to go] %j', (question, answer, row) => {
    expect(asRow(matchProducts({ [question]: [answer] })!.totals)).toEqual(row);
  });

  it('covers every answer of every step', () => {
    for (const question of subscriptionQuestions) expect(Object.keys(rules[question.id]!)).toEqual([...question.values]);
  });

  it.each(outcomes)('%s, %s months, %s → %s, then %j', (purpose, period, mileage, main, alternatives) => {
    expect(match(purpose, period, mileage)).toMatchObject({ main, alternatives });
  });

  it('recommends each of the four products for some answers', () => {
    expect(new Set(outcomes.map(([, , , main]) => main))).toEqual(new Set(['subscription', 'loan', 'full_service', 'leasing_to_go']));
  });

  it('breaks equal totals by preference: subscription, leasing to go, full service, loan', () => {
    // business, 6–12, above: subscription 4 = full service 4.
    expect(asRow(match('business', '6_12', 'above_20000')!.totals)).toEqual([4, 2, 4, 3]);
    // both, 24–60, above: full service 6 = loan 6.
    expect(match('both', '24_60', 'above_20000')).toMatchObject({ main: 'full_service', alternatives: ['loan', 'subscription'] });
    expect(matchProducts({})).toEqual({
      main: 'subscription',
      alternatives: [],
      totals: { subscription: 0, loan: 0, full_service: 0, leasing_to_go: 0 },
    });
  });

  it('shows at most two alternatives, and none that the answers give no points', () => {
    for (const [purpose, period, mileage] of outcomes) expect(match(purpose, period, mileage)!.alternatives.length).toBeLessThanOrEqual(2);
    // Only the purpose answered: business gives the loan nothing.
    expect(matchProducts({ purpose: ['business'] })).toMatchObject({
      main: 'full_service',
      alternatives: ['leasing_to_go', 'subscription'],
    });
    expect(matchProducts({ purpose: ['business'] }, ['full_service', 'loan'])).toMatchObject({ main: 'full_service', alternatives: [] });
  });

  it('recommends only the products the block offers', () => {
    expect(match('private', '24_60', 'above_20000', ['subscription', 'full_service'])).toMatchObject({
      main: 'full_service',
      alternatives: ['subscription'],
    });
    expect(match('private', '6_12', 'below_20000', ['loan'])).toMatchObject({ main: 'loan', alternatives: [] });
    expect(match('private', '6_12', 'below_20000', [])).toBeNull();
  });
});
