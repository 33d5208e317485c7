import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defenderFuels,
  defenderPacks,
  defenderSizes,
  packOptions,
  packScores,
  pickVariant,
  recommendDefender,
  recommendFuel,
  recommendPack,
  recommendSize,
  stepOptions,
  variantKey,
  variantTable,
  type DefenderAnswers,
} from './matching';

const answers = (activities: string[], journeys: string[], companions: string[]): DefenderAnswers => ({ activities, journeys, companions });

describe('size: 110 for rear passengers, a dog with a partner, or bulky gear; else 90', () => {
  it.each([
    [['children'], [], '110', 'passengers'],
    [['friends'], [], '110', 'passengers'],
    [['solo', 'children'], [], '110', 'passengers'],
    [['dog', 'partner'], [], '110', 'dog_and_passengers'],
    [['dog'], [], '90', 'compact'],
    [['partner'], [], '90', 'compact'],
    [['solo'], ['camping', 'cycling'], '110', 'gear'],
    [['solo'], ['water_sports', 'snow_sports'], '110', 'gear'],
    [['solo'], ['camping', 'hiking'], '90', 'compact'],
    [['solo'], ['camping', 'fishing', 'city_life'], '90', 'compact'],
  ])('companions %j, activities %j → %s (%s)', (companions, activities, size, reason) => {
    expect(recommendSize(answers(activities, [], companions))).toEqual({ size, reason });
  });

  it('says passengers before the dog, and the dog before gear', () => {
    expect(recommendSize(answers(['camping', 'cycling'], [], ['dog', 'partner', 'friends'])).reason).toBe('passengers');
    expect(recommendSize(answers(['camping', 'cycling'], [], ['dog', 'partner'])).reason).toBe('dog_and_passengers');
  });
});

describe('fuel: diesel for towing or motorway runs; else petrol', () => {
  it.each([
    [['towing'], 'diesel', 'towing'],
    [['towing', 'motorway'], 'diesel', 'towing'],
    [['motorway'], 'diesel', 'long_trips'],
    [['city', 'motorway'], 'diesel', 'long_trips'],
    [['city'], 'petrol', 'everyday'],
    [['off_road', 'snow', 'mountain_roads'], 'petrol', 'everyday'],
    [[], 'petrol', 'everyday'],
  ])('journeys %j → %s (%s)', (journeys, fuel, reason) => {
    expect(recommendFuel(answers([], journeys, []))).toEqual({ fuel, reason });
  });
});

describe('pack: the most points wins', () => {
  it('adds each option’s points to the packs it suits', () => {
    expect(packScores(answers(['camping', 'hiking'], ['off_road'], ['dog']))).toEqual({ explorer: 5, adventurer: 3, country: 3, urban: 0 });
    expect(packScores(answers(['city_life'], ['city', 'motorway'], ['partner', 'children']))).toEqual({
      explorer: 0,
      adventurer: 0,
      country: 0,
      urban: 7,
    });
  });

  it.each([
    // Overlanding: camping off the road.
    [['camping'], ['off_road'], ['solo'], 'explorer', ['camping', 'off_road']],
    // Sports: bikes, boards, mountains.
    [['cycling', 'water_sports'], ['mountain_roads'], ['friends'], 'adventurer', ['cycling', 'water_sports', 'mountain_roads']],
    // A dog and a fishing rod.
    [['fishing'], ['snow'], ['dog'], 'country', ['dog', 'fishing', 'snow']],
    // Town life.
    [['city_life'], ['city'], ['partner'], 'urban', ['city_life', 'city', 'partner']],
  ])('%j / %j / %j → %s because of %j', (activities, journeys, companions, pack, because) => {
    expect(recommendPack(answers(activities, journeys, companions))).toEqual({ pack, because });
  });

  it('breaks a tie in the order explorer, adventurer, country, urban', () => {
    // explorer 1 + adventurer 1 (snow_sports) → explorer.
    expect(recommendPack(answers(['snow_sports'], [], ['solo'])).pack).toBe('explorer');
    // adventurer 2 (cycling) = urban 2 (city) → adventurer.
    expect(recommendPack(answers(['cycling'], ['city'], ['solo'])).pack).toBe('adventurer');
    // country 2 (fishing) = urban 2 (city_life) → country.
    expect(recommendPack(answers(['fishing', 'city_life'], [], ['solo'])).pack).toBe('country');
  });

  it('gives urban, with no reasons, when nothing scores', () => {
    expect(recommendPack(answers([], [], ['solo']))).toEqual({ pack: 'urban', because: [] });
    expect(recommendPack(answers(['unknown'], ['nowhere'], []))).toEqual({ pack: 'urban', because: [] });
  });

  it('names at most three reasons, the strongest first, ties in the order they were asked', () => {
    expect(recommendPack(answers(['camping', 'hiking', 'snow_sports'], ['off_road', 'snow'], ['solo'])).because).toEqual([
      'camping',
      'off_road',
      'hiking',
    ]);
  });
});

