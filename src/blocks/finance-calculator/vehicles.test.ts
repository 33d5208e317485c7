import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import { catalogueVehicles, parseNameplateFilter, readModelsInfo } from './catalogue-vehicles';
import { chooseAt, levelOptions, type FinanceVehicle } from './vehicles';

const catalogue = fixtureCatalogue();
const all = catalogueVehicles(catalogue, [], {}).vehicles;
const byKey = (key: string) => all.find((v) => v.key === key)!;
const options = (current: FinanceVehicle, level: Parameters<typeof levelOptions>[2]) =>
  levelOptions(all, current, level).map((o) => o.label);

describe('the vehicles of the calculator', () => {
  it('reads the filter as comma-separated keys (also 、 and spaces), once each', () => {
    expect(parseNameplateFilter(' defender_110, discovery、range_rover  discovery ')).toEqual(['defender_110', 'discovery', 'range_rover']);
    expect(parseNameplateFilter('')).toEqual([]);
    expect(parseNameplateFilter(undefined)).toEqual([]);
  });

  it('offers the filtered models in the editor’s order, each latest model year first and cheapest first', () => {
    const { vehicles, unknownKeys } = catalogueVehicles(catalogue, ['discovery', 'defender_110', 'defender_90'], {});
    expect(unknownKeys).toEqual(['defender_90']);
    expect(vehicles.map((v) => [v.key, v.price])).toEqual([
      ['discovery_2027_d250_s', 9_800_000],
      ['discovery_2027_d300_s', 10_490_000],
      ['discovery_2027_p360_hse', 12_100_000],
      ['defender_110_2027_d300_s', 10_280_000],
      ['defender_110_2027_d300_x_dynamic_se', 11_280_000],
      ['defender_110_2027_p400_x', 14_560_000],
      ['defender_110_2026_d300_se', 9_800_000],
    ]);
    expect(vehicles[0]).toEqual({
      key: 'discovery_2027_d250_s',
      model: 'discovery',
      modelName: 'ディスカバリー',
      year: 2027,
      body: 'suv',
      bodyName: 'SUV',
      engine: 'd250',
      engineName: 'D250',
      trim: 'S',
      name: 'ディスカバリー D250 S',
      price: 9_800_000,
    });
  });

  it('offers every model of the catalogue when the filter is empty, and none without derivatives', () => {
    expect([...new Set(all.map((v) => v.model))]).toEqual(['defender_110', 'discovery', 'range_rover']);
  });

  it('names a model and adds its note as models_info says, ignoring entries that do not fit', () => {
    const info = readModelsInfo({
      discovery: { label: 'ディスカバリー（7人乗り）', note: '特別金利の対象です' },
      range_rover: 'x',
      defender_110: { label: 42 },
    });
    expect(info).toEqual({ discovery: { label: 'ディスカバリー（7人乗り）', note: '特別金利の対象です' }, defender_110: {} });
    const [first] = catalogueVehicles(catalogue, ['discovery'], info).vehicles;
    expect([first!.modelName, first!.modelNote]).toEqual(['ディスカバリー（7人乗り）', '特別金利の対象です']);
    expect(readModelsInfo([])).toEqual({});
  });

  it('offers at each level only what fits the levels above it', () => {
    const defender = byKey('defender_110_2027_d300_s');
    expect(options(defender, 'model')).toEqual(['ディフェンダー 110', 'ディスカバリー', 'レンジローバー']);
    expect(options(defender, 'year')).toEqual(['2027', '2026']);
    expect(options(defender, 'engine')).toEqual(['D300', 'P400']);
    expect(options(defender, 'trim')).toEqual(['S', 'X-DYNAMIC SE']);
    expect(options(byKey('defender_110_2026_d300_se'), 'engine')).toEqual(['D300']);
  });

  it('keeps the choices below a level where the new choice offers them, else takes the first', () => {
    const se = byKey('defender_110_2027_d300_x_dynamic_se');
    // Another model keeps the 2027 model year where it has one (its latest is 2028), and the grade's name.
    expect(chooseAt(all, se, 'model', 'range_rover').key).toBe('range_rover_2027_p400_se');
    expect(chooseAt(all, byKey('defender_110_2026_d300_se'), 'model', 'range_rover').key).toBe('range_rover_2028_ev400_se');
    // The 2026 model year has only the D300 SE.
    expect(chooseAt(all, se, 'year', '2026').key).toBe('defender_110_2026_d300_se');
    // Another engine keeps year and body; its only grade is X.
    expect(chooseAt(all, se, 'engine', 'p400').key).toBe('defender_110_2027_p400_x');
    // Back to the D300: the grade named like the current one, else the first.
    expect(chooseAt(all, byKey('defender_110_2027_p400_x'), 'engine', 'd300').key).toBe('defender_110_2027_d300_s');
    expect(chooseAt(all, byKey('defender_110_2026_d300_se'), 'year', '2027').key).toBe('defender_110_2027_d300_s');
    // Going back to a model year whose grade has the same name keeps it.
    expect(chooseAt(all, se, 'trim', 'defender_110_2027_d300_s').key).toBe('defender_110_2027_d300_s');
    expect(chooseAt(all, se, 'engine', 'ev400')).toBe(se);
  });
});
