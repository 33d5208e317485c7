import type { ConsentScope } from '@/features/consent/consent';
import type { ConsentSource } from '@/features/consent/watch-consent';

/** A retailer as a map shows it: a numbered pin named like its entry in the list. */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** The number the list shows beside it (1, 2, 3…). */
  number: number;
  /** The pin's accessible name (「1. ランドローバー 青山」). */
  label: string;
}

export interface MapHandle {
  /** The pins shown, the selected one highlighted; the view fits them. */
  update(points: MapPoint[], selectedId: string | null): void;
  /** Highlights a pin and brings it into view (not moving the view when `move` is false). */
  select(id: string | null, move: boolean): void;
  destroy(): void;
}

export interface MapTexts {
  /** The map region's name. */
  region: string;
  /** The map canvas's name, which says how to move it by keyboard. */
  canvas: string;
  zoomIn: string;
  zoomOut: string;
  resetNorth: string;
  attribution: string;
  /** The button that shows the map data's sources. */
  attributionToggle: string;
  /** Help for keyboard and touch users, shown under the map. */
  gestures: string;
}

export interface MapOptions {
  points: MapPoint[];
  selectedId: string | null;
  onSelect(id: string): void;
  texts: MapTexts;
}

/**
 * The maps provider of settings (site.md §7: key, region and language; the `tags.maps` tag,
 * decision 0043): used instead of the site's own map once the visitor's consent includes its scope.
 */
export interface MapProvider {
  source: ConsentSource;
  scope: ConsentScope;
  script: { src: string; attributes: Record<string, string> };
}
