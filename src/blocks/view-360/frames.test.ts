import { describe, expect, it } from 'vitest';
import { angleOf, frameForDrag, frameForKey, frameUrl, frameUrlProblem, frameUrls, isImageUrl, wrapFrame } from './frames';

describe('exterior frames', () => {
  it('fills {frame} with the frame number, padded to the digits asked for', () => {
    expect(frameUrl('/360/car-{frame}.jpg', 7)).toBe('/360/car-7.jpg');
    expect(frameUrl('/360/car-{frame:2}.jpg', 7)).toBe('/360/car-07.jpg');
    expect(frameUrl('https://cdn.example.jp/a/{frame:3}.webp', 36)).toBe('https://cdn.example.jp/a/036.webp');
    expect(frameUrl('/x/{frame:2}.jpg', 120)).toBe('/x/120.jpg');
    expect(frameUrls('/f{frame}.svg', 3)).toEqual(['/f1.svg', '/f2.svg', '/f3.svg']);
  });

  it('accepts one placeholder in an https address or a site path, nothing else', () => {
    expect(frameUrlProblem('/demo/360/exterior-{frame:2}.svg')).toBeNull();
    expect(frameUrlProblem('https://cdn.example.jp/{frame}.jpg')).toBeNull();
    expect(frameUrlProblem('/demo/360/exterior.svg')).toBe('placeholder');
    expect(frameUrlProblem('/{frame}/{frame}.svg')).toBe('placeholder');
    expect(frameUrlProblem('/{frame:5}.svg')).toBe('placeholder');
    for (const url of [
      'http://cdn.example.jp/{frame}.jpg',
      '//cdn.example.jp/{frame}.jpg',
      'javascript:{frame}',
      'a/{frame}.jpg',
      '/\\x/{frame}.jpg',
    ]) {
      expect(frameUrlProblem(url), url).toBe('url');
    }
    expect(isImageUrl('/demo/a b.svg')).toBe(false);
    expect(isImageUrl('https://')).toBe(false);
  });

  it('wraps round both ways', () => {
    expect([wrapFrame(36, 36), wrapFrame(-1, 36), wrapFrame(73, 36), wrapFrame(5.4, 36)]).toEqual([0, 35, 1, 5]);
  });

  it('turns one full turn across the width when dragged, right = the following frames', () => {
    expect(frameForDrag(0, 0, 720, 36)).toBe(0);
    expect(frameForDrag(0, 60, 720, 36)).toBe(3);
    expect(frameForDrag(0, -20, 720, 36)).toBe(35);
    expect(frameForDrag(10, 720, 720, 36)).toBe(10);
    expect(frameForDrag(4, 300, 0, 36)).toBe(4);
  });

  it('steps with the slider keys, wrapping; leaves other keys to the browser', () => {
    expect(['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown'].map((key) => frameForKey(key, 0, 36))).toEqual([1, 1, 35, 35]);
    expect([frameForKey('PageUp', 0, 36), frameForKey('PageDown', 2, 36), frameForKey('PageUp', 0, 4)]).toEqual([5, 33, 1]);
    expect([frameForKey('Home', 20, 36), frameForKey('End', 3, 36), frameForKey('ArrowRight', 35, 36)]).toEqual([0, 35, 0]);
    expect(frameForKey('Enter', 3, 36)).toBeNull();
    expect(frameForKey('Tab', 3, 36)).toBeNull();
  });

  it('names a frame by its angle', () => {
    expect([angleOf(0, 36), angleOf(9, 36), angleOf(35, 36), angleOf(1, 24), angleOf(36, 36)]).toEqual([0, 90, 350, 15, 0]);
  });
});
