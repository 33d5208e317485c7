import { describe, expect, it } from 'vitest';
import { demoDealerRows } from './demo-dealers';

describe('demo dealers', () => {
  const rows = demoDealerRows();

  it('name each showroom for both brands, at the same place', () => {
    for (const row of rows) {
      const { display_name_lr: lr, display_name_jag: jag } = row.ownerMetadata!;
      expect(lr).toMatch(/^ランドローバー \S+$/);
      expect(jag).toMatch(/^ジャガー \S+$/);
      expect(jag!.replace('ジャガー', '')).toBe(lr!.replace('ランドローバー', ''));
    }
    expect(rows.find((r) => r.dealerCode === 'JP011')?.ownerMetadata).toEqual({
      display_name_lr: 'ランドローバー 京都',
      display_name_jag: 'ジャガー 京都',
    });
  });

  it("carry both brands, and go by the site brand's name", () => {
    for (const row of rows) {
      expect(row.brands).toEqual(['land_rover', 'jaguar']);
      expect(row.name).toBe(row.ownerMetadata!.display_name_lr);
    }
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });
});
