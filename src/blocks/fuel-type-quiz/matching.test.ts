import { describe, expect, it } from 'vitest';
import { answerRows } from '../quiz-kit/test-support';
import { answerValues, fuelQuestions, journeyKmBands, longJourneyKm, matchFuelType, yearlyKmBands, type FuelType } from './matching';

/** Points as [petrol, diesel, phev, bev]: decision 0061's table, written out again. */
type Row = [number, number, number, number];
const rules: Record<string, Record<string, Row>> = {
  yearly_km: { under_11000: [2, 0, 2, 2], '11000_24000': [1, 2, 2, 2], over_24000: [0, 3, 1, 1] },
  journey_km: { under_16: [2, 0, 2, 3], '16_48': [1, 1, 3, 2], '48_160': [1, 2, 1, 2], over_160: [1, 3, 0, 0] },
  driving_types: { commute: [0, 0, 1, 1], errands: [1, 0, 0, 1], leisure: [1, 1, 0, 0], towing: [0, 2, 0, 0] },
  charge_point: { home: [0, 0, 2, 3], install: [0, 0, 2, 2], nearby: [1, 0, 1, 1], none: [2, 2, 0, 0] },
  road_type: { city: [1, 0, 1, 2], suburban: [1, 0, 2, 1], highway: [1, 2, 0, 0], rough: [0, 2, 1, 0] },
  long_journeys: { often: [1, 3, 1, 0], sometimes: [1, 1, 2, 1], rarely: [1, 0, 1, 3] },
  driving_style: { relaxed: [0, 1, 1, 2], balanced: [1, 1, 2, 0], sporty: [2, 0, 1, 1] },
};
const asRow = (totals: Record<FuelType, number>): Row => [totals.petrol, totals.diesel, totals.phev, totals.bev];
const answers = (a: Record<string, string | string[]>) => Object.fromEntries(Object.entries(a).map(([q, v]) => [q, [v].flat()]));
/** The answers to the five questions of the default block, in their order. */
const five = (yearly_km: string, journey_km: string, driving_types: string[], charge_point: string, long_journeys: string) =>
  answers({ yearly_km, journey_km, driving_types, charge_point, long_journeys });

describe('fuel type quiz: questions', () => {
  it('uses the bands and threshold of blocks.md §9', () => {
    expect(yearlyKmBands).toEqual([11_000, 24_000]);
    expect(journeyKmBands).toEqual([16, 48, 160]);
    expect(longJourneyKm).toBe(300);
  });

  it('asks five questions: 3, 4, 4 (several allowed), 4 and 3 answers', () => {
    const asked = fuelQuestions({ ask_road_type: false, ask_driving_style: false });
    expect(asked.map((q) => [q.id, q.values.length, q.multiple ?? false])).toEqual([
      ['yearly_km', 3, false],
      ['journey_km', 4, false],
      ['driving_types', 4, true],
      ['charge_point', 4, false],
      ['long_journeys', 3, false],
    ]);
  });

  it('asks the road type and the driving style instead when the editor chooses them', () => {
    expect(fuelQuestions({ ask_road_type: true, ask_driving_style: false }).map((q) => q.id)).toEqual([
      'yearly_km',
      'journey_km',
      'driving_types',
      'road_type',
      'long_journeys',
    ]);
    const both = fuelQuestions({ ask_road_type: true, ask_driving_style: true });
    expect(both.slice(3).map((q) => [q.id, q.values.length])).toEqual([
      ['road_type', 4],
      ['driving_style', 3],
    ]);
    expect(fuelQuestions({ ask_road_type: false, ask_driving_style: true })[3]!.id).toBe('charge_point');
  });
});

describe('fuel type quiz: matching rules', () => {
  it.each(answerRows(rules))('%s = %s gives [petrol, diesel, phev, bev] %j', (question, answer, row) => {
    expect(asRow(matchFuelType({ [question]: [answer] })!.totals)).toEqual(row);
  });

  it('has a rule for every answer of every question', () => {
    for (const question of Object.keys(rules)) expect(Object.keys(rules[question]!), question).toEqual(answerValues(question as never));
  });

  it('adds up the answers, every ticked kind of driving counting', () => {
    const totals = matchFuelType(answers({ yearly_km: 'over_24000', driving_types: ['commute', 'leisure', 'towing'] }))!.totals;
    expect(asRow(totals)).toEqual([0 + 1, 3 + 1 + 2, 1 + 1, 1 + 1]);
  });

  it.each([
    ['bev', 'phev', 'petrol 6, diesel 0, phev 8, bev 13', five('under_11000', 'under_16', ['commute', 'errands'], 'home', 'rarely')],
    ['phev', 'bev', 'petrol 4, diesel 5, phev 10, bev 8', five('11000_24000', '16_48', ['commute', 'leisure'], 'install', 'sometimes')],
    ['petrol', 'diesel', 'petrol 8, diesel 6, phev 5', five('under_11000', '48_160', ['errands', 'leisure'], 'none', 'sometimes')],
  ])('recommends %s, the highest total, and offers %s as “You could also consider” (%s)', (result, alternative, _, given) => {
    expect(matchFuelType(given)).toMatchObject({ result, alternative });
  });

  it('never puts battery electric ahead of another fuel type without anywhere to charge', () => {
    // bev 2+3+1+0+3 = 9 would beat petrol 2+2+1+2+1 = 8 if charging were possible.
    const noCharging = five('under_11000', 'under_16', ['errands'], 'none', 'rarely');
    const match = matchFuelType(noCharging)!;
    expect(match.totals.bev).toBeGreaterThan(match.totals.petrol);
    expect(match).toMatchObject({ result: 'petrol', alternative: 'phev' });
    // Charging nearby is enough: then it wins.
    expect(matchFuelType({ ...noCharging, charge_point: ['nearby'] })!.result).toBe('bev');
    // With only battery electric left among the offered types, it is still shown.
    expect(matchFuelType(noCharging, ['bev'])).toMatchObject({ result: 'bev', alternative: null });
    expect(matchFuelType(noCharging, ['bev', 'diesel'])).toMatchObject({ result: 'diesel', alternative: 'bev' });
  });

  it('breaks equal totals by preference: plug-in hybrid, battery electric, petrol, diesel', () => {
    // No answers: all at 0.
    expect(matchFuelType({})).toMatchObject({ result: 'phev', alternative: 'bev' });
    // petrol 2 = phev 2 = bev 2 (under 11,000 km).
    expect(matchFuelType({ yearly_km: ['under_11000'] })).toMatchObject({ result: 'phev', alternative: 'bev' });
    // petrol 1 = diesel 1 (leisure): petrol first.
    expect(matchFuelType({ driving_types: ['leisure'] }, ['diesel', 'petrol'])).toMatchObject({ result: 'petrol', alternative: 'diesel' });
    // bev 1 = petrol 1 (errands): battery electric first.
    expect(matchFuelType({ driving_types: ['errands'] }, ['petrol', 'bev'])).toMatchObject({ result: 'bev', alternative: 'petrol' });
  });

  it('chooses only among the fuel types the block has a result view for', () => {
    const city = answers({ yearly_km: 'under_11000', journey_km: 'under_16', charge_point: 'home', long_journeys: 'rarely' });
    expect(matchFuelType(city)!.result).toBe('bev');
    expect(matchFuelType(city, ['petrol', 'diesel', 'phev'])).toMatchObject({ result: 'phev', alternative: 'petrol' });
    expect(matchFuelType(city, ['diesel'])).toMatchObject({ result: 'diesel', alternative: null });
    expect(matchFuelType(city, [])).toBeNull();
  });
});
