import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earthRadiusKm, formatDistanceValue, haversineKm, inUnit, isPlaceable, kmPerMile } from './distance';

const tokyoStation = { latitude: 35.6812, longitude: 139.7671 };
const osakaStation = { latitude: 34.7025, longitude: 135.4959 };
const coordinate = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('haversineKm', () => {
  it('measures one degree along the equator and along a meridian as 2πR/360', () => {
    const degree = (2 * Math.PI * earthRadiusKm) / 360;
    expect(degree).toBeCloseTo(111.195, 3);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(degree, 6);
    expect(haversineKm({ latitude: 10, longitude: 20 }, { latitude: 11, longitude: 20 })).toBeCloseTo(degree, 6);
  });

  it('gives published great-circle distances: London–Paris 343.5 km, Tokyo–Osaka stations about 403 km', () => {
    expect(haversineKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 })).toBeCloseTo(343.5, 0);
    const tokyoOsaka = haversineKm(tokyoStation, osakaStation);
    expect(tokyoOsaka).toBeGreaterThan(400);
    expect(tokyoOsaka).toBeLessThan(406);
  });

  it('shrinks a degree of longitude with the cosine of the latitude', () => {
    const atEquator = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    const at60 = haversineKm({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 3);
  });

  it('is half the circumference between antipodes, and never more', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * earthRadiusKm, 6);
    expect(haversineKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBeCloseTo(Math.PI * earthRadiusKm, 6);
  });

  it('is zero to itself, symmetric, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, (a, b, c) => {
        expect(haversineKm(a, a)).toBeCloseTo(0, 9);
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
        expect(haversineKm(a, c)).toBeLessThanOrEqual(haversineKm(a, b) + haversineKm(b, c) + 1e-6);
        expect(haversineKm(a, b)).toBeLessThanOrEqual(Math.PI * earthRadiusKm + 1e-6);
      }),
    );
  });
});

describe('distances as shown', () => {
  it('converts kilometres to international miles and keeps kilometres as they are', () => {
    expect(kmPerMile).toBe(1.609344);
    expect(inUnit(1.609344, 'mi')).toBeCloseTo(1, 12);
    expect(inUnit(100, 'mi')).toBeCloseTo(62.137, 3);
    expect(inUnit(100, 'km')).toBe(100);
  });

  it('shows one decimal under 10 and whole numbers from 10', () => {
    expect(formatDistanceValue(0)).toBe('0.0');
    expect(formatDistanceValue(0.04)).toBe('0.0');
    expect(formatDistanceValue(3.44)).toBe('3.4');
    expect(formatDistanceValue(3.45)).toBe('3.5');
    expect(formatDistanceValue(9.94)).toBe('9.9');
    expect(formatDistanceValue(9.96)).toBe('10');
    expect(formatDistanceValue(12.5)).toBe('13');
    expect(formatDistanceValue(402.7)).toBe('403');
    expect(formatDistanceValue(1234.4)).toBe('1,234');
  });

  it('shows nothing for a value that is no distance', () => {
    expect(formatDistanceValue(Number.NaN)).toBe('');
    expect(formatDistanceValue(-1)).toBe('');
    expect(formatDistanceValue(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('places only real coordinates on a map', () => {
    expect(isPlaceable(35.6717, 139.7243)).toBe(true);
    expect(isPlaceable(-33.9, 18.4)).toBe(true);
    expect(isPlaceable(null, 139.7)).toBe(false);
    expect(isPlaceable(35.6, undefined)).toBe(false);
    expect(isPlaceable(0, 0)).toBe(false);
    expect(isPlaceable(91, 10)).toBe(false);
    expect(isPlaceable(10, -181)).toBe(false);
    expect(isPlaceable(Number.NaN, 10)).toBe(false);
    expect(isPlaceable(0, 10)).toBe(true);
  });
});
