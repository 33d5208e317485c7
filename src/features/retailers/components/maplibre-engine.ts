import { getVersion, LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { retailersGeoJson, japanBounds, mapZoom } from '../map-geometry';
import type { MapHandle, MapOptions, MapPoint } from './map-types';
import styles from './retailer-map.module.css';

/**
 * The site's own map (decision 0066): MapLibre GL with the local style of public/maps (Natural Earth
 * land, no key, nothing sent to anyone), the retailers as a GeoJSON source, and a numbered pin per
 * retailer that is a real button — reachable with Tab in list order, named like its list entry.
 * This module is the only one that imports maplibre-gl: it is fetched when a visitor opens a map.
 */
export const localStyleUrl = '/maps/style.json';
/** The worker bundle, copied from the package to public/maps (a test keeps it identical). */
export const workerUrl = '/maps/maplibre-gl-worker.mjs';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function pinElement(point: MapPoint, onSelect: (id: string) => void): HTMLButtonElement {
  const pin = document.createElement('button');
  pin.type = 'button';
  pin.className = styles.pin!;
  pin.textContent = String(point.number);
  pin.setAttribute('aria-label', point.label);
  pin.setAttribute('aria-pressed', 'false');
  pin.dataset.retailer = point.id;
  // MapLibre cancels mousedown on markers (no drag start), so the click is ours alone.
  pin.addEventListener('click', (event) => {
    event.stopPropagation();
    onSelect(point.id);
  });
  return pin;
}

export function createLocalMap(container: HTMLElement, options: MapOptions): MapHandle {
  setWorkerUrl(`${workerUrl}?v=${getVersion()}`);
  const { texts } = options;
  const map = new MapLibreMap({
    container,
    style: localStyleUrl,
    bounds: japanBounds,
    maxBounds: [
      [japanBounds[0][0] - 6, japanBounds[0][1] - 4],
      [japanBounds[1][0] + 6, japanBounds[1][1] + 4],
    ],
    minZoom: mapZoom.min,
    maxZoom: mapZoom.max,
    // North stays up: a locator has nothing to gain from rotation or tilt.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    // In a page that scrolls, one finger scrolls the page and two move the map.
    cooperativeGestures: true,
    attributionControl: texts.attribution ? { compact: true, customAttribution: texts.attribution } : { compact: true },
    maplibreLogo: false,
    reduceMotion: reducedMotion(),
    locale: {
      'Map.Title': texts.canvas,
      'NavigationControl.ZoomIn': texts.zoomIn,
      'NavigationControl.ZoomOut': texts.zoomOut,
      'NavigationControl.ResetBearing': texts.resetNorth,
      'AttributionControl.ToggleAttribution': texts.attributionToggle,
      'CooperativeGesturesHandler.WindowsHelpText': texts.gestures,
      'CooperativeGesturesHandler.MacHelpText': texts.gestures,
      'CooperativeGesturesHandler.MobileHelpText': texts.gestures,
    },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

  let markers: { id: string; marker: Marker; pin: HTMLButtonElement }[] = [];
  let current: MapPoint[] = options.points;
  let selected = options.selectedId;

  const showSource = () => {
    const data = retailersGeoJson(current, selected);
    const source = map.getSource<GeoJSONSource>('retailers');
    if (source) return void source.setData(data);
    map.addSource('retailers', { type: 'geojson', data });
    // A ring under the selected pin, drawn by the map so it moves with it exactly.
    map.addLayer({
      id: 'retailer-selected',
      type: 'circle',
      source: 'retailers',
      filter: ['==', ['get', 'selected'], true],
      paint: { 'circle-radius': 22, 'circle-color': '#005a2b', 'circle-opacity': 0.18, 'circle-stroke-width': 0 },
    });
  };

  const fit = (points: MapPoint[]) => {
    if (!points.length) return;
    const bounds = new LngLatBounds();
    for (const p of points) bounds.extend([p.longitude, p.latitude]);
    map.fitBounds(bounds, { padding: 56, maxZoom: mapZoom.fitMax, duration: reducedMotion() ? 0 : 400 });
  };

  const highlight = () => {
    for (const { id, pin } of markers) pin.setAttribute('aria-pressed', String(id === selected));
    if (map.isStyleLoaded()) showSource();
  };

  const draw = (points: MapPoint[]) => {
    for (const { marker } of markers) marker.remove();
    // Added in list order, so Tab reaches the pins in the order of the list.
    markers = points.map((point) => {
      const pin = pinElement(point, options.onSelect);
      const marker = new Marker({ element: pin, anchor: 'center' }).setLngLat([point.longitude, point.latitude]).addTo(map);
      return { id: point.id, marker, pin };
    });
    highlight();
  };

  map.on('load', () => showSource());
  draw(current);
  fit(current);

  return {
    update(points, selectedId) {
      current = points;
      selected = selectedId;
      draw(points);
      fit(points);
    },
    select(id, move) {
      selected = id;
      highlight();
      const point = current.find((p) => p.id === id);
      if (point && move) {
        map.easeTo({
          center: [point.longitude, point.latitude],
          zoom: Math.max(map.getZoom(), mapZoom.selected),
          duration: reducedMotion() ? 0 : 500,
        });
      }
    },
    destroy() {
      map.remove();
    },
  };
}
