import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demo360 } from './demo-360';
import { exteriorFrames, interiorPanoramaSvg } from './demo-frames';
import { frameUrls } from './frames';

const folder = path.resolve(import.meta.dirname, '../../..', demo360.folder);
const colours = (svg: string) => new Set([...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]));

describe('demo 360 drawings', () => {
  it('draws one small 16:9 SVG per frame, each a different view of the car', () => {
    const frames = exteriorFrames();
    expect(frames).toHaveLength(demo360.framesCount);
    for (const { svg } of frames) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 450"/);
      expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|<foreignObject/i);
      expect(svg.length).toBeLessThan(6000);
    }
    expect(new Set(frames.map((f) => f.svg)).size).toBe(frames.length);
    // The demo address names exactly these files, in turning order.
    expect(frameUrls(demo360.framesUrl, demo360.framesCount).map((url) => url.split('/').pop())).toEqual(frames.map((f) => f.name));
  });

  it('turns the car: the first frame shows the headlights, the opposite one the tail lights', () => {
    const frames = exteriorFrames();
    const front = frames[0]!.svg;
    const back = frames[demo360.framesCount / 2]!.svg;
    // Shading scales a colour's channels: a light is there when some fill points the same way as its colour.
    const unit = (rgb: number[]) => rgb.map((c) => c / Math.hypot(...rgb));
    const lit = (svg: string, rgb: number[]) =>
      [...colours(svg)].some((hex) => {
        const fill = unit([1, 3, 5].map((i) => parseInt(hex!.slice(i, i + 2), 16)));
        return Math.hypot(...unit(rgb).map((c, i) => c - fill[i]!)) < 0.02;
      });
    expect(lit(front, [250, 246, 222])).toBe(true);
    expect(lit(front, [190, 34, 44])).toBe(false);
    expect(lit(back, [190, 34, 44])).toBe(true);
    expect(lit(back, [250, 246, 222])).toBe(false);
  });

  it('draws a 6:1 interior panorama whose edges meet', () => {
    const svg = interiorPanoramaSvg();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 4800 800"/);
    expect(svg.length).toBeLessThan(12_000);
    // The rear bench is drawn across the seam: half a seat at each edge.
    expect(svg).toContain(' x="-58.5"');
    expect(svg).toContain(' x="4741.5"');
  });

  it('has the committed files in public/demo/360 exactly as drawn (run scripts/generate-360-frames.ts)', () => {
    const expected = [...exteriorFrames(), { name: 'interior.svg', svg: interiorPanoramaSvg() }];
    expect(readdirSync(folder).sort()).toEqual(expected.map((f) => f.name).sort());
    for (const { name, svg } of expected) expect(readFileSync(path.join(folder, name), 'utf8'), name).toBe(`${svg}\n`);
  });
});
