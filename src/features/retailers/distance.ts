/** Distances between a visitor and retailers: great-circle (haversine), in kilometres or miles. */

export const distanceUnits = ['km', 'mi'] as const;
export type DistanceUnit = (typeof distanceUnits)[number];

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), in kilometres. */
export const earthRadiusKm = 6371.0088;
/** Kilometres in one international mile. */
export const kmPerMile = 1.609344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min(): rounding can push h a hair above 1 for antipodal points.
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance in kilometres, in the unit the visitor reads. */
export function inUnit(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? km / kmPerMile : km;
}

/**
 * The figure shown: one decimal under 10 (「3.4」), whole numbers from 10 (「12」, 「1,234」), so a
 * list reads evenly and never claims precision the origin does not have.
 */
export function formatDistanceValue(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  const tenths = Math.round(value * 10) / 10;
  if (tenths < 10) return tenths.toFixed(1);
  return Math.round(value).toLocaleString('en-US');
}

/** A coordinate pair that can be placed on a map (not the 0,0 of a missing value). */
export function isPlaceable(latitude: number | null | undefined, longitude: number | null | undefined): boolean {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return false;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  if (latitude === 0 && longitude === 0) return false;
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}
