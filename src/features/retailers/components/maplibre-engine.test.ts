// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for maplibre-gl: WebGL is not available here; what our code asks of the library is. */
const calls = vi.hoisted(() => ({
  worker: '' as string,
  options: null as Record<string, unknown> | null,
  fitted: [] as unknown[],
  eased: [] as unknown[],
  sources: new Map<string, { data: unknown; setData(d: unknown): void }>(),
  layers: [] as unknown[],
  removed: 0,
}));

vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));
vi.mock('maplibre-gl', () => {
  class FakeMap {
    container: HTMLElement;
    handlers = new Map<string, () => void>();
    constructor(options: Record<string, unknown>) {
      calls.options = options;
      this.container = options.container as HTMLElement;
    }
    addControl() {}
    on(event: string, handler: () => void) {
      this.handlers.set(event, handler);
    }
    getCanvasContainer() {
      return this.container;
    }
    getSource(id: string) {
      return calls.sources.get(id);
    }
    addSource(id: string, source: { data: unknown }) {
      const entry = { data: source.data, setData: (d: unknown) => (entry.data = d) };
      calls.sources.set(id, entry);
    }
    addLayer(layer: unknown) {
      calls.layers.push(layer);
    }
    isStyleLoaded() {
      return true;
    }
    fitBounds(bounds: unknown) {
      calls.fitted.push(bounds);
    }
    easeTo(options: unknown) {
      calls.eased.push(options);
    }
    getZoom() {
      return 5;
    }
    remove() {
      calls.removed++;
    }
  }
  class FakeMarker {
    element: HTMLElement;
    constructor({ element }: { element: HTMLElement }) {
      this.element = element;
    }
    setLngLat(lngLat: [number, number]) {
      this.element.dataset.lngLat = lngLat.join(',');
      return this;
    }
    addTo(map: FakeMap) {
      map.getCanvasContainer().appendChild(this.element);
      return this;
    }
    remove() {
      this.element.remove();
    }
  }
  class FakeBounds {
    points: [number, number][] = [];
    extend(p: [number, number]) {
      this.points.push(p);
      return this;
    }
  }
  return {
    Map: FakeMap,
    Marker: FakeMarker,
    LngLatBounds: FakeBounds,
    NavigationControl: class {},
    getVersion: () => '6.17.0',
    setWorkerUrl: (url: string) => (calls.worker = url),
  };
});

const { createLocalMap } = await import('./maplibre-engine');

const texts = {
  region: '販売店の地図',
  canvas: '地図。矢印キーで移動',
  zoomIn: '拡大',
  zoomOut: '縮小',
  resetNorth: '北を上にする',
  attribution: '',
  attributionToggle: '地図データの出典を表示',
  gestures: '2本指で',
};
const points = [
  { id: 'JP001', latitude: 35.6717, longitude: 139.7243, number: 1, label: '1. ランドローバー 青山' },
  { id: 'JP003', latitude: 35.4578, longitude: 139.6323, number: 2, label: '2. ランドローバー 横浜' },
];

let container: HTMLElement;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  calls.sources.clear();
  calls.fitted = [];
  calls.eased = [];
  calls.layers = [];
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const pins = () => [...container.querySelectorAll('button')];

describe('the site’s own map', () => {
  it('loads the local style and the worker from public/maps, north up, in Japanese', () => {
    createLocalMap(container, { points, selectedId: null, onSelect: () => {}, texts });
    expect(calls.worker).toBe('/maps/maplibre-gl-worker.mjs?v=6.17.0');
    expect(calls.options).toMatchObject({
      style: '/maps/style.json',
      dragRotate: false,
      touchPitch: false,
      cooperativeGestures: true,
      locale: {
        'Map.Title': '地図。矢印キーで移動',
        'NavigationControl.ZoomIn': '拡大',
        'NavigationControl.ZoomOut': '縮小',
        'AttributionControl.ToggleAttribution': '地図データの出典を表示',
      },
    });
  });

  it('draws each retailer as a numbered button named like its list entry, in list order, and fits them in view', () => {
    const onSelect = vi.fn();
    createLocalMap(container, { points, selectedId: 'JP003', onSelect, texts });
    expect(pins().map((p) => [p.textContent, p.getAttribute('aria-label'), p.getAttribute('aria-pressed'), p.dataset.lngLat])).toEqual([
      ['1', '1. ランドローバー 青山', 'false', '139.7243,35.6717'],
      ['2', '2. ランドローバー 横浜', 'true', '139.6323,35.4578'],
    ]);
    expect(pins().every((p) => p.type === 'button')).toBe(true);
    expect(calls.fitted).toHaveLength(1);
    pins()[0]!.click();
    expect(onSelect).toHaveBeenCalledWith('JP001');
  });

  it('adds the retailers as a GeoJSON source when the style has loaded, with a ring under the selected one', () => {
    createLocalMap(container, { points, selectedId: 'JP001', onSelect: () => {}, texts });
    const data = calls.sources.get('retailers')!.data as { features: { properties: { id: string; selected: boolean } }[] };
    expect(data.features.map((f) => [f.properties.id, f.properties.selected])).toEqual([
      ['JP001', true],
      ['JP003', false],
    ]);
    expect(calls.layers).toEqual([expect.objectContaining({ id: 'retailer-selected', source: 'retailers' })]);
  });

  it('moves to a retailer chosen in the list and redraws the pins for new results', () => {
    const map = createLocalMap(container, { points, selectedId: null, onSelect: () => {}, texts });
    map.select('JP003', true);
    expect(pins().map((p) => p.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(calls.eased).toEqual([expect.objectContaining({ center: [139.6323, 35.4578], zoom: 9 })]);
    map.select('JP001', false);
    expect(calls.eased).toHaveLength(1);
    map.update([points[1]!], null);
    expect(pins().map((p) => p.getAttribute('aria-label'))).toEqual(['2. ランドローバー 横浜']);
    map.destroy();
    expect(calls.removed).toBeGreaterThan(0);
  });
});
