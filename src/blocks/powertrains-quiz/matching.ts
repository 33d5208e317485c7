/**
 * The powertrains quiz's matching rules (blocks.md §2.11 gives none; decision 0062). Five questions
 * — who owns the car, where it can charge, which roads, how far a day (the spec's bands) and how
 * often it tows (the spec's never / occasionally / frequently) — choose a plug-in hybrid, a diesel
 * mild hybrid or a petrol mild hybrid; the first question says whether the private or the business
 * result is shown. The rules are a list, the first that holds decides, and each has a reason the
 * result says back:
 *
 * 1. Tows frequently → diesel (the highest towing capacity and torque; a plug-in's electric range
 *    melts under a trailer).
 * 2. Can charge (home or work) and drives under 80 km a day → plug-in hybrid (most days electric).
 * 3. Charges at home, drives 80–120 km a day, not mostly on motorways → plug-in hybrid (a full
 *    battery every morning still covers much of the day).
 * 4. Drives 120 km a day or more → diesel (economy and range on long days).
 * 5. Mostly motorways and at least 40 km a day → diesel.
 * 6. Drives 80–120 km a day → diesel.
 * 7. Otherwise → petrol mild hybrid (short, mixed trips, where a diesel's particulate filter never
 *    gets the long runs it needs).
 */
export const powertrainQuestions = [
  { key: 'owner', answers: ['private', 'business'] },
  { key: 'charging', answers: ['home', 'work', 'none'] },
  { key: 'roads', answers: ['city', 'mixed', 'motorway'] },
  { key: 'daily_distance', answers: ['under_40', '40_80', '80_120', '120_160', 'over_160'] },
  { key: 'towing', answers: ['never', 'occasionally', 'frequently'] },
] as const;

type Question = (typeof powertrainQuestions)[number];
export type QuestionKey = Question['key'];
export type PowertrainAnswers = { [Q in Question as Q['key']]: Q['answers'][number] };

export const powertrains = ['phev', 'diesel', 'petrol'] as const;
export const owners = ['private', 'business'] as const;
export type Powertrain = (typeof powertrains)[number];
export type Owner = (typeof owners)[number];

export type MatchReason =
  'tows_frequently' | 'charges_short_days' | 'charges_at_home_medium_days' | 'long_days' | 'motorway' | 'medium_days' | 'short_days';

export interface PowertrainRecommendation {
  powertrain: Powertrain;
  owner: Owner;
  reason: MatchReason;
}

function match(a: PowertrainAnswers): { powertrain: Powertrain; reason: MatchReason } {
  const canCharge = a.charging !== 'none';
  const distance = a.daily_distance;
  if (a.towing === 'frequently') return { powertrain: 'diesel', reason: 'tows_frequently' };
  if (canCharge && (distance === 'under_40' || distance === '40_80')) return { powertrain: 'phev', reason: 'charges_short_days' };
  if (a.charging === 'home' && distance === '80_120' && a.roads !== 'motorway')
    return { powertrain: 'phev', reason: 'charges_at_home_medium_days' };
  if (distance === '120_160' || distance === 'over_160') return { powertrain: 'diesel', reason: 'long_days' };
  if (a.roads === 'motorway' && distance !== 'under_40') return { powertrain: 'diesel', reason: 'motorway' };
  if (distance === '80_120') return { powertrain: 'diesel', reason: 'medium_days' };
  return { powertrain: 'petrol', reason: 'short_days' };
}

export function recommendPowertrain(answers: PowertrainAnswers): PowertrainRecommendation {
  return { ...match(answers), owner: answers.owner };
}

/** Answers in question order (null: not answered) as the rules' record, or null while any is missing or unknown. */
export function completeAnswers(chosen: readonly (string | null)[]): PowertrainAnswers | null {
  const entries = powertrainQuestions.map((q, i) => {
    const value = chosen[i];
    return value && (q.answers as readonly string[]).includes(value) ? [q.key, value] : null;
  });
  if (entries.some((e) => e === null)) return null;
  return Object.fromEntries(entries as [string, string][]) as PowertrainAnswers;
}

/**
 * The editor's result group for a recommendation: the one for its powertrain and owner, else the
 * same powertrain for the other owner; null when there is none for the powertrain.
 */
export function pickResult(
  groups: readonly { powertrain: string; owner: string }[],
  wanted: { powertrain: Powertrain; owner: Owner },
): number | null {
  const exact = groups.findIndex((g) => g.powertrain === wanted.powertrain && g.owner === wanted.owner);
  if (exact >= 0) return exact;
  const other = groups.findIndex((g) => g.powertrain === wanted.powertrain);
  return other >= 0 ? other : null;
}

export const resultKey = (powertrain: string, owner: string) => `${powertrain}-${owner}`;

/** For each powertrain × owner, the group that shows it (null without one): computed on the server, looked up in the browser. */
export function resultTable(groups: readonly { powertrain: string; owner: string }[]): Record<string, number | null> {
  const table: Record<string, number | null> = {};
  for (const powertrain of powertrains)
    for (const owner of owners) table[resultKey(powertrain, owner)] = pickResult(groups, { powertrain, owner });
  return table;
}
