import { describe, expect, it } from 'vitest';
import { vehicleIdFromSlug, vehiclePath, vehicleSlug } from './slug';

const car = { id: 42, state: 'used', brand: 'land_rover', model: 'defender_110', productionYear: 2022, engines: ['diesel'], drivetrain: 'AWD', transmission: 'automatic', color: 'Fuji White' };

describe('vehicle slug', () => {
  it('omits the main brand', () => {
    expect(vehicleSlug(car)).toBe('used-defender-110-2022-diesel-awd-automatic-fuji-white-42');
  });

  it('keeps the second brand', () => {
    expect(vehicleSlug({ ...car, brand: 'jaguar', model: 'f-pace' })).toBe('used-jaguar-f-pace-2022-diesel-awd-automatic-fuji-white-42');
  });

  it('skips empty parts and appends a query when given', () => {
    expect(vehiclePath({ ...car, engines: [], drivetrain: '', productionYear: null }, new URLSearchParams({ _postcode: '1070062' }))).toBe(
      '/showroom/used-defender-110-automatic-fuji-white-42?_postcode=1070062',
    );
  });

  it('reads the id back from any slug', () => {
    expect(vehicleIdFromSlug(vehicleSlug(car))).toBe(42);
    expect(vehicleIdFromSlug('old-name-42')).toBe(42);
    expect(vehicleIdFromSlug('42')).toBe(42);
    expect(vehicleIdFromSlug('no-id-here')).toBeNull();
  });
});
