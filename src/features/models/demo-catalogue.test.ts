import { describe, expect, it } from 'vitest';
import { canonicalNameplateCode } from '@/features/stock/constants';
import { derivativesOf, groupedNameplates } from './catalogue';
import { checkCatalogueDocument } from './catalogue-document';
import { catalogueFromDocument } from './catalogue-json';
import { demoCatalogueDocument } from './demo-catalogue';

const checked = checkCatalogueDocument(demoCatalogueDocument());
const doc = checked.ok ? checked.document : null;
const cat = doc && catalogueFromDocument(doc, { idOf: (_key, i) => i + 1, canonicalCode: canonicalNameplateCode });

describe('the demo model catalogue', () => {
  it('passes the import schema as it is', () => {
    expect(checked.ok ? [] : checked.errors).toEqual([]);
  });

  it('has the demo range of the stock locator in the families of site.md §9', () => {
    const keys = (family: string) => doc!.nameplates.filter((n) => n.family_key === family).map((n) => n.key);
    expect(keys('defender_family')).toEqual(['defender_90', 'defender_110', 'defender_130']);
    expect(keys('discovery_family')).toEqual(['discovery', 'discovery_sport']);
    expect(keys('range_rover_family')).toEqual(['range_rover', 'range_rover_sport', 'range_rover_velar', 'range_rover_evoque']);
    expect(keys('any_jag')).toEqual(['f-pace', 'e-pace', 'i-pace', 'f-type']);
    expect(groupedNameplates(cat!).map((g) => g.brand.key)).toEqual(['land_rover', 'jaguar']);
  });

  it('maps the platform codes as site.md §3 says', () => {
    const code = (key: string) => cat!.nameplates.find((n) => n.key === key)!.canonicalCode;
    expect(['defender_110', 'range_rover', 'range_rover_sport', 'range_rover_velar'].map(code)).toEqual(['l663', 'l460', 'l461', 'l560']);
    expect(['f-pace', 'i-pace', 'f-type'].map(code)).toEqual(['x761', 'x590', 'x152']);
  });

  it('links only the model pages the site has', () => {
    const paths = Object.fromEntries(doc!.nameplates.map((n) => [n.key, n.page_path]));
    expect(paths).toMatchObject({ defender_90: '/models/defender', defender_110: '/models/defender', defender_130: '/models/defender' });
    expect(paths).toMatchObject({ range_rover: '/models/range-rover', discovery: '/models/discovery' });
    expect(Object.values(paths).filter(Boolean)).toHaveLength(5);
  });

  it('gives every nameplate current derivatives with complete Japanese figures', () => {
    for (const nameplate of doc!.nameplates) {
      const derivatives = derivativesOf(cat!, nameplate.key);
      expect(derivatives.length, nameplate.key).toBeGreaterThan(0);
      expect(derivatives[0]!.modelYear).toBeGreaterThanOrEqual(2026);
    }
    for (const d of doc!.derivatives) {
      expect(d.standard_equipment.length, d.key).toBeGreaterThanOrEqual(6);
      expect(d.standard_equipment.length, d.key).toBeLessThanOrEqual(12);
      expect(d.spec_groups.map((g) => g.title)).toEqual(['寸法・重量', 'エンジン', '性能', '燃費・環境性能', '荷室']);
      expect(d.specs.top_speed_kmh).not.toBeNull();
      expect(d.specs.acceleration_0_100_s).not.toBeNull();
      expect(d.specs.fuel_consumption_km_l ?? d.specs.electric_consumption_wh_km).not.toBeNull();
    }
  });

  it('prices new cars within the stock demo’s price ranges, cheapest grade first', () => {
    const price = (key: string) => doc!.derivatives.find((d) => d.key === key)!.price_from_jpy;
    expect(price('defender_110_2027_d300_se')).toBe(8_300_000);
    expect(price('defender_110_2027_d300_x')).toBe(12_500_000);
    expect(price('defender_110_2027_d300_x_dynamic_se')).toBe(10_400_000);
    expect(price('f-type_2026_p450_r_dynamic_convertible')).toBe(12_900_000);
    expect(derivativesOf(cat!, 'defender_110')[0]!.key).toBe('defender_110_2027_p300_s');
  });

  it('prints the figures the way a Japanese spec sheet does', () => {
    const d = doc!.derivatives.find((x) => x.key === 'i-pace_2026_ev400_hse')!;
    const rows = Object.fromEntries(d.spec_groups.flatMap((g) => g.rows.map((r) => [r.label, r.value])));
    expect(rows).toMatchObject({
      全長: '4,695mm',
      最高出力: '294kW（400PS）',
      '一充電走行距離（WLTCモード）': '438km',
      '0-100km/h加速': '4.8秒',
    });
    expect(rows).not.toHaveProperty('燃料消費率（WLTCモード）');
    expect(d.specs).toMatchObject({ co2_g_km: 0, fuel_consumption_km_l: null, electric_range_km: 438 });
  });
});
