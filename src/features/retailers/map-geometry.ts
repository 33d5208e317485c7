/** What the retailer maps share, whatever draws them: the area shown, zoom limits, the retailers as GeoJSON. */

/** Japan from Yonaguni to Nemuro and Wakkanai ([west, south], [east, north]). */
export const japanBounds: [[number, number], [number, number]] = [
  [122.9, 24.0],
  [146.0, 45.6],
];

export const mapZoom = {
  min: 3.5,
  /** The local land data is drawn at 1:10m; closer shows nothing more. */
  max: 13,
  /** Fitting the pins never zooms closer than a city. */
  fitMax: 11,
  /** A selected retailer is shown at least this close. */
  selected: 9,
} as const;

export interface PointLike {
  id: string;
  latitude: number;
  longitude: number;
  number: number;
  label: string;
}

/** The retailers as a GeoJSON FeatureCollection (longitude first, as GeoJSON orders them). */
export function retailersGeoJson(points: readonly PointLike[], selectedId: string | null) {
  return {
    type: 'FeatureCollection' as const,
    features: points.map((p) => ({
      type: 'Feature' as const,
      id: p.number,
      properties: { id: p.id, number: p.number, label: p.label, selected: p.id === selectedId },
      geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] as [number, number] },
    })),
  };
}
