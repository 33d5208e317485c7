import type { Answers, FlowQuestion } from '../quiz-kit/quiz-flow';
import { rankOutcomes, totalPoints, type PointsTable } from '../quiz-kit/scoring';

/**
 * The subscription quiz's three steps and the rules that choose a main product and alternatives
 * (blocks.md §2.2 and §9, decision 0061). Pure: the island runs it, the tests pin every rule.
 */
export const products = ['subscription', 'loan', 'full_service', 'leasing_to_go'] as const;
export type Product = (typeof products)[number];

/** blocks.md §9: the mileage question splits at 20,000 km a year. */
export const mileageSplitKm = 20_000;

export const subscriptionQuestions = [
  { id: 'purpose', values: ['private', 'business', 'both'] },
  { id: 'period', values: ['6_12', '12_24', '24_60'] },
  { id: 'mileage', values: ['below_20000', 'above_20000'] },
] as const satisfies readonly FlowQuestion[];

export type SubscriptionQuestionId = (typeof subscriptionQuestions)[number]['id'];

/**
 * Points per answer (decision 0061). A subscription suits short, flexible, private use within its
 * mileage allowance; leasing to go a year or two with a car from stock; full service leasing
 * businesses and long terms; a loan private buyers who keep the car for years or drive a lot.
 */
export const productPoints: PointsTable<Product> = {
  purpose: {
    private: { subscription: 2, loan: 2, leasing_to_go: 1 },
    business: { subscription: 1, full_service: 3, leasing_to_go: 2 },
    both: { subscription: 2, loan: 1, full_service: 2, leasing_to_go: 1 },
  },
  period: {
    '6_12': { subscription: 3, leasing_to_go: 1 },
    '12_24': { subscription: 1, full_service: 1, leasing_to_go: 3 },
    '24_60': { loan: 3, full_service: 3 },
  },
  mileage: {
    below_20000: { subscription: 1, leasing_to_go: 1 },
    above_20000: { loan: 2, full_service: 1 },
  },
} satisfies Record<SubscriptionQuestionId, Record<string, Partial<Record<Product, number>>>>;

/** Equal totals: the more flexible product first. */
export const productPreference: readonly Product[] = ['subscription', 'leasing_to_go', 'full_service', 'loan'];

/** At most this many alternatives are shown under the main product. */
export const maxAlternatives = 2;

export interface ProductMatch {
  main: Product;
  /** The next best offered products that score at all, best first. */
  alternatives: Product[];
  totals: Record<Product, number>;
}

/** The main product among those the block offers, and up to two alternatives that fit the answers at all. */
export function matchProducts(answers: Answers, offered: readonly Product[] = products): ProductMatch | null {
  const totals = totalPoints(productPoints, products, answers);
  const [main, ...rest] = rankOutcomes(
    totals,
    productPreference.filter((product) => offered.includes(product)),
  );
  if (!main) return null;
  return { main, alternatives: rest.filter((product) => totals[product] > 0).slice(0, maxAlternatives), totals };
}
