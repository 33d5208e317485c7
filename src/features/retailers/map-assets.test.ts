import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { japanBounds, mapZoom, retailersGeoJson } from './map-geometry';

/** The site's own map (decision 0066) is files in public/maps: the style, the land and the map library's worker. */
const mapsDir = path.resolve(import.meta.dirname, '../../../public/maps');
const read = (file: string) => readFileSync(path.join(mapsDir, file), 'utf8');

describe('the local map files', () => {
  it('keep the worker identical to the installed maplibre-gl (an upgrade must copy it again)', () => {
    const installed = createRequire(import.meta.url).resolve('maplibre-gl/dist/maplibre-gl-worker.mjs');
    expect(read('maplibre-gl-worker.mjs') === readFileSync(installed, 'utf8')).toBe(true);
  });

  it('have a style that loads only this site’s files and needs no glyphs, sprites or key', () => {
    const style = JSON.parse(read('style.json')) as {
      version: number;
      sources: Record<string, { type: string; data?: string; url?: string; tiles?: string[] }>;
      layers: { id: string; source?: string }[];
      glyphs?: string;
      sprite?: string;
    };
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.data).toMatch(/^\/maps\/[a-z-]+\.geojson$/);
      expect(source.url ?? source.tiles).toBeUndefined();
      read(source.data!.slice('/maps/'.length));
    }
    for (const layer of style.layers) if (layer.source) expect(Object.keys(style.sources)).toContain(layer.source);
  });

  it('draw Japan’s land, marked as Japan, over the area the map shows', () => {
    const land = JSON.parse(read('land.geojson')) as {
      features: { properties: { japan: boolean }; geometry: { type: string; coordinates: number[][][][] } }[];
    };
    const japan = land.features.filter((f) => f.properties.japan);
    expect(japan).toHaveLength(1);
    const points = japan[0]!.geometry.coordinates.flat(2);
    const lngs = points.map((p) => p[0]!);
    const lats = points.map((p) => p[1]!);
    // From Yonaguni to Hokkaido's east cape, within the shown area.
    expect(Math.min(...lngs)).toBeLessThan(124);
    expect(Math.max(...lngs)).toBeGreaterThan(145);
    expect(Math.min(...lats)).toBeLessThan(25);
    expect(Math.max(...lats)).toBeGreaterThan(45);
    expect(Math.min(...lngs)).toBeGreaterThan(japanBounds[0][0] - 6);
  });

  it('size the map container with a rule maplibre-gl.css, loaded after it, does not undo', () => {
    // .maplibregl-map (same element, one class) sets position: relative: with a one-class rule of
    // ours the container lost its height and the map showed as an empty frame.
    const installed = readFileSync(createRequire(import.meta.url).resolve('maplibre-gl/dist/maplibre-gl.css'), 'utf8');
    expect(installed).toMatch(/\.maplibregl-map\{[^}]*position:relative/);
    const own = readFileSync(path.resolve(import.meta.dirname, 'components/retailer-map.module.css'), 'utf8');
    expect(own).toMatch(/\.frame > \.map \{\s*position: absolute;\s*inset: 0;/);
    expect(own).not.toMatch(/^\.map \{/m);
  });
});

describe('retailersGeoJson', () => {
  it('is a FeatureCollection of points, longitude first, marking the selected retailer', () => {
    const points = [
      { id: 'JP001', latitude: 35.6717, longitude: 139.7243, number: 1, label: '1. 青山' },
      { id: 'JP005', latitude: 34.7025, longitude: 135.4959, number: 2, label: '2. 大阪' },
    ];
    expect(retailersGeoJson(points, 'JP005')).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 1,
          properties: { id: 'JP001', number: 1, label: '1. 青山', selected: false },
          geometry: { type: 'Point', coordinates: [139.7243, 35.6717] },
        },
        {
          type: 'Feature',
          id: 2,
          properties: { id: 'JP005', number: 2, label: '2. 大阪', selected: true },
          geometry: { type: 'Point', coordinates: [135.4959, 34.7025] },
        },
      ],
    });
  });

  it('zooms between the country and a city', () => {
    expect(mapZoom.min).toBeLessThan(mapZoom.selected);
    expect(mapZoom.selected).toBeLessThanOrEqual(mapZoom.fitMax);
    expect(mapZoom.fitMax).toBeLessThan(mapZoom.max);
  });
});
