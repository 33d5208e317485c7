/**
 * The Defender quiz's matching rules (blocks.md §2.10 gives none; decision 0062). Three multi-select
 * steps — activities, journeys, companions — choose a body size (90 or 110), a fuel (diesel or
 * petrol) and one of four accessory packs. Each rule is plain and can be said back to the visitor:
 *
 * - **Size 110** for passengers in the rear (children, friends), a dog travelling with people, or
 *   two or more activities with bulky gear; otherwise the compact 90.
 * - **Diesel** for long motorway runs or towing (torque, range, and a particulate filter that needs
 *   long runs to stay clean); otherwise petrol (mild hybrid), smoother for everyday, shorter trips.
 * - **Pack**: every option adds points to the packs it suits (`packWeights`); the most points wins,
 *   ties in the order explorer, adventurer, country, urban (the more specialised pack first); no
 *   points at all gives urban, the everyday pack.
 */
export const activityKeys = ['camping', 'hiking', 'cycling', 'water_sports', 'snow_sports', 'fishing', 'city_life'] as const;
export const journeyKeys = ['city', 'motorway', 'mountain_roads', 'off_road', 'snow', 'towing'] as const;
export const companionKeys = ['solo', 'partner', 'children', 'friends', 'dog'] as const;

export const defenderSteps = ['activities', 'journeys', 'companions'] as const;
export type DefenderStep = (typeof defenderSteps)[number];

export const stepOptions = { activities: activityKeys, journeys: journeyKeys, companions: companionKeys } as const;
export type OptionKey = (typeof activityKeys)[number] | (typeof journeyKeys)[number] | (typeof companionKeys)[number];

export const defenderSizes = ['90', '110'] as const;
export const defenderFuels = ['diesel', 'petrol'] as const;
/** In the order that breaks a tie: the more specialised pack first. */
export const defenderPacks = ['explorer', 'adventurer', 'country', 'urban'] as const;
/** The editor's order of the pack select (blocks.md §2.10). */
export const packOptions = ['adventurer', 'country', 'explorer', 'urban'] as const;
export type DefenderSize = (typeof defenderSizes)[number];
export type DefenderFuel = (typeof defenderFuels)[number];
export type DefenderPack = (typeof defenderPacks)[number];

/** blocks.md §2.10: CO2 emission figures, g/km. */
export const emissionDefaults: Record<DefenderFuel, number> = { diesel: 204, petrol: 227 };

export type DefenderAnswers = Record<DefenderStep, readonly string[]>;

export type SizeReason = 'passengers' | 'dog_and_passengers' | 'gear' | 'compact';
export type FuelReason = 'towing' | 'long_trips' | 'everyday';

export interface DefenderRecommendation {
  size: DefenderSize;
  fuel: DefenderFuel;
  pack: DefenderPack;
  reasons: { size: SizeReason; fuel: FuelReason; pack: OptionKey[] };
}

/** Activities whose gear fills a boot: two of them need the 110's load space. */
const bulkyGear: ReadonlySet<string> = new Set(['camping', 'cycling', 'water_sports', 'snow_sports']);
const rearPassengers: ReadonlySet<string> = new Set(['children', 'friends']);

export function recommendSize(answers: DefenderAnswers): { size: DefenderSize; reason: SizeReason } {
  const companions = new Set(answers.companions);
  if ([...rearPassengers].some((c) => companions.has(c))) return { size: '110', reason: 'passengers' };
  if (companions.has('dog') && companions.has('partner')) return { size: '110', reason: 'dog_and_passengers' };
  if (answers.activities.filter((a) => bulkyGear.has(a)).length >= 2) return { size: '110', reason: 'gear' };
  return { size: '90', reason: 'compact' };
}

export function recommendFuel(answers: DefenderAnswers): { fuel: DefenderFuel; reason: FuelReason } {
  if (answers.journeys.includes('towing')) return { fuel: 'diesel', reason: 'towing' };
  if (answers.journeys.includes('motorway')) return { fuel: 'diesel', reason: 'long_trips' };
  return { fuel: 'petrol', reason: 'everyday' };
}

