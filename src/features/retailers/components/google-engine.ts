import { injectScript } from '@/features/tags/inject-script';
import { japanBounds, mapZoom } from '../map-geometry';
import type { MapHandle, MapOptions, MapProvider } from './map-types';

/**
 * The maps provider of settings (`tags.maps`: Google Maps JavaScript API with key, region and
 * language, site.md §7), used once the visitor's consent includes the maps tag's scope
 * (decision 0043). Only the few calls used here are typed.
 */
interface LatLngLiteral {
  lat: number;
  lng: number;
}
interface GoogleMap {
  fitBounds(bounds: unknown, padding?: number): void;
  panTo(position: LatLngLiteral): void;
  getZoom(): number | undefined;
  setZoom(zoom: number): void;
}
interface GoogleMarker {
  setMap(map: GoogleMap | null): void;
  setZIndex(z: number): void;
  setOpacity(opacity: number): void;
  addListener(event: 'click', handler: () => void): void;
}
interface MapsLibrary {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  LatLngBounds: new () => { extend(position: LatLngLiteral): void };
}
interface MarkerLibrary {
  Marker: new (options: Record<string, unknown>) => GoogleMarker;
}
interface MapsApi {
  importLibrary(name: 'maps'): Promise<MapsLibrary>;
  importLibrary(name: 'marker'): Promise<MarkerLibrary>;
}

const mapsApi = () => (window as { google?: { maps?: Partial<MapsApi> } }).google?.maps;
/** A script that neither loads nor fails within this time counts as failed (the site's own map is shown). */
export const providerTimeoutMs = 10_000;

/** Injects the maps tag once per page; resolves with the API once its script has run. */
export function loadProviderApi(script: MapProvider['script']): Promise<MapsApi> {
  injectScript('maps', script);
  return new Promise((resolve, reject) => {
    const ready = () => {
      const api = mapsApi();
      if (api?.importLibrary) resolve(api as MapsApi);
      else reject(new Error('maps script ran without google.maps.importLibrary'));
    };
    if (mapsApi()?.importLibrary) return ready();
    const element = document.querySelector<HTMLScriptElement>('script[data-tag="maps"]');
    if (!element) return reject(new Error('maps script missing'));
    const timer = window.setTimeout(() => reject(new Error('maps script timed out')), providerTimeoutMs);
    element.addEventListener('load', () => (window.clearTimeout(timer), ready()), { once: true });
    element.addEventListener('error', () => (window.clearTimeout(timer), reject(new Error('maps script failed'))), { once: true });
  });
}

export async function createProviderMap(container: HTMLElement, script: MapProvider['script'], options: MapOptions): Promise<MapHandle> {
  const api = await loadProviderApi(script);
  const [{ Map, LatLngBounds }, { Marker }] = await Promise.all([api.importLibrary('maps'), api.importLibrary('marker')]);
  const [[west, south], [east, north]] = japanBounds;
  const map = new Map(container, {
    center: { lat: (south + north) / 2, lng: (west + east) / 2 },
    zoom: 5,
    mapTypeControl: false,
    streetViewControl: false,
    fullscreenControl: false,
    // One finger scrolls the page, two move the map (as on the site's own map).
    gestureHandling: 'cooperative',
  });
  let markers: { id: string; marker: GoogleMarker }[] = [];
  let current = options.points;
  let selected = options.selectedId;

  const highlight = () => {
    for (const { id, marker } of markers) {
      marker.setZIndex(id === selected ? 1000 : 1);
      marker.setOpacity(selected && id !== selected ? 0.75 : 1);
    }
  };
  const draw = () => {
    for (const { marker } of markers) marker.setMap(null);
    // Markers with a title and a click listener are reachable with Tab in the API's own map.
    markers = current.map((point) => {
      const marker = new Marker({
        position: { lat: point.latitude, lng: point.longitude },
        map,
        title: point.label,
        label: { text: String(point.number), color: '#ffffff', fontWeight: '700' },
      });
      marker.addListener('click', () => options.onSelect(point.id));
      return { id: point.id, marker };
    });
    highlight();
    if (current.length) {
      const bounds = new LatLngBounds();
      for (const p of current) bounds.extend({ lat: p.latitude, lng: p.longitude });
      map.fitBounds(bounds, 56);
      if ((map.getZoom() ?? 0) > mapZoom.fitMax) map.setZoom(mapZoom.fitMax);
    }
  };
  draw();

  return {
    update(points, selectedId) {
      current = points;
      selected = selectedId;
      draw();
    },
    select(id, move) {
      selected = id;
      highlight();
      const point = current.find((p) => p.id === id);
      if (point && move) {
        map.panTo({ lat: point.latitude, lng: point.longitude });
        if ((map.getZoom() ?? 0) < mapZoom.selected) map.setZoom(mapZoom.selected);
      }
    },
    destroy() {
      for (const { marker } of markers) marker.setMap(null);
      container.replaceChildren();
    },
  };
}
