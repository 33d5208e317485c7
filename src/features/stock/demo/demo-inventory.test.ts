import { describe, expect, it } from 'vitest';
import { generateDemoVehicles } from './demo-inventory';
import { demoModels, seatsOf } from './demo-models';
import { variantsSoldIn } from './demo-variant';
import { feedRowSchema, type FeedRow } from '../import/feed-row';

const modelOf = (row: FeedRow) => demoModels.find((m) => m.name === row.nameplate_name);

/** The variant the row claims (its engine is named in the description), if that variant really fits the row. */
function variantOf(row: FeedRow) {
  const model = modelOf(row);
  if (!model || row.production_year === undefined) return undefined;
  return variantsSoldIn(model.variants, row.production_year).find(
    (v) =>
      (row.long_description ?? '').startsWith(`${row.model_display_name} ${row.version} ${v.engine}。`) &&
      v.powerPs === row.power &&
      v.capacityCc === row.engine_capacity &&
      v.batteryKwh === row.battery_capacity &&
      v.drivetrain === row.drivetrain &&
      v.engineType.join() === row.engine_type.join() &&
      v.grades.includes(row.version) &&
      seatsOf(model, v).includes(row.number_of_seats!) &&
      v.msrp[0] <= row.msrp_price! &&
      row.msrp_price! <= v.msrp[1],
  );
}

describe('demo inventory', () => {
  const rows = generateDemoVehicles(400);

  it('is deterministic', () => {
    expect(generateDemoVehicles(50)).toEqual(generateDemoVehicles(50));
    expect(generateDemoVehicles(50, 7)).not.toEqual(generateDemoVehicles(50));
    expect(new Set(rows.map((r) => r.vin)).size).toBe(400);
  });

  it('refuses to invent cars for years the model table does not reach', () => {
    expect(() => generateDemoVehicles(5, 1, new Date('2031-06-01T00:00:00Z'))).toThrow(/No demo model was sold in 20(2[7-9]|3[01])/);
  });

  it('passes the feed schema, so the import path accepts it', () => {
    for (const row of rows) {
      const parsed = feedRowSchema.safeParse(row);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('covers every state, both brands and Japanese used-car items', () => {
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['new', 'approved', 'used']));
    expect(new Set(rows.map((r) => r.nameplate_brand_name))).toEqual(new Set(['land_rover', 'jaguar']));
    const used = rows.filter((r) => r.state !== 'new');
    expect(used.every((r) => r.japan_used_and_approved_cars_field?.repair_record !== undefined)).toBe(true);
    const withTotal = used.filter((r) => r.japan_used_and_approved_cars_field?.on_the_road_price);
    expect(withTotal.length).toBeGreaterThan(used.length * 0.9);
    // 支払総額 is the vehicle price plus fees.
    for (const r of withTotal) expect(r.japan_used_and_approved_cars_field!.on_the_road_price!).toBeGreaterThan(r.sale_price!);
  });
});

describe('demo cars hold together', () => {
  const many = generateDemoVehicles(5000);

  it('are each a real variant of their model, sold in their production year, in one of its grades', () => {
    const impossible = many.filter((r) => !variantOf(r));
    expect(impossible.slice(0, 3)).toEqual([]);
  });

  it('keep the model names, groups and brands of the range', () => {
    for (const r of many) {
      const model = modelOf(r);
      expect(model, r.nameplate_name).toBeDefined();
      expect([r.nameplate_brand_name, r.nameplate_model_group, r.model_display_name]).toEqual([model!.brand, model!.group, model!.display]);
    }
    expect(new Set(many.map((r) => r.nameplate_name))).toEqual(new Set(demoModels.map((m) => m.name)));
  });

  it('describe the same grade and interior as the row says', () => {
    for (const r of many) {
      expect(r.long_description!.startsWith(`${r.model_display_name} ${r.version} `)).toBe(true);
      expect(r.long_description).toContain(`${r.interior_color}のインテリア`);
    }
  });

  it('have no displacement when electric and one otherwise', () => {
    for (const r of many) expect(r.engine_capacity === undefined).toBe(r.engine_type.includes('bev'));
  });

  it('never build what was never sold: a 475PS 2.0-litre Defender, a mild hybrid before 2019, a new Jaguar', () => {
    const defenders = many.filter((r) => r.nameplate_model_group === 'defender_family');
    expect(defenders.length).toBeGreaterThan(100);
    expect(defenders.filter((r) => r.power === 475 || (r.engine_capacity === 1997 && r.power! > 404))).toEqual([]);
    expect(defenders.filter((r) => r.production_year! < 2020)).toEqual([]);
    expect(defenders.filter((r) => r.engine_type.includes('phev') && r.production_year! < 2021)).toEqual([]);
    expect(many.filter((r) => r.engine_type.some((e) => e.endsWith('_mhev')) && r.production_year! < 2019)).toEqual([]);
    expect(many.filter((r) => r.nameplate_brand_name === 'jaguar' && r.state === 'new')).toEqual([]);
    expect(many.filter((r) => r.nameplate_brand_name === 'jaguar').length).toBeGreaterThan(0);
  });

  it('seat five in a Defender 110 plug-in hybrid, whose battery takes the third row', () => {
    const phevs = many.filter((r) => r.nameplate_name === 'defender_110' && r.engine_type.includes('phev'));
    expect(phevs.length).toBeGreaterThan(0);
    expect(new Set(phevs.map((r) => r.number_of_seats))).toEqual(new Set([5]));
  });
});