/** Points each option gives the packs it suits (the packs' contents: decision 0062). */
export const packWeights: Record<OptionKey, Partial<Record<DefenderPack, number>>> = {
  camping: { explorer: 2, adventurer: 1 },
  hiking: { adventurer: 2, explorer: 1 },
  cycling: { adventurer: 2 },
  water_sports: { adventurer: 2 },
  snow_sports: { adventurer: 1, explorer: 1 },
  fishing: { country: 2 },
  city_life: { urban: 2 },
  city: { urban: 2 },
  motorway: { urban: 1 },
  mountain_roads: { adventurer: 1 },
  off_road: { explorer: 2 },
  snow: { explorer: 1, country: 1 },
  towing: { country: 1 },
  solo: {},
  partner: { urban: 1 },
  children: { urban: 1 },
  friends: { adventurer: 1 },
  dog: { country: 3 },
};

const isOption = (key: string): key is OptionKey => Object.hasOwn(packWeights, key);

/** Every selected option, in step order, once (unknown keys ignored). */
function selectedOptions(answers: DefenderAnswers): OptionKey[] {
  const all = defenderSteps.flatMap((step) => answers[step]).filter(isOption);
  return [...new Set(all)];
}

export function packScores(answers: DefenderAnswers): Record<DefenderPack, number> {
  const scores: Record<DefenderPack, number> = { explorer: 0, adventurer: 0, country: 0, urban: 0 };
  for (const option of selectedOptions(answers)) {
    for (const pack of defenderPacks) scores[pack] += packWeights[option][pack] ?? 0;
  }
  return scores;
}

/** The pack with the most points and the options that gave it points, strongest first (at most three). */
export function recommendPack(answers: DefenderAnswers): { pack: DefenderPack; because: OptionKey[] } {
  const scores = packScores(answers);
  const best = Math.max(...defenderPacks.map((pack) => scores[pack]));
  if (best <= 0) return { pack: 'urban', because: [] };
  const pack = defenderPacks.find((p) => scores[p] === best)!;
  const because = selectedOptions(answers)
    .map((option, order) => ({ option, order, weight: packWeights[option][pack] ?? 0 }))
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, 3)
    .map((entry) => entry.option);
  return { pack, because };
}

export function recommendDefender(answers: DefenderAnswers): DefenderRecommendation {
  const size = recommendSize(answers);
  const fuel = recommendFuel(answers);
  const pack = recommendPack(answers);
  return { size: size.size, fuel: fuel.fuel, pack: pack.pack, reasons: { size: size.reason, fuel: fuel.reason, pack: pack.because } };
}

export interface VariantChoice {
  size: string;
  fuel_type: string;
  pack: string;
}

/**
 * The editor's variant group that shows a recommendation: the exact one, or else the closest — the
 * same pack weighs most, then the size, then the fuel; the first group wins a tie. Null without groups.
 */
export function pickVariant(
  groups: readonly VariantChoice[],
  wanted: Pick<DefenderRecommendation, 'size' | 'fuel' | 'pack'>,
): number | null {
  let best: number | null = null;
  let bestScore = -1;
  groups.forEach((group, index) => {
    const score = (group.pack === wanted.pack ? 4 : 0) + (group.size === wanted.size ? 2 : 0) + (group.fuel_type === wanted.fuel ? 1 : 0);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/** `110-diesel-explorer`: a recommendation's name for analytics and lookups. */
export const variantKey = (v: { size: string; fuel: string; pack: string }) => `${v.size}-${v.fuel}-${v.pack}`;

/** For each of the 16 combinations, the group that shows it (null without groups): computed on the server, looked up in the browser. */
export function variantTable(groups: readonly VariantChoice[]): Record<string, number | null> {
  const table: Record<string, number | null> = {};
  for (const size of defenderSizes)
    for (const fuel of defenderFuels)
      for (const pack of defenderPacks) table[variantKey({ size, fuel, pack })] = pickVariant(groups, { size, fuel, pack });
  return table;
}
