import { createHash } from 'node:crypto';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { demoImageSvg, demoImages, type DemoSeats } from './demo-images';

const seatImages = demoImages.filter((image): image is DemoSeats => image.kind === 'seats');
const landscapes = demoImages.filter((image) => image.kind === 'landscape');

function parse(svg: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(svg, 'image/svg+xml') as unknown as Document;
}
const count = (svg: string, selector: string) => parse(svg).querySelectorAll(selector).length;

describe('demo images', () => {
  it('gives every image its own id and an alt text', () => {
    expect(new Set(demoImages.map((image) => image.id)).size).toBe(demoImages.length);
    for (const image of demoImages) expect(image.alt).not.toBe('');
  });

  // Stored demo images keep their ids, so a landscape drawn differently would leave seeded sites
  // showing the old picture and fresh ones the new.
  it('draws the landscapes exactly as before', () => {
    const hashes = landscapes.map((image) => [
      image.id,
      createHash('sha256').update(demoImageSvg(image)).digest('hex').slice(0, 16),
      createHash('sha256')
        .update(demoImageSvg(image, 640, 360))
        .digest('hex')
        .slice(0, 16),
    ]);
    expect(hashes).toEqual([
      [101300, '9d0d324ad58ccb3e', 'ef26d1eca40864d4'],
      [101301, '164b2a6f8c1cd725', '269fdb1107b782a1'],
      [101302, '07ef239d705b8347', '7e583f25b30c2a3e'],
      [101303, '32b1b4fcae320713', '6f1c2d0b696b003a'],
      [101304, '5a13682b6c3506d0', '7ae8d3d08abac117'],
      [101327, '5c88d1d3cfc8f01f', 'a6b063ce1c4120c6'],
    ]);
  });

  it('draws four seat arrangements, each its own picture and none a landscape', () => {
    expect(seatImages.map((image) => image.id)).toEqual([101340, 101341, 101342, 101343]);
    const drawings = demoImages.map((image) => demoImageSvg(image));
    expect(new Set(drawings).size).toBe(demoImages.length);
    for (const image of seatImages) {
      const svg = demoImageSvg(image);
      expect(svg).toMatch(/^<svg [^>]*width="1920" height="1080" viewBox="0 0 1920 1080"/);
      expect(demoImageSvg(image, 640, 360)).toContain('width="640" height="360" viewBox="0 0 1920 1080"');
      // The landscape's sky and ridges are not there: this is the cut-away cabin.
      expect(svg).not.toContain('url(#sky)');
      expect(parse(svg).querySelector('clipPath#cabin')).not.toBeNull();
    }
  });

  it('folds the seats step by step: fewer backs up, more lying flat, more room for luggage', () => {
    const drawn = seatImages.map((image) => demoImageSvg(image));
    // Two halves per row (the far one shows behind the near one), three rows.
    expect(drawn.map((svg) => count(svg, '.seat-back'))).toEqual([6, 4, 3, 2]);
    expect(drawn.map((svg) => count(svg, '.seat-back-folded'))).toEqual([0, 2, 3, 4]);
    expect(drawn.map((svg) => count(svg, '.headrest'))).toEqual([6, 4, 3, 2]);
    expect(drawn.map((svg) => count(svg, '.seat-cushion'))).toEqual([6, 6, 6, 6]);
    expect(drawn.map((svg) => count(svg, '.luggage-box'))).toEqual([1, 2, 2, 4]);
    // Only a half-folded row makes room for a long load beside the seat still up.
    expect(drawn.map((svg) => count(svg, '.long-load'))).toEqual([0, 0, 1, 0]);
  });

  it('says in each alt text what its drawing shows', () => {
    for (const image of seatImages) {
      const boxes = count(demoImageSvg(image), '.luggage-box');
      expect(image.alt).toContain(`箱が${boxes}つ`);
      expect(image.alt).toMatch(/室内.*（イラスト）$/);
    }
    expect(seatImages.map((image) => image.alt.split('。')[0])).toEqual([
      '3列すべてのシートを起こした室内',
      '3列目を倒した室内',
      '3列目と、2列目の手前側を倒した室内',
      '2列目と3列目をすべて倒した室内',
    ]);
    expect(seatImages[2]!.alt).toContain('長い荷物');
    expect(seatImages[3]!.alt).toContain('平らに続く長い床');
  });
});
