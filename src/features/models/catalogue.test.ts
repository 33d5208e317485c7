import { describe, expect, it } from 'vitest';
import {
  derivativesOf,
  findDerivative,
  findEngine,
  findNameplate,
  groupedNameplates,
  headlineDerivative,
  unknownCatalogueKeys,
} from './catalogue';
import { testCatalogue } from './test-catalogue';

const cat = testCatalogue();

describe('model catalogue look-ups', () => {
  it('finds a nameplate, an engine and a derivative by their key or id, and nothing for another', () => {
    expect(findNameplate(cat, 'defender_110')?.nameJa).toBe('ディフェンダー 110');
    expect(findNameplate(cat, 'defender')).toBeUndefined();
    expect(findEngine(cat, 'p400')?.powerPs).toBe(400);
    expect(findEngine(cat, 'P400')).toBeUndefined();
    expect(findDerivative(cat, 5)?.key).toBe('ipace_2026_ev400_hse');
    expect(findDerivative(cat, 99)).toBeUndefined();
  });

  it('lists a car’s derivatives latest model year first, then cheapest first', () => {
    expect(derivativesOf(cat, 'defender_110').map((d) => d.id)).toEqual([4, 3, 2, 1]);
    expect(derivativesOf(cat, 'defender_110', 'd300').map((d) => d.id)).toEqual([4, 3, 1]);
    expect(derivativesOf(cat, 'defender_110', 'ev400')).toEqual([]);
    expect(derivativesOf(cat, 'defender_130')).toEqual([]);
    // The catalogue itself is left in its order.
    expect(cat.derivatives.map((d) => d.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('breaks a tie of year and price by key, so the order never depends on the rows’ order', () => {
    const twins = testCatalogue();
    twins.derivatives = twins.derivatives.map((d) => (d.id === 2 ? { ...d, priceFromJpy: 10_500_000, key: 'a_first' } : d));
    expect(derivativesOf(twins, 'defender_110').map((d) => d.id)).toEqual([2, 4, 3, 1]);
    twins.derivatives.reverse();
    expect(derivativesOf(twins, 'defender_110').map((d) => d.id)).toEqual([2, 4, 3, 1]);
  });

  it('heads a car (and engine) with its current entry derivative', () => {
    expect(headlineDerivative(cat, 'defender_110')?.id).toBe(4);
    expect(headlineDerivative(cat, 'defender_110', 'p400')?.id).toBe(2);
    expect(headlineDerivative(cat, 'defender_130')).toBeUndefined();
    expect(headlineDerivative(cat, 'nope')).toBeUndefined();
  });

  it('groups nameplates by brand, then family, in sort order, leaving out empty families', () => {
    const grouped = groupedNameplates(cat);
    expect(grouped.map((g) => g.brand.key)).toEqual(['land_rover', 'jaguar']);
    expect(grouped[0]!.families.map((f) => [f.family.key, f.nameplates.map((n) => n.key)])).toEqual([
      ['defender_family', ['defender_110', 'defender_130']],
      ['discovery_family', ['discovery']],
    ]);
    expect(grouped[1]!.families.map((f) => [f.family.key, f.nameplates.map((n) => n.key)])).toEqual([['any_jag', ['i-pace']]]);
  });

  it('names the car and engine keys the catalogue does not have, keeping what the caller attached', () => {
    const refs = [
      { kind: 'car' as const, key: 'defender_110', path: ['a'] },
      { kind: 'car' as const, key: 'd300', path: ['b'] },
      { kind: 'engine' as const, key: 'd300', path: ['c'] },
      { kind: 'engine' as const, key: 'defender_110', path: ['d'] },
      { kind: 'car' as const, key: 'Defender_110', path: ['e'] },
    ];
    expect(unknownCatalogueKeys(cat, refs).map((r) => r.path[0])).toEqual(['b', 'd', 'e']);
    expect(unknownCatalogueKeys(cat, [])).toEqual([]);
  });
});
