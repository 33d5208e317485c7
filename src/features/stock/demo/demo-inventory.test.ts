import { describe, expect, it } from 'vitest';
import { generateDemoVehicles } from './demo-inventory';
import { feedRowSchema } from '../import/feed-row';

describe('demo inventory', () => {
  const rows = generateDemoVehicles(400);

  it('is deterministic', () => {
    expect(generateDemoVehicles(50)).toEqual(generateDemoVehicles(50));
    expect(new Set(rows.map((r) => r.vin)).size).toBe(400);
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
