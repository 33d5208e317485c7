import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeAnswers,
  owners,
  pickResult,
  powertrainQuestions,
  powertrains,
  recommendPowertrain,
  resultKey,
  resultTable,
  type PowertrainAnswers,
} from './matching';

const base: PowertrainAnswers = { owner: 'private', charging: 'none', roads: 'mixed', daily_distance: 'under_40', towing: 'never' };
const recommend = (change: Partial<PowertrainAnswers>) => recommendPowertrain({ ...base, ...change });

describe('powertrain matching rules, first that holds', () => {
  it('1. tows frequently → diesel, whatever else', () => {
    expect(recommend({ towing: 'frequently', charging: 'home', daily_distance: 'under_40', roads: 'city' })).toMatchObject({
      powertrain: 'diesel',
      reason: 'tows_frequently',
    });
    // Occasional towing does not decide.
    expect(recommend({ towing: 'occasionally', charging: 'home' }).powertrain).toBe('phev');
  });

  it('2. can charge (home or work) and drives under 80 km a day → plug-in hybrid', () => {
    for (const charging of ['home', 'work'] as const)
      for (const daily_distance of ['under_40', '40_80'] as const)
        for (const roads of ['city', 'mixed', 'motorway'] as const)
          expect(recommend({ charging, daily_distance, roads }), `${charging} ${daily_distance} ${roads}`).toMatchObject({
            powertrain: 'phev',
            reason: 'charges_short_days',
          });
  });

  it('3. charges at home, 80–120 km a day, not mostly motorways → plug-in hybrid', () => {
    expect(recommend({ charging: 'home', daily_distance: '80_120', roads: 'city' })).toMatchObject({
      powertrain: 'phev',
      reason: 'charges_at_home_medium_days',
    });
    expect(recommend({ charging: 'home', daily_distance: '80_120', roads: 'mixed' }).powertrain).toBe('phev');
    // At work only, or mostly on motorways: not enough electric driving.
    expect(recommend({ charging: 'work', daily_distance: '80_120', roads: 'city' })).toMatchObject({
      powertrain: 'diesel',
      reason: 'medium_days',
    });
    expect(recommend({ charging: 'home', daily_distance: '80_120', roads: 'motorway' })).toMatchObject({
      powertrain: 'diesel',
      reason: 'motorway',
    });
  });

  it('4. 120 km a day or more → diesel, even with charging', () => {
    for (const daily_distance of ['120_160', 'over_160'] as const)
      for (const charging of ['home', 'work', 'none'] as const)
        expect(recommend({ daily_distance, charging, roads: 'city' })).toMatchObject({ powertrain: 'diesel', reason: 'long_days' });
  });

  it('5. mostly motorways and at least 40 km a day → diesel', () => {
    expect(recommend({ roads: 'motorway', daily_distance: '40_80' })).toMatchObject({ powertrain: 'diesel', reason: 'motorway' });
    expect(recommend({ roads: 'motorway', daily_distance: '80_120' })).toMatchObject({ powertrain: 'diesel', reason: 'motorway' });
    expect(recommend({ roads: 'motorway', daily_distance: 'under_40' })).toMatchObject({ powertrain: 'petrol', reason: 'short_days' });
  });

  it('6. 80–120 km a day without the plug-in’s conditions → diesel', () => {
    expect(recommend({ daily_distance: '80_120', roads: 'city' })).toMatchObject({ powertrain: 'diesel', reason: 'medium_days' });
  });

  it('7. otherwise → petrol mild hybrid', () => {
    expect(recommend({})).toMatchObject({ powertrain: 'petrol', reason: 'short_days' });
    expect(recommend({ daily_distance: '40_80', roads: 'city' })).toMatchObject({ powertrain: 'petrol', reason: 'short_days' });
    expect(recommend({ daily_distance: '40_80', roads: 'mixed', towing: 'occasionally' })).toMatchObject({ powertrain: 'petrol' });
  });

  it('question 1 says whose result: private or business', () => {
    expect(recommend({ owner: 'business' }).owner).toBe('business');
    expect(recommend({ owner: 'private' }).owner).toBe('private');
  });

  it('answers every combination of answers with a powertrain and the owner asked', () => {
    const answer = (i: number) => fc.constantFrom(...powertrainQuestions[i]!.answers);
    fc.assert(
      fc.property(answer(0), answer(1), answer(2), answer(3), answer(4), (owner, charging, roads, daily_distance, towing) => {
        const r = recommendPowertrain({ owner, charging, roads, daily_distance, towing } as PowertrainAnswers);
        expect(powertrains).toContain(r.powertrain);
        expect(r.owner).toBe(owner);
        // A plug-in hybrid always needs somewhere to charge, and never a frequent trailer.
        if (r.powertrain === 'phev') expect([charging, towing].some((v) => v === 'none' || v === 'frequently')).toBe(false);
      }),
    );
  });
});

describe('completeAnswers', () => {
  it('reads the five answers in question order', () => {
    expect(completeAnswers(['business', 'home', 'city', '40_80', 'never'])).toEqual({
      owner: 'business',
      charging: 'home',
      roads: 'city',
      daily_distance: '40_80',
      towing: 'never',
    });
  });

  it('is null while an answer is missing or unknown', () => {
    expect(completeAnswers(['business', 'home', 'city', '40_80', null])).toBeNull();
    expect(completeAnswers(['business', 'home', 'city', '200_km', 'never'])).toBeNull();
    expect(completeAnswers([])).toBeNull();
  });
});

describe('pickResult', () => {
  const groups = [
    { powertrain: 'phev', owner: 'private' },
    { powertrain: 'diesel', owner: 'business' },
    { powertrain: 'phev', owner: 'business' },
  ];

  it('finds the powertrain for the owner, else for the other owner, else none', () => {
    expect(pickResult(groups, { powertrain: 'phev', owner: 'business' })).toBe(2);
    expect(pickResult(groups, { powertrain: 'diesel', owner: 'private' })).toBe(1);
    expect(pickResult(groups, { powertrain: 'petrol', owner: 'private' })).toBeNull();
  });

  it('tables all six recommendations', () => {
    const table = resultTable(groups);
    expect(Object.keys(table).sort()).toEqual(powertrains.flatMap((p) => owners.map((o) => resultKey(p, o))).sort());
    expect(table).toMatchObject({ 'phev-private': 0, 'phev-business': 2, 'diesel-private': 1, 'petrol-business': null });
  });
});
