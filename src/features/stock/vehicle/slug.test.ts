import { describe, expect, it } from 'vitest';
import { vehicleIdFromSlug, vehiclePath, vehicleSlug } from './slug';

const car = {
  id: 42,
  state: 'used',
  brand: 'land_rover',
  model: 'defender_110',
  productionYear: 2022,
  engines: ['diesel'],
  drivetrain: 'AWD',
  transmission: 'automatic',
  color: 'Fuji White',
};

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

describe('vehicle slug parts', () => {
  it('turns full-width text, runs of symbols and spaces into single dashes, with none at either end', () => {
    expect(vehicleSlug({ ...car, model: 'ＤＥＦＥＮＤＥＲ　１１０', color: '  (Fuji -- White)!! ', drivetrain: '-AWD-' })).toBe(
      'used-defender-110-2022-diesel-awd-automatic-fuji-white-42',
    );
  });

  it('leaves out parts with no Latin letters or digits, such as Japanese colour names', () => {
    expect(vehicleSlug({ ...car, color: 'フジホワイト', transmission: '' })).toBe('used-defender-110-2022-diesel-awd-42');
  });

  it('joins several engines and keeps a bare id when nothing else is left', () => {
    expect(vehicleSlug({ ...car, engines: ['PHEV', 'Petrol'] })).toBe('used-defender-110-2022-phev-petrol-awd-automatic-fuji-white-42');
    const bare = {
      id: 7,
      state: '',
      brand: 'land_rover',
      model: '',
      productionYear: null,
      engines: [],
      drivetrain: '',
      transmission: '',
      color: '',
    };
    expect(vehicleSlug(bare)).toBe('7');
  });

  it('adds no question mark for an empty query', () => {
    expect(vehiclePath(car, new URLSearchParams())).toBe('/showroom/used-defender-110-2022-diesel-awd-automatic-fuji-white-42');
    expect(vehiclePath(car)).toBe('/showroom/used-defender-110-2022-diesel-awd-automatic-fuji-white-42');
  });

  it('reads only a trailing id of up to nine digits after a dash', () => {
    expect(vehicleIdFromSlug('used-defender-123456789')).toBe(123456789);
    expect(vehicleIdFromSlug('used-defender-1234567890')).toBeNull();
    expect(vehicleIdFromSlug('defender42')).toBeNull();
    expect(vehicleIdFromSlug('used-42-defender')).toBeNull();
    expect(vehicleIdFromSlug('')).toBeNull();
  });
});
