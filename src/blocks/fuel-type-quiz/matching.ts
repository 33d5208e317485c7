import type { Answers, FlowQuestion } from '../quiz-kit/quiz-flow';
import { rankOutcomes, totalPoints, type PointsTable } from '../quiz-kit/scoring';

/**
 * The fuel type quiz's questions and matching rules (blocks.md §2.1 and §9, decision 0061). Pure:
 * the island runs it in the browser, the tests pin every rule.
 */
export const fuelTypes = ['petrol', 'diesel', 'phev', 'bev'] as const;
export type FuelType = (typeof fuelTypes)[number];

/** blocks.md §9: yearly kilometres under 11,000 / 11,000–24,000 / over 24,000. */
export const yearlyKmBands = [11_000, 24_000] as const;
/** blocks.md §9: typical journey under 16 / 16–48 / 48–160 / over 160 km. */
export const journeyKmBands = [16, 48, 160] as const;
/** blocks.md §9: what counts as a very long journey. */
export const longJourneyKm = 300;

export const questionIds = {
  yearly: 'yearly_km',
  journey: 'journey_km',
  drivingTypes: 'driving_types',
  chargePoint: 'charge_point',
  roadType: 'road_type',
  longJourneys: 'long_journeys',
  drivingStyle: 'driving_style',
} as const;

/** Every question the quiz may ask; the fourth and fifth each have two versions (the editor picks). */
const allQuestions = {
  yearly_km: { id: 'yearly_km', values: ['under_11000', '11000_24000', 'over_24000'] },
  journey_km: { id: 'journey_km', values: ['under_16', '16_48', '48_160', 'over_160'] },
  driving_types: { id: 'driving_types', multiple: true, values: ['commute', 'errands', 'leisure', 'towing'] },
  charge_point: { id: 'charge_point', values: ['home', 'install', 'nearby', 'none'] },
  road_type: { id: 'road_type', values: ['city', 'suburban', 'highway', 'rough'] },
  long_journeys: { id: 'long_journeys', values: ['often', 'sometimes', 'rarely'] },
  driving_style: { id: 'driving_style', values: ['relaxed', 'balanced', 'sporty'] },
} as const satisfies Record<string, FlowQuestion & { id: string }>;

export type FuelQuestionId = keyof typeof allQuestions;

export interface QuestionChoice {
  /** Ask the road type instead of charge point access (question 4). */
  ask_road_type: boolean;
  /** Ask the driving style instead of journeys over 300 km (question 5). */
  ask_driving_style: boolean;
}

/** The five questions, in order, with the versions of questions 4 and 5 the editor chose. */
export function fuelQuestions(choice: QuestionChoice): FlowQuestion[] {
  return [
    allQuestions.yearly_km,
    allQuestions.journey_km,
    allQuestions.driving_types,
    choice.ask_road_type ? allQuestions.road_type : allQuestions.charge_point,
    choice.ask_driving_style ? allQuestions.driving_style : allQuestions.long_journeys,
  ];
}

/** The answer values of a question, for labels and tests. */
export function answerValues(question: FuelQuestionId): readonly string[] {
  return allQuestions[question].values;
}

type Points = Partial<Record<FuelType, number>>;

/**
 * Points per answer (decision 0061 explains each row). Low yearly and short distances favour
 * electric driving, high mileage and long distances diesel; charging at home makes a battery
 * electric car easy, towing and rough roads suit diesel torque, a sporty style petrol.
 */
export const fuelPoints: PointsTable<FuelType> = {
  yearly_km: {
    under_11000: { petrol: 2, phev: 2, bev: 2 },
    '11000_24000': { petrol: 1, diesel: 2, phev: 2, bev: 2 },
    over_24000: { diesel: 3, phev: 1, bev: 1 },
  },
  journey_km: {
    under_16: { petrol: 2, phev: 2, bev: 3 },
    '16_48': { petrol: 1, diesel: 1, phev: 3, bev: 2 },
    '48_160': { petrol: 1, diesel: 2, phev: 1, bev: 2 },
    over_160: { petrol: 1, diesel: 3 },
  },
  driving_types: {
    commute: { phev: 1, bev: 1 },
    errands: { petrol: 1, bev: 1 },
    leisure: { petrol: 1, diesel: 1 },
    towing: { diesel: 2 },
  },
  charge_point: {
    home: { phev: 2, bev: 3 },
    install: { phev: 2, bev: 2 },
    nearby: { petrol: 1, phev: 1, bev: 1 },
    none: { petrol: 2, diesel: 2 },
  },
  road_type: {
    city: { petrol: 1, phev: 1, bev: 2 },
    suburban: { petrol: 1, phev: 2, bev: 1 },
    highway: { petrol: 1, diesel: 2 },
    rough: { diesel: 2, phev: 1 },
  },
  long_journeys: {
    often: { petrol: 1, diesel: 3, phev: 1 },
    sometimes: { petrol: 1, diesel: 1, phev: 2, bev: 1 },
    rarely: { petrol: 1, phev: 1, bev: 3 },
  },
  driving_style: {
    relaxed: { diesel: 1, phev: 1, bev: 2 },
    balanced: { petrol: 1, diesel: 1, phev: 2 },
    sporty: { petrol: 2, phev: 1, bev: 1 },
  },
} satisfies Record<FuelQuestionId, Record<string, Points>>;

/**
 * Equal totals: the plug-in hybrid first (it suits the widest range of drivers, charged or not),
 * then battery electric, petrol, diesel.
 */
export const fuelPreference: readonly FuelType[] = ['phev', 'bev', 'petrol', 'diesel'];

export interface FuelMatch {
  result: FuelType;
  /** 'You could also consider': the second best, when the block offers another fuel type. */
  alternative: FuelType | null;
  totals: Record<FuelType, number>;
}

/**
 * The best fuel type among those the block offers (each offered type has a result view), and the
 * second best. Without a charge point at home, at work or nearby a battery electric car is never
 * suggested ahead of another offered type.
 */
export function matchFuelType(answers: Answers, offered: readonly FuelType[] = fuelTypes): FuelMatch | null {
  const totals = totalPoints(fuelPoints, fuelTypes, answers);
  const noCharging = (answers.charge_point ?? []).includes('none');
  const ranked = rankOutcomes(
    totals,
    fuelPreference.filter((type) => offered.includes(type)),
    noCharging ? ['bev'] : [],
  );
  const [result, alternative] = ranked;
  return result ? { result, alternative: alternative ?? null, totals } : null;
}
