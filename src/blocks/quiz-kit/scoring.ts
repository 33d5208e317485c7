import type { Answers } from './quiz-flow';

/**
 * Transparent matching (decision 0061): every answer gives each outcome a fixed number of points,
 * the points are added up, and the outcomes are ranked by their total. Equal totals keep the
 * quiz's own order of preference, so the same answers always give the same result.
 */
export type PointsTable<O extends string> = Readonly<Record<string, Readonly<Record<string, Readonly<Partial<Record<O, number>>>>>>>;

/** The points each outcome has from these answers (question → answer → outcome → points). */
export function totalPoints<O extends string>(table: PointsTable<O>, outcomes: readonly O[], answers: Answers): Record<O, number> {
  const totals = Object.fromEntries(outcomes.map((outcome) => [outcome, 0])) as Record<O, number>;
  for (const [question, values] of Object.entries(answers)) {
    const byAnswer = table[question];
    if (!byAnswer) continue;
    for (const value of new Set(values)) {
      const points = Object.hasOwn(byAnswer, value) ? byAnswer[value] : undefined;
      for (const outcome of outcomes) totals[outcome] += points?.[outcome] ?? 0;
    }
  }
  return totals;
}

/**
 * The outcomes, best first: higher total first, then the earlier in `preference`. `last` are put
 * after all the others whatever their points (an outcome the answers rule out).
 */
export function rankOutcomes<O extends string>(totals: Record<O, number>, preference: readonly O[], last: readonly O[] = []): O[] {
  const ruledOut = (outcome: O) => (last.includes(outcome) ? 1 : 0);
  return [...preference].sort(
    (a, b) => ruledOut(a) - ruledOut(b) || totals[b] - totals[a] || preference.indexOf(a) - preference.indexOf(b),
  );
}
