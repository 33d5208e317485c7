import { describe, expect, it } from 'vitest';
import type { DealerRow } from '@/db/schema';
import type { VehicleWithData } from '../types';
import { vehicleResource, visitorVin } from './vehicle-resource';

const vin = 'SALGA2AE5MA123ERJ';
const car = (v: Partial<VehicleWithData> = {}) =>
  ({
    id: 7,
    listingId: 'jp-main',
    vin,
    state: 'used',
    status: 'stock',
    nameplateBrandName: 'jaguar',
    nameplateName: 'f-pace',
    productionYear: 2022,
    engineType: ['phev'],
    drivetrain: 'awd',
    transmission: 'automatic',
    colorCanonical: 'white',
    colorName: 'フジホワイト',
    ownerId: 3,
    data: {},
    ...v,
  }) as VehicleWithData;
const dealer = {
  id: 3,
  name: 'ランドローバー 京都',
  ownerMetadata: { display_name_lr: 'ランドローバー 京都', display_name_jag: 'ジャガー 京都' },
} as unknown as DealerRow;

const hidden = { showFullVin: false };

describe('the VIN a visitor receives', () => {
  it('is the last three characters only while stock.show_full_vin is off (its default)', () => {
    const resource = vehicleResource(car(), null, { showFullVin: false });
    expect(resource.vin_suffix).toBe('ERJ');
    expect(resource.short_vin).toBe('ERJ');
    expect(resource).not.toHaveProperty('vin');
    expect(JSON.stringify(resource)).not.toContain(vin);
  });

  it('is whole when the site allows it (stock.show_full_vin)', () => {
    const resource = vehicleResource(car(), null, { showFullVin: true });
    expect(resource.vin).toBe(vin);
    expect(resource.vin_suffix).toBe('ERJ');
  });

  it('stays hidden when the feed repeats it among the details', () => {
    const resource = vehicleResource(car({ data: { vin, long_description: '一台です。' } }), null, { showFullVin: false });
    expect(JSON.stringify(resource)).not.toContain(vin);
    expect((resource as Record<string, unknown>).long_description).toBe('一台です。');
  });

  it('is a short VIN as it is when it has three characters or fewer', () => {
    expect(visitorVin('A1', { showFullVin: false })).toEqual({ vin_suffix: 'A1', short_vin: 'A1' });
  });
});

describe('vehicle resource', () => {
  it("names the dealer for the car's brand", () => {
    expect(vehicleResource(car(), dealer, hidden).owner?.name).toBe('ジャガー 京都');
    expect(vehicleResource(car({ nameplateBrandName: 'land_rover' }), dealer, hidden).owner?.name).toBe('ランドローバー 京都');
  });

  it('leaves out lease prices hidden from visitors', () => {
    const prices = [
      { type: 'purchase', value_raw: 5_000_000 },
      { type: 'lease', value_raw: 70_000, hiddenFromVisitors: true },
    ];
    expect(vehicleResource(car({ data: { prices } }), null, hidden).prices).toEqual([{ type: 'purchase', value_raw: 5_000_000 }]);
  });
});
