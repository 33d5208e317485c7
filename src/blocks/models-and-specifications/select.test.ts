import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import { pickModelCards } from './select';

const group = (car_key: string, accordion_schema: unknown = {}, is_disabled = false) => ({ car_key, accordion_schema, is_disabled });

describe('pickModelCards', () => {
  it('picks each shown group’s entry derivative (of the schema’s engine) and the fuels of all its derivatives', () => {
    const cards = pickModelCards(fixtureCatalogue(), [
      group('range_rover'),
      group('defender_110', {}, true),
      group('defender_110', { engine_key: 'p400' }),
      group(' discovery '),
    ]);
    expect(cards.map((c) => [c.index, c.ok && c.value.headline.key, c.ok && c.value.fuels])).toEqual([
      // The latest model year heads; the labels count every engine listed, whatever its model year.
      [0, 'range_rover_2028_ev400_se', ['bev', 'mhev', 'phev']],
      [2, 'defender_110_2027_p400_x', ['mhev']],
      [3, 'discovery_2027_d250_s', ['diesel', 'mhev', 'petrol']],
    ]);
  });

  it('says why a group has no card', () => {
    const cards = pickModelCards(fixtureCatalogue(), [
      group('defender_90'),
      group('defender_110', { engine_key: 'ev400' }),
      group('defender_130'),
    ]);
    expect(cards).toEqual([
      { index: 0, ok: false, problem: { kind: 'unknown_car', car: 'defender_90' } },
      { index: 1, ok: false, problem: { kind: 'no_derivative', car: 'defender_110', engine: 'ev400' } },
      { index: 2, ok: false, problem: { kind: 'no_derivative', car: 'defender_130' } },
    ]);
  });
});