describe('recommendDefender', () => {
  it('puts the three rules together', () => {
    expect(recommendDefender(answers(['camping', 'cycling'], ['off_road', 'towing'], ['children', 'dog']))).toEqual({
      size: '110',
      fuel: 'diesel',
      pack: 'explorer',
      reasons: { size: 'passengers', fuel: 'towing', pack: ['camping', 'off_road'] },
    });
    expect(recommendDefender(answers(['city_life'], ['city'], ['solo']))).toEqual({
      size: '90',
      fuel: 'petrol',
      pack: 'urban',
      reasons: { size: 'compact', fuel: 'everyday', pack: ['city_life', 'city'] },
    });
  });

  it('always answers a size, fuel and pack, whatever is ticked', () => {
    const pick = (keys: readonly string[]) => fc.subarray([...keys]);
    fc.assert(
      fc.property(pick(stepOptions.activities), pick(stepOptions.journeys), pick(stepOptions.companions), (a, j, c) => {
        const r = recommendDefender(answers(a, j, c));
        expect(defenderSizes).toContain(r.size);
        expect(defenderFuels).toContain(r.fuel);
        expect(defenderPacks).toContain(r.pack);
        expect(r.reasons.pack.length).toBeLessThanOrEqual(3);
        // Ticking the same answers in another order changes nothing.
        expect(recommendDefender(answers([...a].reverse(), [...j].reverse(), [...c].reverse()))).toMatchObject({
          size: r.size,
          fuel: r.fuel,
          pack: r.pack,
        });
      }),
    );
  });
});

describe('pickVariant', () => {
  const group = (size: string, fuel_type: string, pack: string) => ({ size, fuel_type, pack });
  const wanted = { size: '110', fuel: 'diesel', pack: 'explorer' } as const;

  it('finds the exact variant', () => {
    const groups = [group('90', 'diesel', 'explorer'), group('110', 'diesel', 'explorer'), group('110', 'petrol', 'explorer')];
    expect(pickVariant(groups, wanted)).toBe(1);
  });

  it('else prefers the same pack, then the same size, then the same fuel; the first of equals', () => {
    expect(pickVariant([group('110', 'diesel', 'urban'), group('90', 'petrol', 'explorer')], wanted)).toBe(1);
    expect(pickVariant([group('90', 'diesel', 'explorer'), group('110', 'petrol', 'explorer')], wanted)).toBe(1);
    expect(pickVariant([group('90', 'petrol', 'explorer'), group('90', 'diesel', 'explorer')], wanted)).toBe(1);
    expect(pickVariant([group('90', 'petrol', 'urban'), group('90', 'petrol', 'country')], wanted)).toBe(0);
  });

  it('is null without groups', () => {
    expect(pickVariant([], wanted)).toBeNull();
  });

  it('the table gives each of the 16 combinations its own group when all exist', () => {
    const all = defenderSizes.flatMap((size) => defenderFuels.flatMap((fuel) => packOptions.map((pack) => group(size, fuel, pack))));
    const table = variantTable(all);
    expect(Object.keys(table)).toHaveLength(16);
    for (const [key, index] of Object.entries(table)) {
      const g = all[index!]!;
      expect(variantKey({ size: g.size, fuel: g.fuel_type, pack: g.pack })).toBe(key);
    }
    expect(Object.values(variantTable([])).every((index) => index === null)).toBe(true);
  });
});
